// Splitting an array into slices, partitioning it, and walking it with an iterator.
let readings = [3, -1, 4, 1, -1, -1, 5, 9]
let runs = readings.split(separator: -1)
print(runs.count, runs.map { $0.startIndex }, runs.map(Array.init))
let kept = readings.split(separator: -1, omittingEmptySubsequences: false)
print(kept.map { $0.isEmpty }, kept[2].startIndex)
print(readings.split(maxSplits: 1, whereSeparator: { $0 < 0 }))
var values = [10, 3, 8, 1, 6]
let pivot = values.partition { $0 > 5 }
print(pivot, values[..<pivot].sorted(), values[pivot...].sorted())
var walker = ["a", "b", "c"].makeIterator()
var copy = walker
print(walker.next()!, walker.next()!, copy.next()!)
while let rest = walker.next() { print("rest", rest) }
print([[1, 2], [3], [4, 5]].joined(separator: [0]).map { $0 }, [["x"], ["y"]].joined().map { $0 })
