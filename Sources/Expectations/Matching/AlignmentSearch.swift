/// The slow path of ``LineAligner``: a full classification when something does not match.
struct AlignmentSearch {
  let aligner: LineAligner
  private(set) var bindings: Bindings

  /// For each entry, the actual lines it matches by shape, in increasing order.
  private var candidates: [[Int]] = []
  private var used: [Bool]
  private var results: [LineResult?]
  /// Entries not placed yet, with the actual line after which each belonged.
  private var pending: [(entry: Int, after: Int?)] = []

  init(aligner: LineAligner, bindings: Bindings) {
    self.aligner = aligner
    self.bindings = bindings
    self.used = [Bool](repeating: false, count: aligner.actual.count)
    self.results = [LineResult?](repeating: nil, count: aligner.entries.count)
  }

  private var entries: [LineAligner.Entry] { aligner.entries }
  private var actual: [[UInt8]] { aligner.actual }

  mutating func run() -> LineAligner.Alignment {
    candidates = Self.candidates(entries, actual, sameAs: aligner.sameAs)
    // The subsequence runs over every line, a group's lines in the order they first appear,
    // so that an ordered line cannot take a place that belongs to a group before it. Only
    // the ordered lines' pairs are kept: groups are matched afterwards, optimally.
    var sequence: [Int] = []
    for segment in aligner.segments {
      switch segment {
      case .line(let entry):
        sequence.append(entry)
      case .group(let range):
        sequence += range.sorted {
          (candidates[$0].first ?? .max, $0) < (candidates[$1].first ?? .max, $1)
        }
      }
    }
    let pairs = LongestCommonSubsequence.pairs(sequence.map { candidates[$0] })
    var anchorActual: [Int: Int] = [:]
    for (entry, pair) in zip(sequence, pairs) where entries[entry].group == nil {
      if let pair { anchorActual[entry] = pair }
    }
    var last: Int?
    for (position, segment) in aligner.segments.enumerated() {
      switch segment {
      case .line(let entry):
        guard let index = anchorActual[entry] else {
          pending.append((entry, last))
          continue
        }
        place(entry, at: index, after: last)
        last = index
      case .group(let range):
        let upper =
          aligner.segments[(position + 1)...].lazy.compactMap { segment -> Int? in
            if case .line(let entry) = segment { anchorActual[entry] } else { nil }
          }.first ?? actual.count
        let lower = (last ?? -1) + 1
        let assigned = matchGroup(range, window: lower..<max(lower, upper))
        let after = last
        for entry in range {
          if let index = assigned[entry] {
            place(entry, at: index, after: after)
            last = max(last ?? -1, index)
          } else {
            pending.append((entry, after))
          }
        }
      }
    }
    placeLeftovers()
    let unexpected =
      aligner.allowsOtherLines ? [] : used.indices.filter { !used[$0] }
    // Every entry has a result by now: placed, out of order or missing.
    return LineAligner.Alignment(lines: results.compactMap { $0 }, unexpected: unexpected)
  }

  /// Records that `entry` is at its place at actual line `index`, checking its holes.
  private mutating func place(_ entry: Int, at index: Int, after: Int?) {
    used[index] = true
    let pattern = entries[entry].pattern
    let line = actual[index]
    if let captures = aligner.strongMatch(entry, index, bindings) {
      bindings.bind(pattern, captures: captures, in: line)
      results[entry] = aligner.result(entry, .matched(index), after: after)
      return
    }
    let captures = entries[entry].matcher.firstMatch(line) { _ in true } ?? []
    let violation = bindings.violation(of: pattern, captures: captures, in: line)
    bindings.bind(pattern, captures: captures, in: line)
    let outcome: LineResult.Outcome = violation.map { .outOfRange(index, $0) } ?? .matched(index)
    results[entry] = aligner.result(entry, outcome, after: after)
  }

  /// Matches a group's lines with the free actual lines of its window: lines that meet every
  /// requirement first, in console order until the group is complete, then lines that only
  /// match by shape.
  private func matchGroup(_ range: Range<Int>, window: Range<Int>) -> [Int: Int] {
    let free = window.filter { !used[$0] }
    let bindings = self.bindings
    var known: [Int: [Int: Bool]] = [:]
    return BipartiteMatching.strongThenLoose(
      entries: Array(range), lines: free,
      strong: { entry, index in
        // Identical patterns share one answer per line.
        let key = aligner.sameAs[entry]
        if let answer = known[index]?[key] { return answer }
        let answer = candidates[key].containsSorted(index) && aligner.strongMatch(key, index, bindings) != nil
        known[index, default: [:]][key] = answer
        return answer
      },
      loose: { entry, index in candidates[entry].containsSorted(index) })
  }

  /// Looks for each pending entry among the unused actual lines (maximum bipartite
  /// matching): found is out of order, not found is missing.
  private mutating func placeLeftovers() {
    let used = self.used
    let lines = Set(pending.flatMap { candidates[$0.entry] }).filter { !used[$0] }.sorted()
    var matching = BipartiteMatching(entries: pending.map(\.entry))
    for index in lines {
      matching.add(index) { candidates[$0].containsSorted(index) }
    }
    for (entry, after) in pending {
      guard let index = matching.actualOf[entry] else {
        results[entry] = aligner.result(entry, .missing, after: after)
        continue
      }
      self.used[index] = true
      let pattern = entries[entry].pattern
      let line = actual[index]
      let captures =
        aligner.strongMatch(entry, index, bindings)
        ?? entries[entry].matcher.firstMatch(line) { _ in true } ?? []
      bindings.bind(pattern, captures: captures, in: line)
      results[entry] = aligner.result(entry, .outOfOrder(found: index), after: after)
    }
  }

  /// For each entry, the actual lines it matches by shape: a hash lookup for lines without
  /// holes, the compiled matcher (after its prefix and suffix test) for the others.
  private static func candidates(
    _ entries: [LineAligner.Entry], _ actual: [[UInt8]], sameAs: [Int]
  ) -> [[Int]] {
    var result = [[Int]](repeating: [], count: entries.count)
    var literals: [LineKey: [Int]] = [:]
    var patterned: [Int] = []
    for (index, entry) in entries.enumerated() where sameAs[index] == index {
      if let literal = entry.matcher.literal {
        literals[LineKey(bytes: literal), default: []].append(index)
      } else {
        patterned.append(index)
      }
    }
    for (index, line) in actual.enumerated() {
      if let matches = literals[LineKey(bytes: line)] {
        for entry in matches { result[entry].append(index) }
      }
      for entry in patterned where entries[entry].matcher.matchesShape(line) {
        result[entry].append(index)
      }
    }
    for index in entries.indices where sameAs[index] != index {
      result[index] = result[sameAs[index]]
    }
    return result
  }
}

/// A line's bytes as a dictionary key, hashed in one pass.
struct LineKey: Hashable {
  var bytes: [UInt8]

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
