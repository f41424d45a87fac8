/// The weighted alignment of a paste's lines with the expected lines of every event, computed
/// as the paste is read, in memory bounded by the fixture: the paste is never kept.
///
/// The score is the one ``PasteAligner`` describes: fewest failed line checks (an expected line
/// left out costs 1, a pasted line left where no event allows it costs `gapCosts`[k] ∈ {0, 1}
/// when k expected lines come before it), then most expected lines kept. It is the classic
/// m × n table, D(i, j) = max(match D(i−1, j−1) + 1, skip a line D(i, j−1) − w·g(i), skip an
/// entry D(i−1, j) − w) with w = m + 1, walked back from (m, n) preferring match, then skipping
/// a line, then skipping an entry. That walk decides at each cell from the cell alone, so the
/// path it takes to a cell is the same whichever cell it started from: each cell of the current
/// column keeps the path that reaches it (``AlignmentPaths``, shared tails), and the path of
/// (m, n) is the walk's. Only the current column and the live paths are kept.
///
/// A run of r lines that match nothing is one step: after it, D(i) = A(i) where g(i) = 0, else
/// max(A(z) − w·(i − z), A(i) − w·r) with z the last row at or above i where g is 0 (A is the
/// column before the run; every column has A(i) ≥ A(i−1) − w, which gives this closed form).
/// Inside the run each row's choice (skip the line or the entry) changes at most once, so the
/// paths cross it in as many steps as there are changes (``applyRun()``).
struct PasteAlignment {
  /// For each row (position in the sequence of expected lines), the class of its entry.
  let rowKeys: [Int]
  let m: Int
  let w: Int
  /// w × g(i) for each row.
  let rowCost: [Int]
  /// For each row, the last row at or above it that costs nothing, or −1.
  let lastFree: [Int]

  /// D for the column after the lines read so far (the run not yet applied excepted).
  var column: [Int]
  var scratch: [Int]
  /// For each row, the path that reaches it in `column`.
  var path: [Int32]
  var scratchPath: [Int32]
  var paths = AlignmentPaths()
  /// For each class, the last column that matched it.
  private var marks: [Int]
  /// How many lines were read, and how many of the last ones match nothing (not applied yet).
  private(set) var lineCount = 0
  var run = 0
  /// The last step's choice in each row (1: pair, 2: skip the line, 3: skip the entry), the
  /// classes its line matched, and how much every row's value changed, when it changed every
  /// row alike (so that a line matching the same classes repeats the step: ``applyRepeats()``).
  var choices: [UInt8]
  var lastKeys: [Int32] = []
  var lastShift: Int?
  /// The lines read since the last step that repeat it, not applied yet, and the last of them
  /// as pasted (only those may be paired).
  var repeats = RepeatedLines()

  /// - Parameters:
  ///   - rowKeys: For each row, the class of its entry, below `classCount`.
  ///   - gapCosts: The cost of a line left unmatched after k rows, for k in 0...m.
  init(rowKeys: [Int], gapCosts: [Int], classCount: Int) {
    self.rowKeys = rowKeys
    m = rowKeys.count
    w = m + 1
    rowCost = gapCosts.map { $0 * (rowKeys.count + 1) }
    var lastFree: [Int] = []
    var free = -1
    for cost in gapCosts {
      if cost == 0 { free = lastFree.count }
      lastFree.append(free)
    }
    self.lastFree = lastFree
    column = (0...rowKeys.count).map { -$0 * (rowKeys.count + 1) }
    scratch = column
    path = [Int32](repeating: -1, count: rowKeys.count + 1)
    scratchPath = path
    choices = [UInt8](repeating: 0, count: rowKeys.count + 1)
    marks = [Int](repeating: -1, count: max(classCount, (rowKeys.max() ?? 0) + 1))
  }

  /// Reads the next line: `keys` are the classes it matches by shape (none: it matches nothing).
  /// A line some path pairs is kept as pasted (`line`: its number, raw and compared bytes)
  /// while a path holds it, so that the lines found need not be read again.
  mutating func add<Keys: Collection>(
    _ keys: Keys, line pasted: (number: Int, raw: LineBytes, text: LineBytes)? = nil
  ) where Keys.Element == Int32 {
    defer { lineCount += 1 }
    guard m > 0 else { return }
    guard !keys.isEmpty else {
      applyRepeats()
      lastShift = nil
      run += 1
      return
    }
    if lastShift != nil, run == 0, keys.count == lastKeys.count, keys.elementsEqual(lastKeys) {
      repeats.add(line: lineCount, pasted, rows: m)
      return
    }
    applyRepeats()
    applyRun()
    for key in keys where Int(key) < marks.count { marks[Int(key)] = lineCount }
    let line = lineCount
    var recorded = false
    let w = self.w
    let m = self.m
    column.withUnsafeBufferPointer { old in
      path.withUnsafeBufferPointer { oldPath in
        scratch.withUnsafeMutableBufferPointer { new in
          scratchPath.withUnsafeMutableBufferPointer { newPath in
            rowKeys.withUnsafeBufferPointer { rowKeys in
              rowCost.withUnsafeBufferPointer { rowCost in
                marks.withUnsafeBufferPointer { marks in
                  choices.withUnsafeMutableBufferPointer { choices in
                    new[0] = old[0] - rowCost[0]
                    newPath[0] = -1
                    for row in 1...m {
                      var best = Int.min
                      var choice = 0
                      if marks[rowKeys[row - 1]] == line {
                        best = old[row - 1] + 1
                        choice = 1
                      }
                      let skipLine = old[row] - rowCost[row]
                      if skipLine > best {
                        best = skipLine
                        choice = 2
                      }
                      if new[row - 1] - w > best {
                        best = new[row - 1] - w
                        choice = 3
                      }
                      new[row] = best
                      choices[row] = UInt8(choice)
                      switch choice {
                      case 1:
                        if !recorded, let pasted {
                          paths.record(line: line, pasted)
                          recorded = true
                        }
                        newPath[row] = paths.pair(row: row - 1, line: line, after: oldPath[row - 1])
                      case 2: newPath[row] = oldPath[row]
                      default: newPath[row] = newPath[row - 1]
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    lastShift = Self.shift(from: column, to: scratch)
    if lastShift != nil {
      lastKeys.removeAll(keepingCapacity: true)
      lastKeys.append(contentsOf: keys)
    }
    swap(&column, &scratch)
    swap(&path, &scratchPath)
    paths.collect(roots: &path)
  }

  /// The change of every row's value from `old` to `new`, when it is the same in every row.
  private static func shift(from old: [Int], to new: [Int]) -> Int? {
    let shift = new[0] - old[0]
    for row in old.indices where new[row] - old[row] != shift { return nil }
    return shift
  }

  /// For each row, the pasted line it is paired with, or nil, once every line is read.
  mutating func pairs() -> [Int?] {
    applyRepeats()
    applyRun()
    var pairs = [Int?](repeating: nil, count: m)
    guard m > 0 else { return pairs }
    paths.forEach(from: path[m]) { row, line in pairs[row] = line }
    return pairs
  }

  /// The lines paired, as pasted and as compared, by line index (when they were given).
  func pairedLines() -> [Int: (PastedLine, [UInt8])] {
    var found: [Int: (PastedLine, [UInt8])] = [:]
    guard m > 0 else { return found }
    paths.forEach(from: path[m]) { _, line in
      if let kept = paths.kept(line) { found[line] = kept }
    }
    return found
  }
}

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
