let xs: [Double] = [1, 2, 3]
print(type(of: [Int]().map { Double($0) }), [Int]().map { Double($0) }.reduce(0, +))
print(type(of: xs.map { Int($0) }), type(of: xs.compactMap { $0 > 1 ? $0 : nil }))
print(type(of: xs.map { _ in "a" }), type(of: xs.map { print($0) }))
let o: Int? = 3
print(type(of: o.map { Double($0) }), o.map { $0 * 2 } as Any)
print(type(of: xs.flatMap { [$0, $0] }), type(of: [[1.0]].flatMap { $0 }))
let names = ["a": 1.0]
print(type(of: names.map { $0.value }), names.map { $0.value }.reduce(0, +))
