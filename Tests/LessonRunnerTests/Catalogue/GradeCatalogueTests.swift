import Foundation
import HarnessTestSupport
import Testing

/// Hostile pastes, student folders and report files for `grade`, `--output` and `update`:
/// each ends in time and memory, with one error line for bad input, and no file is lost,
/// changed in part or widened (issue 10).
@Suite("Catalogue: grading, reports and updates")
struct GradeCatalogueTests {
  static let onAppear = "Fixtures/lesson54/q01-onappear-once.fixture"
  static let stepSix = "Fixtures/lesson06/step06-store-saves-on-background.fixture"

  /// A view the fixture's App can show, printing nothing.
  static let quietView = """
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("quiet")
        }
    }

    """

  /// Checks that the file at `path` still holds `bytes`.
  static func unchanged(_ path: String, _ bytes: [UInt8]) -> @Sendable (Workspace, ChildProcess.Result) throws -> Void {
    { workspace, _ in #expect(workspace.contents(path) == bytes, "'\(path)' was changed") }
  }

  static let cases: [CatalogueCase] = [
    CatalogueCase("issue: a paste that is not gradable", exits: [2], expect: "is not gradable") {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: Array("hello\nworld\n".utf8))
    },
    CatalogueCase("an empty paste", exits: [2], expect: "is not gradable") {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: [])
    },
    CatalogueCase("random bytes as a paste", exits: [2]) {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 13) })
    },
    CatalogueCase("issue: a 5 GB console file", exits: [2], expect: "too long to read") {
      Invocation(["grade", $0.lesson(onAppear), try $0.sparse("huge.txt", size: 5 << 30)])
    },
    CatalogueCase("a 5 GB console file in UTF-16 (read whole, so bounded)", exits: [2], expect: "too long to read") {
      let path = try $0.write("huge16.txt", bytes: [0xFF, 0xFE, 0x41, 0x00])
      guard truncate(path, off_t(5 << 30)) == 0 else { throw CocoaError(.fileWriteUnknown) }
      return Invocation(["grade", $0.lesson(onAppear), path])
    },
    CatalogueCase("a 70 MB paste on standard input", exits: [2], expect: "too long to grade") {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: [UInt8](repeating: 65, count: 70 << 20))
    },
    CatalogueCase("a console file that is a pipe", exits: [2], expect: "a pipe, not a file") {
      Invocation(["grade", $0.lesson(onAppear), try $0.fifo("console.txt")])
    },
    CatalogueCase("a console file that is a folder", exits: [2], expect: "a folder, not a file") {
      Invocation(["grade", $0.lesson(onAppear), $0.folder])
    },
    CatalogueCase("issue: --code with a link to /etc/passwd", exits: [0, 1], expect: "a link to a file outside the folder") {
      let code = try $0.code(["ContentView.swift": quietView])
      try $0.link("code/Passwd.swift", to: "/etc/passwd")
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    } after: { _, result in
      #expect(!result.standardOutput.contains("root:"), "the password file was read")
    },
    CatalogueCase("--code with a link to a file inside the folder", exits: [0, 1]) {
      let code = try $0.code(["Views/Real.swift": quietView])
      try $0.link("code/ContentView.swift", to: "Views/Real.swift")
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    },
    CatalogueCase("--code with a folder that does not exist", exits: [2], expect: "no such folder") {
      Invocation(["grade", $0.lesson(onAppear), "--code", $0.path("nowhere")])
    },
    CatalogueCase("--code with no Swift in the folder", exits: [2], expect: "no .swift files") {
      Invocation(["grade", $0.lesson(onAppear), "--code", try $0.code(["notes.txt": "hi"])])
    },
    CatalogueCase("--code with a pipe named ContentView.swift", exits: [0, 1], expect: "a pipe, not a file") {
      let code = try $0.code(["Other.swift": "let unused = 1\n"])
      try $0.fifo("code/ContentView.swift")
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    },
    CatalogueCase("--code with a 2 MB Swift file", exits: [0, 1], expect: "larger than") {
      let code = try $0.code(["ContentView.swift": quietView])
      try $0.write("code/Big.swift", String(repeating: "// padding\n", count: 200_000))
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    },
    CatalogueCase("--code with 100 Swift files", exits: [0, 1], expect: "only the first 64") {
      var files = ["ContentView.swift": quietView]
      for index in 0..<100 { files["F\(index).swift"] = "let value\(index) = \(index)\n" }
      return Invocation(["grade", $0.lesson(onAppear), "--code", try $0.code(files)])
    },
    CatalogueCase("--code with a folder that links to itself", exits: [0, 1]) {
      let code = try $0.code(["ContentView.swift": quietView])
      try $0.link("code/again", to: code)
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    },
    CatalogueCase("--code with a file that is not UTF-8", exits: [2], expect: "as UTF-8 text") {
      let code = try $0.code([:])
      try $0.write("code/ContentView.swift", bytes: [0x66, 0xFF, 0xFE, 0x0A])
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    },
    CatalogueCase("--code 30 folders deep", exits: [0, 1], expect: "folders deep") {
      let code = try $0.code(["ContentView.swift": quietView])
      try $0.write("code/" + String(repeating: "d/", count: 30) + "Deep.swift", "let deep = 1\n")
      return Invocation(["grade", $0.lesson(onAppear), "--code", code])
    },
    CatalogueCase("--code with a 7,100-term sum", exits: [2], expect: "expression is too long") {
      let sum = Array(repeating: "1", count: 7_100).joined(separator: " + ")
      let view = quietView.replacingOccurrences(of: "Text(\"quiet\")", with: "Text(\"\\(\(sum))\")")
      return Invocation(["grade", $0.lesson(onAppear), "--code", try $0.code(["ContentView.swift": view])])
    },
    CatalogueCase("grade without a console", exits: [2], expect: "'grade' needs a console") {
      Invocation(["grade", $0.lesson(onAppear)])
    },
    // --output never takes an input's place.
    CatalogueCase("issue: --output pointed at its own fixture", exits: [2], expect: "would overwrite") {
      let fixture = try $0.copy(onAppear, as: "own.fixture")
      return Invocation([fixture, "--format", "json", "--output", fixture])
    } after: { workspace, _ in
      let original = workspace.contents(workspace.lesson(onAppear))
      #expect(workspace.contents(workspace.path("own.fixture")) == original)
    },
    CatalogueCase("--output pointed at the console being graded", exits: [2], expect: "would overwrite") {
      let console = try $0.write("console.txt", "onAppear\n")
      return Invocation(["grade", $0.lesson(onAppear), console, "--output", console])
    } after: { workspace, _ in
      #expect(workspace.contents(workspace.path("console.txt")) == Array("onAppear\n".utf8))
    },
    CatalogueCase("--output through a link to the fixture", exits: [2], expect: "would overwrite") {
      let fixture = try $0.copy(onAppear, as: "own.fixture")
      return Invocation([fixture, "--output", try $0.link("report.json", to: fixture)])
    },
    CatalogueCase("--output a hard link to the fixture", exits: [2], expect: "would overwrite") {
      let fixture = try $0.copy(onAppear, as: "own.fixture")
      try FileManager.default.linkItem(atPath: fixture, toPath: $0.path("hard.json"))
      return Invocation([fixture, "--output", $0.path("hard.json")])
    },
    CatalogueCase("--output a Swift file of the student's", exits: [2], expect: "would overwrite a Swift file") {
      let code = try $0.code(["ContentView.swift": quietView])
      return Invocation(["grade", $0.lesson(onAppear), "--code", code, "--output", code + "/ContentView.swift"])
    } after: { workspace, _ in
      #expect(workspace.contents(workspace.path("code/ContentView.swift")) == Array(quietView.utf8))
    },
    CatalogueCase("--output into a folder that does not exist", exits: [2], expect: "no such folder") {
      Invocation([$0.lesson(onAppear), "--output", $0.path("missing/report.json")])
    },
    CatalogueCase("--output that is a folder", exits: [2], expect: "not a regular file") {
      Invocation([$0.lesson(onAppear), "--output", $0.folder])
    },
    CatalogueCase("issue: --output keeps the report file's permissions", exits: [0]) {
      let report = try $0.write("report.json", "{}")
      try $0.setMode(report, 0o600)
      return Invocation([$0.lesson(onAppear), "--format", "json", "--output", report])
    } after: { workspace, _ in
      #expect(workspace.mode(workspace.path("report.json")) == 0o600)
      #expect(workspace.contents(workspace.path("report.json")).count > 2)
      #expect(workspace.temporaryFiles().isEmpty)
    },
    CatalogueCase("issue: update keeps the fixture's permissions", exits: [1, 0]) {
      let fixture = try $0.copy(stepSix) { $0.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips") }
      try $0.setMode(fixture, 0o640)
      return Invocation(["update", fixture])
    } after: { workspace, _ in
      let path = workspace.path((stepSix as NSString).lastPathComponent)
      #expect(workspace.mode(path) == 0o640)
      #expect(workspace.contents(path) == workspace.contents(workspace.lesson(stepSix)))
      #expect(workspace.temporaryFiles().isEmpty)
    },
    CatalogueCase("issue: update writes through a linked fixture", exits: [1, 0]) {
      try $0.copy(stepSix, as: "real/step.fixture") { $0.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips") }
      return Invocation(["update", try $0.link("linked.fixture", to: "real/step.fixture")])
    } after: { workspace, _ in
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("linked.fixture"))
      #expect(link == "real/step.fixture")
      #expect(workspace.contents(workspace.path("real/step.fixture")) == workspace.contents(workspace.lesson(stepSix)))
    },
    CatalogueCase("update under CI", exits: [2], expect: "does not run when CI is set") {
      Invocation(["update", try $0.copy(stepSix)], environment: ["CI": "true"])
    },
  ]

  @Test("each ends in time and memory, with one error line for bad input", arguments: cases)
  func catalogue(_ item: CatalogueCase) throws {
    _ = try CatalogueCheck.run(item)
  }
}
