let d = ["a": 1.5, "b": 2.0]
print(d.values.reduce(0, +))
let e: [String: Double] = [:]
print(e.values.reduce(0, +), e.values.max() ?? 0)
let xs: [Double] = [1, 2, 3]
print(xs[0..<0].reduce(0, +), xs[1...].reduce(0, +), xs.dropFirst(3).reduce(0, +))
print(xs.map { $0 * 2 }.reduce(0, +), xs.filter { $0 > 5 }.reduce(0, +))
print(e.values.min() ?? 0, d.keys.sorted(), e.values.reduce(0) { $0 + $1 })
let ys = xs.map { $0 > 1 ? $0 : 0 }
print(ys)
let z = [Int]().map { Double($0) }.reduce(0, +)
print(z)
