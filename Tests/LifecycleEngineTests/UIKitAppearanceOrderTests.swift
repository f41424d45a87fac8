import HarnessTestSupport
import Testing

/// `viewIsAppearing(_:)`, child containment, and main-queue work during UIKit's own calls
/// (round eight): each was refused, missing, or printed in an order Apple's documents do not give.
@Suite("UIKit: viewIsAppearing, containment and main-queue turns")
struct UIKitAppearanceOrderTests {
  /// A scene whose root is `root`; `Traced` prints every appearance callback, `viewIsAppearing`
  /// included, and queues one main-queue block from `viewDidLoad`.
  static func app(root: String = "UINavigationController(rootViewController: First())", extra: String = "") -> [String: String] {
    ["App.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              print("didFinishLaunching")
              DispatchQueue.main.async { print("main queue from didFinishLaunching") }
              return true
          }
      }

      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
              print("willConnect")
              guard let windowScene = scene as? UIWindowScene else { return }
              window = UIWindow(windowScene: windowScene)
              window?.rootViewController = \(root)
              window?.makeKeyAndVisible()
          }
          func sceneWillEnterForeground(_ scene: UIScene) {
              print("sceneWillEnterForeground")
              DispatchQueue.main.async { print("main queue from sceneWillEnterForeground") }
          }
          func sceneDidBecomeActive(_ scene: UIScene) { print("sceneDidBecomeActive") }
      }

      class Traced: UIViewController {
          var name: String { "?" }
          override func viewDidLoad() {
              super.viewDidLoad()
              print("\\(name) viewDidLoad")
              DispatchQueue.main.async { print("main queue from \\(self.name) viewDidLoad") }
          }
          override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\\(name) viewWillAppear") }
          override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); print("\\(name) viewIsAppearing \\(animated)") }
          override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\\(name) viewDidAppear") }
          override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\\(name) viewWillDisappear") }
          override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\\(name) viewDidDisappear") }
      }

      final class First: Traced {
          override var name: String { "first" }
          override func viewDidLoad() {
              super.viewDidLoad()
              let push = UIButton(type: .system)
              push.setTitle("Next", for: .normal)
              push.addTarget(self, action: #selector(next), for: .touchUpInside)
              view.addSubview(push)
          }
          @objc func next() {
              navigationController?.pushViewController(Second(), animated: true)
              print("pushed")
          }
      }

      final class Second: Traced {
          override var name: String { "second" }
      }
      \(extra)
      """]
  }

  @Test("at launch viewIsAppearing comes after viewWillAppear and just before viewDidAppear; main-queue work waits for the scene to be active")
  func launch() throws {
    let consoles = try EngineHarness.consoles(Self.app())
    #expect(consoles[0] == [
      "didFinishLaunching", "main queue from didFinishLaunching", "willConnect", "first viewDidLoad", "first viewWillAppear",
      "sceneWillEnterForeground", "sceneDidBecomeActive", "first viewIsAppearing false", "first viewDidAppear",
      "main queue from first viewDidLoad", "main queue from sceneWillEnterForeground",
    ])
  }

  /// The tap is an input event: a main-queue block it queued is a port-based source ready to fire,
  /// handled before the run loop tells its observers it will sleep (Apple, Threading Programming
  /// Guide, "The Run Loop Sequence of Events"), where the layout that precedes viewIsAppearing runs.
  @Test("on a push viewIsAppearing comes after the code that pushed and its main-queue work, before the leaving controller's viewDidDisappear")
  func push() throws {
    let consoles = try EngineHarness.consoles(Self.app(), events: ["launch", "tap \"Next\""])
    #expect(consoles[1] == [
      "second viewDidLoad", "first viewWillDisappear", "second viewWillAppear", "pushed", "main queue from second viewDidLoad",
      "second viewIsAppearing true", "first viewDidDisappear", "second viewDidAppear",
    ])
  }

  @Test("Back: the controller below hears viewIsAppearing again, once, before the did- callbacks")
  func back() throws {
    let consoles = try EngineHarness.consoles(Self.app(), events: ["launch", "tap \"Next\"", "back"])
    #expect(consoles[2] == [
      "second viewWillDisappear", "first viewWillAppear", "first viewIsAppearing true", "second viewDidDisappear",
      "first viewDidAppear",
    ])
  }

  @Test("returning from Home: main-queue work queued in sceneWillEnterForeground runs after sceneDidBecomeActive")
  func returnIsOneTurn() throws {
    let consoles = try EngineHarness.consoles(Self.app(), events: ["launch", "home", "return"])
    #expect(consoles[2] == ["sceneWillEnterForeground", "sceneDidBecomeActive", "main queue from sceneWillEnterForeground"])
  }

  @Test("a task started in viewDidLoad at launch waits, like main-queue work, for the scene to be active, in the order it was queued")
  func taskWaitsForTheLaunchTurn() throws {
    let extra = """
      final class Starter: Traced {
          override var name: String { "starter" }
          override func viewDidLoad() {
              super.viewDidLoad()
              Task { print("task from starter viewDidLoad") }
          }
      }
      """
    let consoles = try EngineHarness.consoles(Self.app(root: "Starter()", extra: extra))
    #expect(Array(consoles[0].drop { $0 != "sceneWillEnterForeground" }) == [
      "sceneWillEnterForeground", "sceneDidBecomeActive", "starter viewIsAppearing false", "starter viewDidAppear",
      "main queue from starter viewDidLoad", "task from starter viewDidLoad", "main queue from sceneWillEnterForeground",
    ])
  }

  static let container = """
    final class Parent: Traced {
        override var name: String { "parent" }
        let child = Child()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            for (title, action) in [("Remove", #selector(remove)), ("Again", #selector(again))] {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: action, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        @objc func remove() {
            child.willMove(toParent: nil)
            child.removeFromParent()
            print("children: \\(children.count)")
        }
        @objc func again() { Other().addChild(child) }
    }
    final class Other: UIViewController {}
    final class Child: Traced {
        override var name: String { "child" }
        override func willMove(toParent parent: UIViewController?) { print("child willMove \\(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: UIViewController?) { print("child didMove \\(parent == nil ? "nil" : "parent")") }
    }
    """

  @Test("a child hears viewIsAppearing after its parent, each before its own viewDidAppear")
  func childIsAppearing() throws {
    let consoles = try EngineHarness.consoles(Self.app(root: "Parent()", extra: Self.container))
    #expect(Array(consoles[0].drop { $0 != "sceneDidBecomeActive" }.prefix(5)) == [
      "sceneDidBecomeActive", "parent viewIsAppearing false", "child viewIsAppearing false", "parent viewDidAppear",
      "child viewDidAppear",
    ])
    #expect(consoles[0].prefix(7) == [
      "didFinishLaunching", "main queue from didFinishLaunching", "willConnect", "parent viewDidLoad", "child willMove parent",
      "child viewDidLoad", "child didMove parent",
    ])
  }

  @Test("removing a child on the screen is refused: when it disappears during the removal is not documented")
  func removeShownChild() throws {
    let consoles = try EngineHarness.consoles(Self.app(root: "Parent()", extra: Self.container), events: ["launch", "tap \"Remove\""])
    #expect(consoles[1] == ["child willMove nil"])
    #expect(consoles.last == [
      "FAILURE: App.swift:77:15: error: lesson-runner does not model removing a child view controller that is on the screen",
    ])
  }

  @Test("adding a child that already has a parent is refused: what the old parent hears is not documented")
  func addChildTwice() throws {
    let consoles = try EngineHarness.consoles(Self.app(root: "Parent()", extra: Self.container), events: ["launch", "tap \"Again\""])
    #expect(consoles[1] == [])
    #expect(consoles.last == [
      "FAILURE: App.swift:80:34: error: lesson-runner does not model adding a child view controller that already has a parent",
    ])
  }

  @Test("removeFromParent calls didMove(toParent: nil) itself, after the child is removed")
  func removeFromParentCallsDidMove() throws {
    let extra = """
      final class Holder: Traced {
          override var name: String { "holder" }
          override func viewDidLoad() {
              super.viewDidLoad()
              let child = Child()
              addChild(child)
              child.didMove(toParent: self)
              child.willMove(toParent: nil)
              child.removeFromParent()
              print("children: \\(children.count), parent: \\(child.parent == nil ? "none" : "some")")
          }
      }
      final class Child: UIViewController {
          override func willMove(toParent parent: UIViewController?) { print("willMove \\(parent == nil ? "nil" : "holder")") }
          override func didMove(toParent parent: UIViewController?) { print("didMove \\(parent == nil ? "nil" : "holder")") }
      }
      """
    let consoles = try EngineHarness.consoles(Self.app(root: "Holder()", extra: extra))
    #expect(consoles[0].prefix(9) == [
      "didFinishLaunching", "main queue from didFinishLaunching", "willConnect", "holder viewDidLoad", "willMove holder",
      "didMove holder", "willMove nil", "didMove nil", "children: 0, parent: none",
    ])
  }
}
