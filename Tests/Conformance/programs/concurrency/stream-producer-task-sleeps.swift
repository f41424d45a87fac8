// A producer task yields into an AsyncStream between sleeps; the consumer prints as values arrive.
let (ticks, feed) = AsyncStream.makeStream(of: Int.self)
let producer = Task {
    for n in 1...3 {
        try await Task.sleep(nanoseconds: 5_000_000)
        print("yield", n)
        feed.yield(n * 100)
    }
    feed.finish()
    return "producer done"
}
print("waiting")
var received: [Int] = []
for await tick in ticks {
    print("got", tick)
    received.append(tick)
}
print(received, try await producer.value)
let letters = AsyncStream<Character> { c in
    for ch in "swift" where ch != "i" { c.yield(ch) }
    c.finish()
}
let upper = letters.compactMap { $0 == "f" ? nil : String($0).uppercased() }
for await s in upper { print(s, terminator: " ") }
print()
