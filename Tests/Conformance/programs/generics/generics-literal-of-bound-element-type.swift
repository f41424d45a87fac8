extension Array where Element: Numeric {
    func zero() -> Element { 0 }
    func total() -> Element { reduce(0, +) }
    func sumLoop() -> Element { var s: Element = 0; for x in self { s += x }; return s }
}
print([Double]().zero(), [Int]().zero(), [Double]().total(), [Double]().sumLoop())
func total2<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
func zero2<T: Numeric>(_ xs: [T]) -> T { 0 }
print(total2([Double]()), total2([1.5]), zero2([2.5]), zero2([Float]()))
func one<T: FloatingPoint>() -> T { 1 }
let d: Double = one()
print(d)
func f<T: Numeric>(_ xs: inout [T]) { xs.append(0) }
var a: [Double] = []
f(&a)
print(a)
func g<T: Numeric>(_ x: T) -> [T] { var r = [x]; r.append(0); return r }
print(g(1.5))
func h<T: Numeric>(_ x: T) -> T { let z: T = 0; return z }
print(h(2.5))
