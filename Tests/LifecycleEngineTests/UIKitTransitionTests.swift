import HarnessTestSupport
import Testing

/// Why a controller's appearance callback runs: `isMovingToParent`, `isMovingFromParent`,
/// `isBeingPresented`, `isBeingDismissed` (round six; each was swiftc's "cannot find in scope").
@Suite("UIKit: why a controller appears or disappears")
struct UIKitTransitionTests {
  static let classes = """
    class Logging: UIViewController {
        var name: String { "base" }
        var loud = true
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if loud { print("\\(name) will appear: moving \\(isMovingToParent), presented \\(isBeingPresented)") }
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            print("\\(name) did disappear: moving \\(isMovingFromParent), dismissed \\(isBeingDismissed)")
        }
    }
    class ListController: Logging {
        override var name: String { "List" }
        override func viewDidLoad() {
            super.viewDidLoad()
            loud = false
            for (title, action) in [("Push", #selector(push)), ("Present", #selector(show))] {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: action, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            loud = true
        }
        @objc func push() { navigationController?.pushViewController(Detail(), animated: true) }
        @objc func show() {
            let detail = Detail()
            detail.modalPresentationStyle = .fullScreen
            present(detail, animated: true)
            print("after present: presented \\(detail.isBeingPresented)")
        }
    }
    class Detail: Logging {
        override var name: String { "Detail" }
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("Close", for: .normal)
            button.addTarget(self, action: #selector(close), for: .touchUpInside)
            view.addSubview(button)
        }
        @objc func close() { dismiss(animated: true) }
    }
    """

  @Test("a push and a pop: the pushed or popped controller reads moving, the one it covers or uncovers does not")
  func pushAndPop() throws {
    let app = TutorialAppsTests.uikit(root: "UINavigationController(rootViewController: ListController())", Self.classes)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Push\"", "back"])
    #expect(consoles == [
      [],
      ["Detail will appear: moving true, presented false", "List did disappear: moving false, dismissed false"],
      ["List will appear: moving false, presented false", "Detail did disappear: moving true, dismissed false"],
    ])
  }

  @Test("a full-screen presentation: the presented controller reads presented, then dismissed; outside its callbacks false")
  func presentAndDismiss() throws {
    let app = TutorialAppsTests.uikit(root: "ListController()", Self.classes)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Present\"", "tap \"Close\""])
    #expect(consoles == [
      [],
      ["Detail will appear: moving false, presented true", "after present: presented false",
       "List did disappear: moving false, dismissed false"],
      ["List will appear: moving false, presented false", "Detail did disappear: moving false, dismissed true"],
    ])
  }

  @Test("a controller a covered or uncovered navigation controller forwards its appearance to keeps its parent: it reads false")
  func forwardedChildStays() throws {
    let app = TutorialAppsTests.uikit(root: "UINavigationController(rootViewController: ListController())", Self.classes)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Present\"", "tap \"Close\""])
    #expect(consoles == [
      [],
      ["Detail will appear: moving false, presented true", "after present: presented false",
       "List did disappear: moving false, dismissed false"],
      ["List will appear: moving false, presented false", "Detail did disappear: moving false, dismissed true"],
    ])
  }

  @Test("read in the window's first appearance, which no push or presentation caused, it is not modelled")
  func firstAppearanceRefused() throws {
    let app = TutorialAppsTests.uikit(root: "Detail()", Self.classes)
    let consoles = try EngineHarness.consoles(app, events: ["launch"])
    #expect(consoles.last?.first?.contains("does not model 'isMovingToParent' in an appearance callback") == true)
  }

  @Test("an inherited name the registry lacks, in a view controller subclass, is not modelled, naming the framework class; a name in a view struct stays swiftc's")
  func inheritedNameNotModelled() throws {
    let uikit = TutorialAppsTests.uikit(root: "Themed()", """
      class Themed: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              print(traitCollection.userInterfaceStyle == .dark)
          }
      }
      """)
    let consoles = try EngineHarness.consoles(uikit, events: ["launch"])
    #expect(consoles.last?.first?.contains("does not model 'UIViewController.traitCollection'") == true)
    let member = TutorialAppsTests.uikit(root: "sized()", """
      class Sized: UIViewController {}
      func sized() -> Sized {
          let controller = Sized()
          print(controller.preferredContentSize.width)
          return controller
      }
      """)
    let memberConsoles = try EngineHarness.consoles(member, events: ["launch"])
    #expect(memberConsoles.last?.first?.contains("does not model 'UIViewController.preferredContentSize'") == true)
    let swiftUI = EngineHarness.app("""
      struct ContentView: View {
          var body: some View { Text(tittle) }
      }
      """)
    let build = try EngineHarness.run(swiftUI, events: ["launch"]).build
    #expect(build.first { $0.severity == .error }?.message == "cannot find 'tittle' in scope")
  }
}
