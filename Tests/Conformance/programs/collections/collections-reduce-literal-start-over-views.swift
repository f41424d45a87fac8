// `reduce(0, +)` starts from a value of the element type, also over a stored view or a dictionary's pairs.
let d: [String: Double] = [:]
let vs = d.values
print(vs.reduce(0, +))
print(vs.reduce(into: 0) { $0 += $1 })
let byValue: [Double: Int] = [:]
let keys = byValue.keys
print(keys.reduce(0, +))
func total(_ prices: [String: Double]) -> String {
    let amounts = prices.values
    return "\(amounts.reduce(0, +))"
}
print(total([:]), total(["a": 1.5]))
let a: [Double] = []
print(a.lazy.reduce(0, +))
print(a.reversed().reduce(0, +))
print(a.prefix(2).reduce(0, +), a.dropFirst().reduce(0, +))
print(d.map { $0.value }.reduce(0, +))
print(d.map { $0.1 }.reduce(0, +))
print(d.map { _, value in value }.reduce(0, +))
let ks = Set<Double>()
print(ks.reduce(0, +))
let s: ArraySlice<Double> = []
print(s.reduce(0, +))
let counts = ["a": 2, "b": 3]
print(counts.map { $0.value }.reduce(0, +), counts.values.reduce(0, +))
