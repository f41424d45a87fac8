import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// The `lesson-runner` command: its exit codes, its reports, its errors, its colour.
@Suite("The command line")
struct CommandLineTests {
  static let stepSix = "Fixtures/lesson06/step06-store-saves-on-background.fixture"

  private func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false)
    -> LessonRunnerCommand.Output
  {
    LessonRunnerCommand(arguments: arguments, environment: environment, isTerminal: terminal).run()
  }

  /// Writes a changed copy of a shipped fixture and returns its path.
  private func variant(of fixture: String, _ change: (String) -> String) throws -> String {
    let text = try String(contentsOfFile: PackagePaths.path(fixture), encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "the change did nothing")
    let path = try PackagePaths.temporaryFolder() + "/" + (fixture as NSString).lastPathComponent
    try changed.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("--help explains the commands and exits 0")
  func help() {
    let output = run(["--help"])
    #expect(output.exitCode == 0)
    #expect(output.standardOutput.contains("USAGE: lesson-runner [verify] [PATH ...]"))
    #expect(output.standardOutput.contains("EXIT CODES"))
  }

  @Test("an unknown option is bad input")
  func unknownOption() {
    let output = run(["--frobnicate"])
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("unknown option '--frobnicate'"))
  }

  @Test("every shipped fixture passes, one line each, and the run exits 0")
  func shippedFixturesPass() {
    let output = run([PackagePaths.fixtures])
    #expect(output.exitCode == 0, "\(output.standardOutput)")
    #expect(output.standardOutput.contains("\(PackagePaths.allFixtures.count) fixtures: \(PackagePaths.allFixtures.count) passed, 0 failed, 0 bad input"))
    #expect(output.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("PASS ") }.count == PackagePaths.allFixtures.count)
  }

  @Test("a fixture without `Saving 3 trips` fails, naming the line and where it was printed")
  func droppedClaimedLine() throws {
    let path = try variant(of: Self.stepSix) { $0.replacingOccurrences(of: "inactive -> background\nSaving 3 trips\n", with: "inactive -> background\n") }
    let output = run([path])
    #expect(output.exitCode == 1)
    #expect(output.standardOutput.contains("unexpected: `Saving 3 trips` (line 4)"), "\(output.standardOutput)")
  }

  @Test("a program that no longer saves fails, naming the missing line and the line it should follow")
  func missingSave() throws {
    let path = try variant(of: Self.stepSix) { $0.replacingOccurrences(of: "                store.save()\n", with: "") }
    let output = run([path])
    #expect(output.exitCode == 1)
    #expect(output.standardOutput.contains("missing: `Saving 3 trips` should follow `inactive -> background`"), "\(output.standardOutput)")
  }

  @Test("swapping two claimed lines fails, naming the line out of order and where it was found")
  func swappedClaimedLines() throws {
    let path = try variant(of: Self.stepSix) {
      $0.replacingOccurrences(of: "inactive -> background\nSaving 3 trips\n", with: "Saving 3 trips\ninactive -> background\n")
    }
    let output = run([path])
    #expect(output.exitCode == 1)
    #expect(output.standardOutput.contains("out of order"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("Saving 3 trips"))
  }

  @Test("a malformed fixture is one file:line:column error and exit 2")
  func malformedFixture() throws {
    let path = try variant(of: Self.stepSix) { $0.replacingOccurrences(of: "== home ==", with: "== hmoe ==") }
    let output = run([path])
    #expect(output.exitCode == 2)
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("\(path):102:") == true, "\(output.standardError)")
    #expect(output.standardError.contains("error: unknown event 'hmoe'; did you mean 'home'?"))
  }

  @Test("Swift the reader cannot read is one file:line:column error and exit 2")
  func unsupportedConstruct() throws {
    let path = try variant(of: Self.stepSix) {
      $0.replacingOccurrences(of: "    func save() {\n", with: "    func save() {\n        if #unavailable(iOS 17) { return }\n")
    }
    let output = run([path])
    #expect(output.exitCode == 2)
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("\(path):41:") == true, "\(output.standardError)")
    #expect(output.standardError.contains(": error: "))
  }

  @Test("an API lesson-runner does not provide is bad input at its line, not a failed claim")
  func unsupportedAPI() throws {
    let path = try variant(of: Self.stepSix) {
      $0.replacingOccurrences(of: "    func save() {\n", with: "    func save() {\n        _ = URLSession.shared\n")
    }
    let output = run([path])
    #expect(output.exitCode == 2)
    #expect(output.standardError.hasPrefix("\(path):41:13: error: lesson-runner does not model 'URLSession'"), "\(output.standardError)")
  }

  @Test("a missing path is bad input")
  func missingPath() {
    let output = run(["Fixtures/nowhere.fixture"])
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("no such file or folder 'Fixtures/nowhere.fixture'"))
  }

  @Test("colour only on a terminal, and never with NO_COLOR", arguments: [
    (terminal: true, noColor: false, coloured: true),
    (terminal: true, noColor: true, coloured: false),
    (terminal: false, noColor: false, coloured: false),
  ])
  func colour(_ setting: (terminal: Bool, noColor: Bool, coloured: Bool)) {
    let output = run(
      [PackagePaths.path(Self.stepSix)], environment: setting.noColor ? ["NO_COLOR": "1"] : [:],
      terminal: setting.terminal)
    #expect(output.standardOutput.contains("\u{1B}[") == setting.coloured)
  }
}
