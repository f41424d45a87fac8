// print, debugPrint, String(describing:) and dump of custom-described structs, enums, classes and tuple types.
struct Point: CustomStringConvertible { var x: Int; var y: Int; var description: String { "(\(x), \(y))" } }
struct Line { var from: Point; var to: Point; var label: String? }
class Base: CustomDebugStringConvertible { var id = 1; var debugDescription: String { "Base#\(id)" } }
class Child: Base { var extra = "e" }
enum Tag { case plain, named(String), pair(a: Int, b: Int) }
let line = Line(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), label: "L")
print(line)
debugPrint(line)
print(String(describing: line), String(reflecting: Point(x: 0, y: 0)))
print(Child(), [Child()], String(describing: Child()))
print(Tag.plain, Tag.named("n"), Tag.pair(a: 1, b: 2), [Tag.pair(a: 3, b: 4)])
debugPrint(Tag.named("q"), "str", 1.5, Character("c"))
print((1, "two", Point(x: 5, y: 6)), (x: 1, y: [2]))
let opt: Point? = Point(x: 7, y: 8)
print(opt as Any, opt!, "\(String(describing: opt))")
dump(line)
dump(Tag.pair(a: 1, b: 2))
dump([1, 2])
print(type(of: line), type(of: Tag.plain), Line.self, [Point].self, (Int, String).self)
print(Optional<Int>.none as Any, [Int?]([1, nil]))
class Plain { var a = 1 }
print(Plain())
print(String(describing: Plain.self), "\(Child.self)")
