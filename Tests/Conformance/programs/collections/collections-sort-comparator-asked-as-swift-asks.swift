// A comparator that counts or logs its questions: sorted(by:) and sort(by:) ask them as
// Swift's own (stable) sort does, no more.
var comparisons = 0
let words = ["pear", "fig", "apple", "kiwi", "banana", "date", "plum", "lime"]
let byLength = words.sorted { a, b in
    comparisons += 1
    return a.count < b.count
}
print(byLength, comparisons)
comparisons = 0
var nums = [5, 2, 8, 1, 9, 3, 7, 4, 6, 0]
nums.sort { comparisons += 1; return $0 > $1 }
print(nums, comparisons)
var log: [String] = []
_ = [3, 1, 2].sorted { log.append("\($0)<\($1)"); return $0 < $1 }
print(log)
comparisons = 0
_ = words.min { comparisons += 1; return $0.count < $1.count }
print(comparisons)
