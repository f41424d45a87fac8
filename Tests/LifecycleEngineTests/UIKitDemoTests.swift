import HarnessTestSupport
import Testing

/// A life-cycle demo as tutorials write it: Xcode's UIKit template, every callback printing
/// `#function`, driven through the events a reader performs.
@Suite("UIKit life-cycle demos")
struct UIKitDemoTests {
  static let demo = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            print("AppDelegate", #function)
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            print("AppDelegate", #function)
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            print("AppDelegate", #function)
        }
        func applicationWillTerminate(_ application: UIApplication) { print("AppDelegate", #function) }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            print("SceneDelegate", #function)
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = ViewController()
            window?.makeKeyAndVisible()
        }
        func sceneDidDisconnect(_ scene: UIScene) { print("SceneDelegate", #function) }
        func sceneDidBecomeActive(_ scene: UIScene) { print("SceneDelegate", #function) }
        func sceneWillResignActive(_ scene: UIScene) { print("SceneDelegate", #function) }
        func sceneWillEnterForeground(_ scene: UIScene) { print("SceneDelegate", #function) }
        func sceneDidEnterBackground(_ scene: UIScene) { print("SceneDelegate", #function) }
    }

    class ViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); print("ViewController", #function) }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("ViewController", #function) }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("ViewController", #function) }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("ViewController", #function) }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("ViewController", #function) }
    }
    """

  @Test("launch, Control Center, Home, back, the switcher and a swipe-away, each as UIKit's documented order gives it")
  func demo() throws {
    let consoles = try EngineHarness.consoles(
      ["App.swift": Self.demo],
      events: ["launch", "control center", "control center away", "home", "return", "app switcher", "swipe away", "launch"])
    #expect(consoles == [
      [
        "AppDelegate application(_:didFinishLaunchingWithOptions:)",
        "AppDelegate application(_:configurationForConnecting:options:)",
        "SceneDelegate scene(_:willConnectTo:options:)", "ViewController viewDidLoad()", "ViewController viewWillAppear(_:)",
        "SceneDelegate sceneWillEnterForeground(_:)", "SceneDelegate sceneDidBecomeActive(_:)", "ViewController viewDidAppear(_:)",
      ],
      ["SceneDelegate sceneWillResignActive(_:)"],
      ["SceneDelegate sceneDidBecomeActive(_:)"],
      ["SceneDelegate sceneWillResignActive(_:)", "SceneDelegate sceneDidEnterBackground(_:)"],
      ["SceneDelegate sceneWillEnterForeground(_:)", "SceneDelegate sceneDidBecomeActive(_:)"],
      ["SceneDelegate sceneWillResignActive(_:)"],
      ["SceneDelegate sceneDidDisconnect(_:)", "AppDelegate applicationWillTerminate(_:)"],
      [
        "AppDelegate application(_:didFinishLaunchingWithOptions:)", "AppDelegate application(_:didDiscardSceneSessions:)",
        "AppDelegate application(_:configurationForConnecting:options:)",
        "SceneDelegate scene(_:willConnectTo:options:)", "ViewController viewDidLoad()", "ViewController viewWillAppear(_:)",
        "SceneDelegate sceneWillEnterForeground(_:)", "SceneDelegate sceneDidBecomeActive(_:)", "ViewController viewDidAppear(_:)",
      ],
    ])
  }

  @Test("Xcode's storyboard template, whose window code does not make, is refused where its view controller is declared")
  func storyboard() throws {
    var source = Self.demo
    for statement in [
      "window = UIWindow(windowScene: windowScene)", "window?.rootViewController = ViewController()", "window?.makeKeyAndVisible()",
    ] {
      source = source.replacingOccurrences(of: statement, with: "")
    }
    let transcript = try EngineHarness.run(["App.swift": source], events: ["launch"])
    let failure = try #require(transcript.failure)
    #expect("\(failure)".contains("does not model storyboards"))
    let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("class ViewController") }
    #expect(failure.diagnostic.location?.line == line.map { $0 + 1 })
  }
}
