import Foundation
let s = "héllo"
for i in s.indices { print(s[i], terminator: "") }
print()
print(s.indices.count, s[s.indices.first!], s[s.indices.last!], s.indices.contains(s.startIndex))
for i in s.indices.reversed() { print(s[i], terminator: "") }
print()
var set: Set = [1, 2, 3, 4]
set.subtract([1])
set.formIntersection([2, 3, 9])
print(set.sorted())
set.formSymmetricDifference([3, 7])
print(set.sorted())
var a = [1, 2]
a.insert(contentsOf: [8, 9], at: 1)
print(a)
print(fmod(7.5, 2), hypot(3.0, 4.0), pow(Float(2), 0.5), M_PI, M_E)
