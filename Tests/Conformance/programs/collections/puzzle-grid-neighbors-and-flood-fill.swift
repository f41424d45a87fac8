let map = """
..#..
.#.#.
#...#
.###.
"""
let grid = map.split(separator: "\n").map { Array($0) }
let rows = grid.count, cols = grid[0].count
print(rows, cols)
var count = 0
for r in 0..<rows { for c in 0..<cols where grid[r][c] == "#" { count += 1 } }
print("walls:", count)
let dirs = [(-1, 0), (1, 0), (0, -1), (0, 1)]
func neighbors(_ r: Int, _ c: Int) -> Int {
  dirs.reduce(0) { acc, d in
    let (nr, nc) = (r + d.0, c + d.1)
    guard nr >= 0, nr < rows, nc >= 0, nc < cols else { return acc }
    return acc + (grid[nr][nc] == "#" ? 1 : 0)
  }
}
for r in 0..<rows { print((0..<cols).map { String(neighbors(r, $0)) }.joined()) }
struct Pos: Hashable { var r: Int; var c: Int }
var seen: Set<Pos> = [Pos(r: 0, c: 0)]
var queue = [Pos(r: 0, c: 0)]
var steps = 0
while !queue.isEmpty && steps < 50 {
  let p = queue.removeFirst(); steps += 1
  for (dr, dc) in dirs {
    let n = Pos(r: p.r + dr, c: p.c + dc)
    if n.r >= 0 && n.r < rows && n.c >= 0 && n.c < cols && grid[n.r][n.c] == "." && !seen.contains(n) {
      seen.insert(n); queue.append(n)
    }
  }
}
print("reachable:", seen.count)
print(seen.sorted { ($0.r, $0.c) < ($1.r, $1.c) }.prefix(3).map { "(\($0.r),\($0.c))" })
let transposed = (0..<cols).map { c in String((0..<rows).map { grid[$0][c] }) }
print(transposed)
