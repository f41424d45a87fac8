// A grid as an array of arrays.
var grid = Array(repeating: Array(repeating: 0, count: 4), count: 3)
for r in 0..<3 {
    for c in 0..<4 {
        grid[r][c] = r * 4 + c
    }
}
for row in grid {
    print(row.map { String($0) }.joined(separator: "\t"))
}
print(grid[2][1])
let transposed = (0..<4).map { c in grid.map { $0[c] } }
print(transposed)
print(grid.joined().reduce(0, +))

