extension Sequence where Element: Numeric { func total() -> Element { reduce(0, +) } }
extension Collection where Element: BinaryFloatingPoint { var average: Element { isEmpty ? 0 : reduce(0, +) / 2 } }
var xs: [Double] = []
print(xs.total(), xs.average, [1.0, 2.0].average, [Float]().total())
var ys: [Int] = [1]
print(ys, ys.total())
let zs = [2.5]
print(zs.total(), Set([1.5]).total())
