// How ranges print.
let half = 0..<3
let closed = 1...5
let from = 2...
let upTo = ..<4
let through = ...6

print(half)
print(closed)
print(from)
print(upTo)
print(through)
print(String(reflecting: half))
print(Array(half), Array(closed))
print(half.count, closed.count, closed.lowerBound, closed.upperBound)
print(0.5..<1.5)
print("a"..."c")
print(stride(from: 0, to: 10, by: 4).map { $0 })

