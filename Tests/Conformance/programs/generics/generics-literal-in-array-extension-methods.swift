// A literal where an Array extension's `Element` is expected is of the receiver's element type.
extension Array where Element: Numeric {
    mutating func addZero() { append(0) }
    mutating func addZeroThroughSelf() { self.append(0) }
    mutating func addZeroByOperator() { self += [0] }
    mutating func insertZero() { insert(0, at: 0) }
    mutating func addZeroes() { append(contentsOf: [0, 1]) }
    mutating func addSum() { append(1 + 1) }
    func show() { print(reduce(0, +)) }
    func showInto() { print(reduce(into: 0) { $0 += $1 }) }
    func local() { let z: Element = 0; print(z) }
    func zeroes() -> [Element] { map { _ in 0 } }
    func typedZeroes() -> [Element] { let r: [Element] = map { _ in 0 }; return r }
    func withZero() -> [Element] { self + [0] }
    func siblingCall() { show() }
}
extension Set where Element: Numeric {
    mutating func addZero() { insert(0) }
}
var a: [Double] = []
a.addZero(); a.addZeroThroughSelf(); a.addZeroByOperator(); a.insertZero()
print(a)
a.addZeroes(); a.addSum()
print(a)
let e: [Double] = []
e.show(); e.showInto(); e.local(); e.siblingCall()
print([2.5].zeroes(), [2.5].typedZeroes(), e.withZero())
var s = Set<Double>()
s.addZero()
print(s)
var ints: [Int] = []
ints.addZero(); ints.addZeroes()
print(ints, ints.zeroes())
func viaGeneric<T: Numeric>(_ xs: [T]) { xs.show(); xs.local(); print(xs.zeroes()) }
viaGeneric([Float]())
viaGeneric([Float(1)])
