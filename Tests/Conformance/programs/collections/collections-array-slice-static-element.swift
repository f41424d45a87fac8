let xs: [Double] = [1, 2, 3]
let ws = ["a", "b", "c"]
let s = xs[1...]
print(s, s.count, s.first as Any, s.startIndex, s[1], xs[1...][2], type(of: s), type(of: xs[0..<0]))
print(Array(xs[1...]), xs[1...] == [2, 3], xs[..<1].map { $0 * 2 }, xs[0...1].sorted(by: >))
for x in xs[1..<3] { print(x, terminator: " ") }
print()
print(ws[1...].joined(separator: "-"), ws[...1].contains("b"), ws.dropFirst().first ?? "-", ws.prefix(2).map { $0.uppercased() })
print(xs.dropLast().reduce(0, +), xs[2...].min() ?? 0, xs[0..<0].max() ?? 0, xs.suffix(0).reduce(1, *))
func total(_ v: ArraySlice<Double>) -> Double { v.reduce(0, +) }
print(total(xs[0..<0]), total(xs[...]))
var m = xs[...]
m.append(4)
print(m, xs, m.reduce(0) { $0 + $1 })
let ints = [5, 6, 7]
print(ints[1...].reduce(0, +), ints[0..<0].reduce(0, +), type(of: ints.dropFirst()), ints[1...].map { Double($0) })
let nested = [[1.5], []]
print(nested[1].reduce(0, +), nested[1...].count)
