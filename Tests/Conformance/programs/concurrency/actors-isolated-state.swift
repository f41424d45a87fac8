// An actor's state is reached with await from outside.
actor Counter {
    private var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
    func add(_ n: Int) { value += n }
    var current: Int { value }
}

let counter = Counter()
print(await counter.increment())
print(await counter.increment())
await counter.add(10)
print(await counter.current)
for _ in 0..<3 {
    _ = await counter.increment()
}
print(await counter.current)

