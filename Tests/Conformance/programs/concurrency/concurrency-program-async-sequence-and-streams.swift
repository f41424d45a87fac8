// AsyncStream, a program's own AsyncSequence with for await, map, filter, first(where:), reduce; cancellation polled.
func numbers(_ n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 1...n { continuation.yield(i) }
        continuation.finish()
    }
}
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}
func run() async {
    var total = 0
    for await n in numbers(4) { total += n; print("got", n) }
    print("total", total)
    for await c in Countdown(start: 3) { print("countdown", c) }
    let doubled = Countdown(start: 4).map { $0 * 2 }.filter { $0 > 2 }
    for await d in doubled { print("doubled", d) }
    let (stream, cont) = AsyncStream.makeStream(of: String.self)
    Task {
        for w in ["a", "b", "c"] { cont.yield(w); try? await Task.sleep(nanoseconds: 1000) }
        cont.finish()
    }
    var words: [String] = []
    for await w in stream { words.append(w) }
    print(words)
    let task = Task {
        var seen = 0
        while !Task.isCancelled && seen < 100 {
            seen += 1
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return Task.isCancelled
    }
    try? await Task.sleep(nanoseconds: 5_500_000)
    task.cancel()
    print("was cancelled", await task.value)
    let first = await Countdown(start: 5).first { $0 % 2 == 0 }
    print("first even", first as Any)
    let reduced = await Countdown(start: 4).reduce(0, +)
    print("reduced", reduced)
}
await run()
