// Lazy chains run each element through every step, only as far as needed.
let words = ["kiwi", "fig", "banana", "apple", "plum", "cherry"]
let long = words.lazy
    .filter { w -> Bool in print("filter", w); return w.count > 3 }
    .map { w -> String in print("upper", w); return w.uppercased() }
print("built")
print(long.first as Any)
print(long.contains { $0.hasPrefix("A") })
print(Array(long), long.count)
let lengths = words.lazy.map { w -> Int in print("count", w); return w.count }
print(lengths.count)
let total = lengths.reduce(0) { sum, n in print("add", n); return sum + n }
print(total)
for n in [1, 2, 3, 4].lazy.compactMap({ $0 % 2 == 0 ? $0 * 10 : nil }) { print("even", n) }
