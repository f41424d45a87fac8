// Referring to functions by their compound names.
func handle(_ value: Int) -> String { "int \(value)" }
func handle(_ value: String) -> String { "string \(value)" }
func handle(_ value: Int, with extra: Int) -> String { "pair \(value) \(extra)" }

let f: (Int) -> String = handle(_:)
let g = handle(_:with:)
let h: (String) -> String = handle
print(f(1))
print(g(2, 3))
print(h("x"))
print([1, 2].map(handle(_:)))
struct Greeter {
    func greet(name: String) -> String { "hi " + name }
}
let method = Greeter.greet(name:)
print(method(Greeter())("Al"))

