for i in 1...15 {
  switch (i % 3, i % 5) {
  case (0, 0): print("FizzBuzz", terminator: " ")
  case (0, _): print("Fizz", terminator: " ")
  case (_, 0): print("Buzz", terminator: " ")
  default: print(i, terminator: " ")
  }
}
print()
func isPrime(_ n: Int) -> Bool {
  guard n >= 2 else { return false }
  var i = 2
  while i * i <= n { if n % i == 0 { return false }; i += 1 }
  return true
}
print((1...50).filter(isPrime))
var sieve = [Bool](repeating: true, count: 31)
sieve[0] = false; sieve[1] = false
for i in 2...5 where sieve[i] { for j in stride(from: i * i, through: 30, by: i) { sieve[j] = false } }
print(sieve.indices.filter { sieve[$0] })
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(48, 18), 48 / gcd(48, 18) * 18)
func fib(_ n: Int) -> [Int] { var a = [0, 1]; while a.count < n { a.append(a[a.count - 1] + a[a.count - 2]) }; return a }
print(fib(15))
nonisolated(unsafe) var memo: [Int: Int] = [:]
func collatz(_ n: Int) -> Int { if n == 1 { return 0 }; if let m = memo[n] { return m }; let r = 1 + collatz(n % 2 == 0 ? n / 2 : 3 * n + 1); memo[n] = r; return r }
print((1...20).map(collatz), (1...30).max { collatz($0) < collatz($1) }!)
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(20))
print(String(factorial(10)).compactMap(\.wholeNumberValue).reduce(0, +))
let n = 1234567
print(String(n).reversed().map(String.init).joined(), String(n, radix: 2).filter { $0 == "1" }.count)
