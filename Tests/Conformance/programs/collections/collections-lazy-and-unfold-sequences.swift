var calls = 0
let lz = [1, 2, 3, 4].lazy.map { n -> Int in calls += 1; return n * 10 }
print(lz.first!, calls)
print(Array(lz), calls)
let seq = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(seq))
let st = sequence(state: 0) { (s: inout Int) -> Int? in s += 1; return s <= 3 ? s : nil }
print(Array(st))
var it = [7, 8].makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
print(Array(repeating: 0, count: 3), repeatElement("x", count: 2).joined())
print((1...5).reversed().map { $0 }, Array((0..<10).filter { $0.isMultiple(of: 3) }))
print(Array(zip(0..., ["a", "b"])))
print([3, 1, 2].sorted().lazy.reversed().first!)
print((1...4).reduce(1, *), (1...4).map(String.init).joined(separator: "+"))
print(Array([[1], [2, 3]].joined(separator: [0])), [[1], [2, 3]].joined().map { $0 })
print(Array("abc".enumerated().map { ($0.offset, $0.element) }).count)
let flat = [[1, 2], [3, 4]].flatMap { $0.map { $0 * 2 } }
print(flat)
print((1...3).flatMap { Array(repeating: $0, count: $0) })
print([1, 2, 3].lazy.compactMap { $0 == 2 ? nil : $0 }.map { $0 }.count)
print(stride(from: 1.0, through: 2.0, by: 0.25).map { $0 })
print(stride(from: 0, to: -6, by: -2).map { $0 })
print((0..<3).map { _ in "x" })
print(Array((1...3).shuffled().sorted()))
