import HarnessTestSupport
import Testing

/// What runs at launch, and in what order (lesson 6, steps 3 and 7, questions 1, 6 and 9).
@Suite("Launch order")
struct LaunchTests {
  static let shop = """
    import SwiftUI
    import UIKit

    final class ShopDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            print("delegate finished launching")
            print("delegate is", String(reflecting: type(of: application.delegate!)))
            return true
        }
    }

    @main
    struct ShopApp: App {
        @UIApplicationDelegateAdaptor private var delegate: ShopDelegate
        @Environment(\\.scenePhase) private var phase

        init() { print("ShopApp.init") }

        var body: some Scene {
            WindowGroup {
                Shelf()
            }
            .onChange(of: phase) { old, new in print("app \\(old)->\\(new)") }
        }
    }

    struct Shelf: View {
        @Environment(\\.scenePhase) private var phase
        init() { print("Shelf.init") }
        var body: some View {
            let _ = print("Shelf.body")
            Text("shelf")
                .onAppear { print("Shelf appeared") }
                .onChange(of: phase) { old, new in print("shelf \\(old)->\\(new)") }
        }
    }
    """

  @Test("the App's init, then the delegate, then the scene: background to inactive, the view, then active")
  func launchOrder() throws {
    let consoles = try EngineHarness.consoles(["ShopApp.swift": Self.shop])
    #expect(consoles == [[
      "ShopApp.init",
      "delegate finished launching",
      "delegate is SwiftUI.AppDelegate",
      "app background->inactive",
      "Shelf.init",
      "Shelf.body",
      "Shelf appeared",
      "app inactive->active",
      "Shelf.body",
      "shelf inactive->active",
    ]])
  }

  @Test("a view created while its scene is inactive first sees inactive to active")
  func viewSeesOnlyActivation() throws {
    let consoles = try EngineHarness.consoles(["ShopApp.swift": Self.shop])
    #expect(consoles[0].filter { $0.hasPrefix("shelf ") } == ["shelf inactive->active"])
  }

  static func launcher(underTests: Bool) -> String {
    """
    import SwiftUI
    struct RealApp: App { var body: some Scene { WindowGroup { Text("real") } } }
    struct StandIn: App { init() { print("stand-in init") }; var body: some Scene { WindowGroup { Text("tests") } } }
    @main
    enum Entry {
        static func main() {
            if NSClassFromString("XCTestCase") != nil {
                print("tests")
                StandIn.main()
            } else {
                print("real")
                RealApp.main()
            }
        }
    }
    """
  }

  @Test("a @main type with static main() starts the App it chooses; XCTestCase exists only under tests",
    arguments: [false, true])
  func launcherChooses(_ underTests: Bool) throws {
    let transcript = try EngineHarness.run(
      ["Entry.swift": Self.launcher(underTests: underTests)], events: ["launch"]
    ) { $0.underTests = underTests }
    #expect(EngineHarness.consoles(transcript) == [underTests ? ["tests", "stand-in init"] : ["real"]])
    #expect(transcript.events[0].screen.front?.items.map(\.label) == [underTests ? "tests" : "real"])
  }

  @Test("top-level code in main.swift runs when there is no @main type")
  func mainSwift() throws {
    let consoles = try EngineHarness.consoles(["main.swift": "print(\"first line\")\nlet n = 2\nprint(n * 21)"])
    #expect(consoles == [["first line", "42"]])
  }

  @Test("a program without an entry point cannot launch")
  func noEntryPoint() throws {
    let transcript = try EngineHarness.run(["V.swift": "struct V { }"], events: ["launch"])
    #expect(transcript.failure?.message.contains("no entry point") == true)
  }
}
