// Requirements dispatch dynamically, extension-only methods statically; Self's static requirements in an extension.
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello from extension" }
    func farewell() -> String { "Bye from extension" }
}
struct English: Greeter {
    func greet() -> String { "Hello" }
    func farewell() -> String { "Goodbye" }
}
let e = English()
let g: Greeter = e
print(e.greet(), e.farewell())
print(g.greet(), g.farewell())
func viaGeneric<T: Greeter>(_ t: T) -> String { t.greet() + " / " + t.farewell() }
print(viaGeneric(e))
protocol Shape { var area: Double { get }; static var name: String { get } }
extension Shape { var summary: String { "\(Self.name) area \(area)" } }
struct Square: Shape { var side: Double; var area: Double { side * side }; static var name: String { "Square" } }
struct Circle: Shape { var r: Double; var area: Double { 3.0 * r * r }; static var name: String { "Circle" } }
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes { print(s.summary) }
func biggest(_ xs: [any Shape]) -> some Shape { Square(side: xs.map(\.area).max() ?? 0) }
print(biggest(shapes).area)
class Animal { func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "Woof" } }
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { let name: String; let age: Int }
func describe(_ x: Named & Aged) -> String { "\(x.name) is \(x.age)" }
print(describe(Person(name: "Ann", age: 30)))
let animals: [Animal] = [Animal(), Dog()]
print(animals.map { $0.speak() })
extension Array: Named where Element: Named {
    var name: String { map(\.name).joined(separator: "+") }
}
print([Person(name: "A", age: 1), Person(name: "B", age: 2)].name)
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container { func first() -> Item? { items.first } }
struct IntBox: Container { var items: [Int] }
print(IntBox(items: [3, 4]).first() as Any)
func sumAll<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
print(sumAll(IntBox(items: [1, 2, 3])))
