// for-in with where clauses, strides and reversed ranges.
for i in 1...10 where i % 3 == 0 {
    print("multiple of 3:", i)
}
for i in stride(from: 10, to: 0, by: -3) {
    print("down", i)
}
for i in (1...3).reversed() {
    print("reversed", i)
}
for _ in 0..<2 {
    print("underscore")
}
for (i, c) in "abc".enumerated() where i != 1 {
    print(i, c)
}

