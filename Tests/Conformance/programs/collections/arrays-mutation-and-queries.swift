var a = [3, 1, 4, 1, 5, 9, 2, 6]
a.sort()
print(a)
a.sort(by: >)
print(a)
a.reverse()
print(a, a.first!, a.last!)
print(a.firstIndex(of: 1)!, a.lastIndex(of: 1)!)
a.removeFirst(2)
a.removeLast(2)
print(a)
print(a.dropFirst(2), a.dropLast(), a.prefix(10))
a.shuffle()
a.sort()
print(a, a.contains(5))
var b: [String] = []
b.append("x")
b += ["y", "z"]
b = ["w"] + b
print(b, b.count)
b[1...2] = ["Q"]
print(b)
print(b.isEmpty, [Int]().first as Any, [Int]().min() as Any)
print(Array(repeating: [0, 0], count: 2))
var grid = Array(repeating: Array(repeating: ".", count: 3), count: 2)
grid[1][2] = "#"
for row in grid { print(row.joined()) }
print(a.map(String.init).joined(separator: ", "))
print(a.indices.map { a[$0] * $0 })
print(a.enumerated().map { "\($0.offset):\($0.element)" })
print(a.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print([1, 2, 3].map(\.description), ["a", "bb"].map(\.count))
print(a.sorted { $0 > $1 }.first!, a.max()!, a.min()!)
print([1, 2, 3] + [4], [1, 2] == [1, 2], [[1]] == [[1]])
print(Array(a[1...]), a.last(where: { $0 < 5 }) as Any)
var c = [1, 2, 3, 4, 5]
c.removeAll { $0 % 2 == 0 }
print(c, c.firstIndex { $0 > 1 } as Any)
c.removeAll()
print(c, c.isEmpty)
print(["b", "a", "c"].sorted().joined(), ["b", "a"].min()!)
print([2, 4].allSatisfy { $0.isMultiple(of: 2) }, [Int]().allSatisfy { $0 > 0 })
print([1, 2, 3].reduce("") { $0 + String($1) }, [1, 2, 3].reduce(into: "") { $0 += "\($1)," })
