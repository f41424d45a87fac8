import HarnessTestSupport
import Testing

/// UIKit programs as tutorials write them, beyond the lessons: `loadView`, layout callbacks,
/// a popped controller's `deinit`, a control's target.
@Suite("UIKit programs")
struct UIKitProgramTests {
  /// An app without scenes whose root is a navigation controller; `extra` goes in the list
  /// controller, `detail` in the detail controller.
  static func app(list extra: String = "", detail: String = "") -> [String: String] {
    ["App.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = UINavigationController(rootViewController: ListViewController())
              window?.makeKeyAndVisible()
              return true
          }
      }

      class ListViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              print("List: \\(#function)")
              let button = UIButton(type: .system)
              button.setTitle("Show", for: .normal)
              button.addTarget(self, action: #selector(show), for: .touchUpInside)
              view.addSubview(button)
          }
          @objc func show() { navigationController?.pushViewController(DetailViewController(), animated: true) }
          \(extra)
      }

      class DetailViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let back = UIButton(type: .system)
              back.setTitle("Back", for: .normal)
              back.addTarget(self, action: #selector(goBack), for: .touchUpInside)
              view.addSubview(back)
          }
          override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("Detail: \\(#function)") }
          @objc func goBack() { navigationController?.popViewController(animated: true) }
          \(detail)
      }
      """]
  }

  @Test("loadView runs when the view is first asked for, just before viewDidLoad")
  func loadViewFirst() throws {
    let consoles = try EngineHarness.consoles(
      Self.app(list: "override func loadView() { super.loadView(); print(\"List: \\(#function)\") }"))
    #expect(consoles[0] == ["List: loadView()", "List: viewDidLoad()"])
  }

  @Test("a view assigned in loadView is the controller's view")
  func loadViewAssigns() throws {
    let consoles = try EngineHarness.consoles(Self.app(list: """
      let custom = UIView()
      override func loadView() { view = custom }
      override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print(view === custom) }
      """))
    #expect(consoles[0] == ["List: viewDidLoad()", "true"])
  }

  @Test("layout callbacks are not modelled: how many passes UIKit makes is not documented")
  func layoutRefused() throws {
    let consoles = try EngineHarness.consoles(
      Self.app(list: "override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); print(#function) }"))
    #expect(consoles.last?.first?.contains("does not model 'viewDidLayoutSubviews()") == true)
  }

  @Test("UIAction's handler may be a trailing closure, as its initializer's last parameter")
  func actionTrailingClosure() throws {
    let consoles = try EngineHarness.consoles(
      Self.app(list: """
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let button = UIButton(type: .system)
            button.setTitle("Count", for: .normal)
            button.addAction(UIAction { _ in print("counted") }, for: .touchUpInside)
            view.addSubview(button)
        }
        """), events: ["launch", "tap \"Count\""])
    #expect(consoles[1] == ["counted"])
  }

  @Test("a popped controller that only its button targeted is released when the pop ends: its deinit runs then")
  func popReleases() throws {
    let consoles = try EngineHarness.consoles(
      Self.app(detail: "deinit { print(\"Detail: deinit\") }"), events: ["launch", "tap \"Show\"", "tap \"Back\"", "tap \"Show\""])
    #expect(consoles[2] == ["Detail: viewDidDisappear(_:)", "Detail: deinit"])
    #expect(!consoles[3].contains("Detail: deinit"))
  }

  @Test("a control does not keep its target: a pushed controller kept by the program is not released")
  func keptControllerStays() throws {
    let consoles = try EngineHarness.consoles(
      Self.app(
        list: "var kept: DetailViewController?",
        detail: "deinit { print(\"Detail: deinit\") }"
      ).mapValues {
        $0.replacingOccurrences(
          of: "navigationController?.pushViewController(DetailViewController(), animated: true)",
          with: "let detail = DetailViewController(); kept = detail; navigationController?.pushViewController(detail, animated: true)")
      }, events: ["launch", "tap \"Show\"", "tap \"Back\""])
    #expect(consoles[2] == ["Detail: viewDidDisappear(_:)"])
  }
}
