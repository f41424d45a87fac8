import HarnessTestSupport
import Testing

/// What the screen and the app switcher's cards show (lesson 54, step 6).
@Suite("Screens and cards")
struct ScreenTests {
  static let vault = EngineHarness.app("""
    struct ContentView: View {
        @Environment(\\.scenePhase) private var phase
        @State private var coins = 0
        var body: some View {
            Text("vault is \\(phase)")
            if phase == .active {
                Text("\\(coins) coins")
                Button("Deposit") { coins += 1 }
            }
        }
    }
    """)

  @Test("the front window shows its texts and button labels in order; content behind a false if is not shown")
  func frontWindow() throws {
    let transcript = try EngineHarness.run(Self.vault, events: ["launch", "tap \"Deposit\"", "app switcher"])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["vault is active", "1 coins", "[Deposit]"])
    #expect(transcript.events[2].screen.front?.items.map(\.description) == ["vault is inactive"])
  }

  @Test("a card is the live window while inactive, and the snapshot taken as it reached background")
  func cards() throws {
    let transcript = try EngineHarness.run(Self.vault, events: ["launch", "app switcher", "tap card", "home", "app switcher"])
    #expect(transcript.events[1].screen.windows.first?.card?.map(\.description) == ["vault is inactive"])
    #expect(transcript.events[3].screen.showsHomeScreen)
    #expect(transcript.events[4].screen.windows.first?.card?.map(\.description) == ["vault is background"])
  }

  @Test("a tap on a button that is not there names the buttons that are", arguments: [
    (["launch", "tap \"Withdraw\""], "no button labelled 'Withdraw' in window 1; it shows 'Deposit'"),
    (["launch", "app switcher", "tap \"Deposit\""], "window 1 does not receive touches: it is inactive"),
    (["launch", "control center away"], "'control center away' needs Control Center pulled down first"),
    (["home"], "'home' needs a running app, and the app is not running"),
  ])
  func impossibleEvents(_ example: ([String], String)) throws {
    let transcript = try EngineHarness.run(Self.vault, events: example.0)
    #expect(transcript.failure?.message == example.1)
  }

  @Test("the same program and events give byte-identical transcripts")
  func deterministic() throws {
    let events = ["launch", "tap \"Deposit\"", "home", "wait 30", "return", "app switcher", "tap card"]
    let first = try EngineHarness.run(Self.vault, events: events)
    let second = try EngineHarness.run(Self.vault, events: events)
    #expect(first == second)
  }
}
