/// Aligns a whole paste with the expected lines of every event, in order.
///
/// A paste has no event markers, so the expected lines of all events form one sequence. The
/// alignment is the one that fails the fewest line checks: expected lines left out, plus pasted
/// lines left where no event allows them (between two lines of a block that claims exactly its
/// lines, or between blocks that leave no room; see ``PasteLayout``). Among those, it keeps
/// the most expected lines in order. Holes match by shape; bounds are checked afterwards. So a
/// line printed twice, once by an event that makes no claim and once by the event that claims
/// it, is matched where the claiming block wants it, and a line the student's app does not
/// print is missing rather than taken from another event.
///
/// Any-order groups are matched afterwards in the window their neighbours leave, by maximum
/// bipartite matching. Expected lines left over are looked for among the unused lines that
/// their own event may have printed (out of order), or are missing. ``PasteAlignment`` computes
/// the alignment as the paste is read, in memory that does not grow with it; what placing the
/// entries needs of the lines beyond what ``PasteCandidates`` keeps (the bytes of the lines
/// found, the lines left over) comes from reading the paste again (``PasteReading``), so no
/// paste is too long to grade.
struct PasteAligner {
  struct Entry {
    /// The pattern under the comparison rules (arrows unified, trailing spaces dropped).
    var pattern: LinePattern
    var matcher: LineMatcher
    var event: Int
    /// The any-order group, numbered across the fixture; nil for an ordered line.
    var group: Int?
  }

  enum Placement: Equatable {
    case matched(Int)
    case outOfRange(Int, RangeViolation)
    case outOfOrder(Int)
    case missing

    /// The pasted line the entry was paired with, wherever it was.
    var line: Int? {
      switch self {
      case .matched(let line), .outOfRange(let line, _), .outOfOrder(let line): line
      case .missing: nil
      }
    }

    /// The pasted line, when it is at the entry's place.
    var anchor: Int? {
      switch self {
      case .matched(let line), .outOfRange(let line, _): line
      case .outOfOrder, .missing: nil
      }
    }
  }

  let entries: [Entry]
  let candidates: PasteCandidates
  let layout: PasteLayout
  /// The paste, to read again.
  let reading: PasteReading

  var bindings = Bindings()
  var placements: [Placement] = []
  /// For each entry, the pasted line after which it belonged: the closest anchor before it.
  var belongsAfter: [Int?] = []
  /// The pasted lines read again (the lines found), as a report quotes them.
  var pasted: [Int: PastedLine] = [:]
  /// The compared bytes of lines found that ``PasteCandidates`` does not keep.
  var bytes: [Int: [UInt8]] = [:]

  init(
    entries: [Entry], candidates: PasteCandidates, layout: PasteLayout, reading: PasteReading
  ) {
    self.entries = entries
    self.candidates = candidates
    self.layout = layout
    self.reading = reading
  }

  var lineCount: Int { candidates.lineCount }

  mutating func run() throws(PasteInput.ReadError) {
    let classOf = candidates.classOf
    let sequence = Self.sequence(entries, first: { candidates.firstLine[$0] }, classOf: classOf)
    var alignment: PasteAlignment
    if let streamed = candidates.alignment {
      alignment = streamed
    } else {
      alignment = PasteAlignment(
        rowKeys: sequence.map { classOf[$0] },
        gapCosts: Self.gapCosts(entries, sequence: sequence, layout: layout),
        classCount: candidates.classCount)
      var keys: [Int32] = []
      let candidates = self.candidates
      try reading.forEach { _, line in
        candidates.classes(of: line.text, into: &keys)
        alignment.add(
          keys, line: line.text.isEmpty ? nil : (line.number, line.raw, line.text))
        return true
      }
    }
    let pairs = alignment.pairs()
    var anchorOf: [Int: Int] = [:]
    for (position, entry) in sequence.enumerated() where entries[entry].group == nil {
      if let line = pairs[position] { anchorOf[entry] = line }
    }
    // The lines found, kept by the alignment as pasted, for binding holes and for the report.
    for (line, found) in alignment.pairedLines() {
      pasted[line] = found.0
      bytes[line] = found.1
    }
    try place(anchorOf)
  }

  /// The expected lines in the order the alignment takes them: group lines in the order they
  /// first appear (`first` gives a class's first line), so that an ordered line cannot take a
  /// place that belongs to a group before it.
  static func sequence(_ entries: [Entry], first: (Int) -> Int?, classOf: [Int]) -> [Int] {
    var sequence: [Int] = []
    var index = 0
    while index < entries.count {
      guard let group = entries[index].group else {
        sequence.append(index)
        index += 1
        continue
      }
      let start = index
      while index < entries.count, entries[index].group == group { index += 1 }
      sequence += (start..<index).sorted {
        (first(classOf[$0]) ?? .max, $0) < (first(classOf[$1]) ?? .max, $1)
      }
    }
    return sequence
  }

  /// Whether ``sequence(_:first:classOf:)`` is known before the paste is read: each group's
  /// lines are all of one class (or there is no group), so their first lines do not reorder them.
  static func isSequenceFixed(_ entries: [Entry], classOf: [Int]) -> Bool {
    var classOfGroup: [Int: Int] = [:]
    for (entry, key) in zip(entries, classOf) {
      guard let group = entry.group else { continue }
      if let known = classOfGroup[group], known != key { return false }
      classOfGroup[group] = key
    }
    return true
  }

  /// The cost of a line left unmatched while the next expected line is sequence[k].
  static func gapCosts(_ entries: [Entry], sequence: [Int], layout: PasteLayout) -> [Int] {
    let m = sequence.count
    return (0...m).map { k in
      layout.gapCost(
        previous: k > 0 ? entries[sequence[k - 1]].event : nil,
        next: k < m ? entries[sequence[k]].event : nil)
    }
  }

  /// Calls `body` with the compared bytes of `line`, a line `entry` matches by shape.
  func withBytes<R>(of line: Int, for entry: Int, _ body: (LineBytes) -> R) -> R {
    if let result = candidates.withBytes(of: line, for: entry, body) { return result }
    return (bytes[line] ?? []).withUnsafeBufferPointer(body)
  }
}
