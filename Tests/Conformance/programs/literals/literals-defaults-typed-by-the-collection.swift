// A literal default or start value takes the element type of the collection it stands in for:
// an empty [Double]'s 'first ?? 0', 'reduce(0, +)' and 'dict[key, default: 0]' are 0.0.
let e: [Double] = []; print(e.first ?? 0, e.last ?? 0, e.max() ?? 0, e.min() ?? 0, e.randomElement() ?? 0)
let f = [Double](); print(f.first ?? 0)
let g = Array<Double>(); print(g.first ?? 0)
var h = [Double](); h.append(1); print(h)
let i = [Double](repeating: 2, count: 2); print(i)
let j = [String: Double](); print(j["x"] ?? 0)
let k = Set<Double>(); print(k.first ?? 0)
let l = [Double](); print(l.reduce(0, +))
let m = [Float](); print(m.first ?? 1)
let none: [Double] = []
print(none.reduce(0) { $0 + $1 }, none.reduce(0, +), none.reduce(1, *))
let ints: [Int] = []
print(ints.reduce(0, +), [1.5].reduce(0, +), [2.5].reduce(0) { $0 + $1 })
let two: [Double] = [1, 2]
print(two.reduce(0) { acc, _ in acc + 1 })
struct Cart { var prices: [Double] = []; var total: Double { prices.reduce(0, +) } }
print(Cart().total, Cart(prices: [1.5]).total)
let prices: [String: Double] = ["a": 1]
print(prices["a", default: 0], prices["z", default: 0])
var stats: [String: Double] = [:]
stats["x", default: 0] += 1
print(stats)
print(none.reduce(into: 0) { $0 += $1 }, [1, 2].reduce(into: 0) { $0 += $1 }, [1.5].reduce(into: 0) { acc, x in acc += x })
