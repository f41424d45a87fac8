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
/// their own event may have printed (out of order), or are missing. Time and memory are
/// O(m × n) for m expected and n pasted lines.
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
  let lines: [[UInt8]]
  let layout: PasteLayout

  private(set) var bindings = Bindings()
  private(set) var placements: [Placement] = []
  /// For each entry, the pasted line after which it belonged: the closest anchor before it.
  private(set) var belongsAfter: [Int?] = []

  init(entries: [Entry], lines: [String], layout: PasteLayout) {
    self.entries = entries
    self.lines = lines.map { Array($0.utf8) }
    self.layout = layout
  }

  mutating func run() {
    let candidates = Self.candidates(entries, lines)
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
        (candidates[$0].first ?? .max, $0) < (candidates[$1].first ?? .max, $1)
      }
    }
    let pairs = pairing(sequence, candidates)
    var anchorOf: [Int: Int] = [:]
    for (position, entry) in sequence.enumerated() where entries[entry].group == nil {
      if let line = pairs[position] { anchorOf[entry] = line }
    }
    place(anchorOf, candidates)
  }

  // MARK: - The weighted alignment

  /// For each position of `sequence`, the pasted line it is paired with, or nil.
  private func pairing(_ sequence: [Int], _ candidates: [[Int]]) -> [Int?] {
    let m = sequence.count
    let n = lines.count
    guard m > 0, n > 0 else { return [Int?](repeating: nil, count: m) }
    // The cost of a line left unmatched while the next expected line is sequence[k].
    let gapCost = (0...m).map { k in
      layout.gapCost(
        previous: k > 0 ? entries[sequence[k - 1]].event : nil,
        next: k < m ? entries[sequence[k]].event : nil)
    }
    // Score: fewest failed line checks (an expected line left out, a line left where no
    // event allows it), then most expected lines kept.
    let weight = m + 1
    var choice = [UInt8](repeating: 0, count: (m + 1) * (n + 1))
    var previous = [Int](repeating: 0, count: n + 1)
    var current = [Int](repeating: 0, count: n + 1)
    for j in 1...n {
      previous[j] = previous[j - 1] - weight * gapCost[0]
      choice[j] = Step.skipLine.rawValue
    }
    for i in 1...m {
      let entry = sequence[i - 1]
      let lines = candidates[entry]
      var pointer = 0
      current[0] = previous[0] - weight
      choice[i * (n + 1)] = Step.skipEntry.rawValue
      for j in 1...n {
        while pointer < lines.count, lines[pointer] < j - 1 { pointer += 1 }
        var best = Int.min
        var step = Step.skipEntry
        if pointer < lines.count, lines[pointer] == j - 1 {
          best = previous[j - 1] + 1
          step = .match
        }
        let skipLine = current[j - 1] - weight * gapCost[i]
        if skipLine > best {
          best = skipLine
          step = .skipLine
        }
        if previous[j] - weight > best {
          best = previous[j] - weight
          step = .skipEntry
        }
        current[j] = best
        choice[i * (n + 1) + j] = step.rawValue
      }
      swap(&previous, &current)
    }
    var pairs = [Int?](repeating: nil, count: m)
    var i = m
    var j = n
    while i > 0 || j > 0 {
      switch Step(rawValue: choice[i * (n + 1) + j]) {
      case .match:
        pairs[i - 1] = j - 1
        i -= 1
        j -= 1
      case .skipLine:
        j -= 1
      default:
        i -= 1
      }
    }
    return pairs
  }

  private enum Step: UInt8 {
    case match = 1
    case skipLine, skipEntry
  }

  // MARK: - Placing every entry

  private mutating func place(_ anchorOf: [Int: Int], _ candidates: [[Int]]) {
    placements = [Placement](repeating: .missing, count: entries.count)
    belongsAfter = [Int?](repeating: nil, count: entries.count)
    var used = [Bool](repeating: false, count: lines.count)
    var pending: [Int] = []
    var last: Int?
    var index = 0
    while index < entries.count {
      guard let group = entries[index].group else {
        belongsAfter[index] = last
        if let line = anchorOf[index] {
          placements[index] = anchored(index, at: line)
          used[line] = true
          last = line
        } else {
          pending.append(index)
        }
        index += 1
        continue
      }
      let start = index
      while index < entries.count, entries[index].group == group { index += 1 }
      let upper = (index..<entries.count).lazy.compactMap { anchorOf[$0] }.first ?? lines.count
      let lower = (last ?? -1) + 1
      let window = (lower..<max(lower, upper)).filter { !used[$0] }
      let assigned = matchGroup(start..<index, window, candidates)
      let after = last
      for entry in start..<index {
        belongsAfter[entry] = after
        guard let line = assigned[entry] else {
          pending.append(entry)
          continue
        }
        placements[entry] = anchored(entry, at: line)
        used[line] = true
        last = max(last ?? -1, line)
      }
    }
    // A line left over that another event may have printed is that event's, unless it is
    // right next to this entry's block: a line of the block moved just outside it.
    let attribution = PasteAttribution(
      layout: layout, entries: entries, placements: placements, lineCount: lines.count)
    func mayBe(_ entry: Int, at line: Int) -> Bool {
      let event = entries[entry].event
      guard case .allowed(let events)? = attribution.owners[line], !events.contains(event) else {
        return true
      }
      guard let span = attribution.spans[event] else { return false }
      return line == span.lowerBound - 1 || line == span.upperBound + 1
    }
    let free = Set(pending.flatMap { candidates[$0] }).filter { !used[$0] }.sorted()
    var leftovers = BipartiteMatching(entries: pending)
    for line in free {
      leftovers.add(line) { candidates[$0].containsSorted(line) && mayBe($0, at: line) }
    }
    for entry in pending {
      guard let line = leftovers.actualOf[entry] else { continue }
      let pattern = entries[entry].pattern
      let captures =
        entries[entry].matcher.firstMatch(lines[line]) {
          bindings.accepts(pattern, captures: $0, in: lines[line])
        } ?? entries[entry].matcher.firstMatch(lines[line]) { _ in true } ?? []
      bindings.bind(pattern, captures: captures, in: lines[line])
      placements[entry] = .outOfOrder(line)
    }
  }

  /// Places an entry at its line, binding its holes and checking their requirements.
  private mutating func anchored(_ entry: Int, at line: Int) -> Placement {
    let pattern = entries[entry].pattern
    let bytes = lines[line]
    if let captures = entries[entry].matcher.firstMatch(
      bytes,
      where: {
        bindings.accepts(pattern, captures: $0, in: bytes)
      })
    {
      bindings.bind(pattern, captures: captures, in: bytes)
      return .matched(line)
    }
    let captures = entries[entry].matcher.firstMatch(bytes) { _ in true } ?? []
    let violation = bindings.violation(of: pattern, captures: captures, in: bytes)
    bindings.bind(pattern, captures: captures, in: bytes)
    return violation.map { .outOfRange(line, $0) } ?? .matched(line)
  }

  /// A group's lines matched with the window's lines: lines meeting every requirement first,
  /// then lines that match by shape.
  private func matchGroup(_ range: Range<Int>, _ window: [Int], _ candidates: [[Int]]) -> [Int: Int]
  {
    BipartiteMatching.strongThenLoose(
      entries: Array(range), lines: window,
      strong: { entry, line in
        candidates[entry].containsSorted(line)
          && entries[entry].matcher.firstMatch(
            lines[line],
            where: { bindings.accepts(entries[entry].pattern, captures: $0, in: lines[line]) }) != nil
      },
      loose: { entry, line in candidates[entry].containsSorted(line) })
  }

  /// For each entry, the pasted lines it matches by shape, in increasing order.
  private static func candidates(_ entries: [Entry], _ lines: [[UInt8]]) -> [[Int]] {
    var result = [[Int]](repeating: [], count: entries.count)
    var literals: [LineKey: [Int]] = [:]
    var patterned: [Int] = []
    for (index, entry) in entries.enumerated() {
      if let literal = entry.matcher.literal {
        literals[LineKey(bytes: literal), default: []].append(index)
      } else {
        patterned.append(index)
      }
    }
    for (index, line) in lines.enumerated() {
      for entry in literals[LineKey(bytes: line)] ?? [] { result[entry].append(index) }
      for entry in patterned where entries[entry].matcher.matchesShape(line) {
        result[entry].append(index)
      }
    }
    return result
  }
}
