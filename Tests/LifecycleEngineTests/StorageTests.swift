import HarnessTestSupport
import Testing

/// What survives what (lesson 54, steps 7–8, questions 4 and 5).
@Suite("What survives")
struct StorageTests {
  static let keeper = EngineHarness.app("""
    struct ContentView: View {
        @SceneStorage("scene") private var scene = "none"
        @AppStorage("app") private var app = 0
        @State private var state = 0
        var body: some View {
            Text("scene \\(scene)")
            Text("app \\(app)")
            Text("state \\(state)")
            Button("Set") { scene = "set"; app += 1; state += 1 }
        }
    }
    """)

  private func screen(after events: [String]) throws -> [String] {
    let transcript = try EngineHarness.run(Self.keeper, events: events)
    #expect(transcript.failure == nil, "\(String(describing: transcript.failure))")
    return transcript.events.last?.screen.front?.items.map(\.description) ?? []
  }

  @Test("stopped while on the screen: only @AppStorage survives")
  func stoppedOnScreen() throws {
    #expect(try screen(after: ["launch", "tap \"Set\"", "stop", "run"]) == ["scene none", "app 1", "state 0", "[Set]"])
  }

  @Test("sent to the background first: @SceneStorage is saved and restored")
  func backgroundThenStop() throws {
    #expect(try screen(after: ["launch", "tap \"Set\"", "home", "stop", "run"]) == ["scene set", "app 1", "state 0", "[Set]"])
  }

  @Test("ended by the system while suspended: the same as after Home and Stop")
  func systemEnds() throws {
    #expect(try screen(after: ["launch", "tap \"Set\"", "home", "wait 5", "system ends app", "launch"]) == ["scene set", "app 1", "state 0", "[Set]"])
  }

  @Test("swiped away on iPhone: the scene's storage comes back, @State does not")
  func swipedAway() throws {
    #expect(try screen(after: ["launch", "tap \"Set\"", "app switcher", "swipe away", "launch"]) == ["scene set", "app 1", "state 0", "[Set]"])
  }

  @Test("@State lives as long as the process: Home and back keeps it")
  func stateKeptInProcess() throws {
    #expect(try screen(after: ["launch", "tap \"Set\"", "home", "wait 60", "return"]) == ["scene set", "app 1", "state 1", "[Set]"])
  }

  @Test("UserDefaults keeps what a class saved, across launches")
  func userDefaults() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      final class Ledger {
          var total: Int
          init() { total = UserDefaults.standard.integer(forKey: "total") }
          func save() { UserDefaults.standard.set(total, forKey: "total"); print("saved \\(total)") }
      }
      struct ContentView: View {
          @State private var ledger = Ledger()
          @Environment(\\.scenePhase) private var phase
          var body: some View {
              Text("total \\(ledger.total)")
              Button("Add") { ledger.total += 5 }
                  .onChange(of: phase) { _, new in if new == .background { ledger.save() } }
          }
      }
      """), events: ["launch", "tap \"Add\"", "home", "stop", "run"])
    #expect(EngineHarness.consoles(transcript)[2] == ["saved 5"])
    #expect(transcript.events[4].screen.front?.items.first?.label == "total 5")
  }
}

/// The rules the lessons and Apple leave open can be changed per run.
@Suite("Changeable life-cycle rules")
struct RuleTests {
  @Test("without the swipe-away rule, a swiped-away scene's storage is lost")
  func swipeAwayRule() throws {
    let transcript = try EngineHarness.run(StorageTests.keeper, events: ["launch", "tap \"Set\"", "app switcher", "swipe away", "launch"]) {
      $0.rules.swipeAwayKeepsSceneStorage = false
    }
    #expect(transcript.events.last?.screen.front?.items.first?.label == "scene none")
  }

  @Test("without suspension (a debugger attached), a task keeps counting in the background")
  func suspensionRule() throws {
    let transcript = try EngineHarness.run(TaskTests.metronome, events: ["launch", "home", "wait 8", "return"]) {
      $0.rules.suspendsInBackground = false
    }
    #expect(EngineHarness.consoles(transcript)[3].first == "inactive at 9")
  }
}
