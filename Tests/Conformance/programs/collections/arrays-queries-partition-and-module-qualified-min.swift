var a = [5, 3, 8, 1, 9, 2]
print(a.firstIndex(of: 8) as Any, a.firstIndex(where: { $0 > 5 }) as Any, a.lastIndex(where: { $0 > 5 }) as Any)
a.removeAll(where: { $0 % 2 == 0 })
print(a)
a.insert(7, at: 1)
a.append(contentsOf: [4, 4])
print(a)
print(a.removeFirst(), a.removeLast(), a)
let p = a.partition(by: { $0 > 4 })
print(p, a[..<p].sorted(), a[p...].sorted())
let slice = a[1...3]
print(slice, slice.startIndex, slice.endIndex, slice.indices)
print(Array(slice).startIndex)
print(a.sorted(by: >), a.sorted().reversed().map { $0 })
print(a.contains(9), a.allSatisfy { $0 > 0 }, a.count(where: { $0 > 3 }))
let m = [[1, 2, 3], [4, 5, 6]]
print(m.flatMap { $0 }, m.map { $0.reduce(0, +) }, m[1][2])
var grid = Array(repeating: Array(repeating: ".", count: 3), count: 2)
grid[1][2] = "#"
for row in grid { print(row.joined()) }
print(Array(1...10).chunked3())
extension Array {
  func chunked3() -> [[Element]] { stride(from: 0, to: count, by: 3).map { Array(self[$0..<Swift.min($0 + 3, count)]) } }
}
print([3, 1, 2].sorted().elementsEqual([1, 2, 3]))
print(a.swapAt(0, 1) == (), a)
print([1, 2, 3].reduce(into: [Int]()) { $0.insert($1, at: 0) })
print(zip([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" })
print(Array(zip(1..., "xyz")))
print(a.dropLast(2), a.suffix(2), a.prefix(10))
