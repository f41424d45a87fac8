/// Aligns an event's expected lines with its actual lines and classifies every expected line.
///
/// When everything matches, a linear fast path confirms it. Otherwise the ordered lines are
/// aligned with the actual ones by a longest common subsequence of possible matches (holes
/// match by shape; bounds are checked afterwards), so a swapped pair costs one out-of-order
/// line and a dropped line one missing line. Any-order groups are matched at their place by
/// maximum bipartite matching. Expected lines left over are looked for among the actual
/// lines left over: found means out of order, not found means missing.
struct LineAligner {
  struct Entry {
    var pattern: LinePattern
    var matcher: LineMatcher
    var group: Int?
    var previous: Int?
  }

  enum Segment {
    case line(Int)
    case group(Range<Int>)
  }

  struct Alignment {
    var lines: [LineResult]
    /// Indices of actual lines nothing accounts for (always empty for partial matching).
    var unexpected: [Int]
  }

  let entries: [Entry]
  let segments: [Segment]
  /// For each entry, the first entry with the same pieces: lines written alike match alike,
  /// so a group of a thousand `tick {{int}}` costs one match per actual line, not a thousand.
  let sameAs: [Int]
  let actual: [[UInt8]]
  /// Whether other lines may come between expected ones (`-- partial --`).
  let allowsOtherLines: Bool

  init(items: [ExpectedItem], actual: [String], allowsOtherLines: Bool) {
    var entries: [Entry] = []
    var segments: [Segment] = []
    var groups = 0
    for item in items {
      let previous = entries.isEmpty ? nil : entries.count - 1
      switch item {
      case .line(let pattern):
        segments.append(.line(entries.count))
        entries.append(Entry(pattern: pattern, matcher: LineMatcher(pattern), previous: previous))
      case .anyOrder(let patterns):
        let start = entries.count
        for pattern in patterns {
          entries.append(
            Entry(
              pattern: pattern, matcher: LineMatcher(pattern), group: groups, previous: previous))
        }
        segments.append(.group(start..<entries.count))
        groups += 1
      }
    }
    self.entries = entries
    self.segments = segments
    var first: [[LinePattern.Piece]: Int] = [:]
    self.sameAs = entries.indices.map { index in
      let pieces = entries[index].pattern.pieces
      if let earlier = first[pieces] { return earlier }
      first[pieces] = index
      return index
    }
    self.actual = actual.map { Array($0.utf8) }
    self.allowsOtherLines = allowsOtherLines
  }

  /// Aligns exactly these lines, in order, with `actual` (a screen's items).
  init(lines: [LinePattern], actual: [String]) {
    self.init(items: lines.map { .line($0) }, actual: actual, allowsOtherLines: false)
  }

  /// Classifies every expected line, binding named holes in `bindings` in expected order.
  func align(_ bindings: inout Bindings) -> Alignment {
    if let lines = fastPath(&bindings) {
      return Alignment(lines: lines, unexpected: [])
    }
    var search = AlignmentSearch(aligner: self, bindings: bindings)
    let alignment = search.run()
    bindings = search.bindings
    return alignment
  }

  // MARK: - Matching one pair

  /// The hole ranges when entry `entry` matches actual line `index` with every requirement
  /// met under `bindings`.
  func strongMatch(_ entry: Int, _ index: Int, _ bindings: Bindings) -> [Range<Int>]? {
    let pattern = entries[entry].pattern
    let line = actual[index]
    return entries[entry].matcher.firstMatch(line) {
      bindings.accepts(pattern, captures: $0, in: line)
    }
  }

  func result(_ entry: Int, _ outcome: LineResult.Outcome, after: Int?) -> LineResult {
    LineResult(
      pattern: entries[entry].pattern, outcome: outcome, group: entries[entry].group,
      previous: entries[entry].previous, belongsAfter: after)
  }

  // MARK: - Fast path

  /// The results when every line matches at its place, found in one pass; nil otherwise.
  fileprivate func fastPath(_ bindings: inout Bindings) -> [LineResult]? {
    if !allowsOtherLines && actual.count != entries.count { return nil }
    var scratch = bindings
    var found = [Int](repeating: 0, count: entries.count)
    var position = 0
    func take(_ entry: Int, at index: Int) -> Bool {
      guard let captures = strongMatch(entry, index, scratch) else { return false }
      scratch.bind(entries[entry].pattern, captures: captures, in: actual[index])
      found[entry] = index
      return true
    }
    for segment in segments {
      switch segment {
      case .line(let entry):
        if allowsOtherLines {
          while position < actual.count, strongMatch(entry, position, scratch) == nil {
            position += 1
          }
        }
        guard position < actual.count, take(entry, at: position) else { return nil }
        position += 1
      case .group(let range):
        var group = BipartiteMatching(entries: Array(range))
        let end = allowsOtherLines ? actual.count : position + range.count
        while position < end, !group.isComplete {
          let index = position
          let frozen = scratch
          var known: [Int: Bool] = [:]
          group.add(index) { entry in
            let key = sameAs[entry]
            if let answer = known[key] { return answer }
            let answer = strongMatch(key, index, frozen) != nil
            known[key] = answer
            return answer
          }
          position += 1
        }
        guard group.isComplete else { return nil }
        for entry in range {
          guard let index = group.actualOf[entry], take(entry, at: index) else { return nil }
        }
      }
    }
    bindings = scratch
    var lines: [LineResult] = []
    var last: Int?
    for segment in segments {
      let range: Range<Int> =
        switch segment {
        case .line(let entry): entry..<(entry + 1)
        case .group(let range): range
        }
      let after = last
      for entry in range {
        lines.append(result(entry, .matched(found[entry]), after: after))
        last = max(last ?? -1, found[entry])
      }
    }
    return lines
  }
}

extension LineAligner {
  /// Whether every expected line matches at its place, requirements included; binds nothing.
  func matchesEverything(_ bindings: Bindings) -> Bool {
    var scratch = bindings
    return fastPath(&scratch) != nil
  }
}
