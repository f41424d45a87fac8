// Inside a generic function a literal written for `T` is of the type the call bound `T` to.
func g<T: Numeric>(_ r: [T]) {
    print(r.reduce(0, +))
    print(r.reduce(into: 0) { $0 += $1 })
    var m = r
    m.append(0); m += [0]; m.insert(0, at: 0)
    print(m)
    let z: T = 0
    print(z)
    let f = { () -> T in 1 }
    print(f())
}
g([Double]())
g([Int]())
func k<T: Numeric>(_ r: [T]) -> [T] { r.map { _ in 0 } }
print(k([1.5]), k([1]))
// `map`'s own `T` is not the caller's: with nothing asking for a `T`, the literal is an `Int`.
func k2<T: Numeric>(_ r: [T]) { print(r.map { _ in 0 }) }
k2([1.5])
func opt<T: Numeric>(_ x: T) -> T? { x == 0 ? nil : 2 }
print(opt(1.5) as Any, opt(0.0) as Any)
