extension PasteAlignment {
  /// Applies the lines read since the last step that repeat it: each matched the same classes
  /// as that step's line, and that step changed every row's value by the same amount.
  ///
  /// Every cell's choice depends only on the differences between the values of the column
  /// before it, which such a step leaves as they were: so the step after it makes the same
  /// choices again, and so does each of k repeats. Each row's path after them follows from the
  /// choices alone: from (row r, k lines left), pairing takes row r − 1 with the latest line
  /// left and goes to (r − 1, k − 1), skipping the entry goes to (r − 1, k), and skipping the
  /// line keeps the row back to the path it had before the repeats (as does k = 0). A stretch
  /// of rows that pair is one diagonal run of pairs, so each path is made in as many steps as
  /// it has such stretches, not one per line: a paste whose every line matches every expected
  /// line by shape costs the fixture's size once, not on every line.
  mutating func applyRepeats() {
    guard repeats.count > 0 else { return }
    let count = repeats.count
    let first = repeats.first
    repeats.count = 0
    // For each row, how many rows up to it in a row pair, or skip the entry.
    var pairing = [Int](repeating: 0, count: m + 1)
    var skipping = [Int](repeating: 0, count: m + 1)
    for row in 1...m {
      if choices[row] == 1 { pairing[row] = pairing[row - 1] + 1 }
      if choices[row] == 3 { skipping[row] = skipping[row - 1] + 1 }
    }
    var runs: [(row: Int, line: Int, length: Int)] = []
    var deepest = 0
    scratchPath[0] = -1
    for row in 1...m {
      switch choices[row] {
      case 2:
        scratchPath[row] = path[row]
        continue
      case 3:
        scratchPath[row] = scratchPath[row - 1]
        continue
      default: break
      }
      runs.removeAll(keepingCapacity: true)
      var at = row
      var left = count
      while at > 0, left > 0, choices[at] != 2 {
        if choices[at] == 3 {
          at -= skipping[at]
          continue
        }
        let length = min(pairing[at], left)
        runs.append((at - length, first + left - length, length))
        at -= length
        left -= length
      }
      deepest = max(deepest, count - left)
      var node = path[at]
      for run in runs.reversed() {
        node = paths.pair(row: run.row, line: run.line, length: run.length, after: node)
      }
      scratchPath[row] = node
    }
    // The lines paired are the last `deepest` ones, kept as pasted while a path holds them.
    for line in (first + count - deepest)..<(first + count) {
      repeats.withLine(line, rows: m) { paths.record(line: line, $0) }
    }
    let shift = (lastShift ?? 0) * count
    for row in 0...m { column[row] += shift }
    swap(&path, &scratchPath)
    paths.collect(roots: &path)
  }
}

/// The lines that repeat an alignment's last step, counted: only the last of them are kept as
/// pasted (as many as there are rows, the most one path pairs), each in a slot whose storage
/// is reused, so that a repeated line costs a copy of its bytes and no allocation.
struct RepeatedLines {
  /// A line kept: its number (−1: none given), its raw bytes then, unless they lie within the
  /// raw ones, its compared bytes; and where the compared bytes are.
  private struct Slot {
    var number = -1
    var bytes: [UInt8] = []
    var rawCount = 0
    var text = 0..<0
  }

  /// How many lines, and the index of the first.
  var count = 0
  var first = 0
  private var slots: [Slot] = []

  /// Counts line `line`, keeping it as pasted in the slot of the line `rows` lines before it.
  mutating func add(
    line: Int, _ pasted: (number: Int, raw: LineBytes, text: LineBytes)?, rows: Int
  ) {
    if count == 0 { first = line }
    count += 1
    if slots.count < rows { slots = [Slot](repeating: Slot(), count: rows) }
    slots.withUnsafeMutableBufferPointer { slots in
      Self.keep(pasted, in: &slots[line % rows])
    }
  }

  private static func keep(
    _ pasted: (number: Int, raw: LineBytes, text: LineBytes)?, in slot: inout Slot
  ) {
    guard let pasted else {
      slot.number = -1
      return
    }
    slot.number = pasted.number
    let (raw, text) = (pasted.raw, pasted.text)
    var inside: Range<Int>? = nil
    if let base = raw.baseAddress, let start = text.baseAddress, start >= base,
      start + text.count <= base + raw.count
    {
      inside = (start - base)..<(start - base + text.count)
    } else if text.isEmpty {
      inside = 0..<0
    }
    let needed = raw.count + (inside == nil ? text.count : 0)
    if slot.bytes.count < needed {
      slot.bytes = [UInt8](repeating: 0, count: max(needed, 2 * slot.bytes.count))
    }
    slot.bytes.withUnsafeMutableBufferPointer { bytes in
      func copy(_ source: LineBytes, to offset: Int) {
        guard let from = source.baseAddress, let to = bytes.baseAddress else { return }
        (to + offset).update(from: from, count: source.count)
      }
      copy(raw, to: 0)
      if inside == nil { copy(text, to: raw.count) }
    }
    slot.rawCount = raw.count
    slot.text = inside ?? raw.count..<needed
  }

  /// Calls `body` with line `line` as pasted, when it was given (one of the last `rows`).
  func withLine(
    _ line: Int, rows: Int, _ body: ((number: Int, raw: LineBytes, text: LineBytes)) -> Void
  ) {
    let slot = slots[line % rows]
    guard slot.number >= 0 else { return }
    slot.bytes.withUnsafeBufferPointer { bytes in
      body(
        (
          slot.number, LineBytes(rebasing: bytes[..<slot.rawCount]),
          LineBytes(rebasing: bytes[slot.text])
        ))
    }
  }
}
