/// The slow path of ``LineAligner``: a full classification when something does not match.
struct AlignmentSearch {
  let aligner: LineAligner
  /// The actual lines, in place in the aligner's buffer (valid during ``run()`` only).
  let lines: LineBuffer.Lines
  private(set) var bindings: Bindings

  /// For each entry, the actual lines it matches by shape, in increasing order.
  private var candidates: [[Int]] = []
  private var used: [Bool]
  private var results: [LineResult?]
  /// Entries not placed yet, with the actual line after which each belonged.
  private var pending: [(entry: Int, after: Int?)] = []

  init(aligner: LineAligner, lines: LineBuffer.Lines, bindings: Bindings) {
    self.aligner = aligner
    self.lines = lines
    self.bindings = bindings
    self.used = [Bool](repeating: false, count: lines.count)
    self.results = [LineResult?](repeating: nil, count: aligner.entries.count)
  }

  private var entries: [LineAligner.Entry] { aligner.entries }

  mutating func run() -> LineAligner.Alignment {
    candidates = Self.candidates(entries, lines, sameAs: aligner.sameAs)
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
    let pairs = LongestCommonSubsequence.pairs(
      sequence.map { candidates[$0] }, keys: sequence.map { aligner.sameAs[$0] })
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
          }.first ?? lines.count
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
    let line = lines[index]
    if let captures = aligner.strongMatch(entry, line, bindings) {
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
    let keys = range.map { aligner.sameAs[$0] }
    let linked = links(of: keys, in: window)
    let bindings = self.bindings
    return BipartiteMatching.strongThenLoose(
      entries: Array(range), keys: keys, lines: linked.lines,
      strong: { index in
        linked.keys[index, default: []].filter {
          aligner.strongMatch($0, lines[index], bindings) != nil
        }
      },
      loose: { index in linked.keys[index, default: []] })
  }

  /// The free actual lines in `window` that some of these patterns match by shape, in order,
  /// and for each, the keys of the patterns it matches.
  private func links(of keys: [Int], in window: Range<Int>) -> (lines: [Int], keys: [Int: [Int]]) {
    var byLine: [Int: [Int]] = [:]
    for key in Set(keys).sorted() {
      let found = candidates[key]
      var position = found.lowerBound(of: window.lowerBound)
      while position < found.count, found[position] < window.upperBound {
        let index = found[position]
        if !used[index] { byLine[index, default: []].append(key) }
        position += 1
      }
    }
    return (byLine.keys.sorted(), byLine)
  }

  /// Looks for each pending entry among the unused actual lines (maximum bipartite
  /// matching): found is out of order, not found is missing.
  private mutating func placeLeftovers() {
    let keys = pending.map { aligner.sameAs[$0.entry] }
    let linked = links(of: keys, in: 0..<lines.count)
    var matching = BipartiteMatching(entries: pending.map(\.entry), keys: keys)
    for index in linked.lines {
      matching.add(index, keys: linked.keys[index, default: []])
    }
    for (position, (entry, after)) in pending.enumerated() {
      guard let index = matching.actual(at: position) else {
        results[entry] = aligner.result(entry, .missing, after: after)
        continue
      }
      self.used[index] = true
      let pattern = entries[entry].pattern
      let line = lines[index]
      let captures =
        aligner.strongMatch(entry, line, bindings)
        ?? entries[entry].matcher.firstMatch(line) { _ in true } ?? []
      bindings.bind(pattern, captures: captures, in: line)
      results[entry] = aligner.result(entry, .outOfOrder(found: index), after: after)
    }
  }

  /// For each entry, the actual lines it matches by shape: looked up in a ``PatternIndex`` of
  /// the distinct patterns, once per actual line.
  private static func candidates(
    _ entries: [LineAligner.Entry], _ lines: LineBuffer.Lines, sameAs: [Int]
  ) -> [[Int]] {
    var result = [[Int]](repeating: [], count: entries.count)
    let distinct = entries.indices.filter { sameAs[$0] == $0 }
    let index = PatternIndex(distinct.map { entries[$0].matcher })
    for line in lines.indices {
      index.forEachMatch(lines[line]) { found in result[distinct[found]].append(line) }
    }
    for index in entries.indices where sameAs[index] != index {
      result[index] = result[sameAs[index]]
    }
    return result
  }
}
