import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// A block's lines nobody expected: the first hundred are checks of their own, the rest one
/// check that counts them; text reports name ten and count the rest; scores are what they
/// were (lesson-fuzz seed 1, case 147005: 50,000 printed lines, each a check, each reported).
@Suite("Lines nobody expected, folded past a hundred")
struct UnexpectedFoldTests {
  /// A program printing `count` lines, `line 0` to `line N`, of which the block claims the first.
  private func fixture(count: Int, block: String = "") throws -> String {
    let text = """
      # many lines
      source: the unexpected fold tests
      device: iPhone 17

      -- App.swift --
      import SwiftUI

      @main
      struct ProbeApp: App {
          init() {
              for i in 0..<\(count) { print("line \\(i)") }
          }
          var body: some Scene { WindowGroup { Text("t") } }
      }

      == launch ==
      \(block)line 0

      """
    let path = try PackagePaths.temporaryFolder() + "/many-\(count).fixture"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func run(_ arguments: [String]) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: arguments, environment: [:], isTerminal: false).run()
  }

  /// The line check records of the JSON report.
  private func records(_ output: LessonRunnerCommand.Output) throws -> [[String: Any]] {
    let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
    let fixtures = try #require(json?["fixtures"] as? [[String: Any]])
    return try #require(fixtures.first?["checks"] as? [[String: Any]])
  }

  @Test("500 lines where one is claimed: 100 unexpected checks, then one that counts 399")
  func folded() throws {
    let output = run([try fixture(count: 500), "--format", "json"])
    #expect(output.exitCode == 1)
    let records = try self.records(output)
    let unexpected = records.filter { $0["kind"] as? String == "unexpected" }
    #expect(unexpected.count == 101)
    #expect(unexpected.last?["actual_line"] as? Int == 102)
    let message = unexpected.last?["message"] as? String ?? ""
    #expect(message.contains("and 398 more lines nobody expected after it"), "\(message)")
    let block = records.first { $0["kind"] as? String == "event" }
    #expect(block?["message"] as? String == "499 of 500 line checks failed")
  }

  @Test("101 lines nobody expected are all checks of their own: folding one would save nothing")
  func notFoldedAtTheEdge() throws {
    let records = try self.records(run([try fixture(count: 102), "--format", "json"]))
    let unexpected = records.filter { $0["kind"] as? String == "unexpected" }
    #expect(unexpected.count == 101)
    #expect(unexpected.allSatisfy { !(($0["message"] as? String) ?? "").contains("more lines") })
  }

  @Test("scored per line, the folded check weighs the lines it counts")
  func scoresKept() throws {
    let path = try fixture(count: 500, block: "-- points: 500 --\n-- scoring: per line --\n")
    let records = try self.records(run([path, "--format", "json"]))
    let block = records.first { $0["kind"] as? String == "event" }
    #expect(block?["score"] as? Double == 1)
    let unexpected = records.filter { $0["kind"] as? String == "unexpected" }
    #expect(unexpected.first?["max_score"] as? Double == 1)
    #expect(unexpected.last?["max_score"] as? Double == 399)
  }

  @Test("JUnit, Gradescope and GitHub Classroom name ten lines nobody expected and count the rest",
    arguments: ["junit", "gradescope", "classroom"])
  func textReportsCount(_ format: String) throws {
    let output = run([try fixture(count: 500), "--format", format])
    var text = output.standardOutput
    if format == "classroom", let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)) {
      text = String(decoding: data, as: UTF8.self)
    }
    #expect(text.contains("… and 489 more unexpected lines"), "\(text.prefix(3000))")
    #expect(text.components(separatedBy: "actual:").count - 1 == 10)
  }

  @Test("the human report's diff marks the folded lines as printed and not expected")
  func diffMarksFolded() throws {
    let output = run([try fixture(count: 150)])
    #expect(output.standardOutput.contains("… and 139 more unexpected lines"))
    // Rows past the hundred and first unexpected line are still `+` rows.
    #expect(output.standardOutput.contains("150 + line 149"), "\(output.standardOutput.suffix(2000))")
  }
}
