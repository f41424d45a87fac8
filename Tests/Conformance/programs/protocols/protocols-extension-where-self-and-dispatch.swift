protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "Hi from default" }; func wave() -> String { "wave default" } }
struct English: Greeter { func greet() -> String { "Hello" }; func wave() -> String { "wave English" } }
struct Silent: Greeter {}
let gs: [Greeter] = [English(), Silent()]
for g in gs { print(g.greet(), "/", g.wave()) }
let e = English()
print(e.greet(), e.wave())
let asG: Greeter = e
print(asG.wave())
func generic<G: Greeter>(_ g: G) -> String { g.wave() }
print(generic(e))
class Base: Greeter { func greet() -> String { "Base" } }
class Sub: Base { override func greet() -> String { "Sub" } }
let b: Base = Sub()
print(b.greet(), (b as Greeter).greet())
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func intro(_ x: Named & Aged) -> String { "\(x.name) is \(x.age)" }
print(intro(Person(name: "Zed", age: 3)))
extension Named where Self: Aged { var summary: String { "\(name)/\(age)" } }
print(Person(name: "Q", age: 9).summary)
protocol Resettable { mutating func reset() }
struct Counter: Resettable { var n = 5; mutating func reset() { n = 0 } }
var c = Counter(); c.reset(); print(c.n)
extension Int: Named { var name: String { "int \(self)" } }
print(5.name, [1, 2].map(\.name))
