// A custom Sequence with its own IteratorProtocol.
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> Iterator { Iterator(current: start) }
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}

for n in Countdown(start: 3) {
    print(n)
}
print(Array(Countdown(start: 5)))
print(Countdown(start: 4).map { $0 * $0 })
print(Countdown(start: 6).filter { $0 % 2 == 0 })
print(Countdown(start: 0).first(where: { _ in true }) as Any)

