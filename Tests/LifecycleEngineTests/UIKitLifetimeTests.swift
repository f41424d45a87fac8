import HarnessTestSupport
import Testing

/// What keeps a UIKit controller alive, and what its inherited properties read: a selector
/// observer does not, a dismissed navigation controller's children go with it, and
/// `nav.modalPresentationStyle = .fullScreen` is read in UIViewController's enum; a scene's
/// `activationState` is read after a transition, refused while the scene connects.
@Suite("UIKit: controllers' lifetimes and inherited properties")
struct UIKitLifetimeTests {
  /// A scene app whose window's root is `root`, with the classes `controllers` declares.
  static func app(root: String = "Root()", _ controllers: String) -> [String: String] {
    EngineHarness.sceneApp(root: root, controllers)
  }

  static let showButton = EngineHarness.buttonViewDidLoad(title: "Show", action: "show")

  @Test("a controller observing with a selector is released when popped, and hears nothing after (Apple, addObserver(_:selector:name:object:))")
  func selectorObserverIsNotRetained() throws {
    let files = Self.app(root: "UINavigationController(rootViewController: Root())", """
      class Root: UIViewController {
      \(Self.showButton)
          @objc func show() { navigationController?.pushViewController(Player(), animated: true) }
      }
      class Player: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.addObserver(self, selector: #selector(pause), name: UIApplication.didEnterBackgroundNotification, object: nil)
          }
          @objc func pause() { print("paused") }
          deinit { print("deinit") }
      }
      """)
    let consoles = try EngineHarness.consoles(files, events: ["launch", "tap \"Show\"", "home", "return", "back", "home"])
    #expect(consoles[2] == ["paused"])
    #expect(consoles[4] == ["deinit"])
    #expect(consoles[5] == [])
  }

  @Test("a dismissed navigation controller releases its children; its full-screen style set with '.fullScreen' removes the presenter")
  func dismissedNavigationReleasesChildren() throws {
    let files = Self.app("""
      class Root: UIViewController {
      \(Self.showButton)
          override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("root will disappear") }
          override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("root did appear") }
          @objc func show() {
              let navigation = UINavigationController(rootViewController: Editor())
              navigation.modalPresentationStyle = .fullScreen
              present(navigation, animated: true)
          }
      }
      class Editor: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let close = UIButton(type: .system)
              close.setTitle("Close", for: .normal)
              close.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
              view.addSubview(close)
          }
          @objc func close(_ sender: UIButton) { dismiss(animated: true) }
          deinit { print("editor deinit") }
      }
      """)
    let consoles = try EngineHarness.consoles(files, events: ["launch", "tap \"Show\"", "tap \"Close\""])
    #expect(consoles[1] == ["root will disappear"])
    #expect(consoles[2] == ["root did appear", "editor deinit"])
  }

  @Test("an implicit member assigned to a property a UIKit class inherits takes that property's type")
  func inheritedPropertyType() throws {
    let files = ["App.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              let navigation = UINavigationController(rootViewController: UIViewController())
              navigation.modalPresentationStyle = .fullScreen
              print(navigation.modalPresentationStyle == .fullScreen, navigation.modalPresentationStyle == .pageSheet)
              return true
          }
      }
      """]
    // Compared, not printed: UIModalPresentationStyle is an Objective-C NS_ENUM, whose values
    // Swift does not print by case name (see ImportedEnumText).
    #expect(try EngineHarness.consoles(files) == [["true false"]])
  }

  @Test("a scene's activationState reads its window's phase after a transition, and is refused inside scene(_:willConnectTo:options:)")
  func activationState() throws {
    func app(connecting: String) -> [String: String] {
      ["App.swift": """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {}

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                \(connecting)
            }
            func sceneDidBecomeActive(_ scene: UIScene) { print(scene.activationState == .foregroundActive) }
            func sceneDidEnterBackground(_ scene: UIScene) { print(scene.activationState == .background) }
        }
        """]
    }
    #expect(try EngineHarness.consoles(app(connecting: "print(\"connecting\")"), events: ["launch", "home"]) == [
      ["connecting", "true"], ["true"],
    ])
    let refused = try EngineHarness.consoles(app(connecting: "print(scene.activationState == .background)"))
    #expect(refused.last?.first?.contains("App.swift:9:") == true)
    #expect(refused.last?.first?.contains("does not model 'activationState' read in 'scene(_:willConnectTo:options:)'") == true)
  }
}
