typealias Matrix = [[Int]]
func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
  let n = a.count, m = b[0].count, k = b.count
  var r = Matrix(repeating: [Int](repeating: 0, count: m), count: n)
  for i in 0..<n { for j in 0..<m { for x in 0..<k { r[i][j] += a[i][x] * b[x][j] } } }
  return r
}
let a = [[1, 2], [3, 4]], b = [[5, 6], [7, 8]]
print(multiply(a, b))
let identity = (0..<3).map { i in (0..<3).map { $0 == i ? 1 : 0 } }
print(identity)
for row in multiply(a, a) { print(row.map { String($0).leftPad(4) }.joined()) }
extension String { func leftPad(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self } }
let table = (1...4).map { i in (1...4).map { i * $0 } }
for row in table { print(row.map { "\($0)" }.map { $0.leftPad(3) }.joined(separator: "|")) }
print(table.map { $0.reduce(0, +) }, table.joined().reduce(0, +))
let diag = table.indices.map { table[$0][$0] }
print(diag)
var spiral = [Int]()
var grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
while !grid.isEmpty {
  spiral += grid.removeFirst()
  grid = (0..<(grid.first?.count ?? 0)).map { c in grid.map { $0[c] } }.reversed()
}
print(spiral)
