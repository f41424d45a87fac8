// sequence(first:next:) gives its first element without calling next, then calls next on the
// element it gave last only when asked for another: the calls interleave with the loop body.
let y = sequence(first: 1) { $0 * 2 }.prefix(5)
print(Array(y))
for v in sequence(first: 10, next: { $0 > 1 ? $0 / 2 : nil }) { print(v) }
var st = sequence(state: 0) { (s: inout Int) -> Int? in s += 1; return s < 4 ? s : nil }
print(Array(st))
for (i, v) in zip(1..., ["a","b"]) { print(i, v) }
let firstBig = sequence(first: 1, next: { $0 * 3 }).first(where: { $0 > 100 })
print(firstBig!)
for x in sequence(first: 1, next: { $0 + 1 }) { if x > 3 { break }; print(x) }
print(Array(sequence(first: 1, next: { $0 * 2 }).prefix(while: { $0 < 20 })))
for x in sequence(first: 1, next: { n -> Int? in print("gen", n); return n < 3 ? n + 1 : nil }) { print("got", x) }
let firstStep = sequence(first: 1, next: { n -> Int? in print("step", n); return n * 3 }).first(where: { $0 > 5 })
print(firstStep!)
print(Array(sequence(first: 1, next: { n -> Int? in print("p", n); return n * 2 }).prefix(3)))
