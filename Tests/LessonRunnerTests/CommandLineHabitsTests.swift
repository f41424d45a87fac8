import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// The habits people expect of a command line: a version, listing and filtering, a verbose
/// mode, colour on request, suggestions for misspellings, usage errors worded as such, and an
/// update that can be checked or tried without writing.
@Suite("The command line's habits")
struct CommandLineHabitsTests {
  static let stepSix = "Fixtures/lesson06/step06-store-saves-on-background.fixture"

  private func run(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false
  ) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: arguments, environment: environment, isTerminal: terminal).run()
  }

  /// A copy of a shipped fixture, changed, in a fresh folder; its path.
  private func variant(_ fixture: String, _ change: (String) -> String) throws -> String {
    let text = try String(contentsOfFile: PackagePaths.path(fixture), encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "the change did nothing")
    let path = try PackagePaths.temporaryFolder() + "/" + (fixture as NSString).lastPathComponent
    try changed.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("--version prints the version and exits 0")
  func version() {
    let output = run(["--version"])
    #expect(output.exitCode == 0)
    #expect(output.standardOutput == "lesson-runner \(Version.current)\n")
  }

  @Test("--list lists each fixture with its title and runs nothing")
  func list() throws {
    let folder = PackagePaths.path("Fixtures/lesson06")
    let count = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".fixture") }.count
    let output = run([folder, "--list"])
    #expect(output.exitCode == 0)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == count + 1)
    #expect(
      lines.contains {
        $0.hasSuffix(
          "step04-phase-is-a-value.fixture — Lesson 6, step 4 — The life cycle is a value")
      })
    #expect(lines.last == "\(count) fixtures")
    #expect(!output.standardOutput.contains("PASS"))
  }

  @Test("--filter keeps the fixtures whose path or title holds the text, in any case")
  func filter() {
    let byTitle = run([PackagePaths.fixtures, "--filter", "SAVE ON THE WAY OUT", "--list"])
    #expect(byTitle.standardOutput.hasSuffix("2 fixtures\n"), "\(byTitle.standardOutput)")
    let byPath = run([PackagePaths.fixtures, "--filter=q04-"])
    #expect(byPath.exitCode == 0)
    #expect(byPath.standardOutput.contains("3 fixtures: 3 passed"), "\(byPath.standardOutput)")
    let none = run([PackagePaths.fixtures, "--filter", "no such lesson"])
    #expect(none.exitCode == 2)
    #expect(none.standardError.contains("error: no fixture in"))
  }

  @Test("-v shows every line each event printed, with its time, process, cause and fixture line")
  func verbose() throws {
    let output = run([PackagePaths.path(Self.stepSix), "-v"])
    #expect(output.exitCode == 0)
    let text = output.standardOutput
    #expect(text.contains("console of the run (time, process, what printed it"))
    #expect(text.contains("== home == (at "))
    let saving = try #require(text.split(separator: "\n").first { $0.contains("Saving 3 trips") })
    #expect(saving.contains(" s  p1  Saving 3 trips"))
    #expect(saving.contains("onChange in 'TripsApp'"))
    #expect(saving.contains("✓ line "))
    let quiet = run([PackagePaths.path(Self.stepSix)])
    #expect(!quiet.standardOutput.contains("console of the run"))
  }

  @Test("grade -v shows each pasted line as the app printed it, and what the grade made of it")
  func verbosePaste() throws {
    let paste = [
      "2026-11-29 21:14:19.123456+0000 Trips[1234:56789] TripsApp.init", "ContentView.body",
      "active -> inactive", "ContentView.init", "Saving 3 trips  ", "inactive -> background",
      "ContentView.init", "Message from debugger: killed",
    ].joined(separator: "\n")
    let output = LessonRunnerCommand(
      arguments: ["grade", PackagePaths.path(Self.stepSix), "-", "-v"], environment: [:],
      isTerminal: false, standardInput: { paste }
    ).run()
    #expect(output.exitCode == 1)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("  your paste, line by line") })
    let dump = Array(lines[(start + 2)...])
    #expect(dump.count == 8)
    #expect(
      dump[0].hasPrefix("     1  TripsApp.init ")
        && dump[0].hasSuffix("· when you launched the app, not checked"))
    #expect(
      dump[1].hasPrefix("     2  ContentView.body")
        && dump[1].hasSuffix("✓ when you launched the app"))
    #expect(
      dump[4].hasPrefix("     5  Saving 3 trips ") && dump[4].hasSuffix("✓ when you pressed Home"))
    #expect(dump[5].hasSuffix("↕ out of order, when you pressed Home"))
    #expect(dump[7].contains("– dropped: LLDB, Xcode's debugger"))
    let quiet = LessonRunnerCommand(
      arguments: ["grade", PackagePaths.path(Self.stepSix), "-"], environment: [:],
      isTerminal: false, standardInput: { paste }
    ).run()
    #expect(!quiet.standardOutput.contains("your paste, line by line"))
  }

  @Test(
    "--color always, never or auto; auto is on a terminal without NO_COLOR",
    arguments: [
      (["--color", "always"], false, [String: String](), true),
      (["--color=never"], true, [:], false),
      ([], true, [:], true),
      ([], true, ["NO_COLOR": "1"], false),
      ([], false, [:], false),
      (["--color", "auto"], true, ["TERM": "dumb"], false),
    ])
  func colour(
    _ options: [String], _ terminal: Bool, _ environment: [String: String], _ coloured: Bool
  ) throws {
    let path = try variant(Self.stepSix) {
      $0.replacingOccurrences(of: "Saving 3 trips\n", with: "Saving 4 trips\n")
    }
    let output = run([path] + options, environment: environment, terminal: terminal)
    #expect(output.exitCode == 1)
    #expect(output.standardOutput.contains("\u{1B}[") == coloured)
  }

  @Test("colour never spans a line break: each painted line ends with its reset")
  func resetsBeforeLineBreak() throws {
    let path = try variant(Self.stepSix) {
      $0.replacingOccurrences(of: "Saving 3 trips\n", with: "Saving 4 trips\n")
    }
    let verify = run([path, "--color", "always", "-v"]).standardOutput
    let paste = "TripsApp.init\nSaving 3 trips  \n"
    let grade = LessonRunnerCommand(
      arguments: ["grade", PackagePaths.path(Self.stepSix), "-", "--color", "always"],
      environment: [:], isTerminal: false, standardInput: { paste }
    ).run().standardOutput
    for text in [verify, grade] {
      #expect(text.contains("\u{1B}["))
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard let last = line.range(of: "\u{1B}[", options: .backwards) else { continue }
        #expect(line[last.lowerBound...].hasPrefix("\u{1B}[0m"), "colour left open: \(line)")
      }
    }
  }

  @Test("a command that reads its own options gets them in order, and the common ones work")
  func ownOptions() {
    let help = run(["lint", "-h"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.hasPrefix("USAGE: lesson-runner lint LESSON FIXTURES..."))
    let output = run([
      "lint", "--color", "never", PackagePaths.path("Lessons/lesson06.txt"),
      PackagePaths.path("Fixtures/lesson06"), "--format", "json",
    ])
    #expect(output.standardOutput.hasPrefix("{"))
    #expect(output.standardOutput.contains("\"schema\": \"lesson-runner/lint\""))
    #expect(!output.standardOutput.contains("\u{1B}["))
  }

  @Test(
    "a misspelled command or option suggests the right one, as a usage error",
    arguments: [
      (["verfy"], "unknown command 'verfy'; did you mean 'verify'?"),
      (["grde", "x.fixture"], "unknown command 'grde'; did you mean 'grade'?"),
      (["lnt", "x.txt", "y"], "unknown command 'lnt'; did you mean 'lint'?"),
      (["--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
      (["--verbsoe"], "unknown option '--verbsoe'; did you mean '--verbose'?"),
      (["--color", "alwyas"], "expected one of auto, always, never; did you mean 'always'?"),
      (["update", "--dryrun"], "unknown option '--dryrun'; did you mean '--dry-run'?"),
      (["grade", "--check"], "'--check' is for 'update' only, not 'grade'"),
      (["--list", "--list"], "'--list' is given twice"),
      (["update", "--check", "--dry-run"], "'--check' and '--dry-run' cannot be combined"),
    ])
  func misspelled(_ arguments: [String], _ message: String) {
    let output = run(arguments)
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("lesson-runner: error: "), "\(output.standardError)")
    #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
    #expect(output.standardError.contains(message), "\(output.standardError)")
    #expect(output.standardError.contains("usage: lesson-runner "))
    #expect(output.standardError.contains("see 'lesson-runner --help'"))
  }

  @Test("a folder that exists is a path even when its name is close to a command's")
  func pathNotCommand() throws {
    let folder = try PackagePaths.temporaryFolder() + "/grad"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let output = run([folder])
    #expect(output.standardError.contains("no fixtures found"), "\(output.standardError)")
  }

  @Test("'help grade' and 'grade --help' show grade's usage and options only")
  func commandHelp() {
    for arguments in [["help", "grade"], ["grade", "--help"]] {
      let text = run(arguments).standardOutput
      #expect(text.contains("lesson-runner grade FIXTURE --code FOLDER"))
      #expect(!text.contains("update [PATH"))
      #expect(text.contains("--code FOLDER"))
      #expect(!text.contains("--dry-run"))
    }
  }

  @Test("update --check writes nothing and exits 1 when a fixture would change, 0 when none would")
  func updateCheck() throws {
    let path = try variant(Self.stepSix) {
      $0.replacingOccurrences(of: "Saving 3 trips\n", with: "Saving 4 trips\n")
    }
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let output = run(["update", path, "--check"], environment: ["CI": "true"])
    #expect(output.exitCode == 1, "\(output.standardOutput)\(output.standardError)")
    #expect(output.standardOutput.contains("WOULD UPDATE"))
    #expect(output.standardOutput.contains("1 would be updated"))
    #expect(!output.standardOutput.contains("- Saving 4 trips"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    let clean = run(
      ["update", PackagePaths.path(Self.stepSix), "--check"], environment: ["CI": "1"])
    #expect(clean.exitCode == 0)
  }

  @Test("update --dry-run shows the diff and writes nothing")
  func updateDryRun() throws {
    let path = try variant(Self.stepSix) {
      $0.replacingOccurrences(of: "Saving 3 trips\n", with: "Saving 4 trips\n")
    }
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let output = run(["update", path, "--dry-run"])
    #expect(output.standardOutput.contains("- Saving 4 trips"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("+ Saving 3 trips"))
    #expect(output.standardOutput.contains("not written; the fixture passes"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    #expect(output.exitCode == 0)
  }
}
