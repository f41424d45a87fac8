import HarnessTestSupport
import Testing

/// Background tasks, and the limits that keep a run finite.
@Suite("Background work and limits")
struct SystemTests {
  static let refresher = EngineHarness.app("""
    import BackgroundTasks
    struct ContentView: View {
        var body: some View {
            Text("r").task {
                do {
                    try await BGTaskScheduler.shared.submitTaskRequest(BGAppRefreshTaskRequest(identifier: "org.example.refresh"))
                    print("submitted")
                } catch {
                    let error = error as NSError
                    print("refused: \\(error.domain) \\(error.code)", error.userInfo.keys.map { "\\($0)" }.sorted())
                }
            }
        }
    }
    """, appBody: """
    WindowGroup { ContentView() }
            .backgroundTask(.appRefresh("org.example.refresh")) { print("refreshing") }
    """)

  @Test("submitting a refresh the Info.plist does not permit throws code 3")
  func refused() throws {
    let consoles = try EngineHarness.consoles(Self.refresher)
    #expect(consoles[0] == [#"refused: BGTaskSchedulerErrorDomain 3 ["Unrecognized Identifier"]"#])
  }

  @Test("permitted and with the fetch mode, it is submitted, and the system can run it in the background")
  func permitted() throws {
    let transcript = try EngineHarness.run(Self.refresher, events: ["launch", "home", "background refresh \"org.example.refresh\""]) {
      $0.permittedBackgroundTaskIdentifiers = ["org.example.refresh"]
      $0.backgroundModes = ["fetch"]
    }
    #expect(EngineHarness.consoles(transcript) == [["submitted"], [], ["refreshing"]])
  }

  @Test("an endless loop stops on the step budget with an error, not a hang")
  func endlessLoop() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      struct ContentView: View {
          init() { var n = 0; while true { n += 1 } }
          var body: some View { Text("never") }
      }
      """), events: ["launch"]) { $0.stepBudget = 100_000 }
    #expect(transcript.failure?.message.contains("without settling") == true)
  }

  @Test("a value that never stops growing stops the run before it exhausts memory")
  func endlessGrowth() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      struct ContentView: View {
          init() { var s = "grow"; while true { s += s } }
          var body: some View { Text("never") }
      }
      """), events: ["launch"])
    #expect(transcript.failure?.message.contains("never stops growing") == true)
  }

  @Test("endless recursion stops with an error, not a crash")
  func endlessRecursion() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      func down(_ n: Int) -> Int { down(n + 1) }
      struct ContentView: View {
          init() { print(down(0)) }
          var body: some View { Text("never") }
      }
      """), events: ["launch"])
    #expect(transcript.failure?.message.contains("stack overflow: calls nested ") == true)
    #expect(transcript.failure?.message.contains("the last to 'down(_:)'") == true)
  }

  @Test("a runtime error of the program stops the run with its location")
  func runtimeError() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      struct ContentView: View {
          init() { let list: [Int] = []; print(list[2]) }
          var body: some View { Text("never") }
      }
      """), events: ["launch"])
    #expect(transcript.failure?.message == "Fatal error: Index out of range")
    #expect(transcript.failure?.location?.line == 11)
  }
}

/// The system launches an ended app into the background to run its refresh.
@Suite("Background launches")
struct BackgroundLaunchTests {
  @Test("an app that was stopped is launched into the background: its App is made, no window connects")
  func launchedIntoBackground() throws {
    let transcript = try EngineHarness.run(SystemTests.refresher, events: ["launch", "stop", "background refresh \"org.example.refresh\"", "return"]) {
      $0.permittedBackgroundTaskIdentifiers = ["org.example.refresh"]
      $0.backgroundModes = ["fetch"]
    }
    #expect(transcript.failure == nil)
    #expect(EngineHarness.consoles(transcript)[2] == ["refreshing"])
    #expect(transcript.events[2].screen.showsHomeScreen)
    #expect(transcript.events[3].screen.front?.items.first?.label == "r")
  }
}
