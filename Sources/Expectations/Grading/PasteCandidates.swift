/// What aligning a paste needs to keep of it, gathered as the paste is read: how many lines it
/// has, the first line each class of expected lines matches, the lines of any-order groups'
/// classes (matched in windows once the paste is aligned) and, when the order of the rows is
/// known before reading (``PasteAligner/sequence(_:first:)``), the alignment itself, computed
/// as the lines come (``PasteAlignment``). A line that no class of a group matches leaves no
/// trace but the count, so memory follows the fixture, not the paste.
///
/// Expected lines alike (the same compared pattern, in the same event) form a class and share
/// one list of lines, so 4,000 identical expected lines cost one list, not 4,000.
struct PasteCandidates {
  /// For each entry, its class.
  let classOf: [Int]
  /// For each class, its first entry.
  let representatives: [Int]
  private let index: PatternIndex
  private let literals: [[UInt8]?]
  /// The classes an empty line matches.
  private let blankKeys: [Int32]
  /// Whether each class's lines are kept: those of any-order groups.
  private let keeps: [Bool]

  /// How many lines are compared.
  private(set) var lineCount = 0
  /// For each class, the first line it matches.
  private(set) var firstLine: [Int?]
  /// For each kept class, the lines it matches, in order (empty for the others).
  private var linesOf: [[Int]]
  /// The kept lines some kept class with holes matches, in order, and their compared bytes.
  private var keptLines: [Int] = []
  private var keptBytes = LineBuffer()
  /// The alignment, computed as the paste is read when its rows' order is known before.
  var alignment: PasteAlignment?
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
    var keeps = [Bool](repeating: false, count: representatives.count)
    for (entry, key) in classOf.enumerated() where entries[entry].group != nil { keeps[key] = true }
    self.keeps = keeps
    firstLine = [Int?](repeating: nil, count: representatives.count)
    linesOf = [[Int]](repeating: [], count: representatives.count)
  }

  var classCount: Int { representatives.count }

  /// The lines entry `entry` matches by shape, in order: kept for any-order groups only.
  func lines(of entry: Int) -> [Int] { linesOf[classOf[entry]] }

  /// The classes a compared line matches by shape, into `keys` (emptied first).
  func classes(of text: LineBytes, into keys: inout [Int32]) {
    Self.classes(of: text, index: index, blankKeys: blankKeys, into: &keys)
  }

  /// What ``classes(of:into:)`` does, without `self`: a call on `self` with one of its own
  /// properties as the `inout` argument would copy the whole value on every line.
  private static func classes(
    of text: LineBytes, index: PatternIndex, blankKeys: [Int32], into keys: inout [Int32]
  ) {
    keys.removeAll(keepingCapacity: true)
    if text.isEmpty {
      keys += blankKeys
    } else {
      index.forEachMatch(text) { keys.append(Int32($0)) }
    }
  }

  /// Reads the next compared line: its compared bytes (empty for a blank line) and, for a line
  /// with text, its number and raw bytes (a line the alignment pairs is kept as pasted).
  mutating func add(_ text: LineBytes, pasted: (number: Int, raw: LineBytes)? = nil) {
    Self.classes(of: text, index: index, blankKeys: blankKeys, into: &found)
    let line = lineCount
    defer { lineCount += 1 }
    alignment?.add(found, line: pasted.map { ($0.number, $0.raw, text) })
    guard !found.isEmpty else { return }
    var keepsBytes = false
    for key in found {
      let key = Int(key)
      if firstLine[key] == nil { firstLine[key] = line }
      guard keeps[key] else { continue }
      linesOf[key].append(line)
      if literals[key] == nil { keepsBytes = true }
    }
    if keepsBytes {
      keptLines.append(line)
      keptBytes.append(text)
    }
  }

  /// Reads a blank compared line.
  mutating func addBlank() { add(LineBytes(start: nil, count: 0)) }

  /// The literal bytes of `entry`, when its pattern has no holes.
  func literal(of entry: Int) -> [UInt8]? { literals[classOf[entry]] }

  /// Calls `body` with the compared bytes of `line`, a line `entry` matches by shape, when they
  /// are kept here (the entry has no holes, or its class is a group's); nil otherwise.
  func withBytes<R>(of line: Int, for entry: Int, _ body: (LineBytes) -> R) -> R? {
    if let literal = literals[classOf[entry]] {
      return literal.withUnsafeBufferPointer(body)
    }
    let position = keptLines.lowerBound(of: line)
    guard position < keptLines.count, keptLines[position] == line else { return nil }
    return keptBytes.withLines { body($0[position]) }
  }
}

/// What makes two expected lines alike for grading: their compared pieces and their event.
private struct PatternKey: Hashable {
  var pieces: [LinePattern.Piece]
  var event: Int
}
