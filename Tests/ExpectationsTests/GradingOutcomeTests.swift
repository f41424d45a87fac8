import Expectations
import Foundation
import Testing
import Transcript

/// The four outcomes of grading a paste, points and partial credit, hints, and build logs.
@Suite("Grading: outcomes, points and hints")
struct GradingOutcomeTests {
  static let body = """
    == launch ==
    -- points: 1 --
    App.init
    == home ==
    -- points: 3 --
    -- claim: the save runs on background --
    active -> inactive
    inactive -> background
    Saving 3 trips
    -- hint: save when the phase becomes background, not inactive --
    active -> inactive
    Saving 3 trips
    inactive -> background
    """

  private func grade(_ paste: String, _ body: String = body) throws -> Grade {
    Grader.grade(try fixture(body), paste: paste, source: "paste")
  }

  @Test("points per block come from '-- points --'; a block is all or nothing by default")
  func allOrNothing() throws {
    let grade = try grade("App.init\nactive -> inactive\ninactive -> background")
    #expect(grade.outcome == .fail)
    #expect(grade.maxScore == 4)
    #expect(grade.checks.map(\.maxScore) == [1, 3])
    #expect(grade.checks.map(\.score) == [1, 0])
    #expect(grade.score == 1)
    #expect(grade.checks.map(\.scoring) == [.perBlock, .perBlock])
    #expect(grade.checks[1].claim == "the save runs on background")
    #expect(grade.checks[0].claim == "the app prints what the lesson shows when you launched the app")
    // The block carries its points; its line checks carry none.
    #expect(grade.checks[1].lines.map(\.maxScore) == [0, 0, 0])
  }

  @Test("'-- scoring: per line --' shares a block's points among its line checks")
  func perLine() throws {
    let body = Self.body.replacingOccurrences(
      of: "-- points: 3 --\n", with: "-- points: 3 --\n-- scoring: per line --\n")
    let grade = try grade("App.init\nactive -> inactive\ninactive -> background", body)
    #expect(grade.outcome == .fail)
    #expect(grade.checks.map(\.score) == [1, 2])
    #expect(grade.score == 3)
    #expect(grade.checks.map(\.scoring) == [.perBlock, .perLine])
    #expect(grade.checks[1].lines.map(\.score) == [1, 1, 0])
    #expect(grade.checks[1].lines.map(\.maxScore) == [1, 1, 1])
  }

  @Test("without '-- points --' every block is worth one point")
  func equalPoints() throws {
    let grade = try grade("a\nb", "== launch ==\na\n== home ==\nb\n== return ==\nc")
    #expect(grade.checks.map(\.maxScore) == [1, 1, 1])
    #expect(grade.score == 2)
    #expect(grade.exitCode == 1)
  }

  @Test(
    "a hint is shown only when the student's console is its known wrong one",
    arguments: [
      (
        "App.init\nactive -> inactive\nSaving 3 trips\ninactive -> background", Grade.Outcome.fail,
        true
      ),
      ("App.init\nactive -> inactive\ninactive -> background", .fail, false),
      ("App.init\nactive -> inactive\ninactive -> background\nSaving 3 trips", .pass, false),
    ])
  func hint(_ paste: String, outcome: Grade.Outcome, shown: Bool) throws {
    let grade = try grade(paste)
    #expect(grade.outcome == outcome)
    let hint = grade.checks[1].hint
    #expect((hint == "save when the phase becomes background, not inactive") == shown)
    #expect(grade.checks[0].hint == nil)
  }

  struct Ungradable: CustomTestStringConvertible, Sendable {
    var name: String
    var paste: String
    var outcome: Grade.Outcome
    var message: String
    var testDescription: String { name }
  }

  static let ungradable: [Ungradable] = [
    Ungradable(
      name: "an empty paste", paste: "", outcome: .notGradable, message: "the paste is empty"),
    Ungradable(
      name: "a paste of the system's lines only", paste: "Message from debugger: killed",
      outcome: .notGradable, message: "the paste holds only lines that Xcode and iOS write (1)"),
    Ungradable(
      name: "a paste that stops before the first expected line",
      paste: "ContentView.init\nContentView.body",
      outcome: .notGradable, message: "none of the lines the step expects is in the paste"),
    Ungradable(
      name: "Swift source", paste: "import SwiftUI\n\nstruct ContentView: View {",
      outcome: .notGradable, message: "this is not a console: it looks like Swift source"),
    Ungradable(
      name: "a fixture", paste: "# Lesson 6\n-- TripsApp.swift --\nimport SwiftUI",
      outcome: .notGradable, message: "this is not a console: it looks like"),
    Ungradable(
      name: "a web page", paste: "<!DOCTYPE html>\n<html>", outcome: .notGradable,
      message: "this is not a console: it looks like a web page"),
    Ungradable(
      name: "binary data", paste: "App.init\u{0}\u{0}", outcome: .notGradable,
      message: "this is not a console: it is not text"),
    Ungradable(
      name: "the compiler's errors",
      paste: "/Users/me/Trips/TripsApp.swift:3:1: error: expected '}'",
      outcome: .error, message: "the app did not build"),
    Ungradable(
      name: "a crash", paste: "App.init\nTrips/Store.swift:12: Fatal error: Unexpectedly found nil",
      outcome: .error, message: "the app crashed (your line 2)"),
  ]

