import Foundation
import HarnessTestSupport
import Testing

@testable import Expectations

/// The line matcher against a regular expression, the definition the README gives of each
/// hole (`-?[0-9]+`, `-?[0-9]+(\.[0-9]+)?`, `[^ \t]+`, `.*?`): on random patterns and lines,
/// both must agree on whether a line matches and on where each hole ends. Patterns whose holes
/// can end in one place only are matched in one pass, the others by a search: both ways are
/// drawn here, and both must split lines as the expression does.
@Suite("Matching: the line matcher splits lines as the regular expression does")
struct LineMatcherOracleTests {
  /// The pieces patterns and lines are made of: bytes that holes take or stop at.
  static let alphabet: [String] = ["1", "23", "-", ".", " ", ":", "a", "bc", "\t", "x y"]

  struct Problem: CustomTestStringConvertible {
    var pieces: [LinePattern.Piece]
    var lines: [String]
    var testDescription: String { "\(pieces.count) pieces, \(lines.count) lines" }
  }

  static func problem(seed: UInt64) -> Problem {
    var random = SeededRandom(seed: seed)
    var pieces: [LinePattern.Piece] = []
    for _ in 0..<random.int(1...5) {
      if random.chance(50) {
        let type = random.pick(Hole.HoleType.allCases)
        pieces.append(.hole(Hole(type: type)))
      } else {
        // Literals often start with a byte that ends a hole, so that many patterns match in
        // one pass.
        let head = random.pick([":", " ", "a", "1", ".", "-"])
        pieces.append(.literal(head + (random.chance(50) ? random.pick(alphabet) : "")))
      }
    }
    // Lines made from the pattern, each hole given a random value, then some changed.
    let lines = (0..<12).map { _ in
      var line = ""
      for piece in pieces {
        switch piece {
        case .literal(let text): line += text
        case .hole(let hole):
          switch hole.type {
          case .int: line += random.pick(["1", "-23", "450", "-", ""])
          case .number: line += random.pick(["1", "2.5", "-0.25", "3.", ".5"])
          case .word: line += random.pick(["a", "bc1", "x:y", "", " "])
          case .text: line += random.pick(["", "a b", ": 1", "x y z"])
          }
        }
      }
      if random.chance(30) {
        let insert = random.pick(alphabet)
        let offset = random.int(0...line.count)
        line.insert(contentsOf: insert, at: line.index(line.startIndex, offsetBy: offset))
      }
      return line
    }
    return Problem(pieces: pieces, lines: lines)
  }

  /// The regular expression of a pattern, anchored at both ends, a group per hole.
  static func expression(_ pieces: [LinePattern.Piece]) throws -> NSRegularExpression {
    var source = "\\A"
    for piece in pieces {
      switch piece {
      case .literal(let text): source += NSRegularExpression.escapedPattern(for: text)
      case .hole(let hole):
        switch hole.type {
        case .int: source += "(-?[0-9]+)"
        case .number: source += "(-?[0-9]+(?:\\.[0-9]+)?)"
        case .word: source += "([^ \\t]+)"
        case .text: source += "(.*?)"
        }
      }
    }
    return try NSRegularExpression(pattern: source + "\\z", options: [.dotMatchesLineSeparators])
  }

  /// The holes' byte ranges of the expression's first match (the lines are ASCII).
  static func expected(_ expression: NSRegularExpression, _ line: String) -> [Range<Int>]? {
    let whole = NSRange(location: 0, length: (line as NSString).length)
    guard let match = expression.firstMatch(in: line, range: whole) else { return nil }
    return (1..<match.numberOfRanges).map {
      let range = match.range(at: $0)
      return range.location..<(range.location + range.length)
    }
  }

  @Test("random patterns and lines: the same verdict and the same holes", arguments: 0..<600)
  func agrees(seed: Int) throws {
    let problem = Self.problem(seed: UInt64(seed))
    let pattern = LinePattern(pieces: problem.pieces, text: "", location: at(1))
    let matcher = LineMatcher(pattern)
    let expression = try Self.expression(problem.pieces)
    for line in problem.lines {
      let expected = Self.expected(expression, line)
      let bytes = Array(line.utf8)
      bytes.withUnsafeBufferPointer { bytes in
        #expect(matcher.matchesShape(bytes) == (expected != nil), "\(line.debugDescription)")
        #expect(matcher.firstMatch(bytes) { _ in true } == expected, "\(line.debugDescription)")
        #expect(matcher.firstMatch(bytes) { _ in false } == nil)
      }
    }
  }
}
