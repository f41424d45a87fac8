import Expectations
import Testing
import Transcript

/// The header and one file that every test fixture starts with; the body starts on line 8.
let fixtureHeader = """
  # Test fixture
  source: lesson 1, step 1
  device: iPhone 17

  -- App.swift --
  import SwiftUI


  """

/// The fixture line on which a body passed to ``fixture(_:)`` starts.
let bodyLine = 8

/// Parses the test header followed by `body`.
func fixture(_ body: String) throws -> Fixture {
  try FixtureParser.parse(path: "T.fixture", text: fixtureHeader + body)
}

/// The error parsing `text` throws; records an issue if it parses.
func parseError(
  _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> FixtureError? {
  do {
    _ = try FixtureParser.parse(path: "T.fixture", text: text)
    Issue.record("expected a parse error", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// A transcript whose events printed these consoles, each with this screen.
func transcript(
  _ consoles: [[String]], screens: [DeviceScreen]? = nil, build: [Diagnostic] = [],
  failure: Diagnostic? = nil
) -> Transcript {
  let events = consoles.enumerated().map { index, lines in
    EventRecord(
      index: index, label: "event \(index)", start: index * 1000, end: index * 1000 + 500,
      console: lines.enumerated().map { ConsoleLine(text: $1, time: index * 1000 + $0) },
      screen: screens?[index] ?? .homeScreen)
  }
  return Transcript(build: build, events: events, failure: failure.map { .crashed($0) })
}

/// Verifies the fixture made from `body` against these consoles.
func verify(
  _ body: String, _ consoles: [[String]], screens: [DeviceScreen]? = nil
) throws -> FixtureResult {
  Verifier.verify(try fixture(body), against: transcript(consoles, screens: screens))
}

extension LineResult {
  /// The outcome in a short form that tables can compare: `matched 3`, `missing`, …
  var summary: String {
    switch outcome {
    case .matched(let index): "matched \(index)"
    case .missing: "missing"
    case .outOfOrder(let found): "out of order \(found)"
    case .outOfRange(let index, let violation): "out of range \(index): \(violation)"
    case .notReached: "not reached"
    }
  }
}
