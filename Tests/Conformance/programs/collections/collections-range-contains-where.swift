// A range's own contains(_:) does not hide Sequence's contains(where:): a trailing closure
// is the predicate.
func isPrime(_ n: Int) -> Bool { n > 1 && !(2..<max(n, 2)).contains { n % $0 == 0 && $0 * $0 <= n } }
print((1...30).filter(isPrime))
let r = 2..<9
print(r.contains { $0 > 5 }, r.contains(where: { $0 > 50 }), r.contains(5), (1...3).contains { $0 == 2 })
print((0..<Int.max).contains { $0 * $0 > 50 }, (1...3).first { $0 > 1 } as Any)
