import Transcript

/// Turns what ``Verifier`` found for a run, event by event, into graded checks.
///
/// Used when the events are known: a student's code run on the engine, or a fixture verified.
struct ResultGrader {
  let fixture: Fixture
  let result: FixtureResult
  /// Whether a student reads the report: holes are then shown as the values their program
  /// printed, and events as what they did.
  var forStudent = false

  private var sentences: Sentences {
    forStudent
      ? Sentences { "line \($0 + 1) of its console" }
      : Sentences(namesLine: true) { "line \($0 + 1)" }
  }

  func checks() -> [GradeCheck] {
    var checks: [GradeCheck] = []
    if let build = result.build {
      checks.append(Self.buildCheck(build, fixture: fixture) { ($0.description, nil) })
    }
    for (index, expectation) in fixture.events.enumerated()
    where Claims.claimsSomething(expectation) && index < result.events.count {
      checks.append(eventCheck(result.events[index], expectation))
    }
    return checks
  }

  /// The values holes bound from the run, by name.
  private var values: [String: String] {
    Dictionary(result.bindings.map { ($0.name, $0.value) }) { first, _ in first }
  }

  /// An expected line as the reader of the report reads it.
  private func shown(_ pattern: LinePattern, found: Bool = false) -> String {
    forStudent ? StudentWords.shown(pattern, values: values, found: found) : pattern.text
  }

  private func eventCheck(_ event: EventResult, _ expectation: EventExpectation) -> GradeCheck {
    var lines: [LineCheck] = []
    // The printed lines by index, for the sentences of missing lines: made once a block, not
    // once a missing line (each made it anew, in proportion to the lines printed).
    var byIndex: [Int: String]?
    for result in event.lines {
      if case .missing = result.outcome, byIndex == nil {
        byIndex = Dictionary(uniqueKeysWithValues: event.actual.enumerated().map { ($0, $1) })
      }
      lines.append(lineCheck(result, in: event, printed: byIndex ?? [:]))
    }
    if event.mode == .silent {
      let printed = event.unexpected.map(\.text)
      lines.append(
        LineCheck(
          kind: .noOutput, status: printed.isEmpty ? .passed : .failed,
          expected: "-- no output --",
          actual: printed.isEmpty ? nil : printed.joined(separator: "\n"),
          actualLine: event.unexpected.first.map { $0.index + 1 }, location: expectation.location,
          message: printed.isEmpty
            ? "nothing was printed"
            : "\(printed.count == 1 ? "a line was" : "\(printed.count) lines were") printed,"
              + " first \(sentences.quote(printed[0]))"))
    } else {
      lines += UnexpectedFold.checks(event.unexpected, number: { $0.index + 1 }) { line in
        let after = line.index > 0 ? " after \(sentences.quote(event.actual[line.index - 1]))" : ""
        return LineCheck(
          kind: .unexpected, status: .failed, expected: nil, actual: line.text,
          actualLine: line.index + 1, location: Self.place(of: line, in: event),
          message: sentences.unexpected(
            line.text, at: line.index,
            claim: "the block lists every line printed, and not this one\(after)"))
      }
    }
    for pattern in expectation.never {
      let seen = event.never.first { $0.pattern.location == pattern.location }
      lines.append(
        LineCheck(
          kind: .never, status: seen == nil ? .passed : .failed, expected: pattern.text,
          expectedShown: shown(pattern), actual: seen?.text, actualLine: seen.map { $0.index + 1 },
          location: pattern.location,
          message: seen.map { sentences.never(pattern.text, appeared: $0.text, at: $0.index) }
            ?? Sentences.neverAbsent))
    }
    for screen in event.screens {
      lines.append(screenCheck(screen))
    }
    return GradeCheck.scored(
      id: "event-\(event.index + 1)", name: "== \(event.label) ==",
      claim: Claims.claim(of: expectation, in: fixture, forStudent: forStudent),
      event: GradeCheck.Event(index: event.index, spec: expectation.spec),
      location: expectation.location, points: expectation.points ?? 1,
      scoring: expectation.scoring, lines: lines, hint: event.hint?.message,
      expected: expectation.console?.lines.map(\.text) ?? [],
      actual: event.actual.enumerated().map { .init(number: $0 + 1, raw: $1) })
  }

  /// Where a printed line nobody expected sits in the fixture: on the expected line found just
  /// before it, else on the block's first expected line, else on the event's `==` line.
  static func place(of line: UnexpectedLine, in event: EventResult) -> SourceLocation {
    let before = event.lines.filter { ($0.actualIndex ?? .max) < line.index }
      .max { ($0.actualIndex ?? 0) < ($1.actualIndex ?? 0) }
    return before?.pattern.location ?? event.lines.first?.pattern.location ?? event.location
  }

