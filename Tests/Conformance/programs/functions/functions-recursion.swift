// Recursive functions.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
func fibonacci(_ n: Int) -> Int { n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2) }
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String, _ moves: inout [String]) {
    if n == 0 { return }
    hanoi(n - 1, from, via, to, &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, via, to, from, &moves)
}

print((0...10).map(factorial))
print((0...15).map(fibonacci))
print(gcd(84, 36), gcd(17, 5))
var moves: [String] = []
hanoi(3, "A", "C", "B", &moves)
print(moves.count, moves.joined(separator: " "))

