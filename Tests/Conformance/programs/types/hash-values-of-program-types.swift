// Hashable's hashValue of the program's structs and enums (synthesized; a payload-less enum is
// Hashable by itself): Swift seeds hashes per run, so only comparisons of them are printed.
struct Point: Hashable { var x = 1, y = 2 }
enum Light { case red, green }
enum Weekday: Int { case mon = 1, tue }
print(Point().hashValue == Point().hashValue, Point().hashValue == Point(x: 1, y: 2).hashValue)
print(Light.red.hashValue == Light.red.hashValue, Weekday.tue.hashValue == Weekday(rawValue: 2)!.hashValue)
var seen = Set<Int>()
for p in [Point(), Point(), Point(x: 1, y: 2)] { seen.insert(p.hashValue) }
print(seen.count)
