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
/// their own event may have printed (out of order), or are missing. Only the lines some
/// expected line matches take part (``PasteCandidates``); ``PasteAlignment`` computes the
/// alignment in memory that does not grow with the paste, so no paste is too long to grade.
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

  private(set) var bindings = Bindings()
  private(set) var placements: [Placement] = []
  /// For each entry, the pasted line after which it belonged: the closest anchor before it.
  private(set) var belongsAfter: [Int?] = []

  init(entries: [Entry], candidates: PasteCandidates, layout: PasteLayout) {
    self.entries = entries
    self.candidates = candidates
    self.layout = layout
  }

  private var lineCount: Int { candidates.lineCount }

  mutating func run() {
    // Group lines take part in the sequence in the order they first appear, so that an
    // ordered line cannot take a place that belongs to a group before it.
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
        (candidates.lines(of: $0).first ?? .max, $0) < (candidates.lines(of: $1).first ?? .max, $1)
      }
    }
    let m = sequence.count
    // The cost of a line left unmatched while the next expected line is sequence[k].
    let gapCosts = (0...m).map { k in
      layout.gapCost(
        previous: k > 0 ? entries[sequence[k - 1]].event : nil,
        next: k < m ? entries[sequence[k]].event : nil)
    }
    let pairs = candidates.alignment(
      rowKeys: sequence.map { candidates.classOf[$0] }, gapCosts: gapCosts
    ).pairs()
    var anchorOf: [Int: Int] = [:]
    for (position, entry) in sequence.enumerated() where entries[entry].group == nil {
      if let line = pairs[position] { anchorOf[entry] = line }
    }
    place(anchorOf)
  }

  // MARK: - Placing every entry

  private mutating func place(_ anchorOf: [Int: Int]) {
    placements = [Placement](repeating: .missing, count: entries.count)
    belongsAfter = [Int?](repeating: nil, count: entries.count)
    var used = Set<Int>()
    var pending: [Int] = []
    var last: Int?
    var index = 0
    while index < entries.count {
      guard let group = entries[index].group else {
        belongsAfter[index] = last
        if let line = anchorOf[index] {
          placements[index] = anchored(index, at: line)
          used.insert(line)
          last = line
        } else {
          pending.append(index)
        }
        index += 1
        continue
      }
      let start = index
      while index < entries.count, entries[index].group == group { index += 1 }
      let upper = (index..<entries.count).lazy.compactMap { anchorOf[$0] }.first ?? lineCount
      let lower = (last ?? -1) + 1
      let assigned = matchGroup(start..<index, lower..<max(lower, upper), used)
      let after = last
      for entry in start..<index {
        belongsAfter[entry] = after
        guard let line = assigned[entry] else {
          pending.append(entry)
          continue
        }
        placements[entry] = anchored(entry, at: line)
        used.insert(line)
        last = max(last ?? -1, line)
      }
    }
    // A line left over that another event may have printed is that event's, unless it is
    // right next to this entry's block: a line of the block moved just outside it.
    let attribution = PasteAttribution(
      layout: layout, entries: entries, placements: placements, lineCount: lineCount)
    func mayBe(_ entry: Int, at line: Int) -> Bool {
      let event = entries[entry].event
      guard case .allowed(let events) = attribution.owner(of: line), !events.contains(event)
      else {
        return true
      }
      guard let span = attribution.spans[event] else { return false }
      return line == span.lowerBound - 1 || line == span.upperBound + 1
    }
    let keys = pending.map { candidates.classOf[$0] }
    let linked = links(of: pending, in: 0..<lineCount, used)
    var leftovers = BipartiteMatching(entries: pending, keys: keys)
    for line in linked.lines {
      let classes = linked.entries[line, default: []].filter { mayBe($0, at: line) }
      leftovers.add(line, keys: classes.map { candidates.classOf[$0] })
    }
    for (position, entry) in pending.enumerated() {
      guard let line = leftovers.actual(at: position) else { continue }
      let pattern = entries[entry].pattern
      let bindings = self.bindings
      let captures = candidates.withBytes(of: line, for: entry) { bytes in
        entries[entry].matcher.firstMatch(bytes) {
          bindings.accepts(pattern, captures: $0, in: bytes)
        } ?? entries[entry].matcher.firstMatch(bytes) { _ in true } ?? []
      }
      candidates.withBytes(of: line, for: entry) { bytes in
        self.bindings.bind(pattern, captures: captures, in: bytes)
      }
      placements[entry] = .outOfOrder(line)
    }
  }

  /// Places an entry at its line, binding its holes and checking their requirements.
  private mutating func anchored(_ entry: Int, at line: Int) -> Placement {
    let pattern = entries[entry].pattern
    var bindings = self.bindings
    let placement = candidates.withBytes(of: line, for: entry) { bytes -> Placement in
      if let captures = entries[entry].matcher.firstMatch(
        bytes, where: { bindings.accepts(pattern, captures: $0, in: bytes) })
      {
        bindings.bind(pattern, captures: captures, in: bytes)
        return .matched(line)
      }
      let captures = entries[entry].matcher.firstMatch(bytes) { _ in true } ?? []
      let violation = bindings.violation(of: pattern, captures: captures, in: bytes)
      bindings.bind(pattern, captures: captures, in: bytes)
      return violation.map { .outOfRange(line, $0) } ?? .matched(line)
    }
    self.bindings = bindings
    return placement
  }

  /// A group's lines matched with the window's free lines: lines meeting every requirement
  /// first, then lines that match by shape.
  private func matchGroup(_ range: Range<Int>, _ window: Range<Int>, _ used: Set<Int>)
    -> [Int: Int]
  {
    let linked = links(of: Array(range), in: window, used)
    let bindings = self.bindings
    return BipartiteMatching.strongThenLoose(
      entries: Array(range), keys: range.map { candidates.classOf[$0] }, lines: linked.lines,
      strong: { line in
        linked.entries[line, default: []].filter { entry in
          candidates.withBytes(of: line, for: entry) { bytes in
            entries[entry].matcher.firstMatch(
              bytes, where: { bindings.accepts(entries[entry].pattern, captures: $0, in: bytes) })
              != nil
          }
        }.map { candidates.classOf[$0] }
      },
      loose: { line in linked.entries[line, default: []].map { candidates.classOf[$0] } })
  }

  /// The free lines in `window` that some of these entries match by shape, in order, and for
  /// each, one entry of each class it matches.
  private func links(of entries: [Int], in window: Range<Int>, _ used: Set<Int>)
    -> (lines: [Int], entries: [Int: [Int]])
  {
    var byLine: [Int: [Int]] = [:]
    var seen = Set<Int>()
    for entry in entries where seen.insert(candidates.classOf[entry]).inserted {
      let found = candidates.lines(of: entry)
      var position = found.lowerBound(of: window.lowerBound)
      while position < found.count, found[position] < window.upperBound {
        let line = found[position]
        if !used.contains(line) { byLine[line, default: []].append(entry) }
        position += 1
      }
    }
    return (byLine.keys.sorted(), byLine)
  }
}
