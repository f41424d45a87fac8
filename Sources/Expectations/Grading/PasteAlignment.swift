/// The weighted alignment of a paste's lines with the expected lines of every event, in
/// memory that does not grow with the paste.
///
/// The score is the one ``PasteAligner`` describes: fewest failed line checks (an expected line
/// left out costs 1, a pasted line left where no event allows it costs ``gapCosts``[k] ∈ {0, 1}
/// when k expected lines come before it), then most expected lines kept. It is the classic
/// m × n table, D(i, j) = max(match D(i−1, j−1) + 1, skip a line D(i, j−1) − w·g(i), skip an
/// entry D(i−1, j) − w) with w = m + 1, walked back from (m, n) preferring match, then skipping
/// a line, then skipping an entry; this type gives exactly the pairs that walk gives, without
/// the table:
///
/// - Only lines that some expected line matches (the columns) need a column of the table. A
///   run of r lines that match nothing is one step: after it, D(i) = A(i) where g(i) = 0, else
///   max(A(z) − w·(i − z), A(i) − w·r) with z the last row at or above i where g is 0 (A is the
///   column before the run; every column has A(i) ≥ A(i−1) − w, which gives this closed form).
///   The walk back crosses the run in O(1) per cell with the same formula.
/// - Columns are kept at checkpoints only (every √K of K steps); the walk back recomputes one
///   block of columns at a time from its checkpoint. Memory is O(m·√K), time twice O(m·K).
struct PasteAlignment {
  /// For each row (position in the sequence of expected lines), the class of its entry.
  var rowKeys: [Int]
  /// The cost of a line left unmatched after k rows, for k in 0...m.
  var gapCosts: [Int]
  /// How many pasted lines there are.
  var lineCount: Int
  /// The lines some row matches, in increasing order, and for each the classes it matches.
  var columnLines: [Int]
  var columnKeyStarts: [Int]
  var columnKeys: [Int32]

  /// Cells a problem may have before columns are kept at checkpoints only.
  var fullTableCells = 4 << 20

  /// For each row, the pasted line it is paired with, or nil.
  func pairs() -> [Int?] {
    var walk = Walk(self)
    return walk.run()
  }
}

/// One alignment's computation: the forward pass, then the walk back.
private struct Walk {
  let problem: PasteAlignment
  let m: Int
  let w: Int
  /// w × g(i) for each row.
  let rowCost: [Int]
  /// For each row, the last row at or above it that costs nothing, or −1.
  let lastFree: [Int]
  /// The steps: a column's index (≥ 0), or a run of lines that match nothing (−length).
  let steps: [Int]
  let blockSize: Int
  var marks: [Int]

  init(_ problem: PasteAlignment) {
    self.problem = problem
    let rows = problem.rowKeys.count
    m = rows
    w = rows + 1
    rowCost = problem.gapCosts.map { $0 * (rows + 1) }
    var lastFree: [Int] = []
    var free = -1
    for cost in problem.gapCosts {
      if cost == 0 { free = lastFree.count }
      lastFree.append(free)
    }
    self.lastFree = lastFree
    var steps: [Int] = []
    var previous = -1
    for (column, line) in problem.columnLines.enumerated() {
      if line - previous > 1 { steps.append(previous + 1 - line) }
      steps.append(column)
      previous = line
    }
    if problem.lineCount - previous > 1 { steps.append(previous + 1 - problem.lineCount) }
    self.steps = steps
    let cells = (steps.count + 1) * (m + 1)
    blockSize =
      cells <= problem.fullTableCells
      ? max(1, steps.count) : max(1, Int(Double(steps.count).squareRoot()))
    marks = [Int](repeating: -1, count: (problem.rowKeys.max() ?? 0) + 1)
  }

  mutating func run() -> [Int?] {
    var pairs = [Int?](repeating: nil, count: m)
    guard m > 0, problem.lineCount > 0 else { return pairs }
    let height = m + 1
    let blocks = (steps.count + blockSize - 1) / blockSize
    // The forward pass, a block at a time, keeping the column each block starts from.
    var checkpoints = [Int](repeating: 0, count: blocks * height)
    var block = [Int](repeating: 0, count: (blockSize + 1) * height)
    for row in 0...m { block[row] = -w * row }
    var start = 0
    while true {
      let end = min(start + blockSize, steps.count)
      let base = start / blockSize * height
      for row in 0...m { checkpoints[base + row] = block[row] }
      compute(start..<end, in: &block)
      guard end < steps.count else { break }
      let last = (end - start) * height
      for row in 0...m { block[row] = block[last + row] }
      start = end
    }
    // The walk back, a block at a time; the last block is still there.
    var row = m
    var end = steps.count
    while end > 0, row > 0 {
      let start = (end - 1) / blockSize * blockSize
      if end != steps.count {
        let base = start / blockSize * height
        for index in 0...m { block[index] = checkpoints[base + index] }
        compute(start..<end, in: &block)
      }
      for step in stride(from: end - 1, through: start, by: -1) where row > 0 {
        let offset = step - start
        row = block.withUnsafeBufferPointer { cells in
          back(
            step, from: row,
            before: UnsafeBufferPointer(
              rebasing: cells[(offset * height)..<((offset + 1) * height)]),
            after: UnsafeBufferPointer(
              rebasing: cells[((offset + 1) * height)..<((offset + 2) * height)]),
            pairs: &pairs)
        }
      }
      end = start
    }
    return pairs
  }

