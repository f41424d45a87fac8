/// Which of a set of patterns a line matches by shape, found without trying each of them.
///
/// A pattern without holes is found by the line's hash (``LiteralIndex``). A pattern with
/// holes is filed under its literal prefix or suffix, whichever is longer: a line looks up its
/// own first and last bytes of each length filed, and tries only the patterns found there, plus
/// those that start and end with a hole. So 400 expected lines among 100,000 printed ones cost
/// a few lookups per printed line, not 400 comparisons.
///
/// A class, so that the tables are shared, never copied, on the hot path.
final class PatternIndex: Sendable {
  let matchers: [LineMatcher]
  private let literals: LiteralIndex
  private let prefixes: LiteralIndex
  private let suffixes: LiteralIndex
  /// The patterns filed under each prefix or suffix (the indices' values point here).
  private let filed: [[Int]]
  private let prefixLengths: [Int]
  private let suffixLengths: [Int]
  /// Patterns with holes at both ends: tried on every line.
  private let unfiled: [Int]
  /// For each pattern without holes, the other patterns with the same bytes.
  private let sameLiteral: [Int: [Int]]

  init(_ matchers: [LineMatcher]) {
    self.matchers = matchers
    var literals: [[UInt8]: Int] = [:]
    var literalOrder: [(key: [UInt8], value: Int)] = []
    var sameLiteral: [Int: [Int]] = [:]
    var filed: [[Int]] = []
    var prefixes: [[UInt8]: Int] = [:]
    var suffixes: [[UInt8]: Int] = [:]
    var unfiled: [Int] = []
    func file(_ index: Int, under key: [UInt8], in table: inout [[UInt8]: Int]) {
      if let slot = table[key] {
        filed[slot].append(index)
      } else {
        table[key] = filed.count
        filed.append([index])
      }
    }
    for (index, matcher) in matchers.enumerated() {
      if let literal = matcher.literal {
        if let first = literals[literal] {
          sameLiteral[first, default: []].append(index)
        } else {
          literals[literal] = index
          literalOrder.append((literal, index))
        }
      } else if !matcher.prefix.isEmpty && matcher.prefix.count >= matcher.suffix.count {
        file(index, under: matcher.prefix, in: &prefixes)
      } else if !matcher.suffix.isEmpty {
        file(index, under: matcher.suffix, in: &suffixes)
      } else {
        unfiled.append(index)
      }
    }
    self.literals = LiteralIndex(literalOrder)
    self.prefixes = LiteralIndex(prefixes.map { ($0.key, $0.value) })
    self.suffixes = LiteralIndex(suffixes.map { ($0.key, $0.value) })
    self.filed = filed
    self.prefixLengths = Set(prefixes.keys.map(\.count)).sorted()
    self.suffixLengths = Set(suffixes.keys.map(\.count)).sorted()
    self.unfiled = unfiled
    self.sameLiteral = sameLiteral
  }

  /// Calls `body` with each pattern that `line` matches by shape (in no particular order).
  ///
  /// The matchers are read in place: a matcher copied out of the array would retain each of
  /// its tables, on every line.
  func forEachMatch(_ line: LineBytes, _ body: (Int) -> Void) {
    if let index = literals.value(for: line) {
      body(index)
      if let others = sameLiteral[index] {
        for other in others { body(other) }
      }
    }
    guard !(prefixLengths.isEmpty && suffixLengths.isEmpty && unfiled.isEmpty) else { return }
    matchers.withUnsafeBufferPointer { matchers in
      filed.withUnsafeBufferPointer { filed in
        prefixLengths.withUnsafeBufferPointer { lengths in
          for length in lengths where length <= line.count {
            guard let slot = prefixes.value(for: LineBytes(rebasing: line[..<length])) else {
              continue
            }
            filed[slot].withUnsafeBufferPointer { found in
              for index in found where matchers[index].matchesShape(line) { body(index) }
            }
          }
        }
        for length in suffixLengths where length <= line.count {
          let tail = LineBytes(rebasing: line[(line.count - length)...])
          guard let slot = suffixes.value(for: tail) else { continue }
          filed[slot].withUnsafeBufferPointer { found in
            for index in found where matchers[index].matchesShape(line) { body(index) }
          }
        }
      }
      unfiled.withUnsafeBufferPointer { unfiled in
        for index in unfiled where matchers[index].matchesShape(line) { body(index) }
      }
    }
  }
}
