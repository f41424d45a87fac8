// rethrows: a function throws only if its closure does.
func applyTwice(_ x: Int, _ f: (Int) throws -> Int) rethrows -> Int {
    try f(try f(x))
}
struct TooBig: Error { let value: Int }

print(applyTwice(3) { $0 * 2 })
do {
    let r = try applyTwice(40) { v in
        if v > 50 { throw TooBig(value: v) }
        return v * 2
    }
    print(r)
} catch let e as TooBig {
    print("too big:", e.value)
}
print((try? [1, 2, 3].map { v throws -> Int in v * 10 }) ?? [])

