import HarnessTestSupport
import Testing

/// The events that reach a UIKit app beyond its phases: links, activities, the system freeing a
/// scene, the app being swiped away, windows it asks for.
@Suite("UIKit scene events")
struct UIKitSceneEventTests {
  /// An app delegate and a scene delegate that print `#function` in every callback.
  static let traced = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            print(#function)
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            print(#function)
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func applicationWillTerminate(_ application: UIApplication) { print(#function) }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            print(#function, connectionOptions.urlContexts.count, connectionOptions.userActivities.count)
            if let url = connectionOptions.urlContexts.first?.url { print("host:", url.host ?? "none", "scheme:", url.scheme ?? "none") }
        }
        func sceneDidDisconnect(_ scene: UIScene) { print(#function) }
        func sceneDidBecomeActive(_ scene: UIScene) { print(#function) }
        func sceneWillResignActive(_ scene: UIScene) { print(#function) }
        func sceneWillEnterForeground(_ scene: UIScene) { print(#function) }
        func sceneDidEnterBackground(_ scene: UIScene) { print(#function) }
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            print(#function, URLContexts.first!.url)
        }
        func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) { print(#function, userActivityType) }
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { print(#function, userActivity.activityType) }
    }
    """

  static func run(_ events: [String], source: String = traced, device: String = "iPhone 17") throws -> [[String]] {
    try EngineHarness.consoles(["App.swift": source], device: device, events: events)
  }

  @Test("swiped away while running: the scene disconnects, then applicationWillTerminate")
  func terminateWhenRunning() throws {
    let consoles = try Self.run(["launch", "app switcher", "swipe away"])
    #expect(consoles[2] == ["sceneDidDisconnect(_:)", "applicationWillTerminate(_:)"])
  }

  @Test("swiped away once suspended: nothing of the app runs")
  func nothingWhenSuspended() throws {
    let consoles = try Self.run(["launch", "home", "wait 5", "app switcher", "swipe away"])
    #expect(consoles[4] == [])
  }

  @Test("a kept session reconnects without asking the app delegate for a configuration")
  func configurationOnlyForNewSessions() throws {
    let consoles = try Self.run(["launch", "home", "stop", "run"])
    #expect(consoles[0].contains("application(_:configurationForConnecting:options:)"))
    #expect(!consoles[3].contains("application(_:configurationForConnecting:options:)"))
  }

  @Test("a link that launches the app is in the connection options; its URL has the parts it was written with")
  func linkAtLaunch() throws {
    let consoles = try Self.run(["open url \"burrow://hazel/den?x=1\""])
    #expect(Array(consoles[0].prefix(4)) == [
      "application(_:didFinishLaunchingWithOptions:)", "application(_:configurationForConnecting:options:)",
      "scene(_:willConnectTo:options:) 1 0", "host: hazel scheme: burrow",
    ])
  }

  @Test("a link for a backgrounded app reaches its scene between entering the foreground and becoming active")
  func linkWhileRunning() throws {
    let consoles = try Self.run(["launch", "home", "wait 5", "open url \"burrow://hazel\""])
    #expect(consoles[3] == [
      "sceneWillEnterForeground(_:)", "scene(_:openURLContexts:) burrow://hazel", "sceneDidBecomeActive(_:)",
    ])
  }

  @Test("an activity for a running app: willContinueUserActivityWithType, then continue")
  func activityWhileRunning() throws {
    let consoles = try Self.run(["launch", "home", "continue activity \"com.example.reading\""])
    #expect(consoles[2] == [
      "sceneWillEnterForeground(_:)", "scene(_:willContinueUserActivityWithType:) com.example.reading",
      "scene(_:continue:) com.example.reading", "sceneDidBecomeActive(_:)",
    ])
  }

  @Test("the system disconnects a background scene; tapping the icon connects the same session again")
  func disconnectAndReconnect() throws {
    let consoles = try Self.run(["launch", "home", "system disconnects scene", "return"])
    #expect(consoles[2] == ["sceneDidDisconnect(_:)"])
    #expect(consoles[3] == ["scene(_:willConnectTo:options:) 0 0", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"])
  }

  @Test("the system disconnects only a background scene")
  func disconnectNeedsBackground() throws {
    let consoles = try Self.run(["launch", "system disconnects scene"])
    #expect(consoles.last?.first?.contains("disconnects only a scene in the background") == true)
  }

  @Test("an activity the system hands over has a type; reading its userInfo is not modelled")
  func deliveredUserInfo() throws {
    let source = Self.traced.replacingOccurrences(
      of: "print(#function, userActivity.activityType)", with: "print(userActivity.userInfo ?? [:])")
    let consoles = try Self.run(["launch", "continue activity \"com.example.reading\""], source: source)
    #expect(consoles.last?.first?.contains("does not model the userInfo of an activity") == true)
  }

  @Test("a session's persistent identifier is a key, never printed as a made-up string")
  func persistentIdentifier() throws {
    let source = Self.traced.replacingOccurrences(
      of: "print(#function, connectionOptions.urlContexts.count, connectionOptions.userActivities.count)",
      with: "var seen: [String: Int] = [:]; seen[session.persistentIdentifier] = 1; print(seen.count); print(session.persistentIdentifier)")
    let consoles = try Self.run(["launch"], source: source)
    #expect(consoles[0].contains("1"))
    #expect(consoles.last?.first?.contains("persistentIdentifier") == true)
  }

  @Test("on iPhone a new scene is refused: the error handler runs and nothing connects")
  func iPhoneHasOneScene() throws {
    let source = Self.traced.replacingOccurrences(
      of: "func sceneDidDisconnect(_ scene: UIScene) { print(#function) }",
      with: """
        func sceneDidDisconnect(_ scene: UIScene) { print(#function) }
        func sceneDidBecomeActive2() {}
        """
    ).replacingOccurrences(
      of: "func sceneDidBecomeActive(_ scene: UIScene) { print(#function) }",
      with: """
        func sceneDidBecomeActive(_ scene: UIScene) {
            print(#function, UIApplication.shared.supportsMultipleScenes)
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in print("refused") }
        }
        """)
    let consoles = try Self.run(["launch"], source: source)
    #expect(consoles[0].suffix(2) == ["sceneDidBecomeActive(_:) false", "refused"])
  }

  @Test("@UIApplicationMain starts an app delegate as @main does")
  func uiApplicationMain() throws {
    let source = Self.traced.replacingOccurrences(of: "@main", with: "@UIApplicationMain")
    let consoles = try Self.run(["launch"], source: source)
    #expect(consoles[0].first == "application(_:didFinishLaunchingWithOptions:)")
  }

  @Test("an app without scenes hears a link through application(_:open:options:) between its foreground callbacks")
  func sceneLessLink() throws {
    let consoles = try Self.run(["launch", "home", "open url \"burrow://hazel\""], source: """
      import UIKit
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = UIViewController()
              window?.makeKeyAndVisible()
              return true
          }
          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
              print(#function, url)
              return true
          }
          func applicationWillEnterForeground(_ application: UIApplication) { print(#function) }
          func applicationDidBecomeActive(_ application: UIApplication) { print(#function) }
      }
      """)
    #expect(consoles[2] == [
      "applicationWillEnterForeground(_:)", "application(_:open:options:) burrow://hazel", "applicationDidBecomeActive(_:)",
    ])
  }

  @Test("a SwiftUI app's adapted delegate hears applicationWillTerminate when the running app is swiped away")
  func swiftUIAdaptorTerminates() throws {
    let consoles = try Self.run(["launch", "app switcher", "swipe away"], source: """
      import SwiftUI
      class AppDelegate: NSObject, UIApplicationDelegate {
          func applicationWillTerminate(_ application: UIApplication) { print(#function) }
      }
      @main
      struct TestApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
          var body: some Scene { WindowGroup { Text("hi") } }
      }
      """)
    #expect(consoles[2] == ["applicationWillTerminate(_:)"])
  }

  @Test("a SwiftUI app's adapted delegate can configure a scene delegate, which hears the connection and the transitions")
  func swiftUISceneDelegate() throws {
    let consoles = try Self.run(["launch", "home", "stop", "run"], source: """
      import SwiftUI
      class AppDelegate: NSObject, UIApplicationDelegate {
          func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
              print(#function)
              let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
              configuration.delegateClass = SceneDelegate.self
              return configuration
          }
      }
      class SceneDelegate: NSObject, UIWindowSceneDelegate {
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
              print(#function)
          }
          func sceneDidBecomeActive(_ scene: UIScene) { print(#function) }
          func sceneDidEnterBackground(_ scene: UIScene) { print(#function) }
      }
      @main
      struct TestApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
          var body: some Scene { WindowGroup { Text("hi").onAppear { print("appear") } } }
      }
      """)
    #expect(consoles[0] == [
      "application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)", "appear", "sceneDidBecomeActive(_:)",
    ])
    #expect(consoles[1] == ["sceneDidEnterBackground(_:)"])
    #expect(consoles[3] == ["scene(_:willConnectTo:options:)", "appear", "sceneDidBecomeActive(_:)"])
  }
}

/// Calls accepted as inert: they run, change nothing, and the run lists each once.
@Suite("UIKit inert calls")
struct UIKitInertTests {
  @Test("haptics and appearance proxies are accepted, and the run lists each once with why")
  func listed() throws {
    let transcript = try EngineHarness.run(["App.swift": """
      import UIKit
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              UILabel.appearance().textColor = .red
              let generator = UIImpactFeedbackGenerator(style: .medium)
              generator.prepare()
              generator.impactOccurred()
              generator.impactOccurred()
              print("launched")
              return true
          }
      }
      """], events: ["launch"])
    #expect(EngineHarness.consoles(transcript) == [["launched"]])
    #expect(transcript.inert.map { $0.components(separatedBy: " — ").first ?? "" } == [
      "UILabel.appearance()", "UIImpactFeedbackGenerator.prepare()", "UIImpactFeedbackGenerator.impactOccurred()",
    ])
  }
}
