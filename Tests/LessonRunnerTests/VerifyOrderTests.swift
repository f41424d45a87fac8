import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// Verifying runs fixtures on all cores; what it reports does not depend on which finished
/// first.
@Suite("Verifying on all cores")
struct VerifyOrderTests {
  private func run(_ arguments: [String]) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: arguments, environment: [:], isTerminal: false).run()
  }

  /// A passing, a failing and a malformed fixture, mixed with the shipped ones.
  private func mixedPaths() throws -> [String] {
    let folder = try PackagePaths.temporaryFolder()
    let shipped = PackagePaths.allFixtures.map(PackagePaths.path)
    let source = try String(contentsOfFile: shipped[0], encoding: .utf8)
    let failing = folder + "/failing.fixture"
    try source.replacingOccurrences(of: "== launch ==\n", with: "== launch ==\nnot printed\n")
      .write(toFile: failing, atomically: true, encoding: .utf8)
    let malformed = folder + "/malformed.fixture"
    try "# broken\n== hmoe ==\n".write(toFile: malformed, atomically: true, encoding: .utf8)
    return Array(shipped[..<5]) + [failing] + Array(shipped[5..<10]) + [malformed] + [shipped[10]]
  }

  @Test("the report follows the paths' order, and is the same run after run")
  func fixedOrder() throws {
    let paths = try mixedPaths()
    let first = run(paths)
    #expect(first.exitCode == 2)
    let reported = first.standardOutput.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("PASS ") || line.hasPrefix("FAIL ") else { return nil }
      return String(line.dropFirst(5).prefix { $0 != " " })
    }
    let verified = paths.filter { !$0.hasSuffix("malformed.fixture") }
    #expect(reported == verified)
    for _ in 0..<3 {
      #expect(run(paths) == first)
    }
  }

  @Test("machine formats list the fixtures in the paths' order")
  func machineOrder() throws {
    let paths = try mixedPaths()
    let output = run(paths + ["--format", "json"])
    let text = output.standardOutput
    let positions = paths.map { path in
      text.range(of: "\"\(path.replacingOccurrences(of: "/", with: "\\/"))\"")?.lowerBound
        ?? text.range(of: "\"\(path)\"")?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil }, "\(text.prefix(400))")
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted())
  }

  @Test("--version prints the version and exits 0")
  func version() {
    let output = run(["--version"])
    #expect(output.exitCode == 0)
    #expect(output.standardOutput == "lesson-runner \(Version.current)\n")
  }
}
