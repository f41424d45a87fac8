import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// The budget of interpreter steps: a default that stops an endless program within a second,
/// raised by `--max-steps N` or by a fixture's `max steps: N`.
@Suite("The budget of steps")
struct StepBudgetTests {
  /// A program whose launch takes about three million steps: a million and a half turns, each
  /// one step and one for the three expressions of `total += i` (`StepCost`).
  private func fixture(header: String = "") throws -> String {
    let text = """
      # a long loop
      source: the step budget tests
      device: iPhone 17
      \(header)
      -- App.swift --
      import SwiftUI

      @main
      struct ProbeApp: App {
          init() {
              var total = 0
              for i in 0..<1_500_000 { total += i }
              print(total)
          }
          var body: some Scene { WindowGroup { Text("t") } }
      }

      == launch ==
      1124999250000

      """
    let path = try PackagePaths.temporaryFolder() + "/loop.fixture"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func run(_ arguments: [String]) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: arguments, environment: [:], isTerminal: false).run()
  }

  @Test("the default budget stops a long run, and says how to raise it")
  func defaultStops() throws {
    let output = run([try fixture()])
    #expect(output.exitCode == 1)
    #expect(output.standardOutput.contains("ran 1000000 steps without settling"))
    #expect(output.standardOutput.contains("--max-steps"))
  }

  @Test("--max-steps raises the budget", arguments: ["5000000", "5_000_000", "5,000,000"])
  func flagRaises(_ steps: String) throws {
    let output = run(["--max-steps", steps, try fixture()])
    #expect(output.exitCode == 0, "\(output.standardOutput)")
  }

  @Test("'max steps:' in the header raises the fixture's own budget")
  func headerRaises() throws {
    let output = run([try fixture(header: "max steps: 4,000,000")])
    #expect(output.exitCode == 0, "\(output.standardOutput)")
  }

  @Test("a budget that is not a positive number is bad input", arguments: ["0", "-5", "many"])
  func badBudget(_ steps: String) throws {
    let flag = run(["--max-steps", steps, try fixture()])
    #expect(flag.exitCode == 2)
    #expect(flag.standardError.contains("'--max-steps' needs a positive number of steps, not '\(steps)'"))
    let path = try fixture(header: "max steps: \(steps)")
    let header = run([path])
    #expect(header.exitCode == 2)
    #expect(header.standardError.hasPrefix("\(path):4:"), "\(header.standardError)")
    #expect(header.standardError.contains("expected a positive number of steps after 'max steps:'"))
  }
}
