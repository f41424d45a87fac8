// Methods named on their type, and swap through inout.
struct Greeter {
    var greeting: String
    func greet(_ name: String) -> String { "\(greeting), \(name)" }
}
let hello = Greeter(greeting: "Hello")
let unapplied = Greeter.greet
print(unapplied(hello)("Ann"))
print(["Bo", "Cy"].map(Greeter(greeting: "Hi").greet))
let lower = String.lowercased
print(lower("MiXeD")())
var first = [1, 2], second = [3]
swap(&first, &second)
print(first, second)
var left = "L", right = "R"
swap(&left, &right)
print(left + right)
