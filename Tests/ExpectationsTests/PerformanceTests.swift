import Expectations
import Foundation
import Testing
import Transcript

/// Big consoles: 100,000 actual lines against 100 expected lines.
///
/// What the fast paths decide must be what the slow ones would: the verdicts and the lines
/// named. How fast they are is measured by `lesson-bench --compare` against FileCheck, never by a
/// timed test (a shared machine makes such tests flake).
@Suite("Big consoles")
struct PerformanceTests {
  static let count = 100_000

  static func line(_ index: Int) -> String {
    "step \(index): Saved \(index % 97) carrots -> barn \(index * 7 % 1000) heartbeats"
  }

  static let actual = (0..<count).map(line)

  /// Every thousandth line: even ones literally, odd ones with holes and a bound.
  static func expected(skipping skipped: Int? = nil, swapping swapped: Int? = nil) -> [String] {
    var lines = (0..<100).map { index -> String in
      let step = index * 1000
      if index.isMultiple(of: 2) { return line(step) }
      return "step \(step): Saved {{int}} carrots -> barn {{b\(index): int in 0...999}} heartbeats"
    }
    if let skipped {
      lines[skipped] = "step \(skipped * 1000): Saved 1000 carrots -> barn 0 heartbeats"
    }
    if let swapped { lines.swapAt(swapped, swapped + 1) }
    return lines
  }


  private func verified(_ body: String, _ consoles: [[String]]) throws -> FixtureResult {
    Verifier.verify(try fixture(body), against: transcript(consoles))
  }

  @Test("a partial claim that holds takes the fast path")
  func partialPass() throws {
    let result = try verified(
      "== launch ==\n-- partial --\n" + Self.expected().joined(separator: "\n"), [Self.actual])
    #expect(result.passed)
  }

  @Test("a partial claim with one line missing is classified without an m × n table")
  func partialMissing() throws {
    let result = try verified(
      "== launch ==\n-- partial --\n" + Self.expected(skipping: 40).joined(separator: "\n"),
      [Self.actual])
    #expect(result.events[0].missing.map(\.pattern.location.line) == [bodyLine + 2 + 40])
    #expect(result.events[0].lines.filter(\.passed).count == 99)
  }

  @Test("a partial claim with two lines swapped reports one line out of order")
  func partialSwapped() throws {
    let result = try verified(
      "== launch ==\n-- partial --\n" + Self.expected(swapping: 60).joined(separator: "\n"),
      [Self.actual])
    #expect(result.events[0].outOfOrder.count == 1)
    #expect(result.events[0].lines.filter(\.passed).count == 99)
  }

  @Test("an exact claim of 100 lines against 100,000 reports the rest as unexpected")
  func exactUnexpected() throws {
    let result = try verified(
      "== launch ==\n" + Self.expected().joined(separator: "\n"), [Self.actual])
    #expect(result.events[0].lines.allSatisfy { $0.passed })
    #expect(result.events[0].unexpected.count == Self.count - 100)
    let report = HumanReport.render(
      result, of: try fixture("== launch ==\n" + Self.expected().joined(separator: "\n")),
      colour: false)
    #expect(report.contains("… and \(Self.count - 110) more unexpected lines"))
  }

  @Test("an any-order group of 1,000 identical lines with holes all match")
  func bigGroup() throws {
    let body =
      "== launch ==\n-- any order --\n"
      + Array(repeating: "tick {{int}}", count: 1000).joined(separator: "\n")
    let result = try verified(body, [(0..<1000).map { "tick \($0)" }])
    #expect(result.passed)
  }
}

/// Any-order groups of thousands of lines: identical ones are matched as a multiset, distinct
/// ones by lookup (how fast is measured by `lesson-bench --compare`, not here).
@Suite("Big any-order groups")
struct BigGroupTests {
  static let count = 16_000

  @Test("16,000 distinct lines printed in reverse all match, each with its own line")
  func reversed() throws {
    let body =
      "== launch ==\n-- any order --\n"
      + (0..<Self.count).map { "line \($0)" }.joined(separator: "\n")
    let result = try verify(body, [(0..<Self.count).reversed().map { "line \($0)" }])
    #expect(result.passed)
    #expect(result.events[0].lines[0].actualIndex == Self.count - 1)
    #expect(result.events[0].lines[Self.count - 1].actualIndex == 0)
  }

  @Test("16,000 identical lines with one missing: one line missing, the others matched in order")
  func identicalMissing() throws {
    let body =
      "== launch ==\n-- any order --\n"
      + Array(repeating: "tick {{int}}", count: Self.count).joined(separator: "\n")
    let result = try verify(body, [(0..<(Self.count - 1)).map { "tick \($0)" }])
    #expect(!result.passed)
    #expect(result.events[0].missing.count == 1)
    #expect(
      result.events[0].lines.prefix(Self.count - 1).map(\.actualIndex)
        == Array(0..<(Self.count - 1)))
  }
}
