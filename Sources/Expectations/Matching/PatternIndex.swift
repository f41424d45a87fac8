/// Which of a set of patterns a line matches by shape, found without trying each of them.
///
/// A pattern without holes is found by the line's hash (``LiteralIndex``). A pattern with
/// holes is filed under its literal prefix or suffix, whichever is longer: a line looks up its
/// own first and last bytes of each length filed, and tries only the patterns found there, plus
/// those that start and end with a hole. So 400 expected lines among 100,000 printed ones cost
/// a few lookups per printed line, not 400 comparisons.
struct PatternIndex: Sendable {
  let matchers: [LineMatcher]
  private var literals = LiteralIndex()
  private var prefixes = LiteralIndex()
  private var suffixes = LiteralIndex()
  /// The patterns filed under each prefix or suffix (the indices' values point here).
  private var filed: [[Int]] = []
  private var prefixLengths: [Int] = []
  private var suffixLengths: [Int] = []
  /// Patterns with holes at both ends: tried on every line.
  private var unfiled: [Int] = []
  /// For each pattern without holes, the other patterns with the same bytes.
  private var sameLiteral: [Int: [Int]] = [:]

  init(_ matchers: [LineMatcher]) {
    self.matchers = matchers
    for (index, matcher) in matchers.enumerated() {
      if let literal = matcher.literal {
        let first = literals.insert(literal, value: index)
        if first != index { sameLiteral[first, default: []].append(index) }
      } else if !matcher.prefix.isEmpty && matcher.prefix.count >= matcher.suffix.count {
        Self.file(index, under: matcher.prefix, in: &prefixes, &prefixLengths, &filed)
      } else if !matcher.suffix.isEmpty {
        Self.file(index, under: matcher.suffix, in: &suffixes, &suffixLengths, &filed)
      } else {
        unfiled.append(index)
      }
    }
  }

  private static func file(
    _ index: Int, under key: [UInt8], in table: inout LiteralIndex, _ lengths: inout [Int],
    _ filed: inout [[Int]]
  ) {
    let slot = table.insert(key, value: filed.count)
    if slot == filed.count {
      filed.append([index])
      if !lengths.contains(key.count) { lengths.append(key.count) }
    } else {
      filed[slot].append(index)
    }
  }

  /// Calls `body` with each pattern that `line` matches by shape (in no particular order).
  func forEachMatch(_ line: LineBytes, _ body: (Int) -> Void) {
    if let index = literals.value(for: line) {
      body(index)
      for other in sameLiteral[index] ?? [] { body(other) }
    }
    for length in prefixLengths where length <= line.count {
      guard let slot = prefixes.value(for: LineBytes(rebasing: line[..<length])) else { continue }
      for index in filed[slot] where matchers[index].matchesShape(line) { body(index) }
    }
    for length in suffixLengths where length <= line.count {
      let tail = LineBytes(rebasing: line[(line.count - length)...])
      guard let slot = suffixes.value(for: tail) else { continue }
      for index in filed[slot] where matchers[index].matchesShape(line) { body(index) }
    }
    for index in unfiled where matchers[index].matchesShape(line) { body(index) }
  }

  /// Whether some pattern has no hole.
  var hasLiterals: Bool { literals.count > 0 }
}
