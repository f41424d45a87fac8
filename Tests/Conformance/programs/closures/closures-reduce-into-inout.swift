// reduce(into:) passes the accumulator inout as $0.
let words = ["apple", "bob", "apple", "cat", "bob", "apple"]
let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}
let evens = (1...10).reduce(into: [Int]()) { if $1 % 2 == 0 { $0.append($1) } }
print(evens)
let joined = ["a", "b", "c"].reduce(into: "") { $0 += $1.uppercased() }
print(joined)
let stats = [3, 9, 1].reduce(into: (min: Int.max, max: Int.min)) { acc, v in
    acc.min = min(acc.min, v)
    acc.max = max(acc.max, v)
}
print(stats)

