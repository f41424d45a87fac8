import HarnessTestSupport
import Testing

/// iPad windows opened for values, brought forward and closed (lesson 54, step 9, questions 6–8).
@Suite("Windows on iPad")
struct WindowTests {
  static let iPad = "iPad Air 11-inch (M4)"

  static let harbour = ["Harbour.swift": """
    import SwiftUI

    @Observable final class Dock { var boats = 0 }

    @main
    struct HarbourApp: App {
        @Environment(\\.scenePhase) private var phase
        @State private var dock = Dock()
        init() { print("App.init") }
        var body: some Scene {
            WindowGroup(for: String.self) { $name in
                Pier(name: name ?? "North")
            }
            .environment(dock)
            .onChange(of: phase) { _, new in print("App: \\(new)") }
        }
    }

    struct Pier: View {
        let name: String
        @Environment(Dock.self) private var dock
        @Environment(\\.scenePhase) private var phase
        @Environment(\\.openWindow) private var openWindow
        @Environment(\\.dismissWindow) private var dismissWindow
        @State private var visits = 0

        init(name: String) {
            self.name = name
            print("pier \\(name)")
        }

        var body: some View {
            Text("\\(name): \\(visits) visits, \\(dock.boats) boats")
            Button("Moor") { visits += 1; dock.boats += 1 }
            Button("Open South") { openWindow(value: "South") }
            Button("Open East") { openWindow(value: "East") }
            Button("Close") { dismissWindow() }
                .onChange(of: phase) { _, new in print("\\(name): \\(new)") }
        }
    }
    """]

  @Test("opening a window for a new value: the asking window resigns, the new one comes in front, the one behind goes to the background")
  func openNew() throws {
    let consoles = try EngineHarness.consoles(Self.harbour, device: Self.iPad, events: ["launch", "tap \"Open South\""])
    #expect(consoles[0] == ["App.init", "App: inactive", "pier North", "App: active", "North: active"])
    #expect(consoles[1] == ["App: inactive", "North: inactive", "pier South", "App: active", "South: active", "North: background"])
  }

  @Test("opening the value a window already presents brings it forward: only the phases move")
  func openExisting() throws {
    let consoles = try EngineHarness.consoles(
      Self.harbour, device: Self.iPad, events: ["launch", "tap \"Open South\"", "tap \"Open South\" in \"South\""])
    #expect(consoles[2] == ["App: inactive", "South: inactive", "App: active", "South: active"])
  }

  @Test("a third window: each window has its own state, the App's model is shared, the App is made once")
  func thirdWindow() throws {
    let transcript = try EngineHarness.run(
      Self.harbour, device: Self.iPad,
      events: ["launch", "tap \"Moor\"", "tap \"Open South\"", "tap \"Moor\" in \"South\"", "tap \"Open East\" in \"South\"", "tap \"Moor\" in \"East\""])
    let consoles = EngineHarness.consoles(transcript)
    try #require(consoles.count == 6, "\(String(describing: transcript.failure))")
    #expect(consoles.joined().filter { $0 == "App.init" }.count == 1)
    #expect(consoles[4] == ["App: inactive", "South: inactive", "pier East", "App: active", "East: active", "South: background"])
    let screen = transcript.events[5].screen
    #expect(screen.window(named: "East")?.items.first?.label == "East: 1 visits, 3 boats")
    #expect(screen.window(named: "South")?.card?.first?.label == "South: 1 visits, 2 boats")
    #expect(screen.window(named: "window 1")?.phase == "background")
  }

  @Test("closing the window in front leaves the one behind in the background: the app is in the background")
  func dismissFront() throws {
    let transcript = try EngineHarness.run(
      Self.harbour, device: Self.iPad, events: ["launch", "tap \"Open South\"", "tap \"Close\" in \"South\""])
    #expect(EngineHarness.consoles(transcript)[2] == ["App: inactive", "South: inactive", "App: background", "South: background"])
    #expect(transcript.events[2].screen.showsHomeScreen)
  }

  @Test("a window that closes with a view that has onDisappear is refused, located at the onDisappear (not documented)")
  func closingWithOnDisappear() throws {
    let files = Self.harbour.mapValues {
      $0.replacingOccurrences(of: "Button(\"Close\") { dismissWindow() }", with: "Button(\"Close\") { dismissWindow() }.onDisappear { print(\"gone\") }")
    }
    let consoles = try EngineHarness.consoles(
      files, device: Self.iPad, events: ["launch", "tap \"Open South\"", "tap \"Close\" in \"South\""])
    #expect(consoles.joined().contains("gone") == false)
    #expect(consoles.last?.first?.contains("Harbour.swift:37:") == true)
    #expect(consoles.last?.first?.contains("does not model 'onDisappear' of a view in a window that closes") == true)
  }

  @Test("on iPhone there is one window: openWindow does nothing")
  func iPhoneHasOneWindow() throws {
    let consoles = try EngineHarness.consoles(Self.harbour, events: ["launch", "tap \"Open South\""])
    #expect(consoles[1] == [])
  }

  @Test("Control Center over the front window makes only it inactive")
  func controlCenterOverFront() throws {
    let consoles = try EngineHarness.consoles(
      Self.harbour, device: Self.iPad, events: ["launch", "tap \"Open South\"", "control center", "control center away"])
    #expect(consoles[2] == ["App: inactive", "South: inactive"])
    #expect(consoles[3] == ["App: active", "South: active"])
  }
}
