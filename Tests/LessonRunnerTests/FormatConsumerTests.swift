import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each machine format as its consumer reads it: JUnit against the common JUnit schema with
/// `xmllint`, Gradescope's `results.json` by its rules, GitHub Classroom's `result` as its
/// reporter adds it up; and every format gives the same score.
@Suite("Reports for machines, read by their consumers")
struct FormatConsumerTests {
  static let stepFour = "Fixtures/lesson06/step04-phase-is-a-value.fixture"
  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"
  static let xmllint = ExternalTool("xmllint")

  /// Pastes of lesson 6 step 4 (three blocks): its own console, one block broken, and the
  /// same broken console against a copy of the fixture scored per line.
  static func pastes() throws -> [(name: String, fixture: String, paste: String)] {
    let lesson = try LessonConsole(stepFour)
    var broken = lesson.lines
    if let index = broken.lastIndex(of: "inactive -> active") { broken.remove(at: index) }
    let text = try String(contentsOfFile: PackagePaths.path(stepFour), encoding: .utf8)
    let perLine = try PackagePaths.temporaryFolder() + "/per-line.fixture"
    try text.replacingOccurrences(
      of: "-- claim: coming back", with: "-- scoring: per line --\n-- claim: coming back"
    ).write(toFile: perLine, atomically: true, encoding: .utf8)
    return [
      ("pass", PackagePaths.path(stepFour), LessonConsole.pasted(lesson.lines)),
      ("one block fails", PackagePaths.path(stepFour), LessonConsole.pasted(broken)),
      ("per line", perLine, LessonConsole.pasted(broken)),
    ]
  }

  private func grade(_ fixture: String, _ paste: String, _ format: String) -> String {
    LessonRunnerCommand(
      arguments: ["grade", fixture, "-", "--format", format], environment: [:],
      isTerminal: false, standardInput: { paste }
    ).run().standardOutput
  }

