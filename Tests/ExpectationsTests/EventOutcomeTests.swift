import Expectations
import Testing
import Transcript

@Suite("Verifying every event of a run")
struct EventOutcomeTests {
  @Test("every event is checked, not only up to the first failure")
  func everyEvent() throws {
    let body = "== launch ==\na\n== home ==\nb\n== return ==\nc\n"
    let result = try verify(body, [["x"], ["b"], ["y"]])
    #expect(result.events.map(\.passed) == [false, true, false])
    #expect(result.failedEvents.map(\.label) == ["launch", "return"])
  }

  @Test("a run that stopped early: later events are not reached and the failure is kept")
  func stoppedEarly() throws {
    let fixture = try fixture("== launch ==\na\n== tap \"Crash\" ==\nb\n== home ==\nc\n")
    let failure = Diagnostic.error(
      "Fatal error: Index out of range", at: Location(file: "App.swift", line: 3, column: 5))
    let result = Verifier.verify(fixture, against: transcript([["a"]], failure: failure))
    #expect(!result.passed)
    #expect(result.runFailure == failure)
    #expect(result.events.map(\.passed) == [true, false, false])
    #expect(result.events.map(\.reached) == [true, false, false])
    #expect(result.events[1].lines.map(\.summary) == ["not reached"])
    #expect(result.events[2].label == "home")
  }

  @Test("a run failure fails the fixture even when every event has a record")
  func failureAfterLastEvent() throws {
    let fixture = try fixture("== launch ==\na\n")
    let result = Verifier.verify(
      fixture, against: transcript([["a"]], failure: .error("step budget spent", at: nil)))
    #expect(result.events[0].passed)
    #expect(!result.passed)
  }

  @Test("hints apply to a failing event whose console matches them, in order")
  func hints() throws {
    let body = """
      == home ==
      The warren: inactive → background
      Saved 3 carrots
      Clover: inactive → background, {{int}} heartbeats
      -- hint: save in the App or the scene: the view hears background last --
      Clover: inactive → background, {{int}} heartbeats
      Saved 3 carrots
      -- hint: nothing was saved --
      The warren: inactive → background
      """
    let late = try verify(
      body,
      [
        [
          "The warren: inactive → background", "Clover: inactive → background, 4 heartbeats",
          "Saved 3 carrots",
        ]
      ])
    #expect(
      late.events[0].hint?.message == "save in the App or the scene: the view hears background last"
    )
    let none = try verify(body, [["The warren: inactive → background"]])
    #expect(none.events[0].hint?.message == "nothing was saved")
    let good = try verify(
      body,
      [
        [
          "The warren: inactive → background", "Saved 3 carrots",
          "Clover: inactive → background, 4 heartbeats",
        ]
      ])
    #expect(good.passed)
    #expect(good.events[0].hint == nil)
    let other = try verify(body, [["Something else"]])
    #expect(other.events[0].hint == nil)
  }

  @Test("claim and points are carried into the event's result")
  func claimAndPoints() throws {
    let result = try verify(
      "== home ==\n-- claim: saves on background --\n-- points: 2 --\nSaved\n", [["Saved"]])
    #expect(result.events[0].claim == "saves on background")
    #expect(result.events[0].points == 2)
  }
}
