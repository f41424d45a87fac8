// The pairs of enumerated() and zip(_:_:) keep their elements' types, for a literal joined with them.
let none: [Double] = []
let names = ["x", "y"]
let prices = [2.5, 4.0]
print(zip(names, prices).map { $0.1 * 2 })
print(prices.enumerated().map { $0.offset })
print(prices.enumerated().map { i, p in p * Double(i) })
print(zip(none, none).map { $0 + $1 }.reduce(0, +))
print(none.enumerated().map { $0.element }.reduce(0, +))
print(prices.enumerated().filter { $0.offset == 0 }.map { $0.element })
print(Array(zip(names, prices)))
print(type(of: prices.enumerated()))
enum Wrap<T: Numeric> {
    case value(T)
    var zero: T { 0 }
}
print(Wrap.value(1.5).zero, Wrap.value(2).zero)
