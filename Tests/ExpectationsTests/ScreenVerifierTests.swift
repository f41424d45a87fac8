import Expectations
import Testing
import Transcript

@Suite("Verifying screens")
struct ScreenVerifierTests {
  static let clover = WindowSnapshot(
    names: ["Clover", "window 1"], phase: "active", isFront: true,
    items: [.text("🥕 3"), .button("Give Clover a carrot")],
    card: [.text("🥕 3"), .button("Give Clover a carrot")])
  static let hazel = WindowSnapshot(
    names: ["Hazel", "window 2"], phase: "background", isFront: false,
    items: [.text("Hazel")], card: [.text("Hazel asleep")])
  static let iPad = DeviceScreen(windows: [clover, hazel], showsHomeScreen: false)

  private func check(_ directives: String, _ screen: DeviceScreen) throws -> ScreenResult {
    let result = try verify("== launch ==\n\(directives)\n", [[]], screens: [screen])
    return try #require(result.events.first?.screens.first)
  }

  @Test("the front window's texts and bracketed button labels match in order")
  func front() throws {
    let result = try check("-- screen --\n🥕 3\n[Give Clover a carrot]", Self.iPad)
    #expect(result.passed)
    #expect(result.actual == ["🥕 3", "[Give Clover a carrot]"])
    #expect(result.lines.map(\.summary) == ["matched 0", "matched 1"])
  }

  @Test("screen lines are classified like console lines")
  func frontMismatch() throws {
    let result = try check("-- screen --\n🥕 4\n[Give Clover a carrot]\n[Visit Hazel]", Self.iPad)
    #expect(!result.passed)
    #expect(result.lines.map(\.summary) == ["missing", "matched 1", "missing"])
    #expect(result.unexpected == [UnexpectedLine(index: 0, text: "🥕 3")])
  }

  @Test("screen holes bind names that later events can use")
  func screenBinding() throws {
    let body =
      "== launch ==\n-- screen --\n🥕 {{carrots: int}}\n[{{word}} Clover a carrot]\n== home ==\nSaved {{carrots}} carrots\n"
    let result = try verify(body, [[], ["Saved 3 carrots"]], screens: [Self.iPad, .homeScreen])
    #expect(result.passed)
    #expect(result.value(of: "carrots") == "3")
  }

  @Test("a front-window claim fails when the device shows the Home Screen")
  func frontOnHomeScreen() throws {
    let result = try check("-- screen --\n🥕 3", .homeScreen)
    #expect(!result.passed)
    #expect(result.problem == "the device shows the Home Screen")
  }

  @Test("a front-window claim fails when no window is in front")
  func noFront() throws {
    var behind = Self.clover
    behind.isFront = false
    let result = try check(
      "-- screen --\n🥕 3", DeviceScreen(windows: [behind], showsHomeScreen: false))
    #expect(result.problem == "no window of the app is in front")
  }

  @Test("named windows are found by presented value or by opening order")
  func namedWindows() throws {
    #expect(try check("-- screen \"Hazel\" --\nHazel", Self.iPad).passed)
    #expect(try check("-- screen window 2 --\nHazel", Self.iPad).passed)
    #expect(try check("-- screen window 1 --\n🥕 3\n[Give Clover a carrot]", Self.iPad).passed)
    #expect(
      try check("-- screen \"Bramble\" --\nBramble", Self.iPad).problem
        == "no window presents 'Bramble'")
    #expect(try check("-- screen window 3 --\nx", Self.iPad).problem == "there is no window 3")
  }

  @Test("a card is the front window's by default, else the first window's, else the named one's")
  func cards() throws {
    #expect(try check("-- card --\n🥕 3\n[Give Clover a carrot]", Self.iPad).passed)
    #expect(try check("-- card \"Hazel\" --\nHazel asleep", Self.iPad).passed)
    #expect(try check("-- card window 2 --\nHazel asleep", Self.iPad).passed)
    var asleep = Self.clover
    asleep.isFront = false
    asleep.card = [.text("Clover asleep")]
    let switcher = DeviceScreen(windows: [asleep, Self.hazel], showsHomeScreen: true)
    #expect(try check("-- card --\nClover asleep", switcher).passed)
    let mismatch = try check("-- card --\nClover awake", switcher)
    #expect(mismatch.lines.map(\.summary) == ["missing"])
    #expect(mismatch.unexpected.map(\.text) == ["Clover asleep"])
  }

  @Test("a window that never reached background has no card")
  func noCard() throws {
    var fresh = Self.hazel
    fresh.card = nil
    let screen = DeviceScreen(windows: [fresh], showsHomeScreen: true)
    let result = try check("-- card \"Hazel\" --\nHazel", screen)
    #expect(
      result.problem
        == "window 'Hazel' has no card: it is not in the foreground and has not reached background")
    #expect(try check("-- card --\nx", .homeScreen).problem == "the app has no window, so no card")
  }

  @Test("'-- home screen --' holds only when no window of the app is on the screen")
  func homeScreen() throws {
    #expect(try check("-- home screen --", .homeScreen).passed)
    let shown = try check("-- home screen --", Self.iPad)
    #expect(!shown.passed)
    #expect(shown.problem == "window 'Clover' of the app is on the screen, not the Home Screen")
  }

  @Test("a failing screen fails its event but not the console")
  func screenFailsEvent() throws {
    let result = try verify(
      "== home ==\nactive -> inactive\n-- home screen --\n", [["active -> inactive"]],
      screens: [Self.iPad])
    #expect(!result.passed)
    #expect(result.events[0].consolePassed)
    #expect(!result.events[0].passed)
  }
}
