import Transcript

/// A fixture result written for people: what failed in each event, as an annotated diff
/// and one sentence per problem.
///
/// ```text
/// FAIL Fixtures/garden.fixture — Garden, step 2: 1 of 3 events fails
/// passed: launch, return
///
/// == home == (Fixtures/garden.fixture:42)
/// 5   The garden: inactive → background
///   − Stored 3 beans
/// 6   North: inactive → background, 14 ticks
/// missing: `Stored 3 beans` should follow `The garden: inactive → background` (line 5)
///
/// (Expected: −, Actual: +)
/// ```
public struct FailureReport {
  /// Writes the report.
  ///
  /// - Parameters:
  ///   - result: What ``Verifier`` found.
  ///   - colour: Whether to use ANSI colour: red for expected-only lines, green for actual-only.
  /// - Returns: The report, lines separated by `\n`, ending with a line break.
  public static func render(_ result: FixtureResult, colour: Bool) -> String {
    FailureReport(result: result, style: ReportStyle(colour: colour)).render()
  }

  private let result: FixtureResult
  private let style: ReportStyle

  private init(result: FixtureResult, style: ReportStyle) {
    self.result = result
    self.style = style
  }

  private func render() -> String {
    var output = [summary()]
    if result.passed { return output[0] + "\n" }
    if let failure = result.runFailure {
      output.append("the run stopped: \(failure)")
    }
    let passedEvents = result.events.filter(\.passed).map(\.label)
    if !passedEvents.isEmpty {
      output.append("passed: " + passedEvents.joined(separator: ", "))
    }
    if let build = result.build, !build.passed {
      output.append("")
      output += buildSection(build)
    }
    for event in result.events where !event.passed {
      output.append("")
      output += eventSection(event)
    }
    output.append("")
    output.append("(Expected: −, Actual: +)")
    return output.joined(separator: "\n") + "\n"
  }

  private func summary() -> String {
    let count = result.events.count
    let events = count == 1 ? "1 event" : "\(count) events"
    if result.passed {
      return "\(style.green("PASS")) \(result.path) — \(result.title): \(events)"
    }
    let failing = result.failedEvents.count
    var problems: [String] = []
    if result.build?.passed == false { problems.append("the build claim fails") }
    if failing > 0 { problems.append("\(failing) of \(events) \(failing == 1 ? "fails" : "fail")") }
    if problems.isEmpty { problems.append("the run stopped early") }
    return "\(style.red("FAIL")) \(result.path) — \(result.title): "
      + problems.joined(separator: "; ")
  }

  private func buildSection(_ build: BuildResult) -> [String] {
    var output = [
      style.bold("== build ==") + (build.location.map { " (\(place($0)))" } ?? "")
    ]
    for match in build.matched {
      output.append("    \(match.actual)")
    }
    for missing in build.missing {
      output.append(style.red("  − \(missing)"))
    }
    for unexpected in build.unexpected {
      output.append(style.green("  + \(unexpected)"))
    }
    for missing in build.missing {
      output.append(
        "missing diagnostic: `\(missing)` (\(place(missing.location)))")
    }
    for unexpected in build.unexpected {
      output.append("unexpected \(unexpected.severity.rawValue): `\(unexpected)`")
    }
    return output
  }

  private func eventSection(_ event: EventResult) -> [String] {
    var output = [style.bold("== \(event.label) ==") + " (\(place(event.location)))"]
    if let claim = event.claim { output.append("claim: \(claim)") }
    guard event.reached else {
      output.append("not reached: the run stopped before this event")
      return output
    }
    if event.mode != nil, !event.consolePassed {
      let renderer = DiffRenderer(
        lines: event.lines, actual: event.actual, unexpected: event.unexpected, style: style)
      output += renderer.diff()
      if event.mode == .silent { output.append("expected no output") }
      output += renderer.sentences()
    }
    for violation in event.never {
      let line = "`\(style.visible(violation.text))` (line \(violation.index + 1))"
      if violation.pattern.text == violation.text {
        output.append("never: \(line) appeared")
      } else {
        output.append("never: `\(style.visible(violation.pattern.text))` appeared as \(line)")
      }
    }
    for screen in event.screens where !screen.passed {
      output += screenSection(screen)
    }
    if let hint = event.hint {
      output.append("hint: \(hint.message)")
    }
    return output
  }

  private func screenSection(_ screen: ScreenResult) -> [String] {
    var output = [
      style.bold(screen.target.directive) + " (\(place(screen.location)))"
    ]
    if let problem = screen.problem {
      output.append("screen: \(problem)")
      return output
    }
    let renderer = DiffRenderer(
      lines: screen.lines, actual: screen.actual, unexpected: screen.unexpected, style: style)
    output += renderer.diff()
    output += renderer.sentences()
    return output
  }

  /// `Fixtures/trips.fixture:42`: where a section starts, as reports point at it.
  private func place(_ location: SourceLocation) -> String {
    "\(location.file):\(location.line)"
  }
}
