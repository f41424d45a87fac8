let a = [10, 20, 30, 40, 50, 60]
let s = a[2...4]
print(s, type(of: s), s.startIndex, s.endIndex, s.indices)
print(s.first!, s[2], s.count)
print(Array(s), s.map { $0 / 10 })
let t = s.dropFirst()
print(t, t.startIndex)
print(a.prefix(3), a.suffix(2), a.dropLast(4), type(of: a.prefix(3)))
var slice = a[1..<3]
slice[1] = 99
print(slice, a)
print(a[...], a[a.count...])
print(s.firstIndex(of: 40)!, s.reversed())
print(s.sorted(by: >), s.reduce(0, +))
print(s == [30, 40, 50], Array(s) == [30, 40, 50])
let sub = "Hello, world"[...]
print(sub.split(separator: ","))
print(a.split(separator: 40))
print([1, 2, 3, 4, 5][1...].dropFirst().prefix(2))
debugPrint(s)
debugPrint(a.prefix(2))
print(String(describing: a[0..<0]))
let nested = [[1, 2], [3, 4, 5]]
print(nested[1][1...], nested.map { $0[0] })
var m = [1, 2, 3, 4, 5, 6]
m.replaceSubrange(1...2, with: [0, 0, 0])
print(m)
m.removeSubrange(0..<2)
print(m)
print(m[m.startIndex..<m.index(m.startIndex, offsetBy: 2)])
