import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// `grade FIXTURE CONSOLE` reads the console file in chunks, twice; files that cannot be read
/// that way (UTF-16, a pipe) are read whole first, and grade the same.
@Suite("Grading a console file")
struct GradeConsoleFileTests {
  static let fixture = "Fixtures/lesson06/step06-store-saves-on-background.fixture"

  private func grade(_ console: String) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(
      arguments: ["grade", PackagePaths.path(Self.fixture), console, "--format", "json"],
      environment: [:], isTerminal: false
    ).run()
  }

  /// The lines of the fixture's blocks, as a student might paste them (with `→` arrows).
  private func console() throws -> String {
    let text = try String(contentsOfFile: PackagePaths.path(Self.fixture), encoding: .utf8)
    // The claimed lines of every block, in order: what the program printed.
    var lines: [String] = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("== ") {
        inBlock = true
        continue
      }
      if inBlock, !line.hasPrefix("--"), !line.isEmpty {
        lines.append(line.replacingOccurrences(of: "->", with: "→"))
      }
    }
    return "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n"
  }

  @Test("a console saved in UTF-16 grades as the same console in UTF-8")
  func utf16() throws {
    let folder = try PackagePaths.temporaryFolder()
    let text = try console()
    let utf8 = folder + "/console-utf8.txt"
    try text.write(toFile: utf8, atomically: true, encoding: .utf8)
    let utf16 = folder + "/console-utf16.txt"
    try #require(text.data(using: .utf16)).write(to: URL(fileURLWithPath: utf16))
    let expected = grade(utf8)
    #expect(expected.exitCode != 2, "\(expected.standardOutput.prefix(600))")
    let found = grade(utf16)
    #expect(found.exitCode == expected.exitCode)
    // The reports name their file and say how long grading took; all else is the same.
    func comparable(_ text: String) -> [Substring] {
      text.replacingOccurrences(of: "console-utf16", with: "console-utf8")
        .split(separator: "\n").filter { !$0.contains("\"time\"") }
    }
    #expect(comparable(found.standardOutput) == comparable(expected.standardOutput))
  }

  @Test("a console that cannot be read is an error that names it")
  func unreadable() throws {
    let output = grade("/no/such/console.txt")
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.contains("cannot read the console file '/no/such/console.txt'"))
  }
}
