import Foundation
struct P: Comparable { let n: Int; static func < (l: P, r: P) -> Bool { l.n < r.n } }
let ps = [P(n: 3), P(n: 1), P(n: 2)]
print(ps.min()!, ps.max()!.n, ps.sorted().map(\.n))
let names = ["Bob": 30, "Al": 25, "Cy": 35]
let oldest = names.max { $0.value < $1.value }!
print(oldest.key, oldest.value)
print(names.sorted { $0.value > $1.value }.map(\.key))
print(names.sorted(by: { $0.key < $1.key }).first!)
print(names.values.reduce(0, +) / names.count)
let people = [("Zed", 20), ("Amy", 20), ("Bo", 19)]
print(people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { $0.0 })
print(people.min { $0.1 < $1.1 }!.0)
print(max("a", "b"), min(3, 2))
let words = ["bb", "a", "ccc", "dd"]
print(words.sorted { $0.count < $1.count }, words.max { $0.count < $1.count }!)
print(words.sorted { $0.count == $1.count ? $0 < $1 : $0.count > $1.count })
print(zip(words, words.dropFirst()).map { $0 < $1 })
print(words.firstIndex(where: { $0.count == 2 })!)
print(Dictionary(grouping: words, by: \.count).keys.sorted())
print((1...10).filter { $0 % 3 == 0 }.map { $0 * $0 }.reduce(0, +))
print([1.5, 2.5].reduce(0, +) / 2)
let scores = [88, 92, 79]
let avg = Double(scores.reduce(0, +)) / Double(scores.count)
print(avg, String(format: "%.1f", avg))
