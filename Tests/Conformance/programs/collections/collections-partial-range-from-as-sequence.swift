print((1...).prefix(3).map { $0 * 2 }, Array((5...).prefix(2)))
print((1...).first { $0 * $0 > 50 } as Any)
for (i, x) in (10...).enumerated() { if i == 2 { break }; print(i, x) }
let squares = (1...).lazy.map { $0 * $0 }
for s in squares { if s > 20 { break }; print(s, terminator: " ") }
print()
print((1...).contains(5))
