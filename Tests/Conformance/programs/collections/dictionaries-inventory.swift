var stock: [String: Int] = ["apple": 3]
stock["pear"] = 5
stock["apple", default: 0] += 2
stock["kiwi", default: 0] -= 1
print(stock.sorted { $0.key < $1.key })
if let old = stock.updateValue(10, forKey: "pear") { print("pear was", old) }
stock["kiwi"] = nil
print(stock.count, stock["kiwi"] as Any, stock.keys.sorted())
let prices: [String: Double] = ["apple": 0.5, "pear": 0.75]
var total = 0.0
for (item, qty) in stock.sorted(by: { $0.key < $1.key }) {
  let line = Double(qty) * (prices[item] ?? 0)
  total += line
  print(item, qty, line)
}
print("total", total, (total * 100).rounded() / 100)
let lowStock = stock.filter { $0.value < 6 }.map(\.key).sorted()
print(lowStock)
let doubled = stock.mapValues { $0 * 2 }
print(doubled.sorted { $0.value < $1.value }.map { "\($0.key):\($0.value)" })
let inverted = Dictionary(uniqueKeysWithValues: stock.map { ($1, $0) })
print(inverted[5] ?? "none", inverted[10] ?? "none")
print(stock.values.reduce(0, +), stock.values.max()!, stock.isEmpty)
var cart: [(String, Int)] = [("apple", 2), ("pear", 1), ("apple", 1)]
cart.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
print(cart)
let merged = cart.reduce(into: [:]) { (acc: inout [String: Int], pair) in acc[pair.0, default: 0] += pair.1 }
print(merged.sorted { $0.key < $1.key })
print(Array(stock.keys).sorted().enumerated().map { "\($0 + 1). \($1)" })
