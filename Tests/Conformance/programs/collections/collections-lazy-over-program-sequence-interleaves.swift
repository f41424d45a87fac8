struct Noisy: Sequence, IteratorProtocol {
    var i = 0
    mutating func next() -> Int? { i += 1; print("next", i); return i <= 3 ? i : nil }
}
for x in Noisy().lazy.map({ $0 * 2 }) { print(x) }
print(Noisy().lazy.filter { $0 > 1 }.first { _ in true } as Any)
for (i, x) in Noisy().enumerated() { print(i, x) }
let powers = sequence(first: 1) { print("step", $0); return $0 < 100 ? $0 * 2 : nil }
for p in powers.lazy.map({ $0 + 1 }) { if p > 10 { break }; print(p) }
let s2 = sequence(state: 0) { (n: inout Int) -> Int? in n += 1; return n <= 3 ? n * n : nil }
print(s2.lazy.filter { $0 > 1 }.reduce(0, +))