  @Test(
    "a paste that cannot be graded scores 0 with its own outcome and message", arguments: ungradable
  )
  func ungradablePaste(_ example: Ungradable) throws {
    let grade = try grade(example.paste)
    #expect(grade.outcome == example.outcome)
    #expect(grade.message.hasPrefix(example.message), "\(grade.message)")
    #expect(grade.score == 0)
    #expect(grade.maxScore == 4)
    #expect(grade.exitCode == 2)
    #expect(grade.checks.allSatisfy { $0.status == .notRun })
    #expect(grade.advice != nil)
  }

  @Test("the compiler's errors are listed as the error's problems, located in the student's files")
  func buildErrors() throws {
    let grade = try grade("/Users/me/Trips/TripsApp.swift:3:1: error: expected '}'")
    #expect(
      grade.problems.map(\.description) == [
        "/Users/me/Trips/TripsApp.swift:3:1: error: expected '}'"
      ])
  }

  static let build = """
    == build ==
    TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module
    TripsApp.swift:25:1: error: 'main' attribute can only apply to one type in a module
    """

  @Test(
    "a build log is graded against '== build ==': paths may be longer, repeats count once",
    arguments: [
      (
        "/Users/me/Trips/TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module\n"
          + "    @main\n    ^\n/Users/me/Trips/TripsApp.swift:25:1: error: 'main' attribute can only apply to one type in a module\n"
          + "/Users/me/Trips/TripsApp.swift:25:1: error: 'main' attribute can only apply to one type in a module",
        Grade.Outcome.pass, 1.0
      ),
      (
        "TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module", .fail,
        0
      ),
      (
        "TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module\n"
          + "TripsApp.swift:25:1: error: 'main' attribute can only apply to one type in a module\n"
          + "ContentView.swift:8:5: warning: variable 'x' was never used", .fail, 0
      ),
      ("Build succeeded", .notGradable, 0),
    ])
  func buildLog(_ paste: String, outcome: Grade.Outcome, score: Double) throws {
    let grade = try grade(paste, Self.build)
    #expect(grade.outcome == outcome, "\(grade.message)")
    #expect(grade.score == score)
    #expect(grade.checks.first?.id == "build")
  }

  @Test("a fixture whose claims are only about the screen is an error for a paste")
  func screenOnly() throws {
    let grade = try grade("Clover is awake", "== launch ==\n-- screen --\nClover is awake")
    #expect(grade.outcome == .error)
    #expect(grade.message.hasPrefix("the fixture claims nothing a console shows"))
  }

  @Test("a screen claim beside console claims is skipped and not counted")
  func screenSkipped() throws {
    let grade = try grade("App.init", "== launch ==\nApp.init\n-- screen --\nClover is awake")
    #expect(grade.outcome == .pass)
    #expect(grade.maxScore == 1)
    #expect(grade.checks[0].lines.map(\.status) == [.passed, .skipped])
  }

  @Test("a paste of any length is graded: 100,000 lines against 500 expected lines")
  func longPaste() throws {
    let body =
      "== launch ==\n-- partial --\n" + (0..<500).map { "line \($0)" }.joined(separator: "\n")
    var paste = Array(repeating: "noise", count: 100_000)
    for index in 0..<500 where index != 100 { paste[index * 200 + 100] = "line \(index)" }
    let grade = try grade(paste.joined(separator: "\n"), body)
    #expect(grade.outcome == .fail)
    let failed = grade.checks[0].lines.filter { $0.status == .failed }
    #expect(failed.map(\.expected) == ["line 100"])
    #expect(failed.first?.message == "missing: should follow `line 99` (your line 19901)")
    #expect(grade.checks[0].lines.filter { $0.status == .passed }.count == 499)
  }

  @Test("a paste that seems cut short says so")
  func cutShort() throws {
    let grade = try grade("App.init", "== launch ==\nApp.init\n== home ==\nactive -> inactive")
    #expect(grade.outcome == .fail)
    #expect(
      grade.notes.first?.hasPrefix(
        "nothing the lesson shows for == home == was found after your line 1") == true)
  }
}