  // MARK: - Forward

  /// Computes the columns after `steps` into `block`, from the column in its first slot.
  private mutating func compute(_ steps: Range<Int>, in block: inout [Int]) {
    let height = m + 1
    block.withUnsafeMutableBufferPointer { cells in
      for step in steps {
        let offset = step - steps.lowerBound
        let before = UnsafeBufferPointer(
          rebasing: cells[(offset * height)..<((offset + 1) * height)])
        var after = UnsafeMutableBufferPointer(
          rebasing: cells[((offset + 1) * height)..<((offset + 2) * height)])
        apply(step, before, into: &after)
      }
    }
  }

  private mutating func mark(column: Int) {
    let keys = problem.columnKeys
    for index in problem.columnKeyStarts[column]..<problem.columnKeyStarts[column + 1] {
      let key = Int(keys[index])
      if key < marks.count { marks[key] = column }
    }
  }

  private mutating func apply(
    _ step: Int, _ old: UnsafeBufferPointer<Int>, into new: inout UnsafeMutableBufferPointer<Int>
  ) {
    let kind = steps[step]
    let base = 0
    let target = 0
    if kind < 0 {
      let length = -kind
      for row in 0...m {
        if rowCost[row] == 0 {
          new[target + row] = old[base + row]
          continue
        }
        let free = lastFree[row]
        let viaFree = free >= 0 ? old[base + free] - w * (row - free) : Int.min
        new[target + row] = max(viaFree, old[base + row] - rowCost[row] * length)
      }
      return
    }
    mark(column: kind)
    new[target] = old[base] - rowCost[0]
    for row in 1...m {
      var best = Int.min
      if marks[problem.rowKeys[row - 1]] == kind { best = old[base + row - 1] + 1 }
      let skipLine = old[base + row] - rowCost[row]
      if skipLine > best { best = skipLine }
      let skipEntry = new[target + row - 1] - w
      if skipEntry > best { best = skipEntry }
      new[target + row] = best
    }
  }

  // MARK: - Back

  /// Walks back across step `step` from `row` in the column after it; returns the row at
  /// which the walk reaches the column before it, recording the pair it crosses, if any.
  private mutating func back(
    _ step: Int, from row: Int, before: UnsafeBufferPointer<Int>,
    after: UnsafeBufferPointer<Int>, pairs: inout [Int?]
  ) -> Int {
    let kind = steps[step]
    if kind < 0 { return acrossRun(of: -kind, from: row, before) }
    mark(column: kind)
    var row = row
    while row > 0 {
      var best = Int.min
      var matched = false
      if marks[problem.rowKeys[row - 1]] == kind {
        best = before[row - 1] + 1
        matched = true
      }
      let skipLine = before[row] - rowCost[row]
      if skipLine > best {
        best = skipLine
        matched = false
        if !(after[row - 1] - w > best) { return row }
      }
      if after[row - 1] - w > best {
        row -= 1
        continue
      }
      if matched { pairs[row - 1] = problem.columnLines[kind] }
      return matched ? row - 1 : row
    }
    return row
  }

  /// The row at which the walk back leaves a run of `length` lines that match nothing,
  /// entered at `row`; `start` is the column before the run.
  private func acrossRun(of length: Int, from row: Int, _ start: UnsafeBufferPointer<Int>) -> Int {
    func value(_ row: Int, _ lines: Int) -> Int {
      if rowCost[row] == 0 || lines == 0 { return start[row] }
      let free = lastFree[row]
      let viaFree = free >= 0 ? start[free] - w * (row - free) : Int.min
      return max(viaFree, start[row] - rowCost[row] * lines)
    }
    var row = row
    var lines = length
    while lines > 0 {
      // Row 0 and a row where lines cost nothing go left to the run's start.
      if row == 0 || rowCost[row] == 0 { return row }
      if value(row, lines - 1) >= value(row - 1, lines) { lines -= 1 } else { row -= 1 }
    }
    return row
  }
}
