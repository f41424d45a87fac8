import Expectations
import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--format json|junit|gradescope|classroom` and `--output`, each checked against its
/// documented fields; `::error` annotations under GitHub Actions.
@Suite("Reports for machines")
struct FormatTests {
  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"

  /// Grades lesson 54 step 7's console with the save after Clover's line (a failure), the
  /// lesson's own console (a pass) or an empty paste, in a format.
  private func grade(_ paste: String, format: String, output file: String? = nil)
    throws -> LessonRunnerCommand.Output
  {
    let lesson = try LessonConsole(Self.stepSeven)
    let input: String =
      switch paste {
      case "fail": LessonConsole.pasted(GradeTests.savedAfterClover(lesson.lines))
      case "pass": LessonConsole.pasted(lesson.lines)
      default: ""
      }
    var arguments = ["grade", PackagePaths.path(Self.stepSeven), "-", "--format", format]
    if let file { arguments += ["--output", file] }
    return LessonRunnerCommand(
      arguments: arguments, environment: [:], isTerminal: false, standardInput: { input }
    ).run()
  }

  private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(
    "json: one record per check, with id, name, claim, status, score, max_score, expected, actual, hint, event and location"
  )
  func json() throws {
    let output = try grade("fail", format: "json")
    #expect(output.exitCode == 1)
    let report = try object(output.standardOutput)
    #expect(report["schema"] as? String == "lesson-runner/grade")
    #expect(report["version"] as? Int == 1)
    #expect(report["command"] as? String == "grade")
    #expect(report["outcome"] as? String == "fail")
    let fixtures = try #require(report["fixtures"] as? [[String: Any]])
    let fixture = try #require(fixtures.first)
    #expect(fixture["path"] as? String == PackagePaths.path(Self.stepSeven))
    #expect((fixture["subject"] as? [String: Any])?["kind"] as? String == "paste")
    #expect((fixture["normalisation"] as? [String: Any])?["steps"] is [[String: Any]])
    let checks = try #require(fixture["checks"] as? [[String: Any]])
    let keys: Set<String> = [
      "id", "kind", "parent", "name", "action", "claim", "status", "scoring", "score", "max_score",
      "placement", "expected", "expected_shown", "actual", "printed", "actual_line",
      "belongs_after", "message", "hint", "event", "location",
    ]
    for check in checks {
      #expect(Set(check.keys) == keys)
      #expect(check["score"] is Double && check["max_score"] is Double)
      #expect(
        ["passed", "failed", "skipped", "not-run"].contains(check["status"] as? String ?? ""))
      let location = try #require(check["location"] as? [String: Any])
      #expect(location["file"] is String && location["line"] is Int && location["column"] is Int)
    }
    let home = try #require(checks.first { $0["id"] as? String == "event-3" })
    #expect(home["kind"] as? String == "event")
    #expect(home["status"] as? String == "failed")
    #expect(home["max_score"] as? Double == 1)
    #expect(home["score"] as? Double == 0)
    #expect(home["scoring"] as? String == "per block")
    #expect(home["action"] as? String == "when you pressed Home")
    #expect(home["hint"] as? String == "save in the App or the scene: they hear before any view")
    #expect((home["event"] as? [String: Any])?["label"] as? String == "home")
    let saved = try #require(checks.first { $0["expected"] as? String == "Saved 3 carrots" })
    #expect(saved["parent"] as? String == "event-3")
    #expect(saved["status"] as? String == "failed")
    #expect(saved["actual"] as? String == "Saved 3 carrots")
    #expect(saved["actual_line"] is Int)
    #expect((saved["message"] as? String)?.hasPrefix("out of order") == true)
    #expect(saved["placement"] as? String == "out-of-order")
    #expect(saved["score"] as? Double == 0)
  }

  @Test("junit: a test suite per fixture, one test case per graded block, each failure once")
  func junit() throws {
    let output = try grade("fail", format: "junit")
    let document = try XMLDocument(xmlString: output.standardOutput)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "1")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
    #expect(root.attribute(forName: "skipped") == nil)
    let suites = root.elements(forName: "testsuite")
    #expect(suites.count == 1)
    let cases = suites.first?.elements(forName: "testcase") ?? []
    #expect(cases.count == 1)
    let block = try #require(cases.last)
    #expect(
      block.attribute(forName: "name")?.stringValue?.hasPrefix("when you pressed Home: ") == true)
    #expect(
      block.attribute(forName: "classname")?.stringValue?.hasSuffix(
        "Fixtures.lesson54.step07-save-before-view") == true)
    #expect(Double(suites.first?.attribute(forName: "time")?.stringValue ?? "") != nil)
    #expect(block.attribute(forName: "file")?.stringValue == PackagePaths.path(Self.stepSeven))
    #expect(Int(block.attribute(forName: "line")?.stringValue ?? "") ?? 0 > 1)
    let failure = try #require(block.elements(forName: "failure").first)
    #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("out of order") == true)
    #expect(failure.stringValue?.contains("hint: save in the App or the scene") == true)
    let empty = try XMLDocument(xmlString: try grade("empty", format: "junit").standardOutput)
    #expect(empty.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
  }

  @Test(
    "gradescope: results.json with score, tests (name, score, max_score, status, output, visibility)",
    arguments: ["pass", "fail", "empty"])
  func gradescope(_ paste: String) throws {
    let file = try PackagePaths.temporaryFolder() + "/results.json"
    let output = try grade(paste, format: "gradescope", output: file)
    #expect(output.exitCode == ["pass": 0, "fail": 1, "empty": 2][paste])
    #expect(
      output.standardOutput.hasPrefix(
        ["pass": "PASS", "fail": "FAIL", "empty": "NOT GRADABLE"][paste] ?? ""))
    let results = try object(try String(contentsOfFile: file, encoding: .utf8))
    let tests = try #require(results["tests"] as? [[String: Any]])
    #expect(tests.count == 1)
    for test in tests {
      #expect(test["name"] is String && test["output"] is String)
      #expect(test["score"] is Double && test["max_score"] is Double)
      #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
      #expect(test["visibility"] as? String == "visible")
    }
    let score = try #require(results["score"] as? Double)
    #expect(results["execution_time"] is Double)
    #expect(score == tests.reduce(0) { $0 + ($1["score"] as? Double ?? 0) })
    #expect(tests.reduce(0) { $0 + ($1["max_score"] as? Double ?? 0) } == 1)
    switch paste {
    case "pass": #expect(score == 1 && tests[0]["status"] as? String == "passed")
    case "fail": #expect(score == 0 && tests[0]["status"] as? String == "failed")
    default:
      #expect(score == 0 && tests[0]["status"] as? String == "failed")
      #expect((results["output"] as? String)?.contains("the paste is empty") == true)
      #expect((tests[0]["output"] as? String)?.contains("not graded: the paste is empty") == true)
    }
  }

  @Test("gradescope: the file is written even when the fixture cannot be read")
  func gradescopeOnError() throws {
    let file = try PackagePaths.temporaryFolder() + "/results.json"
    let output = LessonRunnerCommand(
      arguments: ["grade", "/nonexistent.fixture", "-", "--format=gradescope", "--output=\(file)"],
      environment: [:], isTerminal: false, standardInput: { "App.init" }
    ).run()
    #expect(output.exitCode == 2)
    let results = try object(try String(contentsOfFile: file, encoding: .utf8))
    #expect(results["score"] as? Double == 0)
    let tests = try #require(results["tests"] as? [[String: Any]])
    #expect(tests.first?["status"] as? String == "failed")
    #expect((tests.first?["output"] as? String)?.contains("the fixture cannot be used") == true)
  }

  @Test(
    "classroom: base64 of version, status, max_score and tests (name, status, message, score)",
    arguments: [("pass", "pass"), ("fail", "fail"), ("empty", "error")])
  func classroom(_ paste: String, _ status: String) throws {
    let output = try grade(paste, format: "classroom")
    let line = output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!line.contains("\n"))
    let data = try #require(Data(base64Encoded: line))
    let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(result["version"] as? Int == 1)
    #expect(result["status"] as? String == status)
    #expect(result["max_score"] as? Double == 1)
    let tests = try #require(result["tests"] as? [[String: Any]])
    for test in tests {
      #expect(test["name"] is String && test["message"] is String && test["score"] is Double)
      #expect(["pass", "fail", "error"].contains(test["status"] as? String ?? ""))
      #expect(test["test_code"] as? String == "launch, tap \"Give Clover a carrot\" x3, home")
      #expect(test["line_no"] is Int && test["filename"] is String)
    }
    #expect(tests.first?["status"] as? String == status)
  }

  @Test("verify takes --format and --output too")
  func verifyFormats() throws {
    let file = try PackagePaths.temporaryFolder() + "/verify.json"
    let output = LessonRunnerCommand(
      arguments: [PackagePaths.path("Fixtures/lesson06"), "--format", "json", "--output", file],
      environment: [:], isTerminal: false
    ).run()
    #expect(output.exitCode == 0)
    #expect(output.standardOutput.contains("19 fixtures: 19 passed, 0 failed, 0 bad input"))
    let report = try object(try String(contentsOfFile: file, encoding: .utf8))
    #expect(report["command"] as? String == "verify")
    #expect(report["outcome"] as? String == "pass")
    let fixtures = try #require(report["fixtures"] as? [[String: Any]])
    #expect(fixtures.count == 19)
    #expect(fixtures.allSatisfy { $0["outcome"] as? String == "pass" })
    #expect(report["score"] as? Double == report["max_score"] as? Double)
  }

  @Test("verify under GitHub Actions prints an ::error annotation at the failing fixture line")
  func annotations() throws {
    let text = try String(contentsOfFile: PackagePaths.path(Self.stepSeven), encoding: .utf8)
    let path = try PackagePaths.temporaryFolder() + "/step07.fixture"
    try text.replacingOccurrences(
      of: "Saved 3 carrots\nClover: inactive → background, {{bg",
      with: "Saved 4 carrots\nClover: inactive → background, {{bg"
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    let line =
      text.components(separatedBy: "\n").firstIndex(of: "Saved 3 carrots").map { $0 + 1 } ?? 0
    let output = LessonRunnerCommand(
      arguments: [path], environment: ["GITHUB_ACTIONS": "true"], isTerminal: false
    ).run()
    #expect(output.exitCode == 1)
    let annotations = output.standardOutput.components(separatedBy: "\n").filter {
      $0.hasPrefix("::error ")
    }
    // The missing line is named, on its own fixture line; the line printed in its place sits on
    // the expected line found just before it, not on the event's header.
    #expect(
      annotations.contains {
        $0.hasPrefix("::error file=\(path),line=\(line),col=1,title=lesson-runner%3A == home ==")
          && $0.contains(
            "::missing: `Saved 4 carrots` should follow `The warren: inactive → background`")
      }, "\(annotations)")
    #expect(
      annotations.contains {
        $0.hasPrefix("::error file=\(path),line=\(line - 1),col=1,")
          && $0.contains("::unexpected: `Saved 3 carrots` (line 6)")
      }, "\(annotations)")
    let quiet = LessonRunnerCommand(arguments: [path], environment: [:], isTerminal: false).run()
    #expect(!quiet.standardOutput.contains("::error"))
  }

  @Test(
    "options are checked: an unknown format, a missing value, an option for another command",
    arguments: [
      (
        ["--format", "xml"],
        "unknown format 'xml'; expected one of human, json, junit, gradescope, classroom"
      ),
      (["--output"], "'--output' needs a value"),
      (["--code", "x"], "'--code' is for 'grade' and 'explain' only"),
      (["update", "--format", "json"], "'--format' is for 'verify', 'grade' and 'explain' only, not 'update'"),
    ])
  func badOptions(_ arguments: [String], _ message: String) {
    let output = LessonRunnerCommand(arguments: arguments, environment: [:], isTerminal: false)
      .run()
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains(message))
  }

  @Test("--output into a folder that does not exist is an error")
  func outputFolderMissing() throws {
    let output = try grade("pass", format: "json", output: "/nonexistent/folder/report.json")
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("cannot write '/nonexistent/folder/report.json'"))
  }
}
