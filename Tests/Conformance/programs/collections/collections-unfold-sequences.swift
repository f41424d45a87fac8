let seq = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(seq), seq.map { $0 + 1 })
let st = sequence(state: 0) { (s: inout Int) -> Int? in s += 1; return s <= 3 ? s : nil }
print(Array(st))
print(Array(sequence(first: 1) { $0 * 2 }.prefix(5)), sequence(first: 1, next: { $0 + 1 }).first(where: { $0 * $0 > 50 }) as Any)
print(sequence(first: 10) { $0 - 3 }.prefix(while: { $0 > 0 }))
for x in sequence(first: 2, next: { $0 * $0 }) { if x > 1000 { break }; print(x, terminator: " ") }
print()
let pairs = [("x", 1), ("y", 2), ("x", 3)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed["x"]!, summed["y"]!)
