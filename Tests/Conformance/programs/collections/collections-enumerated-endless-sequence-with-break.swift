for (a, b) in zip(1..., ["a", "b"]) { print(a, b) }
struct Fib: Sequence, IteratorProtocol { var a = 0, b = 1; mutating func next() -> Int? { defer { (a, b) = (b, a + b) }; return a } }
for x in Fib() { if x > 10 { break }; print(x, terminator: " ") }
print()
for (i, f) in Fib().enumerated() { if i > 3 { break }; print(i, f, terminator: "; ") }
print()
