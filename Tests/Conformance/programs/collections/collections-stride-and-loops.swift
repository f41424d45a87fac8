for i in stride(from: 10, to: 0, by: -3) { print(i, terminator: " ") }
print()
for x in stride(from: 0.0, to: 1.0, by: 0.3) { print(x, terminator: " ") }
print()
print(Array(stride(from: 1, through: 10, by: 4)), stride(from: 0, to: 10, by: 5).map { $0 * $0 })
var n = 1
while n < 100 { n *= 3 }
print(n)
repeat { n -= 40 } while n > 0
print(n)
var result: [Int] = []
for i in 1...20 where i % 3 == 0 && i % 2 == 1 { result.append(i) }
print(result)
let matrix = [[1, 2, 3], [4, 5, 6]]
var transposed = Array(repeating: [Int](), count: 3)
for row in matrix { for (j, v) in row.enumerated() { transposed[j].append(v) } }
print(transposed)
print(matrix.map { $0.reduce(0, +) }, matrix.joined().reduce(0, +))
var fib = [0, 1]
while fib.count < 10 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
print(fib, fib.last!)
let primes = (2...30).filter { p in (2..<p).allSatisfy { p % $0 != 0 } }
print(primes)
for (i, p) in primes.enumerated().reversed() where i < 3 { print(i, p) }
print((1...5).map { String(repeating: "#", count: $0) }.joined(separator: "\n"))
