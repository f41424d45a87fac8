// Synthesized Equatable, Hashable and Comparable; custom and debug descriptions in collections; Mirror of a struct.
struct Version: Comparable, Hashable, CustomStringConvertible {
    var major: Int, minor: Int, patch: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}
let vs = [Version(major: 1, minor: 2, patch: 0), Version(major: 1, minor: 0, patch: 9), Version(major: 0, minor: 9, patch: 9)]
print(vs.sorted(), vs.max()!, vs.min()!)
print(vs[0] == Version(major: 1, minor: 2, patch: 0), vs[0] != vs[1])
print(Set(vs + vs).count)
struct Pair<T: Equatable>: Equatable { var a: T; var b: T }
print(Pair(a: 1, b: 2) == Pair(a: 1, b: 2), Pair(a: "x", b: "y") == Pair(a: "x", b: "z"))
struct Card: Hashable { let rank: Int; let suit: String }
var seen: [Card: Int] = [:]
for c in [Card(rank: 1, suit: "h"), Card(rank: 1, suit: "h"), Card(rank: 2, suit: "s")] { seen[c, default: 0] += 1 }
print(seen[Card(rank: 1, suit: "h")]!, seen.count)
class Ref: Equatable {
    let v: Int
    init(_ v: Int) { self.v = v }
    static func == (a: Ref, b: Ref) -> Bool { a.v == b.v }
}
let r1 = Ref(1), r2 = Ref(1)
print(r1 == r2, r1 === r2, [r1].contains(r2), [r1].firstIndex(of: r2) as Any)
struct Debug: CustomDebugStringConvertible, CustomStringConvertible {
    var description: String { "desc" }
    var debugDescription: String { "debugDesc" }
}
print(Debug(), [Debug()], String(reflecting: Debug()))
debugPrint(Debug())
print("\(Debug())", Optional(Debug()) as Any)
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "OD" } }
print(OnlyDebug(), [OnlyDebug()])
struct Plain { var a = 1; var b = "two"; var c: [Int]? = nil }
print(Plain(), [Plain()])
debugPrint(Plain())
let m = Mirror(reflecting: Plain())
for child in m.children { print(child.label ?? "?", child.value) }
print(m.displayStyle as Any, m.children.count)
enum E: Comparable { case a(Int), b }
print(E.a(3) < E.b, E.a(5) < E.a(2))
