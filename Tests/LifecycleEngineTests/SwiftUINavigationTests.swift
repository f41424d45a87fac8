import HarnessTestSupport
import Testing

/// Navigation stacks, pull to refresh and tabs (issue 8, section 2): one test per rule.
@Suite("SwiftUI navigation, refresh and tabs")
struct SwiftUINavigationTests {
  static let stack = """
    struct Detail: View {
        let name: String
        var body: some View {
            Text(name)
                .onAppear { print("\\(name) appeared") }
                .onDisappear { print("\\(name) disappeared") }
                .task {
                    do { try await Task.sleep(for: .seconds(3)); print("\\(name) done") }
                    catch { print("\\(name) cancelled") }
                }
        }
    }
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("By value", value: "valued")
                    NavigationLink("By destination") { Detail(name: "direct") }
                }
                .navigationDestination(for: String.self) { name in Detail(name: name) }
                .refreshable { print("refreshed") }
            }
        }
    }
    """

  @Test("a tapped NavigationLink(value:) pushes what navigationDestination(for:) makes: it appears")
  func pushByValue() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.stack), events: ["launch", "tap \"By value\""])
    #expect(consoles == [[], ["valued appeared"]])
  }

  @Test("a tapped NavigationLink(destination:) pushes its destination")
  func pushByDestination() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.stack), events: ["launch", "tap \"By destination\""])
    #expect(consoles == [[], ["direct appeared"]])
  }

  @Test("back pops the pushed view: it disappears and its task is cancelled")
  func backPops() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.stack), events: ["launch", "tap \"By value\"", "wait 1", "back", "wait 5"])
    #expect(consoles == [[], ["valued appeared"], [], ["valued disappeared", "valued cancelled"], []])
  }

  @Test("a pushed view left on the screen finishes its task")
  func pushedTaskFinishes() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.stack), events: ["launch", "tap \"By value\"", "wait 5"])
    #expect(consoles == [[], ["valued appeared"], ["valued done"]])
  }

  @Test("back with nothing pushed is an error, not silence")
  func backWithNothingPushed() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.stack), events: ["launch", "back"])
    #expect(consoles.last?.first?.contains("'back' needs a view pushed") == true)
  }

  @Test("pull to refresh runs the refreshable action of the content on the screen")
  func pullToRefresh() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.stack), events: ["launch", "pull to refresh"])
    #expect(consoles == [[], ["refreshed"]])
  }

  static let tabs = """
    struct Counter: View {
        @State private var count = 0
        var body: some View { Button("Count \\(count)") { count += 1 } }
    }
    struct ContentView: View {
        @State private var tab = 1
        var body: some View {
            TabView(selection: $tab) {
                Counter().tabItem { Text("One") }.tag(1)
                Text("second").tabItem { Text("Two") }.tag(2)
            }
            .onChange(of: tab) { _, new in print("tab \\(new)") }
        }
    }
    """

  @Test("a tap on a tab's label writes its tag to the selection")
  func tabSelection() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.tabs), events: ["launch", "tap \"Two\"", "tap \"One\""])
    #expect(consoles == [[], ["tab 2"], ["tab 1"]])
  }

  @Test("only the selected tab's content can be tapped, and a tab keeps its state while hidden")
  func tabKeepsState() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.tabs), events: ["launch", "tap \"Count 0\"", "tap \"Two\"", "tap \"One\"", "tap \"Count 1\""])
    #expect(consoles == [[], [], ["tab 2"], ["tab 1"], []])
    let hidden = try EngineHarness.consoles(
      EngineHarness.app(Self.tabs), events: ["launch", "tap \"Two\"", "tap \"Count 0\""])
    #expect(hidden.last?.first?.contains("no button labelled 'Count 0'") == true)
  }

  @Test("a push that covers a view with onAppear or onDisappear is an error, not silence")
  func pushCoveringAppearingViewIsRefused() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Next") { Text("next") }
                      .onAppear { print("root appeared") }
              }
          }
      }
      """), events: ["launch", "tap \"Next\""])
    #expect(consoles.first == ["root appeared"])
    #expect(consoles.last?.first?.contains("of a view covered by a push") == true)
  }

  @Test("'back' and 'pull to refresh' are events that take no argument but a window")
  func eventWords() throws {
    #expect(throws: (any Error).self) { try EngineHarness.run(EngineHarness.app(Self.stack), events: ["back now"]) }
    #expect(throws: (any Error).self) { try EngineHarness.run(EngineHarness.app(Self.stack), events: ["pull to refresh \"x\""]) }
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.stack), device: "iPad Air 11-inch (M4)",
      events: ["launch", "tap \"By value\" in window 1", "back in window 1", "pull to refresh in window 1"])
    #expect(consoles == [[], ["valued appeared"], ["valued disappeared", "valued cancelled"], ["refreshed"]])
  }
}
