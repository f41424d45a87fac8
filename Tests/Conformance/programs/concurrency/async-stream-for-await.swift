// for await reads an AsyncStream's elements until it finishes.
let stream = AsyncStream<Int> { continuation in
    for i in 1...4 {
        continuation.yield(i * i)
    }
    continuation.finish()
}

var total = 0
for await value in stream {
    print("received", value)
    total += value
}
print("total", total)

