import Transcript
import Expectations
import Testing

@Suite("Event lines")
struct EventLineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var line: String
    var event: DeviceEvent
    var repeatCount = 1
    var testDescription: String { "== \(line) ==" }
  }

  static let cases: [Case] = [
    Case(line: "launch", event: .launch),
    Case(line: "run", event: .run),
    Case(line: "stop", event: .stop),
    Case(line: "home", event: .home),
    Case(line: "return", event: .returnToApp),
    Case(line: "control center", event: .controlCenter),
    Case(line: "control center away", event: .controlCenterAway),
    Case(line: "app switcher", event: .appSwitcher),
    Case(line: "tap card", event: .tapCard(nil)),
    Case(line: "tap card in \"Hazel\"", event: .tapCard(.value("Hazel"))),
    Case(line: "tap card in window 2", event: .tapCard(.number(2))),
    Case(line: "swipe away", event: .swipeAway(nil)),
    Case(line: "swipe away in \"Clover\"", event: .swipeAway(.value("Clover"))),
    Case(line: "swipe away in window 1", event: .swipeAway(.number(1))),
    Case(line: "system ends app", event: .systemEndsApp),
    Case(line: "wait 8", event: .wait(milliseconds: 8000)),
    Case(line: "wait 0.5", event: .wait(milliseconds: 500)),
    Case(line: "wait 1.25", event: .wait(milliseconds: 1250)),
    Case(line: "wait 0.001", event: .wait(milliseconds: 1)),
    Case(line: "wait 2.5000", event: .wait(milliseconds: 2500)),
    Case(line: "wait 0", event: .wait(milliseconds: 0)),
    Case(
      line: "tap \"Give Clover a carrot\"", event: .tap(label: "Give Clover a carrot", window: nil)),
    Case(
      line: "tap \"Visit Hazel\" in window 1", event: .tap(label: "Visit Hazel", window: .number(1))
    ),
    Case(line: "tap \"🎀\" in \"Hazel\"", event: .tap(label: "🎀", window: .value("Hazel"))),
    Case(line: "tap \"Say \\\"hi\\\"\"", event: .tap(label: "Say \"hi\"", window: nil)),
    Case(line: "background refresh \"refresh\"", event: .backgroundRefresh(identifier: "refresh")),
    Case(line: "open url \"burrow://hazel\"", event: .openURL("burrow://hazel", window: nil)),
    Case(line: "open url \"burrow://hazel\" in window 2", event: .openURL("burrow://hazel", window: .number(2))),
    Case(line: "continue activity \"com.you.viewing\"", event: .continueActivity(type: "com.you.viewing", window: nil)),
    Case(line: "system disconnects scene", event: .systemDisconnectsScene(nil)),
    Case(line: "system disconnects scene in window 2", event: .systemDisconnectsScene(.number(2))),
    Case(line: "back", event: .back(nil)),
    Case(line: "back in \"Hazel\"", event: .back(.value("Hazel"))),
    Case(line: "home x3", event: .home, repeatCount: 3),
    Case(
      line: "tap \"Give Clover a carrot\" x3",
      event: .tap(label: "Give Clover a carrot", window: nil), repeatCount: 3),
    Case(
      line: "tap \"Visit Hazel\" in window 2 x2",
      event: .tap(label: "Visit Hazel", window: .number(2)), repeatCount: 2),
    Case(line: "wait 0.5 x4", event: .wait(milliseconds: 500), repeatCount: 4),
  ]

  @Test("each event form is read", arguments: cases)
  func eventForm(_ testCase: Case) throws {
    let fixture = try fixture("== \(testCase.line) ==\n-- no output --\n")
    let spec = try #require(fixture.events.first?.spec)
    #expect(spec.event == testCase.event)
    #expect(spec.repeatCount == testCase.repeatCount)
    #expect(spec.text == testCase.line)
    #expect(spec.location == at(bodyLine))
  }

  @Test("extra spaces inside '== … ==' are not part of the event's text")
  func spacing() throws {
    let spec = try #require(try fixture("==   tap card   in  window 2   ==\n-- no output --\n").events.first?.spec)
    #expect(spec.event == .tapCard(.number(2)))
    #expect(spec.text == "tap card   in  window 2")
  }

  @Test("keywords and windows describe themselves as fixtures write them")
  func keywordsAndWindows() {
    #expect(DeviceEvent.returnToApp.keyword == "return")
    #expect(DeviceEvent.tap(label: "X", window: .number(2)).keyword == "tap")
    #expect(DeviceEvent.tap(label: "X", window: .number(2)).window == .number(2))
    #expect(DeviceEvent.home.window == nil)
    #expect(WindowRef.value("Hazel").windowName == "Hazel")
    #expect(WindowRef.number(2).windowName == "window 2")
    #expect(WindowRef.value("Hazel").written == "\"Hazel\"")
  }
}
