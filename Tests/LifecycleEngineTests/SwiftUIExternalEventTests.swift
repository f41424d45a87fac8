import HarnessTestSupport
import Testing

/// Links and activities a SwiftUI scene receives, and one scene on iPad (issues 8 and 9,
/// section 2): one test per rule.
@Suite("SwiftUI links, activities and one scene")
struct SwiftUIExternalEventTests {
  static let linked = """
    struct ContentView: View {
        var body: some View {
            Text("Linked")
                .onAppear { print("appeared") }
                .onOpenURL { url in print("opened \\(url.absoluteString), last \\(url.lastPathComponent)") }
                .onContinueUserActivity("com.example.reading") { activity in print("continued \\(activity.activityType)") }
        }
    }
    """

  @Test("open url launches a SwiftUI app that is not running; its views are in place, then onOpenURL gets the URL")
  func openURLLaunches() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.linked), events: ["open url \"app://item/42\""])
    #expect(consoles == [["appeared", "opened app://item/42, last 42"]])
  }

  @Test("open url brings an app in the background back to the screen, then onOpenURL runs")
  func openURLFromBackground() throws {
    let transcript = try EngineHarness.run(
      EngineHarness.app(Self.linked), events: ["launch", "home", "open url \"app://item/7\""])
    #expect(EngineHarness.consoles(transcript) == [["appeared"], [], ["opened app://item/7, last 7"]])
    #expect(transcript.events[2].screen.front?.items.map(\.label) == ["Linked"])
  }

  @Test("continue activity runs the onContinueUserActivity of that activity type only")
  func continueActivityByType() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.linked),
      events: ["launch", "continue activity \"com.example.reading\"", "continue activity \"com.example.other\""])
    #expect(consoles == [["appeared"], ["continued com.example.reading"], []])
  }

  @Test("two onOpenURL handlers in one scene are an error, not an order guessed")
  func twoHandlersRefused() throws {
    let views = """
      struct ContentView: View {
          var body: some View {
              VStack {
                  Text("A").onOpenURL { _ in print("a") }
                  Text("B").onOpenURL { _ in print("b") }
              }
          }
      }
      """
    let consoles = try EngineHarness.consoles(EngineHarness.app(views), events: ["launch", "open url \"app://x\""])
    #expect(consoles.last?.first?.contains("does not model the order of 2 '.onOpenURL' handlers") == true)
  }

  @Test("on an iPad app with multiple scenes a link's routing is an error naming it")
  func multipleScenesRoutingRefused() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.linked), device: "iPad Air 11-inch (M4)", events: ["launch", "open url \"app://x\""])
    #expect(consoles.last?.first?.contains("does not model routing 'open url'") == true)
  }

  @Test("an App's onOpenURL that writes the App's @State: the window content that reads it is made again")
  func appStateWrittenByLink() throws {
    let files = ["App.swift": """
      import SwiftUI

      @main
      struct LinkApp: App {
          @State private var last = "none"
          var body: some Scene {
              WindowGroup {
                  Text("Last: \\(last)")
                      .onOpenURL { url in last = url.host ?? "?" }
              }
          }
      }
      """]
    let transcript = try EngineHarness.run(files, events: ["launch", "open url \"app://alpha\"", "open url \"app://beta\""])
    #expect(transcript.events.map { $0.screen.front?.items.map(\.label) ?? [] } == [["Last: none"], ["Last: alpha"], ["Last: beta"]])
  }

  static let windows = """
    struct ContentView: View {
        @Environment(\\.openWindow) private var openWindow
        var body: some View {
            Button("More") { openWindow(id: "more") }
                .onOpenURL { url in print("main opened \\(url.absoluteString)") }
        }
    }
    struct MoreView: View {
        var body: some View { Text("More").onAppear { print("more appeared") } }
    }
    """

  @Test("with UIApplicationSupportsMultipleScenes NO an iPad app's openWindow makes no window and a link reaches the one scene")
  func oneSceneOnIPad() throws {
    let transcript = try EngineHarness.run(
      EngineHarness.app(Self.windows, appBody: "WindowGroup { ContentView() }\n WindowGroup(id: \"more\") { MoreView() }"),
      device: "iPad Air 11-inch (M4)", events: ["launch", "tap \"More\"", "wait 2", "open url \"app://y\""]
    ) { $0.supportsMultipleScenes = false }
    #expect(EngineHarness.consoles(transcript) == [[], [], [], ["main opened app://y"]])
    #expect(transcript.events[2].screen.windows.count == 1)
  }

  @Test("with multiple scenes (Xcode's SwiftUI template) the same iPad app opens the window")
  func multipleScenesOpenWindow() throws {
    let transcript = try EngineHarness.run(
      EngineHarness.app(Self.windows, appBody: "WindowGroup { ContentView() }\n WindowGroup(id: \"more\") { MoreView() }"),
      device: "iPad Air 11-inch (M4)", events: ["launch", "tap \"More\"", "wait 2"])
    #expect(transcript.events[2].screen.windows.count == 2)
  }
}
