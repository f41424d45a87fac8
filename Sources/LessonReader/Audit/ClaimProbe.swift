import Expectations
import Transcript

/// Checks a lesson's lines against a fixture's expected lines with the verifier itself, so that
/// lint reads holes, bounds, back-references, `-- any order --` and `-- never --` exactly as
/// verification does: the lesson's lines stand in for what a run printed.
enum ClaimProbe {
  /// The lesson's `lines` as the console of one event that expects `items`.
  static func verify(
    items: [ExpectedItem], mode: ConsoleExpectation.Mode, lines: [String], in fixture: Fixture,
    at event: EventExpectation
  ) -> EventResult {
    var expectation = EventExpectation(
      spec: event.spec, console: ConsoleExpectation(mode: mode, items: items),
      location: event.location)
    expectation.claim = event.claim
    return run([expectation], consoles: [lines], in: fixture).events[0]
  }

  /// The lesson's lines split over `events`, each event keeping its console and never lines.
  static func verify(events: [EventExpectation], consoles: [[String]], in fixture: Fixture)
    -> FixtureResult
  {
    let stripped = events.map { event in
      EventExpectation(
        spec: event.spec, console: event.console, never: event.never, location: event.location)
    }
    return run(stripped, consoles: consoles, in: fixture)
  }

  /// Whether one expected line matches one text, whatever the bounds of names bound elsewhere.
  static func matches(_ pattern: LinePattern, _ text: String, in fixture: Fixture) -> Bool {
    guard let event = fixture.events.first else { return false }
    return verify(items: [.line(pattern)], mode: .exact, lines: [text], in: fixture, at: event)
      .passed
  }

  private static func run(
    _ events: [EventExpectation], consoles: [[String]], in fixture: Fixture
  ) -> FixtureResult {
    let probe = Fixture(
      path: fixture.path, title: fixture.title, source: fixture.source, device: fixture.device,
      events: events)
    let records = consoles.enumerated().map { index, lines in
      EventRecord(
        index: index, label: events[index].spec.text, start: 0, end: 0,
        console: lines.map { ConsoleLine(text: $0, time: 0) }, screen: .homeScreen)
    }
    return Verifier.verify(probe, against: Transcript(events: records))
  }
}