  private func lineCheck(_ line: LineResult, in event: EventResult, printed: [Int: String])
    -> LineCheck
  {
    let previous = line.previous.map { event.lines[$0] }
    let check = {
      (status: GradeCheck.Status, placement: LineCheck.Placement, index: Int?, message: String) in
      LineCheck(
        kind: .line, status: status, placement: placement, expected: line.pattern.text,
        expectedShown: shown(
          line.pattern, found: placement == .inPlace || placement == .outOfOrder),
        actual: index.map { event.actual[$0] },
        actualLine: index.map { $0 + 1 },
        belongsAfter: placement == .missing || placement == .outOfOrder
          ? (line.belongsAfter.map { $0 + 1 } ?? 0) : nil,
        location: line.pattern.location, message: message)
    }
    switch line.outcome {
    case .matched(let index):
      return check(.passed, .inPlace, index, sentences.found(at: index))
    case .outOfRange(let index, let violation):
      return check(
        .failed, .outOfRange, index,
        sentences.outOfRange(event.actual[index], at: index, violation))
    case .outOfOrder(let found):
      return check(
        .failed, .outOfOrder, found,
        sentences.outOfOrder(
          shown(line.pattern), found: found, after: found > 0 ? event.actual[found - 1] : nil,
          expectedAfter: previous.map { shown($0.pattern) }))
    case .missing:
      let previousLine: Int? =
        switch previous?.outcome {
        case .matched(let index)?, .outOfRange(let index, _)?: index
        default: nil
        }
      return check(
        .failed, .missing, nil,
        sentences.missing(
          shown(line.pattern), previous: previous.map { shown($0.pattern) },
          previousLine: previousLine,
          belongsAfter: line.belongsAfter, actual: printed))
    case .notReached:
      return check(.failed, .notReached, nil, "not reached: the run stopped before this event")
    }
  }

  private func screenCheck(_ screen: ScreenResult) -> LineCheck {
    let expected = ([screen.target.directive] + screen.lines.map(\.pattern.text))
      .joined(separator: "\n")
    var message = "the screen shows it"
    if let problem = screen.problem {
      message = problem
    } else if !screen.passed {
      let problems =
        screen.lines.filter { !$0.passed }.map { "\($0.kind) \(sentences.quote($0.pattern.text))" }
        + screen.unexpected.map { "unexpected \(sentences.quote($0.text))" }
      message = problems.joined(separator: "; ")
    }
    return LineCheck(
      kind: .screen, status: screen.passed ? .passed : .failed, expected: expected,
      actual: screen.actual.joined(separator: "\n"), location: screen.location, message: message)
  }

  /// The build claim as a check: one line check per expected diagnostic, one failed line
  /// check per error or warning nobody expected.
  static func buildCheck(
    _ build: BuildResult, fixture: Fixture,
    missingMessage: String = "not reported by the compiler",
    shown: (Diagnostic) -> (text: String, line: Int?)
  ) -> GradeCheck {
    var lines: [LineCheck] = []
    let location = build.location ?? SourceLocation(file: fixture.path, line: 1, column: 1)
    for match in build.matched {
      lines.append(
        LineCheck(
          kind: .diagnostic, status: .passed, expected: match.expected.description,
          actual: shown(match.actual).text, actualLine: shown(match.actual).line,
          location: match.expected.location,
          message: "reported"))
    }
    for missing in build.missing {
      lines.append(
        LineCheck(
          kind: .diagnostic, status: .failed, expected: missing.description,
          location: missing.location, message: missingMessage))
    }
    for unexpected in build.unexpected {
      lines.append(
        LineCheck(
          kind: .unexpectedDiagnostic, status: .failed, expected: nil,
          actual: shown(unexpected).text, actualLine: shown(unexpected).line, location: location,
          message:
            "unexpected \(unexpected.severity.rawValue): the claim lists every error and warning"))
    }
    let claim =
      fixture.build == nil
      ? "the program builds without errors or warnings"
      : (fixture.claim ?? Claims.build)
    return GradeCheck.scored(
      id: "build", name: "== build ==", claim: claim, event: nil, location: location, points: 1,
      scoring: .perBlock, lines: lines, hint: nil,
      expected: fixture.build?.diagnostics.map(\.description) ?? [],
      actual: (build.matched.map(\.actual) + build.unexpected).enumerated().map { index, found in
        let shown = shown(found)
        return .init(number: shown.line ?? index + 1, raw: shown.text)
      })
  }
}
