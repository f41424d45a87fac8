let j = [[1, 2], [3]].joined()
print(Array(j), j.count, j.map { $0 * 2 }, j.contains(3), j.first!, j.reduce(0, +))
let r = repeatElement("ab", count: 3)
print(r.joined(), r.joined(separator: "-"), Array(r), r.count)
for x in repeatElement(7, count: 2) { print(x) }
print([["a"], ["b"]].joined().sorted(), Set([[1], [1, 2]].joined()).count)
print([[1, 2], [3]].joined(separator: [0]).map { $0 })
