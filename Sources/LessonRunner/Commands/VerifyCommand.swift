import Expectations
import Transcript

/// `lesson-runner [PATH ...]`: verifies every fixture and prints a line for each, a report for
/// each failure, and a summary.
struct VerifyCommand {
  var arguments: [String]
  var environment: [String: String]
  var colour: Bool

  func run(into output: inout LessonRunnerCommand.Output) {
    let roots = arguments.filter { !$0.hasPrefix("-") }
    let paths: [String]
    do {
      paths = try FixtureDiscovery.paths(in: roots.isEmpty ? ["Fixtures"] : roots)
    } catch {
      output.error(error.description)
      output.exitCode = 2
      return
    }
    guard !paths.isEmpty else {
      output.error("error: no fixtures found in \(roots.isEmpty ? "Fixtures" : roots.joined(separator: ", "))")
      output.exitCode = 2
      return
    }
    var passed = 0, failed = 0, bad = 0
    let runner = FixtureRunner()
    for path in paths {
      switch runner.run(path: path) {
      case .verified(let result, _):
        if result.passed {
          passed += 1
          output.print("\(paint("PASS", .green)) \(path) — \(result.title)")
        } else {
          failed += 1
          output.print(FailureReport.render(result, colour: colour))
        }
      case .badInput(let error):
        bad += 1
        output.error(error.description)
      }
    }
    output.print("\(paths.count) fixture\(paths.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(bad) bad input")
    output.exitCode = bad > 0 ? 2 : (failed > 0 ? 1 : 0)
  }

  enum Colour: String { case green = "32", red = "31" }

  private func paint(_ text: String, _ colour: Colour) -> String {
    self.colour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
  }
}
