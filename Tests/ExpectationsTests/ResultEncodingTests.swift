import Expectations
import Foundation
import Testing
import Transcript

@Suite("Results as JSON")
struct ResultEncodingTests {
  private func json(_ result: FixtureResult) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(result)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("a fixture result encodes every event, line outcome and location")
  func encodesOutcomes() throws {
    let body = """
      == home ==
      Clover: active → inactive, {{home: int}} heartbeats
      Saved 3 carrots
      == return ==
      Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
      """
    let result = try verify(
      body,
      [
        ["Clover: active → inactive, 5 heartbeats", "extra"],
        ["Clover: background → inactive, 9 heartbeats"],
      ])
    let object = try json(result)
    #expect(object["path"] as? String == "T.fixture")
    #expect(object["passed"] as? Bool == false)
    let events = try #require(object["events"] as? [[String: Any]])
    #expect(events.map { $0["label"] as? String } == ["home", "return"])
    let homeLines = try #require(events[0]["lines"] as? [[String: Any]])
    #expect(homeLines.map { $0["outcome"] as? String } == ["matched", "missing"])
    #expect(homeLines[1]["expected"] as? String == "Saved 3 carrots")
    let location = try #require(homeLines[1]["location"] as? [String: Any])
    #expect(location["line"] as? Int == 10)
    #expect(location["file"] as? String == "T.fixture")
    let unexpected = try #require(events[0]["unexpected"] as? [[String: Any]])
    #expect(unexpected.first?["text"] as? String == "extra")
    let returnLines = try #require(events[1]["lines"] as? [[String: Any]])
    let violation = try #require(returnLines[0]["violation"] as? [String: Any])
    #expect(violation["value"] as? String == "9")
    #expect(violation["expected"] as? String == "6...7")
    #expect(violation["written"] as? String == "home+1...home+2")
    let bindings = try #require(object["bindings"] as? [[String: Any]])
    #expect(bindings.map { $0["name"] as? String } == ["home", "back"])
  }

  @Test("build results, run failures, screens and hints encode too")
  func encodesTheRest() throws {
    let fixture = try fixture(
      """
      == build ==
      warning: unused
      == launch ==
      a
      -- home screen --
      -- hint: wrong --
      b
      == home ==
      x
      """)
    let transcript = Transcript(
      build: [.error("boom", at: Location(file: "A.swift", line: 1, column: 2))],
      events: [
        EventRecord(
          index: 0, label: "launch", start: 0, end: 0, console: [ConsoleLine(text: "b", time: 0)],
          screen: DeviceScreen(windows: [], showsHomeScreen: false))
      ],
      failure: .crashed(.error("stopped", at: nil)))
    let object = try json(Verifier.verify(fixture, against: transcript))
    let build = try #require(object["build"] as? [String: Any])
    let missing = try #require(build["missing"] as? [[String: Any]])
    #expect(missing.first?["text"] as? String == "warning: unused")
    let unexpected = try #require(build["unexpected"] as? [[String: Any]])
    #expect(unexpected.first?["text"] as? String == "A.swift:1:2: error: boom")
    #expect(unexpected.first?["severity"] as? String == "error")
    let failure = try #require(object["runFailure"] as? [String: Any])
    #expect(failure["message"] as? String == "stopped")
    let events = try #require(object["events"] as? [[String: Any]])
    let screens = try #require(events[0]["screens"] as? [[String: Any]])
    #expect(screens.first?["target"] as? String == "-- home screen --")
    #expect(screens.first?["passed"] as? Bool == false)
    let hint = try #require(events[0]["hint"] as? [String: Any])
    #expect(hint["message"] as? String == "wrong")
    #expect(hint["lines"] as? [String] == ["b"])
    #expect(events[1]["reached"] as? Bool == false)
    let notReached = try #require(events[1]["lines"] as? [[String: Any]])
    #expect(notReached.first?["outcome"] as? String == "not-reached")
  }
}
