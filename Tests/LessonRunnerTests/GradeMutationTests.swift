import Expectations
import Foundation
import HarnessTestSupport
import LessonRunner
import Testing
import Transcript

/// Every claimed line of every lesson console matters when a student pastes it: dropping a
/// line, swapping two, or putting a number out of its bound fails the grade, names the block
/// and the line, and leaves partial credit.
@Suite("Grading broken pastes of the lessons")
struct GradeMutationTests {
  static let fixtures = PackagePaths.allFixtures.filter { path in
    guard let lesson = try? LessonConsole(path) else { return false }
    return GradeTests.gradableFromPaste(lesson.fixture)
  }

  /// Grades the lines, pasted as Xcode shows them.
  private func grade(_ lesson: LessonConsole, _ lines: [String]) -> Grade {
    Grader.grade(lesson.fixture, paste: LessonConsole.pasted(lines), source: "paste")
  }

  /// Expects a failed grade that names the block and the line; the block earns nothing.
  ///
  /// `kinds` are the ways the line may be named: a paste has no event markers, so a line that
  /// an event without a claim printed just before the block may be the block's line out of
  /// order, or that event's own line and the block's line missing.
  private func expectFailure(
    _ grade: Grade, event: Int?, line expected: String, kinds: [String], lesson: LessonConsole,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(grade.outcome == .fail, "\(grade.message)", sourceLocation: sourceLocation)
    #expect(grade.exitCode == 1, sourceLocation: sourceLocation)
    let id = event.map { "event-\($0 + 1)" } ?? "build"
    let check = grade.checks.first { $0.id == id }
    #expect(
      check?.status == .failed, "\(id) did not fail: \(grade.message)",
      sourceLocation: sourceLocation)
    let named = check?.lines.contains { line in
      line.status == .failed && line.expected == expected
        && kinds.contains { line.message.hasPrefix($0) }
    }
    #expect(
      named == true,
      "no failed line `\(expected)` (\(kinds)) in \(id): \(check?.lines.map(\.message) ?? [])",
      sourceLocation: sourceLocation)
    #expect(grade.score < grade.maxScore, sourceLocation: sourceLocation)
    // A block's claim is true or false: the failed block earns nothing, the others all.
    #expect(check?.score == 0, "a failed block earned points", sourceLocation: sourceLocation)
    let earned = grade.checks.filter { $0.status == .passed }.reduce(0) { $0 + $1.maxScore }
    #expect(grade.score == Points.rounded(earned), sourceLocation: sourceLocation)
  }

  @Test(
    "dropping a claimed line fails its block, names the line missing, and the block earns nothing",
    arguments: fixtures)
  func droppedLine(_ path: String) throws {
    let lesson = try LessonConsole(path)
    if let build = lesson.result.build {
      for match in build.matched {
        var lines = lesson.lines
        lines.removeAll { $0 == match.actual.description }
        expectFailureOrEmpty(
          lines, event: nil, line: match.expected.description,
          kinds: ["not in the pasted build log"],
          lesson: lesson)
      }
      return
    }
    for claimed in lesson.claimedLines {
      var lines = lesson.lines
      lines.remove(at: claimed.index)
      expectFailureOrEmpty(
        lines, event: claimed.event, line: claimed.line.pattern.text,
        kinds: ["missing", "out of order"], lesson: lesson)
    }
  }

  /// A console of one line without it is an empty paste: not gradable, at no cost.
  private func expectFailureOrEmpty(
    _ lines: [String], event: Int?, line: String, kinds: [String], lesson: LessonConsole,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let grade = grade(lesson, lines)
    guard !lines.isEmpty else {
      #expect(grade.outcome == .notGradable, sourceLocation: sourceLocation)
      #expect(
        grade.message.hasPrefix("the paste holds only lines that Xcode and iOS write"),
        sourceLocation: sourceLocation)
      return
    }
    expectFailure(
      grade, event: event, line: line, kinds: kinds, lesson: lesson, sourceLocation: sourceLocation)
  }

  @Test("swapping two claimed lines fails their block and names one of them", arguments: fixtures)
  func swappedLines(_ path: String) throws {
    let lesson = try LessonConsole(path)
    // A fixture that claims a build's warnings is graded from a paste as the build log: the
    // order of its run's lines is checked by verification, not by a pasted console.
    guard lesson.fixture.build == nil else { return }
    let claimed = lesson.claimedLines.filter { $0.line.group == nil }
    for (first, second) in zip(claimed, claimed.dropFirst()) where first.event == second.event {
      var lines = lesson.lines
      guard lines[first.index] != lines[second.index] else { continue }
      lines.swapAt(first.index, second.index)
      let grade = grade(lesson, lines)
      let check = grade.checks.first { $0.id == "event-\(first.event + 1)" }
      let named =
        check?.lines.filter {
          $0.message.hasPrefix("out of order") || $0.message.hasPrefix("missing")
        }.compactMap(\.expected) ?? []
      #expect(grade.outcome == .fail)
      #expect(check?.status == .failed)
      #expect(
        named.contains(first.line.pattern.text) || named.contains(second.line.pattern.text),
        "\(check?.lines.map(\.message) ?? [])")
      #expect(check?.score == 0 && grade.score < grade.maxScore)
    }
  }

  @Test(
    "a number out of its hole's bound fails its block and names the line out of range",
    arguments: fixtures)
  func numberOutOfBounds(_ path: String) throws {
    let lesson = try LessonConsole(path)
    for claimed in lesson.claimedLines {
      let holes = claimed.line.pattern.holes
      guard let target = holes.firstIndex(where: { $0.upper != nil || $0.isBackReference }),
        let mutated = Self.replacingHole(
          target, of: claimed.line.pattern, in: lesson.lines[claimed.index])
      else { continue }
      var lines = lesson.lines
      lines[claimed.index] = mutated
      expectFailure(
        grade(lesson, lines), event: claimed.event, line: claimed.line.pattern.text,
        kinds: ["out of range"], lesson: lesson)
    }
  }

  @Test("the mutations reach the lessons: lines to drop and swap, numbers with bounds")
  func mutationsReachTheLessons() throws {
    var counts = (lines: 0, pairs: 0, bounded: 0)
    for path in Self.fixtures {
      let lesson = try LessonConsole(path)
      let claimed = lesson.claimedLines
      counts.lines += claimed.count
      counts.pairs += zip(claimed, claimed.dropFirst()).filter { $0.event == $1.event }.count
      counts.bounded += claimed.filter { claimed in
        let pattern = claimed.line.pattern
        guard let hole = pattern.holes.firstIndex(where: { $0.upper != nil || $0.isBackReference })
        else { return false }
        return Self.replacingHole(hole, of: pattern, in: lesson.lines[claimed.index]) != nil
      }.count
    }
    #expect(Self.fixtures.count >= 38)
    #expect(counts.lines >= 160, "\(counts)")
    #expect(counts.pairs >= 110, "\(counts)")
    #expect(counts.bounded >= 12, "\(counts)")
  }

  @Test(
    "an empty paste, or one with only the system's lines, is not gradable",
    arguments: [
      ("", "the paste is empty"), ("\r\n  \r\n", "the paste is empty"),
      (
        LessonConsole.noiseBefore.joined(separator: "\n"),
        "the paste holds only lines that Xcode and iOS write (3)"
      ),
    ])
  func emptyPaste(_ paste: String, message: String) throws {
    for path in Self.fixtures {
      let lesson = try LessonConsole(path)
      let grade = Grader.grade(lesson.fixture, paste: paste, source: "paste")
      #expect(grade.outcome == .notGradable)
      #expect(grade.message.hasPrefix(message))
      #expect(grade.score == 0)
      #expect(grade.exitCode == 2)
    }
  }

  /// The line with the value of hole `index` made far larger: out of any lesson's bound, and
  /// different from what a back-reference refers to.
  static func replacingHole(_ index: Int, of pattern: LinePattern, in line: String) -> String? {
    var expression = "^"
    for piece in pattern.pieces {
      switch piece {
      case .literal(let text): expression += NSRegularExpression.escapedPattern(for: text)
      case .hole(let hole):
        switch hole.type {
        case .int: expression += "(-?[0-9]+)"
        case .number: expression += "(-?[0-9]+(?:\\.[0-9]+)?)"
        case .word: expression += "(\\S+)"
        case .text: expression += "(.*?)"
        }
      }
    }
    expression += "$"
    guard let regex = try? NSRegularExpression(pattern: expression),
      let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
      let range = Range(match.range(at: index + 1), in: line), let value = Int(line[range])
    else { return nil }
    return line.replacingCharacters(in: range, with: String(value + 100_000))
  }
}
