// A protocol extension's method stays callable when the conforming type declares a method of
// the same base name with other labels: both are overloads.
protocol Describable { func describe() -> String }
extension Describable {
    func describe() -> String { "default" }
    func shout() -> String { describe().uppercased() }
}
struct A: Describable {
    func describe(loud: Bool) -> String { loud ? "A!" : "a" }
}
struct B: Describable {
    func describe() -> String { "b" }
    func describe(times: Int) -> String { String(repeating: "b", count: times) }
}
let a = A()
print(a.describe())
print(a.describe(loud: true))
print(a.shout())
let items: [Describable] = [a, B()]
for item in items { print(item.describe()) }
print(B().describe(times: 3))
class Base: Describable { func describe(prefix: String) -> String { prefix + "base" } }
final class Derived: Base {}
print(Derived().describe(), Derived().describe(prefix: ">"))
