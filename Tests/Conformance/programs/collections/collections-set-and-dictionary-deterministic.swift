// Set and Dictionary output that does not depend on hashing order: one element, sorted, counts.
let empty: Set<Int> = []
let one: Set = ["only"]
print(empty, one, empty.isEmpty, one.count)
debugPrint(one, empty)
var primes: Set = [2, 3, 5, 7, 11]
primes.insert(13)
primes.remove(2)
print(primes.sorted(), primes.contains(3), primes.contains(2))
let odds: Set = [1, 3, 5, 7, 9, 11, 13]
print(primes.intersection(odds).sorted(), primes.subtracting(odds).sorted(), primes.union([4]).count)
print(primes.isSubset(of: odds.union([13])), Set([3, 5]).isStrictSubset(of: primes), primes.isDisjoint(with: [4, 6]))
let single = ["key": 1]
print(single, [String: Int](), single["key"] as Any, single["nope"] as Any)
debugPrint(single)
var scores = ["ana": 3, "bo": 5, "cy": 1]
scores["bo", default: 0] += 10
scores["dee"] = 7
scores["cy"] = nil
for name in scores.keys.sorted() { print(name, scores[name]!) }
print(scores.count, scores.values.reduce(0, +), scores.sorted { $0.value > $1.value }.map(\.key))
let grouped = Dictionary(grouping: ["apple", "avocado", "beet", "cherry", "corn"], by: { $0.first! })
print(grouped.keys.sorted(), grouped["c"]!, grouped["z"] == nil)
let merged = ["a": 1].merging(["a": 5, "b": 2]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let inverted = Dictionary(uniqueKeysWithValues: [(1, "one"), (2, "two")].map { ($1, $0) })
print(inverted["two"]!, inverted.mapValues { $0 * 10 }["one"]!)
print(Set("hello").count, Set([1, 1, 1]), Array(Set([4])))