  private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("every format gives the same score: human, json, gradescope, classroom, junit")
  func sameScore() throws {
    var scores: [String: Double] = [:]
    for (name, fixture, paste) in try Self.pastes() {
      let json = try object(grade(fixture, paste, "json"))
      let score = try #require(json["score"] as? Double)
      let maxScore = try #require(json["max_score"] as? Double)
      let gradescope = try object(grade(fixture, paste, "gradescope"))
      #expect(gradescope["score"] as? Double == score, "\(name)")
      let gradescopeTests = try #require(gradescope["tests"] as? [[String: Any]])
      #expect(gradescopeTests.reduce(0) { $0 + ($1["max_score"] as? Double ?? 0) } == maxScore)
      let classroom = try Classroom(grade(fixture, paste, "classroom"))
      #expect(classroom.points == score, "\(name)")
      #expect(classroom.maxScore == maxScore)
      let human = grade(fixture, paste, "human")
      let line = "score: \(Self.text(score))/\(Self.text(maxScore))"
      #expect(human.contains(line), "\(name): no '\(line)' in\n\(human)")
      let junit = try XMLDocument(xmlString: grade(fixture, paste, "junit"))
      let checks =
        try #require(json["fixtures"] as? [[String: Any]]).first?["checks"] as? [[String: Any]]
        ?? []
      let failedBlocks = checks.filter {
        $0["parent"] is NSNull && $0["status"] as? String == "failed"
      }
      #expect(
        junit.rootElement()?.attribute(forName: "failures")?.stringValue
          == String(failedBlocks.count))
      scores[name] = score
    }
    #expect(scores == ["pass": 3, "one block fails": 2, "per line": 2.5])
  }

  private static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// A GitHub Classroom `result`, added up as `autograding-grading-reporter` does: the
  /// `Points X/Y` it sends to Classroom sums `tests[].score` over `max_score`; its console and
  /// its summary table count the tests that pass.
  struct Classroom {
    var points: Double
    var maxScore: Double
    var percentPassing: Double
    var tableScore: Double

    init(_ line: String) throws {
      let data = try #require(
        Data(base64Encoded: line.trimmingCharacters(in: .whitespacesAndNewlines)))
      let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let tests = try #require(result["tests"] as? [[String: Any]])
      maxScore = try #require(result["max_score"] as? Double)
      points = tests.reduce(0) { $0 + ($1["score"] as? Double ?? 0) }
      let passing = Double(tests.filter { $0["status"] as? String == "pass" }.count)
      percentPassing = passing / Double(tests.count) * 100
      tableScore = passing / Double(tests.count) * maxScore
    }
  }

  @Test(
    "Classroom's reporter shows the student's score in its check run, its console and its table")
  func classroomReporter() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let wrong = try Classroom(
      grade(
        PackagePaths.path(Self.stepSeven),
        LessonConsole.pasted(GradeTests.savedAfterClover(lesson.lines)), "classroom"))
    #expect(wrong.points == 0 && wrong.maxScore == 1)
    #expect(wrong.percentPassing == 0)
    #expect(wrong.tableScore == 0)
    for (name, fixture, paste) in try Self.pastes() where name != "per line" {
      let result = try Classroom(grade(fixture, paste, "classroom"))
      // Blocks of equal points, each all or nothing: the three views agree.
      #expect(result.tableScore == result.points, "\(name)")
      #expect(
        (result.percentPassing * result.maxScore / 100 * 100).rounded() / 100 == result.points)
    }
  }

  @Test("Gradescope: results.json has every field Gradescope needs, whatever the outcome")
  func gradescopeFields() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let fixture = PackagePaths.path(Self.stepSeven)
    for paste in [LessonConsole.pasted(lesson.lines), "", "import SwiftUI\n@main\nstruct A {}"] {
      let results = try object(grade(fixture, paste, "gradescope"))
      #expect(results["execution_time"] is Double)
      #expect(results["score"] is Double)
      #expect(
        ["visible", "hidden", "after_due_date", "after_published"].contains(
          results["visibility"] as? String ?? ""))
      let tests = try #require(results["tests"] as? [[String: Any]])
      #expect(!tests.isEmpty)
      for test in tests {
        #expect(test["status"] as? String == "passed" || test["status"] as? String == "failed")
        #expect(test["name"] is String && test["score"] is Double && test["max_score"] is Double)
      }
    }
  }

  @Test(
    "JUnit validates against the common JUnit schema with xmllint",
    .enabled(
      if: xmllint.isInstalled,
      "xmllint (Debian's libxml2-utils) is not installed; .ci/run installs it"))
  func junitSchema() throws {
    let folder = try PackagePaths.temporaryFolder()
    let lesson = try LessonConsole(Self.stepSeven)
    let fixture = PackagePaths.path(Self.stepSeven)
    var reports: [String: String] = [
      "pass": grade(fixture, LessonConsole.pasted(lesson.lines), "junit"),
      "fail": grade(
        fixture, LessonConsole.pasted(GradeTests.savedAfterClover(lesson.lines)), "junit"),
      "not gradable": grade(fixture, "", "junit"),
      "bad fixture": grade("/nonexistent.fixture", "x", "junit"),
    ]
    let broken = folder + "/broken.fixture"
    try "# Broken\nsource: x\n".write(toFile: broken, atomically: true, encoding: .utf8)
    reports["verify"] =
      LessonRunnerCommand(
        arguments: [PackagePaths.path("Fixtures/lesson06"), broken, "--format", "junit"],
        environment: [:], isTerminal: false
      ).run().standardOutput
    reports["lint"] =
      LessonRunnerCommand(
        arguments: [
          "lint", PackagePaths.path("Lessons/lesson06.txt"), PackagePaths.path("Fixtures/lesson06"),
          "--format", "junit",
        ], environment: [:], isTerminal: false
      ).run().standardOutput
    // A control: the schema refuses what the report used to write, so the check can fail.
    reports["control"] =
      "<?xml version=\"1.0\"?>\n<testsuites tests=\"1\" skipped=\"0\"><testsuite tests=\"1\"/></testsuites>\n"
    let schema = PackagePaths.path("Tests/Schemas/junit-10.xsd")
    for (name, report) in reports {
      let file = folder + "/\(name.replacingOccurrences(of: " ", with: "-")).xml"
      try report.write(toFile: file, atomically: true, encoding: .utf8)
      let run = try Self.xmllint.run(["--noout", "--schema", schema, file])
      if name == "control" {
        #expect(run.status != 0, "the schema accepts 'skipped' on <testsuites>")
      } else {
        #expect(run.status == 0, "\(name): \(run.error)")
      }
    }
  }
}
