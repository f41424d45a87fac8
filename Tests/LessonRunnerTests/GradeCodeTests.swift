import Expectations
import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// `lesson-runner grade FIXTURE --code FOLDER`: a student's Swift files, run with the fixture's
/// events; the program is data, and an endless loop stops.
@Suite("Grading a student's code")
struct GradeCodeTests {
  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"

  /// A folder holding the fixture's Swift files, each changed by `change` (by file name);
  /// `keep` names the files to write (default: all).
  private func folder(
    _ fixturePath: String = stepSeven, keep: Set<String>? = nil,
    change: (String, String) -> String = { $1 }
  ) throws -> String {
    let fixture = try FixtureRunner().load(path: PackagePaths.path(fixturePath))
    let folder = try PackagePaths.temporaryFolder()
    for file in fixture.swiftFiles where keep?.contains(file.name) ?? true {
      try change(file.name, file.text).write(
        toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
    }
    return folder
  }

  private func grade(_ folder: String, fixture: String = stepSeven) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(
      arguments: ["grade", PackagePaths.path(fixture), "--code", folder], environment: [:],
      isTerminal: false
    ).run()
  }

  /// Moves `warren.save()` from the App's onChange into the view's.
  static func saveInView(_ name: String, _ text: String) -> String {
    switch name {
    case "BurrowApp.swift":
      return text.replacingOccurrences(
        of:
          "                if new == .background {\n                    warren.save()\n                }\n",
        with: "")
    case "ContentView.swift":
      return text.replacingOccurrences(
        of: "                asleepSince = .now\n",
        with: "                asleepSince = .now\n                warren.save()\n")
    default:
      return text
    }
  }

  @Test("the lesson's own files pass with full score")
  func lessonFilesPass() throws {
    let output = grade(try folder())
    #expect(output.exitCode == 0, "\(output.standardOutput)")
    #expect(output.standardOutput.hasPrefix("PASS "))
    #expect(output.standardOutput.contains("score: 1/1"))
  }

  @Test(
    "every lesson's own files, given as a student's, pass with full score, screens included",
    arguments: PackagePaths.allFixtures)
  func everyLessonPasses(_ path: String) throws {
    let output = grade(try folder(path), fixture: path)
    #expect(output.exitCode == 0, "\(output.standardOutput)")
    #expect(output.standardOutput.hasPrefix("PASS "))
  }

  @Test("the save moved into the view's onChange fails, names the order, and shows the hint")
  func saveInTheView() throws {
    let folder = try folder(change: Self.saveInView)
    let changed = try String(contentsOfFile: folder + "/ContentView.swift", encoding: .utf8)
    #expect(changed.contains("warren.save()"))
    let output = grade(folder)
    #expect(output.exitCode == 1, "\(output.standardOutput)")
    let report = output.standardOutput
    #expect(report.contains("✗ when you pressed Home"))
    #expect(
      report.contains(
        "  ✗ Saved 3 carrots\n      out of order: found at line 7 of its console, after `Clover: inactive → background"
      ))
    #expect(report.contains("expected after `The warren: inactive → background`"))
    #expect(report.contains("hint: save in the App or the scene: they hear before any view"))
  }

  @Test("files the student did not write come from the fixture, and the report says which")
  func filledIn() throws {
    let output = grade(try folder(keep: ["ContentView.swift"], change: Self.saveInView))
    #expect(output.exitCode == 1)
    #expect(
      output.standardOutput.contains(
        "note: taken from the fixture, as the folder has no such file: Warren.swift, BurrowApp.swift, BurrowScene.swift, BurrowArt.swift"
      ))
  }

  @Test("an endless loop stops on the step budget with an error")
  func endlessLoop() throws {
    let folder = try folder { name, text in
      name == "ContentView.swift"
        ? text.replacingOccurrences(
          of: "                asleepSince = .now\n",
          with:
            "                asleepSince = .now\n                var n = 0\n                while n >= 0 { n += 1 }\n"
        )
        : text
    }
    let output = grade(folder)
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.hasPrefix("ERROR "))
    #expect(
      output.standardOutput.contains(
        "the program did not finish during == home ==: it never stopped working (an endless loop?)")
    )
    #expect(output.standardOutput.contains("ContentView.swift:46:"))
    #expect(output.standardOutput.contains("ran 200000 steps without settling"))
    #expect(output.standardOutput.contains("score: 0/1"))
  }

  @Test(
    "student code reaches no file and no network: such calls are clean errors",
    arguments: [
      (
        "let data = FileManager.default.contents(atPath: \"/etc/passwd\")",
        "'FileManager' is not available"
      ),
      (
        "let task = URLSession.shared.dataTask(with: URL(string: \"https://example.com\")!)",
        "'URLSession' is not available"
      ),
    ])
  func sandboxed(_ call: String, _ advice: String) throws {
    let folder = try folder { name, text in
      name == "ContentView.swift"
        ? text.replacingOccurrences(
          of: "                asleepSince = .now\n",
          with: "                asleepSince = .now\n                \(call)\n")
        : text
    }
    let output = grade(folder)
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.contains("the program stopped with an error during == home =="))
    #expect(output.standardOutput.contains(advice))
  }

  @Test("reading a file by its path gives no file's content")
  func noFileContent() throws {
    let folder = try folder { name, text in
      name == "ContentView.swift"
        ? text.replacingOccurrences(
          of: "                asleepSince = .now\n",
          with:
            "                asleepSince = .now\n                print((try? String(contentsOfFile: \"/etc/passwd\")) ?? \"none\")\n"
        )
        : text
    }
    let output = grade(folder)
    #expect(!output.standardOutput.contains("root:"))
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.contains("lesson-runner does not model 'String.init(contentsOfFile:)'"), "\(output.standardOutput)")
  }

  @Test(
    "a folder that cannot be graded is an error that says why",
    arguments: ["no such folder", "no .swift files", "cannot be read", "does not build"])
  func badFolder(_ kind: String) throws {
    let path: String
    switch kind {
    case "no such folder": path = "/nonexistent/student"
    case "no .swift files": path = try PackagePaths.temporaryFolder()
    case "cannot be read":
      path = try folder { name, text in
        name == "ContentView.swift" ? text + "\nlet unread = [1, 2\n" : text
      }
    default:
      path = try folder { name, text in
        name == "BurrowArt.swift"
          ? text
            + "\n@main\nstruct Other: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"
          : text
      }
    }
    let output = grade(path)
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.hasPrefix("ERROR "))
    switch kind {
    case "cannot be read":
      #expect(output.standardOutput.contains("the code cannot be read"))
      #expect(output.standardOutput.contains("  ContentView.swift:"))
    case "does not build":
      #expect(output.standardOutput.contains("the code does not build"))
      #expect(output.standardOutput.contains("BurrowArt.swift:"))
    default:
      #expect(output.standardOutput.contains(kind))
    }
  }
}
