import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// `lesson-runner lint` and `lesson-runner new` on the project's own lessons and fixtures.
@Suite("lint and new")
struct LintCommandTests {
  private func run(_ arguments: [String], environment: [String: String] = [:])
    -> LessonRunnerCommand.Output
  {
    LessonRunnerCommand(arguments: arguments, environment: environment, isTerminal: false).run()
  }

  private func lesson(_ name: String) -> String { PackagePaths.path("Lessons/" + name) }
  private func fixtures(_ folder: String) -> String { PackagePaths.path("Fixtures/" + folder) }

  /// A copy of a shipped fixture folder (with its `_files/` and `lint-ignore`).
  private func copy(_ folder: String) throws -> String {
    let target = try PackagePaths.temporaryFolder() + "/" + folder
    try FileManager.default.copyItem(atPath: fixtures(folder), toPath: target)
    return target
  }

  @Test("lessons 6 and 54 against their fixtures: every block claimed, every fixture the lesson's")
  func shippedLessons() {
    let six = run(["lint", lesson("lesson06.txt"), fixtures("lesson06")])
    #expect(six.exitCode == 0, "\(six.standardOutput)\(six.standardError)")
    #expect(
      six.standardOutput.hasSuffix(
        "16 of 16 console blocks claimed, 15 of 15 fixtures match the lesson\n"))
    #expect(six.standardOutput.contains("step 4, console 2 (line 162): claimed by"))
    #expect(six.standardOutput.contains("step04-phase-is-a-value.fixture (passes)"))
    let fiftyFour = run(["lint", lesson("lesson54.txt"), fixtures("lesson54")])
    #expect(fiftyFour.exitCode == 0, "\(fiftyFour.standardOutput)\(fiftyFour.standardError)")
    #expect(
      fiftyFour.standardOutput.hasSuffix(
        "15 of 15 console blocks claimed, 22 of 22 fixtures match the lesson\n"))
  }

  @Test("given all of Fixtures/, lint takes the lesson's fixtures and their folder's _files/")
  func wholeFixturesFolder() {
    let output = run(["lint", lesson("lesson54.txt"), PackagePaths.fixtures])
    #expect(output.exitCode == 0, "\(output.standardOutput)")
    #expect(
      output.standardOutput.hasSuffix(
        "15 of 15 console blocks claimed, 22 of 22 fixtures match the lesson\n"))
  }

  @Test("a lesson with 'Saved 4 carrots' fails, naming the lesson's line and the fixture")
  func changedLesson() throws {
    let text = try String(contentsOfFile: lesson("lesson54.txt"), encoding: .utf8)
    let path = try PackagePaths.temporaryFolder() + "/lesson54.txt"
    try text.replacingOccurrences(of: "Saved 3 carrots", with: "Saved 4 carrots")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let output = run(["lint", path, fixtures("lesson54")], environment: ["GITHUB_ACTIONS": "true"])
    #expect(output.exitCode == 1)
    #expect(
      output.standardOutput.contains(
        "step 7, console 1 (line 518): contradicted by \(fixtures("lesson54"))/step07-save-before-view.fixture"
      ))
    #expect(
      output.standardOutput.contains(
        "\(path):524: the lesson has `Saved 4 carrots` where the fixture expects `Saved 3 carrots`")
    )
    #expect(output.standardOutput.contains("::error file=\(path),line=524,col=1,"))
    #expect(
      output.standardOutput.hasSuffix(
        "14 of 15 console blocks claimed, 22 of 22 fixtures match the lesson\n"))
  }

  @Test("a fixture with one changed line of Swift fails, naming that line; lint --fix repairs it")
  func driftAndFix() throws {
    let folder = try copy("lesson54")
    let fixture = folder + "/step07-carrots-back.fixture"
    let original = try String(contentsOfFile: fixture, encoding: .utf8)
    try original.replacingOccurrences(of: "print(\"Saved", with: "print(\"Stored")
      .write(toFile: fixture, atomically: true, encoding: .utf8)
    let before = run(["lint", lesson("lesson54.txt"), folder])
    #expect(before.exitCode == 1)
    #expect(before.standardOutput.contains("\(fixture): its files are not the lesson's"))
    #expect(
      before.standardOutput.contains(
        "Warren.swift line 16: the lesson has `        print(\"Saved \\(carrots) carrots\")`, the fixture `        print(\"Stored \\(carrots) carrots\")` (fixture: \(fixture):25)"
      ))
    let refused = run(
      ["lint", "--fix", lesson("lesson54.txt"), folder], environment: ["CI": "true"])
    #expect(refused.exitCode == 2)
    #expect(refused.standardError.contains("does not run when CI is set"))
    #expect(try String(contentsOfFile: fixture, encoding: .utf8) != original)
    let fixed = run(["lint", "--fix", lesson("lesson54.txt"), folder])
    #expect(fixed.exitCode == 0, "\(fixed.standardOutput)")
    #expect(fixed.standardOutput.contains("25 -         print(\"Stored \\(carrots) carrots\")"))
    #expect(fixed.standardOutput.contains("   +         print(\"Saved \\(carrots) carrots\")"))
    #expect(try String(contentsOfFile: fixture, encoding: .utf8) == original)
  }

  @Test("--format json and junit carry the same verdicts; --output writes the report")
  func machineFormats() throws {
    let json = run(["lint", "--format", "json", lesson("lesson06.txt"), fixtures("lesson06")])
    #expect(json.exitCode == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["schema"] as? String == "lesson-runner/lint")
    #expect(object["outcome"] as? String == "pass")
    let claims = try #require(object["claims"] as? [[String: Any]])
    #expect(claims.count == 25)
    #expect(claims.first?["name"] as? String == "step 3, console 1")
    let junit = run(["lint", "--format", "junit", lesson("lesson06.txt"), fixtures("lesson06")])
    #expect(
      junit.standardOutput.contains(
        "<testsuites name=\"lesson-runner lint\" tests=\"40\" failures=\"0\" errors=\"0\" time=\"0\">"
      ))
    #expect(junit.standardOutput.contains("errors=\"0\" skipped=\"1\" time=\"0\">"))
    #expect(junit.standardOutput.contains(".Lessons.lesson06\" file="))
    let report = try PackagePaths.temporaryFolder() + "/lint.json"
    let written = run([
      "lint", "--format", "json", "--output", report, lesson("lesson06.txt"), fixtures("lesson06"),
    ])
    #expect(written.standardOutput.hasSuffix("fixtures match the lesson\n"))
    #expect(
      try String(contentsOfFile: report, encoding: .utf8).contains(
        "\"schema\": \"lesson-runner/lint\""))
  }

  @Test("bad input is exit 2, on one line")
  func badInput() throws {
    #expect(run(["lint", lesson("lesson06.txt")]).exitCode == 2)
    #expect(
      run(["lint", "--format", "classroom", lesson("lesson06.txt"), fixtures("lesson06")]).exitCode
        == 2)
    let missing = run(["lint", "no-such-lesson.txt", fixtures("lesson06")])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError == "lesson-runner: error: cannot read lesson 'no-such-lesson.txt'\n")
    let folder = try copy("lesson06")
    try "lesson 6, step 9: forgot the kind\n".write(
      toFile: folder + "/lint-ignore", atomically: true, encoding: .utf8)
    let ignore = run(["lint", lesson("lesson06.txt"), folder])
    #expect(ignore.exitCode == 2)
    #expect(ignore.standardError.hasPrefix("\(folder)/lint-ignore:1:1: error: "))
  }

  @Test("new drafts lesson 6 step 4: it passes as drafted")
  func newStepFour() throws {
    let output = run([
      "new", lesson("lesson06.txt"), "--step", "4", "--fixtures", fixtures("lesson06"),
    ])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let path = try PackagePaths.temporaryFolder() + "/step04.fixture"
    try output.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
    let verified = run([path])
    #expect(verified.exitCode == 0, "\(verified.standardOutput)")
  }

  @Test("new drafts lesson 54 step 7: it passes once its events are checked (the time before Home)")
  func newStepSeven() throws {
    let folder = try PackagePaths.temporaryFolder()
    try FileManager.default.copyItem(
      atPath: fixtures("lesson54") + "/_files", toPath: folder + "/_files")
    let path = folder + "/step07.fixture"
    let output = run(["new", lesson("lesson54.txt"), "--step", "7", "--output", path])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "tap \"Give Clover a carrot\" x3: \"give Clover three carrots\""))
    let drafted = try String(contentsOfFile: path, encoding: .utf8)
    // As drafted, the heartbeats at Home are 0: the lesson's run had been going for 13 seconds.
    #expect(run([path]).exitCode == 1)
    let checked = drafted.replacingOccurrences(
      of: "== launch ==\n", with: "== launch ==\n\n== wait 13 ==\n")
    try checked.write(toFile: path, atomically: true, encoding: .utf8)
    let verified = run([path])
    #expect(verified.exitCode == 0, "\(verified.standardOutput)")
    let again = run(["new", lesson("lesson54.txt"), "--step", "7", "--output", path])
    #expect(again.exitCode == 2)
    #expect(again.standardError.contains("already exists"))
  }
}
