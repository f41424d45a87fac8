func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String, _ moves: inout [String]) {
  guard n > 0 else { return }
  hanoi(n - 1, from, via, to, &moves)
  moves.append("\(from)->\(to)")
  hanoi(n - 1, via, to, from, &moves)
}
var moves: [String] = []
hanoi(3, "A", "C", "B", &moves)
print(moves.count, moves.joined(separator: " "))
func permutations(_ s: [Character]) -> [String] {
  if s.count <= 1 { return [String(s)] }
  var result: [String] = []
  for (i, c) in s.enumerated() {
    var rest = s; rest.remove(at: i)
    result += permutations(rest).map { String(c) + $0 }
  }
  return result
}
print(permutations(Array("abc")))
func binarySearch(_ a: [Int], _ target: Int) -> Int? {
  var lo = 0, hi = a.count - 1
  while lo <= hi {
    let mid = (lo + hi) / 2
    if a[mid] == target { return mid } else if a[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
  }
  return nil
}
let sorted = [1, 3, 5, 7, 9, 11]
print(binarySearch(sorted, 7) as Any, binarySearch(sorted, 4) as Any)
func quicksort(_ a: [Int]) -> [Int] {
  guard let p = a.first, a.count > 1 else { return a }
  return quicksort(a.dropFirst().filter { $0 < p }) + [p] + quicksort(a.dropFirst().filter { $0 >= p })
}
print(quicksort([5, 3, 8, 1, 9, 2, 7, 3]))
func bubble(_ a: inout [Int]) -> Int {
  var swaps = 0
  for i in 0..<a.count { for j in 0..<(a.count - 1 - i) where a[j] > a[j + 1] { a.swapAt(j, j + 1); swaps += 1 } }
  return swaps
}
var arr = [4, 2, 7, 1]
print(bubble(&arr), arr)
func power(_ b: Int, _ e: Int) -> Int { e == 0 ? 1 : b * power(b, e - 1) }
print(power(2, 16), power(3, 4))
func digits(_ n: Int) -> [Int] { n < 10 ? [n] : digits(n / 10) + [n % 10] }
print(digits(90210))
