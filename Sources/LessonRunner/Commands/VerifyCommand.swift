import Expectations
import Transcript

/// `lesson-runner [PATH ...]`: verifies every fixture and prints a line for each, a report for
/// each failure, and a summary; `--format` and `--output` give the same results to machines,
/// and with `GITHUB_ACTIONS=true` each failing fixture line gets an `::error` annotation.
///
/// `--list` lists the fixtures instead; `--filter TEXT` keeps those whose path or title holds
/// TEXT; `-v` adds, under each fixture, every line each event printed with its time and cause.
struct VerifyCommand {
  var invocation: Invocation

  func run(into output: inout LessonRunnerCommand.Output) {
    // Listing runs nothing: only a run needs the registry, built while the fixtures are read.
    if !invocation.has("--list") { EngineWarmUp.start() }
    let entries: [FixtureSelection.Entry]
    do {
      entries = try FixtureSelection(paths: invocation.paths, filter: invocation.values["--filter"])
        .entries()
    } catch {
      output.error(error.description)
      output.exitCode = 2
      return
    }
    if invocation.has("--list") {
      FixtureSelection.list(entries, into: &output)
      return
    }
    guard
      let budget = invocation.stepBudget(standard: FixtureRunner.defaultStepBudget, into: &output)
    else { return }
    var configured = FixtureRunner(stepBudget: budget)
    // Each distinct Swift file of the course read once, on all cores, before any fixture runs.
    configured.swiftFiles = SwiftFileCache.reading(entries.compactMap { try? $0.fixture.get() })
    let runner = configured
    let invocation = invocation
    // Fixtures run on all cores, each on its own; results keep the order of the entries.
    let results = FixtureBatch.map(entries) { entry -> Verified in
      let start = invocation.clock()
      var verified: Verified
      do throws(InputError) {
        let fixture = try entry.fixture.get()
        switch try runner.run(fixture) {
        case .verified(let result, let transcript):
          verified = .verified(
            fixture, result, transcript,
            grade: Grader.grade(fixture, run: result, subject: .fixture))
        case .badInput(let error):
          verified = .badInput(entry.path, error)
        }
      } catch {
        verified = .badInput(entry.path, error)
      }
      verified.measured(invocation.clock() - start)
      return verified
    }
    if invocation.wantsHTML { return writeHTML(results, into: &output) }
    if invocation.environment["GITHUB_ACTIONS"] == "true" {
      for annotation in results.flatMap({ GitHubAnnotations.errors(for: $0.grade) }) {
        output.print(annotation)
      }
    }
    for case .badInput(_, let error, _) in results {
      output.error(error.description)
    }
    let delivered = invocation.report.deliver(
      results.map(\.grade), command: "verify", human: { human(results, colour: $0) },
      colour: invocation.colour, into: &output)
    let failed = results.filter { $0.grade.outcome == .fail }
    let bad = results.filter { if case .badInput = $0 { true } else { false } }
    output.exitCode = !delivered || !bad.isEmpty ? 2 : (failed.isEmpty ? 0 : 1)
  }

  /// The human report: the one human report of each fixture (a line when it passes), its
  /// console with `-v`, and a summary (bad input is on standard error).
  private func human(_ results: [Verified], colour: Bool) -> String {
    var lines: [String] = []
    for result in results {
      guard case .verified(_, _, let transcript, let grade) = result else { continue }
      var report = HumanReport(grade: grade, colour: colour).render()
      if report.hasSuffix("\n") { report.removeLast() }
      lines.append(report)
      if invocation.has("--verbose") {
        lines += ConsoleDump(transcript: transcript, grade: grade, colour: colour).render()
      }
    }
    let count = results.count
    let passed = results.filter { $0.grade.outcome == .pass }.count
    let failed = results.filter { $0.grade.outcome == .fail }.count
    lines.append(
      "\(count) fixture\(count == 1 ? "" : "s"): \(passed) passed, \(failed) failed,"
        + " \(count - passed - failed) bad input")
    return lines.joined(separator: "\n")
  }
}

extension VerifyCommand {
  /// One fixture verified, or the bad input that stopped it, with its grade for reports.
  enum Verified: Sendable {
    case verified(Fixture, FixtureResult, Transcript, grade: Grade)
    case badInput(String, InputError, grade: Grade? = nil)

    /// The fixture's result as a grade, for every report.
    var grade: Grade {
      switch self {
      case .verified(_, _, _, let grade):
        return grade
      case .badInput(let path, let error, let grade):
        return grade
          ?? Grader.unmade(
            .error, path: path, subject: .fixture, message: "the fixture cannot be used",
            problems: [error.diagnostic])
      }
    }

    /// Records how long verifying the fixture took.
    mutating func measured(_ seconds: Double) {
      var grade = self.grade
      grade.duration = seconds
      switch self {
      case .verified(let fixture, let result, let transcript, _):
        self = .verified(fixture, result, transcript, grade: grade)
      case .badInput(let path, let error, _):
        self = .badInput(path, error, grade: grade)
      }
    }
  }
}
