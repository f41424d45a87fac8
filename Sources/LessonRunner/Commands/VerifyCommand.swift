import Expectations
import Transcript

/// `lesson-runner [PATH ...]`: verifies every fixture and prints a line for each, a report for
/// each failure, and a summary; `--format` and `--output` give the same results to machines,
/// and with `GITHUB_ACTIONS=true` each failing fixture line gets an `::error` annotation.
struct VerifyCommand {
  var arguments: [String]
  var environment: [String: String]
  var colour: Bool
  var report = ReportOptions()

  func run(into output: inout LessonRunnerCommand.Output) {
    let roots = arguments
    let paths: [String]
    do {
      paths = try FixtureDiscovery.paths(in: roots.isEmpty ? ["Fixtures"] : roots)
    } catch {
      output.error(error.description)
      output.exitCode = 2
      return
    }
    guard !paths.isEmpty else {
      output.error(
        "error: no fixtures found in \(roots.isEmpty ? "Fixtures" : roots.joined(separator: ", "))")
      output.exitCode = 2
      return
    }
    // Fixtures are read and run on all cores; results keep the order of the paths.
    let results = FixtureBatch.map(paths, Verified.init(path:))
    if environment["GITHUB_ACTIONS"] == "true" {
      for annotation in results.flatMap(\.annotations) {
        output.print(annotation)
      }
    }
    for case .badInput(_, let error) in results {
      output.error(error.description)
    }
    // The human report needs no grade: they are made only for the machine formats.
    let delivered = report.deliver(
      report.format == .human ? [] : results.map(\.grade), command: "verify",
      human: { human(results, colour: $0) }, colour: colour, into: &output)
    let failed = results.filter {
      if case .verified(_, let result) = $0 { !result.passed } else { false }
    }
    let bad =
      results.count - results.filter { if case .verified = $0 { true } else { false } }.count
    output.exitCode = !delivered || bad > 0 ? 2 : (failed.isEmpty ? 0 : 1)
  }

  /// The human report: a line per passing fixture, a report per failing one, a summary (bad
  /// input is on standard error).
  private func human(_ results: [Verified], colour: Bool) -> String {
    var lines: [String] = []
    var passed = 0
    var failed = 0
    var bad = 0
    for result in results {
      switch result {
      case .verified(let fixture, let result) where result.passed:
        passed += 1
        lines.append("\(paint("PASS", .green, colour)) \(fixture.path) — \(result.title)")
      case .verified(_, let result):
        failed += 1
        var report = FailureReport.render(result, colour: colour)
        if report.hasSuffix("\n") { report.removeLast() }
        lines.append(report)
      case .badInput:
        bad += 1
      }
    }
    let count = results.count
    lines.append(
      "\(count) fixture\(count == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(bad) bad input"
    )
    return lines.joined(separator: "\n")
  }

  enum Colour: String {
    case green = "32"
    case red = "31"
  }

  private func paint(_ text: String, _ colour: Colour, _ enabled: Bool) -> String {
    enabled ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
  }
}

extension VerifyCommand {
  /// One fixture verified, or the bad input that stopped it.
  enum Verified: Sendable {
    case verified(Fixture, FixtureResult)
    case badInput(String, InputError)

    /// Reads and runs the fixture at `path`.
    init(path: String) {
      let runner = FixtureRunner()
      do {
        let fixture = try runner.load(path: path)
        switch try runner.run(fixture) {
        case .verified(let result, _):
          self = .verified(fixture, result)
        case .badInput(let error):
          self = .badInput(path, error)
        }
      } catch {
        self = .badInput(path, error)
      }
    }

    /// The fixture's result as a grade, for the machine formats.
    var grade: Grade {
      switch self {
      case .verified(let fixture, let result):
        return Grader.grade(fixture, run: result, subject: .fixture)
      case .badInput(let path, let error):
        return Grader.unmade(
          .error, path: path, subject: .fixture, message: "the fixture cannot be used",
          problems: [error.diagnostic])
      }
    }

    /// GitHub Actions annotations at each fixture line that failed.
    var annotations: [String] { GitHubAnnotations.errors(for: grade) }
  }
}
