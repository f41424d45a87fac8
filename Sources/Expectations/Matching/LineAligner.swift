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
  let actual: LineBuffer
  /// Whether other lines may come between expected ones (`-- partial --`).
  let allowsOtherLines: Bool

  init(items: [ExpectedItem], actual: [String], allowsOtherLines: Bool) {
    self.init(items: items, lines: LineBuffer(actual), allowsOtherLines: allowsOtherLines)
  }

  init(items: [ExpectedItem], lines actual: LineBuffer, allowsOtherLines: Bool) {
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
    self.actual = actual
    self.allowsOtherLines = allowsOtherLines
  }

  /// Aligns exactly these lines, in order, with `actual` (a screen's items).
  init(lines: [LinePattern], actual: [String]) {
    self.init(items: lines.map { .line($0) }, actual: actual, allowsOtherLines: false)
  }

  /// Classifies every expected line, binding named holes in `bindings` in expected order.
  func align(_ bindings: inout Bindings) -> Alignment {
    actual.withLines { lines in
      if let results = fastPath(&bindings, lines) {
        return Alignment(lines: results, unexpected: [])
      }
      var search = AlignmentSearch(aligner: self, lines: lines, bindings: bindings)
      let alignment = search.run()
      bindings = search.bindings
      return alignment
    }
  }

  // MARK: - Matching one pair

  /// The hole ranges when entry `entry` matches actual line `index` with every requirement
  /// met under `bindings`.
  func strongMatch(_ entry: Int, _ line: LineBytes, _ bindings: Bindings) -> [Range<Int>]? {
    let pattern = entries[entry].pattern
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
  fileprivate func fastPath(_ bindings: inout Bindings, _ lines: LineBuffer.Lines)
    -> [LineResult]?
  {
    if !allowsOtherLines && lines.count != entries.count { return nil }
    var scratch = bindings
    var found = [Int](repeating: 0, count: entries.count)
    var position = 0
    func take(_ entry: Int, at index: Int) -> Bool {
      guard let captures = strongMatch(entry, lines[index], scratch) else { return false }
      scratch.bind(entries[entry].pattern, captures: captures, in: lines[index])
      found[entry] = index
      return true
    }
    for segment in segments {
      switch segment {
      case .line(let entry):
        if allowsOtherLines {
          while position < lines.count, strongMatch(entry, lines[position], scratch) == nil {
            position += 1
          }
        }
        guard position < lines.count, take(entry, at: position) else { return nil }
        position += 1
      case .group(let range):
        let classes = GroupClasses(self, range)
        var group = BipartiteMatching(entries: Array(range), keys: range.map { sameAs[$0] })
        let end = allowsOtherLines ? lines.count : position + range.count
        while position < end, !group.isComplete {
          let line = lines[position]
          group.add(position, keys: classes.strong(line, scratch))
          position += 1
        }
        guard group.isComplete else { return nil }
        for (offset, entry) in range.enumerated() {
          guard let index = group.actual(at: offset), take(entry, at: index) else { return nil }
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
    return actual.withLines { fastPath(&scratch, $0) != nil }
  }
}
