/// The pasted lines that some expected line matches by shape, gathered as the paste is read:
/// all that aligning a paste needs to keep of it.
///
/// Expected lines alike (the same compared pattern, in the same event) form a class and share
/// one list of lines, so 4,000 identical expected lines cost one list, not 4,000. A line that
/// matches nothing leaves no trace but the count. The lines kept also keep their text as
/// pasted and their line number, for the report.
struct PasteCandidates {
  /// For each entry, its class.
  let classOf: [Int]
  /// For each class, its first entry.
  let representatives: [Int]
  private let index: PatternIndex
  private let literals: [[UInt8]?]
  /// The classes an empty line matches.
  private let blankKeys: [Int32]

  /// How many lines are compared.
  private(set) var lineCount = 0
  /// The lines some class matches, in order; for each, the classes, its bytes as compared
  /// (kept only when a class with holes matched), its text as pasted and its line number.
  private(set) var columnLines: [Int] = []
  private(set) var columnKeyStarts: [Int] = [0]
  private(set) var columnKeys: [Int32] = []
  private var columnBytes = LineBuffer()
  private var columnRaw = LineBuffer()
  private var columnNumbers: [Int] = []
  /// For each class, the lines it matches, in order.
  private(set) var linesOf: [[Int]]
  private var found: [Int32] = []

  init(entries: [PasteAligner.Entry]) {
    var classOf: [Int] = []
    var representatives: [Int] = []
    var known: [PatternKey: Int] = [:]
    for (index, entry) in entries.enumerated() {
      let key = PatternKey(pieces: entry.pattern.pieces, event: entry.event)
      if let existing = known[key] {
        classOf.append(existing)
      } else {
        known[key] = representatives.count
        classOf.append(representatives.count)
        representatives.append(index)
      }
    }
    self.classOf = classOf
    self.representatives = representatives
    let matchers = representatives.map { entries[$0].matcher }
    index = PatternIndex(matchers)
    literals = matchers.map(\.literal)
    var blank: [Int32] = []
    index.forEachMatch(LineBytes(start: nil, count: 0)) { blank.append(Int32($0)) }
    blankKeys = blank.sorted()
    linesOf = [[Int]](repeating: [], count: representatives.count)
  }

  /// The lines entry `entry` matches by shape, in order.
  func lines(of entry: Int) -> [Int] { linesOf[classOf[entry]] }

  /// Reads the next compared line: a blank one (`line` nil), or one whose compared bytes
  /// these are.
  mutating func add(_ text: LineBytes, raw: LineBytes, number: Int) {
    found.removeAll(keepingCapacity: true)
    index.forEachMatch(text) { found.append(Int32($0)) }
    record(text, raw: raw, number: number)
  }

  /// Reads a blank compared line, whose text as pasted is not kept (it is read again if a
  /// report quotes it).
  mutating func addBlank() {
    found = blankKeys
    record(LineBytes(start: nil, count: 0), raw: LineBytes(start: nil, count: 0), number: 0)
  }

  private mutating func record(_ text: LineBytes, raw: LineBytes, number: Int) {
    defer { lineCount += 1 }
    guard !found.isEmpty else { return }
    let line = lineCount
    for key in found { linesOf[Int(key)].append(line) }
    columnLines.append(line)
    columnKeys += found
    columnKeyStarts.append(columnKeys.count)
    columnBytes.append(
      found.contains { literals[Int($0)] == nil } ? text : LineBytes(start: nil, count: 0))
    columnRaw.append(raw)
    columnNumbers.append(number)
  }

  /// Calls `body` with the compared bytes of `line`, a line `entry` matches by shape.
  func withBytes<R>(of line: Int, for entry: Int, _ body: (LineBytes) -> R) -> R {
    if let literal = literals[classOf[entry]] {
      return literal.withUnsafeBufferPointer(body)
    }
    let column = columnLines.lowerBound(of: line)
    return columnBytes.withLines { body($0[column]) }
  }

  /// The pasted line at compared index `line`, if it is kept here (not a blank one).
  func pasted(_ line: Int) -> PastedLine? {
    let column = columnLines.lowerBound(of: line)
    guard column < columnLines.count, columnLines[column] == line, columnNumbers[column] > 0
    else { return nil }
    return columnRaw.withLines { raw in
      columnBytes.withLines { bytes in
        let text =
          bytes[column].isEmpty && !columnKeysAreHoled(column)
          ? literalText(column) : bytes[column].string
        return PastedLine(number: columnNumbers[column], raw: raw[column].string, text: text)
      }
    }
  }

  private func columnKeysAreHoled(_ column: Int) -> Bool {
    columnKeys[columnKeyStarts[column]..<columnKeyStarts[column + 1]].contains {
      literals[Int($0)] == nil
    }
  }

  private func literalText(_ column: Int) -> String {
    let key = Int(columnKeys[columnKeyStarts[column]])
    return String(decoding: literals[key] ?? [], as: UTF8.self)
  }

  /// The alignment problem for these rows (classes) and gap costs.
  func alignment(rowKeys: [Int], gapCosts: [Int]) -> PasteAlignment {
    PasteAlignment(
      rowKeys: rowKeys, gapCosts: gapCosts, lineCount: lineCount, columnLines: columnLines,
      columnKeyStarts: columnKeyStarts, columnKeys: columnKeys)
  }
}

/// What makes two expected lines alike for grading: their compared pieces and their event.
private struct PatternKey: Hashable {
  var pieces: [LinePattern.Piece]
  var event: Int
}
