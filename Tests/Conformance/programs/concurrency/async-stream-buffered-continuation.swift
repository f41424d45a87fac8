// Values yielded before anyone iterates are buffered; finish ends the loop.
let (stream, continuation) = AsyncStream.makeStream(of: String.self)
continuation.yield("a")
continuation.yield("b")
continuation.finish()
continuation.yield("after finish")
var seen: [String] = []
for await s in stream {
    seen.append(s)
}
print(seen)
let numbers = AsyncStream<Int> { c in
    c.yield(1)
    c.yield(2)
    c.finish()
}
print(await numbers.reduce(0, +))

