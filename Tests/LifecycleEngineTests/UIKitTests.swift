import HarnessTestSupport
import Testing

/// Apps whose `@main` type is a UIKit application delegate (the memo on UIKit scenes).
@Suite("UIKit apps")
struct UIKitTests {
  static let counter = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            print("app: did finish launching")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            print("app: discarded \\(sceneSessions.count)")
        }
        func applicationDidBecomeActive(_ application: UIApplication) { print("never with scenes") }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            print("scene: will connect, restoring \\(session.stateRestorationActivity?.userInfo?["count"] ?? 0)")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = CounterViewController()
            window?.makeKeyAndVisible()
        }
        func sceneDidBecomeActive(_ scene: UIScene) { print("scene: did become active") }
        func sceneWillResignActive(_ scene: UIScene) { print("scene: will resign active") }
        func sceneWillEnterForeground(_ scene: UIScene) { print("scene: will enter foreground") }
        func sceneDidEnterBackground(_ scene: UIScene) { print("scene: did enter background") }
        func sceneDidDisconnect(_ scene: UIScene) { print("scene: did disconnect") }
        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            let activity = NSUserActivity(activityType: "org.example.counting")
            activity.addUserInfoEntries(from: ["count": 7])
            return activity
        }
    }

    final class CounterViewController: UIViewController {
        private var count = 0
        private let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            print("vc: view did load")
            title = "Counter"
            view.backgroundColor = .systemBackground
            label.text = "Count: 0"
            let button = UIButton(type: .system)
            button.setTitle("Add", for: .normal)
            button.addTarget(self, action: #selector(add), for: .touchUpInside)
            view.addSubview(UIStackView(arrangedSubviews: [label, button]))
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("vc: view will appear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("vc: view did appear") }
        @objc private func add() {
            count += 1
            label.text = "Count: \\(count)"
        }
    }
    """

  @Test("launch: didFinishLaunching, willConnectTo, viewDidLoad, viewWillAppear, foreground, active, viewDidAppear")
  func launchOrder() throws {
    let consoles = try EngineHarness.consoles(["App.swift": Self.counter])
    #expect(consoles[0] == [
      "app: did finish launching", "scene: will connect, restoring 0", "vc: view did load", "vc: view will appear",
      "scene: will enter foreground", "scene: did become active", "vc: view did appear",
    ])
  }

  @Test("Home and back: the scene delegate hears each step; the app delegate's activation methods are not called")
  func homeAndBack() throws {
    let consoles = try EngineHarness.consoles(["App.swift": Self.counter], events: ["launch", "home", "return"])
    #expect(consoles[1] == ["scene: will resign active", "scene: did enter background"])
    #expect(consoles[2] == ["scene: will enter foreground", "scene: did become active"])
  }

  @Test("a UIKit button's target method runs when tapped, and the label shows the new text")
  func buttonTarget() throws {
    let transcript = try EngineHarness.run(["App.swift": Self.counter], events: ["launch", "tap \"Add\"", "tap \"Add\""])
    #expect(transcript.events[2].screen.front?.items.map(\.description) == ["Count: 2", "[Add]"])
  }

  @Test("the restoration activity is asked for on the way to the background and handed back at the next connection")
  func restoration() throws {
    let consoles = try EngineHarness.consoles(["App.swift": Self.counter], events: ["launch", "home", "stop", "run"])
    #expect(consoles[3].first == "app: did finish launching")
    #expect(consoles[3].dropFirst().first == "scene: will connect, restoring 7")
  }

  @Test("swiped away: the scene disconnects, and the app delegate hears the session was discarded at the next launch")
  func swipedAway() throws {
    let consoles = try EngineHarness.consoles(["App.swift": Self.counter], events: ["launch", "app switcher", "swipe away", "launch"])
    #expect(consoles[1] == ["scene: will resign active"])
    #expect(consoles[2] == ["scene: did disconnect"])
    #expect(Array(consoles[3].prefix(3)) == ["app: did finish launching", "app: discarded 1", "scene: will connect, restoring 0"])
  }

  @Test("without scenes, the app delegate hears activation; a hosted SwiftUI view reads the window's phase")
  func appDelegateLifeCycle() throws {
    let consoles = try EngineHarness.consoles(["App.swift": """
      import UIKit
      import SwiftUI
      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              print("launched")
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = UIHostingController(rootView: Greeting())
              window?.makeKeyAndVisible()
              return true
          }
          func applicationDidBecomeActive(_ application: UIApplication) { print("app active") }
          func applicationWillResignActive(_ application: UIApplication) { print("app resigning") }
          func applicationDidEnterBackground(_ application: UIApplication) { print("app background") }
          func applicationWillEnterForeground(_ application: UIApplication) { print("app foreground") }
      }
      struct Greeting: View {
          @Environment(\\.scenePhase) private var phase
          var body: some View {
              Text("hello").onChange(of: phase) { _, new in print("greeting: \\(new)") }
          }
      }
      """], events: ["launch", "home", "return"])
    #expect(consoles == [
      ["launched", "app active", "greeting: active"],
      ["app resigning", "greeting: inactive", "app background", "greeting: background"],
      ["app foreground", "greeting: inactive", "app active", "greeting: active"],
    ])
  }
}
