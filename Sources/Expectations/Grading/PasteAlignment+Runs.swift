extension PasteAlignment {
  /// Applies the run of lines that match nothing read since the last line that matched.
  ///
  /// Inside a run of r lines, cell (i, l) is V(i, l) = max(A(z) − w·(i − z), A(i) − w·l) for a
  /// row that lines cost (A(i) where they cost nothing, and at l = 0). The walk back skips the
  /// line there when V(i, l − 1) ≥ V(i − 1, l), else the entry: both sides are a constant or a
  /// line of slope −w cut by a constant, so their difference is monotone in l and each row's
  /// choice changes at most once in the run (found by bisection). Between two changes the
  /// choices are fixed, and taking the same choices twice gives the paths of taking them once
  /// (a row keeps its own path or takes the one of the nearest row above that keeps its own),
  /// so the paths cross the run in one step per change, not one per line.
  mutating func applyRun() {
    guard run > 0 else { return }
    let length = run
    run = 0
    let start = column
    let w = self.w
    let rowCost = self.rowCost
    let lastFree = self.lastFree
    func value(_ row: Int, _ lines: Int) -> Int {
      if rowCost[row] == 0 || lines == 0 { return start[row] }
      let free = lastFree[row]
      let viaFree = free >= 0 ? start[free] - w * (row - free) : Int.min
      return max(viaFree, start[row] - rowCost[row] * lines)
    }
    /// Whether the walk back skips the line (rather than the entry) at (row, l), 1 ≤ l ≤ r.
    func skipsLine(_ row: Int, _ line: Int) -> Bool {
      row == 0 || rowCost[row] == 0 || value(row, line - 1) >= value(row - 1, line)
    }
    var changes: Set<Int> = [1]
    if length > 1 {
      for row in 1...m where rowCost[row] != 0 {
        let first = skipsLine(row, 1)
        guard skipsLine(row, length) != first else { continue }
        var low = 2
        var high = length
        while low < high {
          let middle = (low + high) / 2
          if skipsLine(row, middle) != first { high = middle } else { low = middle + 1 }
        }
        changes.insert(low)
      }
    }
    for change in changes.sorted() {
      scratchPath[0] = path[0]
      for row in 1...m {
        scratchPath[row] = skipsLine(row, change) ? path[row] : scratchPath[row - 1]
      }
      swap(&path, &scratchPath)
    }
    for row in 0...m { column[row] = value(row, length) }
  }
}
