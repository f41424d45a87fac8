// map and filter on an AsyncSequence.
let source = AsyncStream<Int> { c in
    for i in 1...6 { c.yield(i) }
    c.finish()
}
let evensDoubled = source.filter { $0 % 2 == 0 }.map { $0 * 10 }
for await v in evensDoubled {
    print(v)
}
let words = AsyncStream<String> { c in
    c.yield("x")
    c.yield("yy")
    c.finish()
}
var lengths: [Int] = []
for await n in words.map(\.count) { lengths.append(n) }
print(lengths)

