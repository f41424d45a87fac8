import Transcript

/// Compares a run's ``Transcript`` with a ``Fixture``'s claims and classifies every mismatch.
///
/// Every event is checked, not only up to the first failure. Named holes bind in event
/// order, so a value bound in `home` can bound or be referred to by a line of `return`.
public enum Verifier {
  /// Verifies every claim of `fixture` against `transcript`.
  ///
  /// - Parameters:
  ///   - fixture: The claims.
  ///   - transcript: What the run produced; `transcript.events[i]` answers `fixture.events[i]`.
  /// - Returns: The build result, one result per event, and the values holes bound.
  public static func verify(_ fixture: Fixture, against transcript: Transcript) -> FixtureResult {
    let build = BuildCheck(expectation: fixture.build, actual: transcript.build).run()
    var bindings = Bindings()
    var events: [EventResult] = []
    for (index, expectation) in fixture.events.enumerated() {
      if index < transcript.events.count {
        let check = EventCheck(
          index: index, expectation: expectation, record: transcript.events[index])
        events.append(check.run(&bindings))
      } else {
        events.append(EventCheck.notReached(index: index, expectation: expectation))
      }
    }
    let passed =
      (build?.passed ?? true) && transcript.failure == nil && events.allSatisfy(\.passed)
    return FixtureResult(
      path: fixture.path, title: fixture.title, passed: passed, build: build, events: events,
      runFailure: transcript.failure?.diagnostic, bindings: bindings.order)
  }
}

/// Checks one event's claims against its record.
struct EventCheck {
  let index: Int
  let expectation: EventExpectation
  let record: EventRecord

  func run(_ bindings: inout Bindings) -> EventResult {
    let actual = record.console.map(\.text)
    let buffer = LineBuffer(actual)
    var lines: [LineResult] = []
    var unexpected: [Int] = []
    switch expectation.console {
    case nil:
      break
    case let console? where console.mode == .silent:
      unexpected = Array(actual.indices)
    case let console?:
      let aligner = LineAligner(
        items: console.items, lines: buffer, allowsOtherLines: console.mode == .partial)
      let alignment = aligner.align(&bindings)
      lines = alignment.lines
      unexpected = alignment.unexpected
    }
    var screens: [ScreenResult] = []
    for screen in expectation.screens {
      screens.append(ScreenCheck(expectation: screen, screen: record.screen).run(&bindings))
    }
    let never = neverViolations(actual, buffer, bindings)
    let passed =
      lines.allSatisfy(\.passed) && unexpected.isEmpty && never.isEmpty
      && screens.allSatisfy(\.passed)
    let hint =
      passed
      ? nil
      : expectation.hints.first { hint in
        LineAligner(items: hint.lines.map { .line($0) }, lines: buffer, allowsOtherLines: true)
          .matchesEverything(bindings)
      }
    return EventResult(
      index: index, label: expectation.spec.text, location: expectation.location,
      passed: passed, mode: expectation.console?.mode, actual: actual, lines: lines,
      unexpected: unexpected.map { UnexpectedLine(index: $0, text: actual[$0]) }, never: never,
      screens: screens, hint: hint, claim: expectation.claim, points: expectation.points)
  }

  private func neverViolations(_ actual: [String], _ buffer: LineBuffer, _ bindings: Bindings)
    -> [NeverViolation]
  {
    guard !expectation.never.isEmpty else { return [] }
    var violations: [NeverViolation] = []
    buffer.withLines { lines in
      for pattern in expectation.never {
        let matcher = LineMatcher(pattern)
        for index in lines.indices {
          let line = lines[index]
          guard
            matcher.firstMatch(line, where: { bindings.accepts(pattern, captures: $0, in: line) })
              != nil
          else { continue }
          violations.append(NeverViolation(pattern: pattern, index: index, text: actual[index]))
        }
      }
    }
    return violations.sorted { ($0.index, $0.pattern.location) < ($1.index, $1.pattern.location) }
  }

  /// The result for an event the run never reached: every expected line is not reached.
  static func notReached(index: Int, expectation: EventExpectation) -> EventResult {
    let lines = (expectation.console?.lines ?? []).map {
      LineResult(pattern: $0, outcome: .notReached)
    }
    return EventResult(
      index: index, label: expectation.spec.text, location: expectation.location, passed: false,
      reached: false, mode: expectation.console?.mode, lines: lines, claim: expectation.claim,
      points: expectation.points)
  }
}
