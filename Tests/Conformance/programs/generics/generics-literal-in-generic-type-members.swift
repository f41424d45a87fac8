// In a generic type of the program, a literal written for `T` is of the type the instance binds.
struct Box<T: Numeric> {
    var v: T = 0
    var items: [T] = [1]
    func zero() -> T { 0 }
    mutating func bump() { v += 1; items.append(0) }
    func show() { let z: T = 1; print(z, v + 1) }
}
print(Box<Double>().v, Box<Double>().zero(), Box<Double>().items)
var b = Box<Double>()
b.bump()
print(b.v, b.items)
b.show()
let c = Box(v: 2.5)
print(c.zero(), c.items)
let d: Box<Float> = Box()
print(d.v, d.zero())
print(Box<Int>().v, Box<Int>().items)
struct Pair<T: Numeric> {
    var a: T
    var b: T
    init(_ a: T) { self.a = a; self.b = 0 }
    func sum() -> T { a + b + 0 }
}
print(Pair(1.5).b, Pair(1.5).sum(), Pair(2).b)
final class Counter<T: Numeric> {
    var total: T = 0
    func add(_ x: T) { total += x }
    func reset() { total = 0 }
}
let k = Counter<Double>()
print(k.total)
k.add(2)
k.reset()
print(k.total)
func makeBox<T: Numeric>(_ x: T) -> Box<T> { Box<T>() }
print(makeBox(1.5).v, makeBox(1).v)
