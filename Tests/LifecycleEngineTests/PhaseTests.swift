import HarnessTestSupport
import Testing

/// How the phase moves, and who hears it in which order (lesson 6 steps 4–5, lesson 54 steps 3–4, question 3).
@Suite("Scene phases")
struct PhaseTests {
  static let garden = """
    import SwiftUI
    import UIKit

    @main
    struct GardenApp: App {
        @Environment(\\.scenePhase) private var phase
        var body: some Scene {
            GardenScene()
                .onChange(of: phase) { old, new in print("app: \\(old) -> \\(new)") }
        }
    }

    struct GardenScene: Scene {
        @Environment(\\.scenePhase) private var phase
        var body: some Scene {
            WindowGroup { Bed() }
                .onChange(of: phase) { old, new in print("scene: \\(old) -> \\(new)") }
        }
    }

    struct Bed: View {
        @Environment(\\.scenePhase) private var phase
        var body: some View {
            Text("tulips")
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                    print("uikit: background")
                }
                .onChange(of: phase) { old, new in print("view: \\(old) -> \\(new)") }
        }
    }
    """

  @Test("Home passes through inactive; the scene, the App, UIKit, then the view hear each step")
  func home() throws {
    let consoles = try EngineHarness.consoles(["Garden.swift": Self.garden], events: ["launch", "home"])
    #expect(consoles[1] == [
      "scene: active -> inactive", "app: active -> inactive", "view: active -> inactive",
      "scene: inactive -> background", "app: inactive -> background", "uikit: background",
      "view: inactive -> background",
    ])
  }

  @Test("coming back passes through inactive again")
  func comingBack() throws {
    let consoles = try EngineHarness.consoles(["Garden.swift": Self.garden], events: ["launch", "home", "return"])
    #expect(consoles[2] == [
      "scene: background -> inactive", "app: background -> inactive", "view: background -> inactive",
      "scene: inactive -> active", "app: inactive -> active", "view: inactive -> active",
    ])
  }

  @Test("at launch the scene-level readers hear both steps, the new view only the last")
  func launch() throws {
    let consoles = try EngineHarness.consoles(["Garden.swift": Self.garden])
    #expect(consoles[0] == [
      "scene: background -> inactive", "app: background -> inactive",
      "scene: inactive -> active", "app: inactive -> active", "view: inactive -> active",
    ])
  }

  @Test("Control Center and the app switcher only reach inactive", arguments: [
    ("control center", "control center away"), ("app switcher", "tap card"),
  ])
  func coveredNotLeft(_ events: (String, String)) throws {
    let consoles = try EngineHarness.consoles(["Garden.swift": Self.garden], events: ["launch", events.0, events.1])
    #expect(consoles[1] == ["scene: active -> inactive", "app: active -> inactive", "view: active -> inactive"])
    #expect(consoles[2] == ["scene: inactive -> active", "app: inactive -> active", "view: inactive -> active"])
  }

  @Test("Control Center over the Home Screen does nothing to a backgrounded app")
  func controlCenterOverHome() throws {
    let consoles = try EngineHarness.consoles(
      ["Garden.swift": Self.garden], events: ["launch", "home", "control center", "control center away"])
    #expect(consoles[2] == [] && consoles[3] == [])
  }

  @Test("onAppear and onDisappear are not called for Home")
  func appearIsNotAboutHome() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app("""
        struct ContentView: View {
            var body: some View {
                Text("x").onAppear { print("appear") }.onDisappear { print("disappear") }
            }
        }
        """), events: ["launch", "home", "wait 5", "return"])
    #expect(consoles == [["appear"], [], [], []])
  }

  @Test("a home while the app is in the background is an error of the fixture, not a crash")
  func homeTwice() throws {
    let transcript = try EngineHarness.run(["Garden.swift": Self.garden], events: ["launch", "home", "home"])
    #expect(transcript.failure?.message.contains("needs the app on the screen") == true)
  }
}

/// UIKit's notifications heard from code that is UIKit underneath.
@Suite("Notifications")
struct NotificationTests {
  @Test("addObserver(forName:) and a publisher's sink hear UIKit's notifications, after the App and before the views")
  func observers() throws {
    let consoles = try EngineHarness.consoles(["App.swift": """
      import SwiftUI
      import UIKit
      import Combine
      @Observable final class Journal {
          var token: Any?
          var cancellables = Set<AnyCancellable>()
          init() {
              token = NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
                  print("journal: resigning")
              }
              NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
                  .sink { _ in print("journal: background") }
                  .store(in: &cancellables)
          }
      }
      @main
      struct JournalApp: App {
          @State private var journal = Journal()
          @Environment(\\.scenePhase) private var phase
          var body: some Scene {
              WindowGroup { Page() }
                  .onChange(of: phase) { _, new in print("app: \\(new)") }
          }
      }
      struct Page: View {
          @Environment(\\.scenePhase) private var phase
          var body: some View {
              Text("p").onChange(of: phase) { _, new in print("view: \\(new)") }
          }
      }
      """], events: ["launch", "home"])
    #expect(consoles[1] == ["app: inactive", "journal: resigning", "view: inactive", "app: background", "journal: background", "view: background"])
  }
}
