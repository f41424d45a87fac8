let a = [3, 1, 2]
print(a.enumerated())
print(a.reversed())
print(a.lazy.map { $0 * 2 }.first!)
let d = ["only": 1]
print(d.keys, d.values)
print(Array(d.keys), d.first!)
print(a.indices, "ab".indices.count)
print(a.sorted().lazy.filter { $0 > 1 }.map { $0 }.count)
print(1..<1, (5...5).count)
print("abc".reversed())
print(Array("abc".reversed()), String("abc".reversed()))
print(a.split(separator: 1))
print("a b".split(separator: " "))
