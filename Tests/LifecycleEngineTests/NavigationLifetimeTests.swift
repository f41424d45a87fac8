import HarnessTestSupport
import Testing

/// What lives and what hears what when a navigation stack loses several views at once, or the
/// same destination is pushed again: UIKit's pop-to calls and SwiftUI's per-identity state.
@Suite("Navigation: pop-to and state per pushed identity")
struct NavigationLifetimeTests {
  /// A UIKit app (scenes) whose root is a navigation controller of `Level(1)`; each level has
  /// Next (push), Root (popToRoot) and Second (popToViewController of the second level).
  static let levels: [String: String] = ["App.swift": """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: Level(1))
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    class Level: UIViewController {
        let level: Int
        init(_ level: Int) { self.level = level; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            for (title, action) in [("Next", #selector(next)), ("Root", #selector(root)), ("Second", #selector(second))] {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: action, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("L\\(level) will appear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("L\\(level) did appear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("L\\(level) will disappear, moving: \\(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("L\\(level) did disappear") }
        @objc func next() { navigationController?.pushViewController(Level(level + 1), animated: true) }
        @objc func root() {
            let navigation = navigationController
            let popped = navigation?.popToRootViewController(animated: true) ?? []
            print("popped \\(popped.count), top L\\((navigation?.topViewController as? Level)?.level ?? 0)")
        }
        @objc func second() {
            guard let stack = navigationController?.viewControllers, stack.count > 1 else { return }
            let popped = navigationController?.popToViewController(stack[1], animated: true) ?? []
            print("popped \\(popped.count)")
        }
    }
    """]

  @Test("popToRoot: only the top controller disappears; the ones between hear nothing; the root comes back")
  func popToRoot() throws {
    let consoles = try EngineHarness.consoles(Self.levels, events: ["launch", "tap \"Next\"", "tap \"Next\"", "tap \"Root\""])
    #expect(consoles.last == [
      "L3 will disappear, moving: true", "L1 will appear", "popped 2, top L1", "L3 did disappear", "L1 did appear",
    ])
  }

  @Test("popToViewController keeps the stack up to that controller; at the top already it pops nothing")
  func popToViewController() throws {
    let consoles = try EngineHarness.consoles(
      Self.levels, events: ["launch", "tap \"Next\"", "tap \"Next\"", "tap \"Next\"", "tap \"Second\"", "tap \"Second\""])
    #expect(consoles[4] == ["L4 will disappear, moving: true", "L2 will appear", "popped 2", "L4 did disappear", "L2 did appear"])
    #expect(consoles[5] == ["popped 0"])
  }

  @Test("a view pushed by NavigationLink(destination:) makes its @StateObject each time it is pushed and frees it when popped")
  func stateObjectPerPush() throws {
    let app = EngineHarness.app("""
      final class DetailModel: ObservableObject {
          init() { print("model made") }
          deinit { print("model freed") }
      }
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Detail") { DetailView() }
              }
          }
      }
      struct DetailView: View {
          @StateObject private var model = DetailModel()
          var body: some View { Text("Detail") }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Detail\"", "back", "tap \"Detail\"", "back"])
    #expect(consoles == [[], ["model made"], ["model freed"], ["model made"], ["model freed"]])
  }
}

extension NavigationLifetimeTests {
  @Test("a @StateObject set in an init, in a destination pushed a second time, is refused: its object cannot be made again")
  func stateObjectFromInitPushedTwice() throws {
    let app = EngineHarness.app("""
      final class Clock: ObservableObject {
          init() { print("clock made") }
      }
      struct Face: View {
          @StateObject private var clock: Clock
          init() { _clock = StateObject(wrappedValue: Clock()) }
          var body: some View { Text("Face") }
      }
      struct ContentView: View {
          var body: some View {
              NavigationStack { NavigationLink("Face") { Face() } }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Face\"", "back", "tap \"Face\""])
    #expect(consoles.prefix(3) == [[], ["clock made"], []])
    #expect(consoles.last?.first?.hasSuffix(
      "error: lesson-runner does not model a '@StateObject' set in an 'init' whose view value is shown again under a new identity") == true)
  }
}

extension NavigationLifetimeTests {
  static let dismissingDetail = EngineHarness.app("""
    struct ContentView: View {
        @Environment(\\.scenePhase) private var phase
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { DetailView() }
            }
            .onChange(of: phase) { _, new in print("phase \\(new)") }
        }
    }
    struct DetailView: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }
                .onAppear { print("detail appeared") }
                .onDisappear { print("detail disappeared") }
        }
    }
    """)

  @Test("dismiss() in a pushed view pops it, as Back does; the window stays (it closed the window)")
  func dismissPopsPushedView() throws {
    let consoles = try EngineHarness.consoles(
      Self.dismissingDetail, events: ["launch", "tap \"Open\"", "tap \"Done\"", "wait 2", "tap \"Open\""])
    #expect(consoles == [["phase active"], ["detail appeared"], ["detail disappeared"], [], ["detail appeared"]])
  }
}

extension NavigationLifetimeTests {
  static let rootDismiss = EngineHarness.app("""
    struct ContentView: View {
        @Environment(\\.dismiss) private var dismiss
        @Environment(\\.scenePhase) private var phase
        var body: some View {
            Button("Close") { dismiss() }
                .onChange(of: phase) { _, new in print("phase \\(new)") }
        }
    }
    """)

  @Test("dismiss() in a window's own content does nothing on iPhone (it closed the window) and is refused on iPad")
  func rootDismiss() throws {
    let phone = try EngineHarness.consoles(Self.rootDismiss, events: ["launch", "tap \"Close\"", "wait 2"])
    #expect(phone == [["phase active"], [], []])
    let pad = try EngineHarness.consoles(Self.rootDismiss, device: "iPad Air 11-inch (M4)", events: ["launch", "tap \"Close\""])
    #expect(pad.last?.first?.contains("does not model 'dismiss' called in a window's own content on iPad") == true)
  }
}
