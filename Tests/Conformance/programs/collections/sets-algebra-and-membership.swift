let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.isSubset(of: [1, 2, 3, 4, 5]), a.isSuperset(of: [1, 2]), a.isDisjoint(with: [9]))
var s = Set<String>()
print(s.insert("x"), s.insert("x"))
print(s.remove("x") as Any, s.remove("y") as Any, s)
s.formUnion(["b"])
print(s, s.contains("b"), s.count)
print(Set([1, 1, 2]).count)
print(a.filter { $0 % 2 == 0 }.sorted(), a.map { $0 * 10 }.sorted())
print(a.min()!, a.max()!, a.sorted(by: >))
var c = a
c.subtract([1, 2])
c.formIntersection([3, 9])
print(c)
print(Set("mississippi").sorted(), String(Set("aab").sorted()))
print(a == [4, 3, 2, 1], a.isStrictSubset(of: a))
let e: Set<Int> = []
print(e, e.isEmpty, e.first as Any)
print(type(of: a), type(of: a.sorted()))
let unique = [3, 1, 3, 2, 1].reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
print(unique)
var seen = Set<Int>()
print([4, 4, 5, 6, 5].filter { seen.insert($0).inserted })
print(Set([1]).description, Set(["one"]))
print(a.reduce(0, +), a.contains(where: { $0 > 3 }))
