import HarnessTestSupport
import Testing

/// Navigation rules met while running tutorial apps (round six), one test per rule.
@Suite("Tutorial apps: navigation written in the App itself")
struct TutorialNavigationTests {
  @Test("a NavigationLink written straight in a WindowGroup's NavigationStack pushes its destination; back pops it")
  func linkInWindowContentPushes() throws {
    let app = EngineHarness.app("""
      struct Detail: View {
          var body: some View {
              Text("Detail")
                  .onAppear { print("detail appeared") }
                  .onDisappear { print("detail gone") }
          }
      }
      """, appBody: "WindowGroup { NavigationStack { NavigationLink(\"Open\") { Detail() } } }")
    #expect(try EngineHarness.consoles(app, events: ["launch", "tap \"Open\"", "back"]) == [
      [], ["detail appeared"], ["detail gone"],
    ])
  }
}
