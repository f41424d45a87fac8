// A generic function building a dictionary, printed in sorted order.
func countBy<T, K: Hashable & Comparable>(_ items: [T], key: (T) -> K) -> [(K, Int)] {
    var counts: [K: Int] = [:]
    for item in items { counts[key(item), default: 0] += 1 }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "kiwi"]
for (letter, n) in countBy(words, key: { $0.first! }) {
    print(letter, n)
}
print(countBy(words, key: \.count))
print(countBy([1, 2, 3, 4, 5, 6], key: { $0 % 3 }))

