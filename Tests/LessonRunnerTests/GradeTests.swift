import Expectations
import HarnessTestSupport
import LessonRunner
import Testing
import Transcript

/// Grading the lessons' own consoles, pasted as Xcode shows them, and broken ones.
@Suite("Grading pasted consoles of the lessons")
struct GradeTests {
  /// Whether the fixture claims something a pasted console shows.
  static func gradableFromPaste(_ fixture: Fixture) -> Bool {
    fixture.build != nil
      || fixture.events.contains { $0.console != nil || !$0.never.isEmpty }
  }

  @Test("the lesson's console, pasted with Xcode's prefixes, CRLF and system lines, passes with full score",
    arguments: PackagePaths.allFixtures)
  func lessonConsolePasses(_ path: String) throws {
    let lesson = try LessonConsole(path)
    let grade = Grader.grade(lesson.fixture, paste: LessonConsole.pasted(lesson.lines), source: "paste")
    guard Self.gradableFromPaste(lesson.fixture) else {
      #expect(grade.outcome == .error)
      #expect(grade.message.contains("claims nothing a console shows"))
      return
    }
    #expect(grade.outcome == .pass, "\(grade.message)\n\(grade.failedChecks.map { $0.lines.filter { $0.status == .failed }.map(\.message) })")
    #expect(grade.score == grade.maxScore)
    #expect(grade.maxScore > 0)
    #expect(grade.exitCode == 0)
  }
}
