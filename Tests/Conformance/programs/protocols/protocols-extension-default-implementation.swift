// A protocol extension supplies a default that a type may replace.
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello" }
}
struct Plain: Greeter {}
struct Loud: Greeter {
    func greet() -> String { "HELLO" }
}

print(Plain().greet())
print(Loud().greet())
let greeters: [any Greeter] = [Plain(), Loud()]
print(greeters.map { $0.greet() })

