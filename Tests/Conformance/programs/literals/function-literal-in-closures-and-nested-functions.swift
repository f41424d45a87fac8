// #function inside closures names the enclosing function, not the closure.
func outer() {
    let closure = { print("closure in:", #function) }
    closure()
    func inner() { print("nested:", #function) }
    inner()
    [1].forEach { _ in print("forEach in:", #function) }
}
outer()
let topClosure = { print("top-level closure:", #function) }
topClosure()
struct Holder {
    lazy var value: String = { #function }()
    func run() { let c = { #function }; print(c()) }
}
var h = Holder()
print(h.value)
h.run()

