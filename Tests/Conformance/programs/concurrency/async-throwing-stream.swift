// An AsyncThrowingStream ends by throwing; for try await rethrows it.
struct StreamFailed: Error { let after: Int }

let stream = AsyncThrowingStream<Int, any Error> { continuation in
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish(throwing: StreamFailed(after: 2))
}
do {
    for try await value in stream {
        print("value", value)
    }
    print("not reached")
} catch let e as StreamFailed {
    print("failed after", e.after)
}

