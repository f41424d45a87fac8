// Set algebra, printed sorted.
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted())
print(a.isSubset(of: b), Set([3]).isSubset(of: b))
print(a.isDisjoint(with: [9]), a.contains(2))
var s = Set<String>()
print(s.insert("x"))
print(s.insert("x"))
print(s.remove("x") as Any, s.remove("y") as Any)
print(s, s.count)

