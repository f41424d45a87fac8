// Mirror of structs, classes and their superclass, enum payloads, tuples, collections, optionals and scalars.
struct User { let name: String; var age: Int; var tags: [String] }
class Animal { var legs = 4; let kind: String; init(kind: String) { self.kind = kind } }
final class Dog: Animal { var name = "Rex"; var good = true }
enum Shape { case circle(radius: Double), square(Double), rect(w: Int, h: Int), empty }
func describe(_ value: Any) {
    let m = Mirror(reflecting: value)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    print("\(m.subjectType) [\(style)] \(m.children.count) children")
    for child in m.children { print("  \(child.label ?? "-") = \(child.value)") }
}
describe(User(name: "Ann", age: 31, tags: ["a"]))
describe(Dog(kind: "dog"))
describe(Shape.circle(radius: 2))
describe(Shape.square(3))
describe(Shape.rect(w: 1, h: 2))
describe(Shape.empty)
describe((1, "two"))
describe((x: 1, y: 2))
describe([10, 20])
describe(Optional(5) as Any)
describe(42)
describe("text")
let dm = Mirror(reflecting: Dog(kind: "k"))
if let sup = dm.superclassMirror {
    print(sup.subjectType, sup.children.map { $0.label ?? "" })
    print(sup.superclassMirror == nil)
}
print(Mirror(reflecting: User(name: "B", age: 2, tags: [])).displayStyle == .struct)
func toDictionary(_ v: Any) -> [String] {
    Mirror(reflecting: v).children.compactMap { c in c.label.map { "\($0)=\(c.value)" } }
}
print(toDictionary(User(name: "C", age: 5, tags: ["x", "y"])))
