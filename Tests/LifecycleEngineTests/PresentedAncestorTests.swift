import HarnessTestSupport
import Testing

/// A controller inside a presented container (a navigation controller presented modally):
/// Apple, presentingViewController: "If the view controller was not presented modally, but one
/// of its ancestors was, this property contains the view controller that presented the ancestor".
@Suite("UIKit: a presented container's children")
struct PresentedAncestorTests {
  static let app: [String: String] = ["App.swift": """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = Home()
            window?.makeKeyAndVisible()
            return true
        }
    }

    class Home: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("Compose", for: .normal)
            button.addTarget(self, action: #selector(compose), for: .touchUpInside)
            view.addSubview(button)
        }
        @objc func compose() { present(UINavigationController(rootViewController: Composer()), animated: true) }
    }

    class Composer: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("presented by Home: \\(presentingViewController is Home)")
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
        }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("Composer will disappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("Composer did disappear") }
        @objc func send() { dismiss(animated: true) { print("sent") } }
    }
    """]

  @Test("a child of a presented navigation controller reads the presenter of its ancestor")
  func presentingThroughAncestor() throws {
    let consoles = try EngineHarness.consoles(Self.app, events: ["launch", "tap \"Compose\""])
    #expect(consoles.last == ["presented by Home: true"])
  }

  @Test("dismiss called on that child closes the presented navigation controller (it did nothing)")
  func dismissFromChild() throws {
    let consoles = try EngineHarness.consoles(Self.app, events: ["launch", "tap \"Compose\"", "tap \"Send\"", "tap \"Compose\""])
    #expect(consoles[2] == ["Composer will disappear", "Composer did disappear", "sent"])
    #expect(consoles[3] == ["presented by Home: true"])
  }
}
