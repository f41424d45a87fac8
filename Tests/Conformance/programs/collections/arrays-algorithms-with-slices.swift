func bubbleSort(_ input: [Int]) -> [Int] {
  var a = input
  for i in 0..<a.count {
    for j in 0..<(a.count - i - 1) where a[j] > a[j + 1] { a.swapAt(j, j + 1) }
  }
  return a
}
func binarySearch(_ a: [Int], _ target: Int) -> Int? {
  var low = 0, high = a.count - 1
  while low <= high {
    let mid = (low + high) / 2
    if a[mid] == target { return mid }
    if a[mid] < target { low = mid + 1 } else { high = mid - 1 }
  }
  return nil
}
let data = [42, 7, 19, 3, 88, 7, 51]
let sorted = bubbleSort(data)
print(sorted, sorted == data.sorted())
print(binarySearch(sorted, 51) as Any, binarySearch(sorted, 50) as Any)
var unique: [Int] = []
for x in data where !unique.contains(x) { unique.append(x) }
print(unique, Array(Set(data)).sorted())
let (evens, odds) = data.reduce(into: ([Int](), [Int]())) { acc, x in if x % 2 == 0 { acc.0.append(x) } else { acc.1.append(x) } }
print(evens, odds)
let rotated = Array(data[2...] + data[..<2])
print(rotated, data.suffix(3) + data.prefix(2))
let pairs = zip(data, data.dropFirst()).map { $1 - $0 }
print(pairs, pairs.filter { $0 > 0 }.count)
let windowSums = (0...(data.count - 3)).map { data[$0..<$0 + 3].reduce(0, +) }
print(windowSums, windowSums.max()!, windowSums.firstIndex(of: windowSums.max()!)!)
var counts = [Int](repeating: 0, count: 10)
for x in data { counts[x % 10] += 1 }
print(counts, counts.enumerated().filter { $0.element > 1 }.map(\.offset))
print(data.indices.filter { data[$0] > 40 }, data.lastIndex(of: 7)!, data.firstIndex(of: 7)!)
let chunked = stride(from: 0, to: data.count, by: 3).map { data[$0..<min($0 + 3, data.count)] }
print(chunked, chunked.map { $0.startIndex }, chunked.map(Array.init))
