let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for key in grouped.keys.sorted() { print(key, grouped[key]!) }
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths["banana"]!, lengths["kiwi"] as Any, lengths["kiwi", default: 0])
let counts = words.reduce(into: [Character: Int]()) { $0[$1.first!, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
var d: [String: Int] = ["a": 1]
d.merge(["a": 5, "b": 2]) { old, new in old + new }
print(d.sorted { $0.key < $1.key })
let merged = d.merging(["b": 10]) { $1 }
print(merged["b"]!, d["b"]!)
print(d.mapValues { $0 * 10 }.sorted(by: { $0.key < $1.key }))
print(d.filter { $0.value > 2 })
print(d.updateValue(9, forKey: "a") as Any, d.updateValue(1, forKey: "z") as Any)
print(d.removeValue(forKey: "z") as Any, d.removeValue(forKey: "q") as Any)
print(d.keys.sorted(), d.values.sorted(), d.count, d.isEmpty)
print([String: Int]())
print(["k": [1, 2]])
print(["k": Optional<Int>.none])
print(["only": 1.5])
let pairs = [("x", 1), ("y", 2), ("x", 3)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed["x"]!, summed["y"]!)
print(d.compactMapValues { $0 > 5 ? $0 : nil })
if let e = d.first(where: { $0.value == 9 }) { print(e.key, e.value) }
print(d.contains { $0.key == "a" }, d.keys.contains("b"))
var nested: [String: [String: Int]] = [:]
nested["outer", default: [:]]["inner"] = 3
print(nested)
print(d.min(by: { $0.value < $1.value })!)
