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

  @Test(
    "the lesson's console, pasted with Xcode's prefixes, CRLF and system lines, passes with full score",
    arguments: PackagePaths.allFixtures)
  func lessonConsolePasses(_ path: String) throws {
    let lesson = try LessonConsole(path)
    let grade = Grader.grade(
      lesson.fixture, paste: LessonConsole.pasted(lesson.lines), source: "paste")
    guard Self.gradableFromPaste(lesson.fixture) else {
      #expect(grade.outcome == .error)
      #expect(grade.message.contains("claims nothing a console shows"))
      return
    }
    #expect(
      grade.outcome == .pass,
      "\(grade.message)\n\(grade.failedChecks.map { $0.lines.filter { $0.status == .failed }.map(\.message) })"
    )
    #expect(grade.score == grade.maxScore)
    #expect(grade.maxScore > 0)
    #expect(grade.exitCode == 0)
  }

  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"
  static let hint = "save in the App or the scene: they hear before any view"

  /// Lesson 54 step 7's console with `Saved 3 carrots` moved after Clover's background line.
  static func savedAfterClover(_ lines: [String]) -> [String] {
    var lines = lines
    guard let saved = lines.firstIndex(of: "Saved 3 carrots"),
      let clover = lines.firstIndex(where: { $0.hasPrefix("Clover: inactive → background") })
    else { return lines }
    lines.remove(at: saved)
    lines.insert("Saved 3 carrots", at: clover)
    return lines
  }

  private func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:])
    -> LessonRunnerCommand.Output
  {
    LessonRunnerCommand(
      arguments: arguments, environment: environment, isTerminal: false, standardInput: { input }
    ).run()
  }

  @Test(
    "lesson 54 step 7 graded with the save after Clover's line fails, names the order and shows its hint"
  )
  func stepSevenHint() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    #expect(lesson.fixture.events[2].hints.map(\.message) == [Self.hint])
    let grade = Grader.grade(
      lesson.fixture, paste: LessonConsole.pasted(Self.savedAfterClover(lesson.lines)),
      source: "paste")
    #expect(grade.outcome == .fail)
    let home = try #require(grade.checks.first { $0.name == "== home ==" })
    #expect(home.status == .failed)
    #expect(home.hint == Self.hint)
    let failed = home.lines.filter { $0.status == .failed }
    #expect(failed.map(\.expected) == ["Saved 3 carrots"])
    #expect(failed.first?.message.hasPrefix("out of order") == true)
    #expect(home.claim == "the save ran after the warren heard background, and before Clover did")
    // The block's claim is false: it earns nothing, as GitHub Classroom's reporter shows it.
    #expect(grade.score == 0 && grade.maxScore == 1)
  }

  /// Lesson 54 step 7's console as a student's Xcode showed it: with the two system lines the
  /// Simulator printed when Home was pressed (lesson-runner issue 11).
  static func realStepSeven(_ lines: [String]) -> [String] {
    var lines = lines
    if let home = lines.firstIndex(where: { $0.hasPrefix("BurrowScene: active → inactive") }) {
      lines.insert(
        "Snapshotting a view (0x10480a200, UIKeyboardImpl) that is not in a visible window"
          + " requires afterScreenUpdates:YES.", at: home + 3)
      lines.insert(
        "nw_connection_copy_connected_local_endpoint_block_invoke [C1] Connection has no local"
          + " endpoint", at: home + 5)
    }
    return lines
  }

  @Test("the real step-7 console, with the system lines iOS printed inside the Home block, passes")
  func realStepSevenPasses() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let lines = Self.realStepSeven(lesson.lines)
    #expect(lines.count == lesson.lines.count + 2)
    let grade = Grader.grade(lesson.fixture, paste: LessonConsole.pasted(lines), source: "paste")
    #expect(grade.outcome == .pass, "\(grade.failedChecks.flatMap(\.lines).map(\.message))")
    #expect(grade.score == grade.maxScore)
    let names = grade.normalisation?.dropped.map(\.name) ?? []
    #expect(names.contains("Snapshotting a view … (app switcher snapshot)"))
    #expect(names.contains("nw_… (Network framework)"))
  }

  @Test(
    "the wrong-order report speaks the student's words: no holes, no Xcode prefix, both orders side by side"
  )
  func stepSevenInTheStudentsWords() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let output = run(
      ["grade", PackagePaths.path(Self.stepSeven), "-"],
      input: LessonConsole.pasted(Self.savedAfterClover(lesson.lines)))
    let report = output.standardOutput
    #expect(!report.contains("{{"), "\(report)")
    #expect(!report.contains("== home =="))
    #expect(report.contains("✗ when you pressed Home — 0 of 1 point"))
    #expect(report.contains("score: 0/1"))
    #expect(report.contains("the lesson's order and yours:"))
    let table = report.split(separator: "\n").filter { $0.contains("≠") }
    #expect(table.count == 2)
    #expect(table.first?.contains("Saved 3 carrots") == true)
    #expect(table.first?.contains("Clover: inactive → background, ") == true)
    #expect(table.last?.contains("Saved 3 carrots (your line") == true)
    // Explanations quote the student's lines as the app printed them.
    for line in report.split(separator: "\n") where line.contains("out of order") {
      #expect(!line.contains("Burrow[1234:56789]"), "\(line)")
    }
  }

  @Test("the hint is not shown for the lesson's own console, nor for another wrong one")
  func stepSevenNoHint() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let right = Grader.grade(
      lesson.fixture, paste: LessonConsole.pasted(lesson.lines), source: "paste")
    #expect(right.outcome == .pass)
    #expect(right.checks.allSatisfy { $0.hint == nil })
    let dropped = Grader.grade(
      lesson.fixture, paste: LessonConsole.pasted(lesson.lines.filter { $0 != "Saved 3 carrots" }),
      source: "paste")
    #expect(dropped.outcome == .fail)
    #expect(dropped.checks.allSatisfy { $0.hint == nil })
  }

  @Test(
    "'grade FIXTURE -' reads standard input and reports the declared normalisation, the claim and the hint"
  )
  func gradeStandardInput() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let output = run(
      ["grade", PackagePaths.path(Self.stepSeven), "-"],
      input: LessonConsole.pasted(Self.savedAfterClover(lesson.lines)))
    #expect(output.exitCode == 1)
    let report = output.standardOutput
    #expect(report.hasPrefix("FAIL "))
    #expect(report.contains("graded: the console pasted in standard input"))
    for step in ["line ends:", "Xcode prefixes:", "trailing spaces:", "system lines:", "arrows:"] {
      #expect(report.contains("  - \(step)"), "\(step)")
    }
    #expect(report.contains("1 × Message from debugger: … — LLDB"))
    #expect(
      report.contains(
        "claim: the save ran after the warren heard background, and before Clover did"))
    #expect(report.contains("hint: \(Self.hint)"))
    #expect(report.contains("  ✗ Saved 3 carrots"))
    // The student's lines as the app printed them: no NSLog prefix, and no trailing spaces
    // (reading the paste ignores them), so no legend of invisible characters either.
    #expect(!report.contains(LessonConsole.prefix))
    #expect(!report.contains("··¬"))
    #expect(!report.contains("invisible characters are shown as"))
  }

  @Test(
    "the exit code follows the outcome: 0 pass, 1 fail, 2 not gradable or error",
    arguments: [
      ("pass", Int32(0)), ("fail", 1), ("empty", 2), ("missing file", 2), ("bad fixture", 2),
    ])
  func exitCodes(_ kind: String, _ code: Int32) throws {
    let lesson = try LessonConsole(Self.stepSeven)
    var arguments = ["grade", PackagePaths.path(Self.stepSeven), "-"]
    var input: String? = LessonConsole.pasted(lesson.lines)
    switch kind {
    case "fail": input = LessonConsole.pasted(Self.savedAfterClover(lesson.lines))
    case "empty": input = ""
    case "missing file": arguments[2] = "/nonexistent/console.txt"
    case "bad fixture": arguments[1] = PackagePaths.path("Fixtures/nowhere.fixture")
    default: break
    }
    let output = run(arguments, input: input)
    #expect(output.exitCode == code, "\(output.standardOutput)")
    switch kind {
    case "empty": #expect(output.standardOutput.hasPrefix("NOT GRADABLE "))
    case "missing file":
      #expect(
        output.standardOutput.contains("cannot read the console file '/nonexistent/console.txt'"))
    case "bad fixture":
      #expect(output.standardOutput.hasPrefix("ERROR "))
      #expect(output.standardOutput.contains("error: cannot read the fixture"))
    default: break
    }
  }

  @Test(
    "'grade' without a console, or with two, is a usage error that says how to call it",
    arguments: [["grade"], ["grade", stepSeven], ["grade", stepSeven, "a.txt", "b.txt"]])
  func gradeUsage(_ arguments: [String]) {
    let output = run(arguments.map { $0.hasSuffix(".fixture") ? PackagePaths.path($0) : $0 })
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("lesson-runner: error: 'grade' "), "\(output.standardError)")
    #expect(output.standardError.contains("usage: lesson-runner grade FIXTURE CONSOLE|-"))
  }
}
