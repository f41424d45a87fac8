// Custom subscripts, with labels and setters.
struct Grid {
    var cells: [Int]
    let columns: Int
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        Array(cells[(r * columns)..<((r + 1) * columns)])
    }
}

var g = Grid(cells: Array(0..<6), columns: 3)
print(g[1, 2])
g[0, 1] = 42
print(g[row: 0])
print(g[row: 1])
print(g.cells)

