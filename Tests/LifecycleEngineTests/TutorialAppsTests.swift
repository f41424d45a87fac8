import HarnessTestSupport
import Testing

/// Rules met while running apps written the way tutorials write them (issue 8 section 2, issue 9
/// section 2): one test per rule.
@Suite("Tutorial apps: SwiftUI and UIKit rules")
struct TutorialAppsTests {
  // MARK: - UIKit

  /// A scene-less UIKit app whose root controller is `root`, with `classes` beside it.
  static func uikit(root: String, _ classes: String) -> [String: String] {
    ["App.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = \(root)
              window?.makeKeyAndVisible()
              return true
          }
      }

      \(classes)
      """]
  }

  @Test("loadView runs before viewDidLoad; super.loadView() makes the view the controller then reads")
  func loadViewFirst() throws {
    let app = Self.uikit(root: "Root()", """
      class Root: UIViewController {
          override func loadView() { super.loadView(); print("loadView, view made: \\(isViewLoaded)") }
          override func viewDidLoad() { super.viewDidLoad(); print("viewDidLoad") }
      }
      """)
    #expect(try EngineHarness.consoles(app) == [["loadView, view made: true", "viewDidLoad"]])
  }

  @Test("a loadView that assigns its own view is the controller's view")
  func loadViewAssigns() throws {
    let app = Self.uikit(root: "Root()", """
      class Root: UIViewController {
          override func loadView() { let label = UILabel(); label.text = "Mine"; view = label }
          override func viewDidLoad() { super.viewDidLoad(); print("loaded a \\(type(of: view!))") }
      }
      """)
    let consoles = try EngineHarness.consoles(app)
    #expect(consoles.first?.count == 1)
    #expect(consoles.first?.first?.hasPrefix("loaded a ") == true)
  }

  static let presenting = """
    class Home: UIViewController {
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("home will disappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("home did disappear") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("home will appear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("home did appear") }
        override func viewDidLoad() {
            super.viewDidLoad()
            for title in ["Sheet", "Cover", "Over"] {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: #selector(show(_:)), for: .touchUpInside)
                view.addSubview(button)
            }
        }
        @objc func show(_ sender: UIButton) {
            let modal = Modal()
            if sender.currentTitle == "Cover" { modal.modalPresentationStyle = .fullScreen }
            if sender.currentTitle == "Over" { modal.modalPresentationStyle = .overFullScreen }
            present(modal, animated: true)
        }
    }
    class Modal: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let close = UIButton(type: .system)
            close.setTitle("Close", for: .normal)
            close.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
            view.addSubview(close)
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("modal did appear") }
        @objc func close(_ sender: UIButton) { dismiss(animated: true) }
    }
    """

  @Test("a full-screen presentation removes the presenter after it completes, and puts it back on dismissal")
  func fullScreenRemovesPresenter() throws {
    let consoles = try EngineHarness.consoles(
      Self.uikit(root: "Home()", Self.presenting), events: ["launch", "tap \"Cover\"", "tap \"Close\""])
    #expect(consoles.dropFirst() == [
      ["home will disappear", "modal did appear", "home did disappear"],
      ["home will appear", "home did appear"],
    ])
  }

  @Test("a sheet and an over-full-screen presentation leave the presenter where it is")
  func sheetKeepsPresenter() throws {
    let consoles = try EngineHarness.consoles(
      Self.uikit(root: "Home()", Self.presenting),
      events: ["launch", "tap \"Sheet\"", "tap \"Close\"", "tap \"Over\"", "tap \"Close\""])
    #expect(consoles.dropFirst() == [["modal did appear"], [], ["modal did appear"], []])
  }

  @Test("an action method that takes a sender gets the tapped button")
  func actionSender() throws {
    let consoles = try EngineHarness.consoles(
      Self.uikit(root: "Home()", Self.presenting), events: ["launch", "tap \"Over\""])
    #expect(consoles.last == ["modal did appear"])
  }

  @Test("modalPresentationStyle reads .automatic until the program sets it")
  func presentationStyleDefault() throws {
    let app = Self.uikit(root: "Root()", """
      class Root: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let other = UIViewController()
              print(other.modalPresentationStyle == .automatic)
              other.modalPresentationStyle = .fullScreen
              print(other.modalPresentationStyle == .fullScreen)
          }
      }
      """)
    #expect(try EngineHarness.consoles(app) == [["true", "true"]])
  }

  @Test("a popped controller that nothing else holds is deinitialized when the pop ends, not later")
  func poppedControllerDeinit() throws {
    let app = Self.uikit(root: "UINavigationController(rootViewController: First())", """
      class First: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let next = UIButton(type: .system)
              next.setTitle("Next", for: .normal)
              next.addTarget(self, action: #selector(push), for: .touchUpInside)
              view.addSubview(next)
          }
          @objc func push() { print("push"); navigationController?.pushViewController(Second(), animated: true) }
      }
      class Second: UIViewController {
          override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("second gone") }
          deinit { print("second deinit") }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Next\"", "back", "tap \"Next\""])
    #expect(consoles.dropFirst() == [["push"], ["second gone", "second deinit"], ["push"]])
  }

  static let tabs = """
    class Page: UIViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil); tabBarItem = UITabBarItem(title: name, image: nil, tag: 0) }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() { super.viewDidLoad(); print("\\(name) loaded") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\\(name) appeared") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\\(name) gone") }
    }
    func makeTabs() -> UITabBarController {
        let tabs = UITabBarController()
        let stack = UINavigationController(rootViewController: Page("Two"))
        stack.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        tabs.viewControllers = [Page("One"), stack]
        tabs.selectedIndex = 1
        return tabs
    }
    """

  @Test("a tab bar controller shows only its selected child; a tap on a tab shows that child and hides the other")
  func tabBarSelection() throws {
    let consoles = try EngineHarness.consoles(
      Self.uikit(root: "makeTabs()", Self.tabs), events: ["launch", "tap \"One\"", "tap \"Two\""])
    #expect(consoles == [["Two loaded", "Two appeared"], ["One loaded", "Two gone", "One appeared"], ["One gone", "Two appeared"]])
  }

  @Test("a subclass of a framework class the registry lacks is refused, naming that class where it is written")
  func unmodelledSuperclass() throws {
    for body in ["override func viewDidLoad() { super.viewDidLoad(); print(\"loaded\") }",
      "override func viewDidLoad() { super.viewDidLoad(); title = \"Fruits\" }"] {
      let consoles = try EngineHarness.consoles(Self.uikit(root: "Grid()", """
        class Grid: UICollectionViewController {
            \(body)
        }
        """))
      #expect(consoles.last == ["FAILURE: App.swift:14:13: error: lesson-runner does not model 'UICollectionViewController'"])
    }
  }

  @Test("a UIAlertController shows its title, message and actions; a tapped action dismisses it, then its handler runs")
  func alertController() throws {
    let app = Self.uikit(root: "Root()", """
      class Root: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let button = UIButton(type: .system)
              button.setTitle("Ask", for: .normal)
              button.addTarget(self, action: #selector(ask), for: .touchUpInside)
              view.addSubview(button)
          }
          override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("root hidden") }
          @objc func ask() {
              let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
              alert.addAction(UIAlertAction(title: "Yes", style: .default) { action in
                  print("chose \\(action.title ?? "")")
                  print("alert still shown: \\(self.presentedViewController != nil)")
              })
              alert.addAction(UIAlertAction(title: "No", style: .cancel))
              present(alert, animated: true)
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Ask\"", "tap \"Yes\"", "tap \"Ask\"", "tap \"No\""])
    #expect(consoles == [[], [], ["chose Yes", "alert still shown: false"], [], []])
  }

  @Test("a controller overriding a layout callback (how often UIKit lays out is not documented) is refused when its view loads")
  func layoutCallbacksRefused() throws {
    for name in ["viewDidLayoutSubviews()", "viewWillLayoutSubviews()"] {
      let consoles = try EngineHarness.consoles(Self.uikit(root: "Root()", """
        class Root: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); print("loaded") }
            override func \(name) { print("laid out") }
        }
        """))
      let bare = String(name.prefix { $0 != "(" })
      #expect(consoles.count == 2 && consoles[0].isEmpty)
      #expect(consoles.last?.first?.hasPrefix("FAILURE: App.swift:14:7: error: lesson-runner does not model '\(bare)") == true)
    }
  }

  @Test("viewWillTransition(to:with:) answers a rotation, which no event makes: overriding it changes nothing")
  func rotationCallbackNeverCalled() throws {
    let consoles = try EngineHarness.consoles(Self.uikit(root: "Root()", """
      class Root: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); print("loaded") }
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
              super.viewWillTransition(to: size, with: coordinator)
              print("rotating")
          }
      }
      """))
    #expect(consoles == [["loaded"]])
  }

  // MARK: - SwiftUI

  static let presentedDestination = """
    struct ContentView: View {
        @State private var showing = false
        var body: some View {
            NavigationStack {
                Button("Open") { showing = true }
                    .navigationDestination(isPresented: $showing) {
                        Text("Pushed")
                            .onAppear { print("pushed appeared") }
                            .onDisappear { print("pushed disappeared") }
                    }
            }
            .onChange(of: showing) { print("showing: \\(showing)") }
        }
    }
    """

  @Test("navigationDestination(isPresented:) pushes while the binding is true; back pops it and writes false")
  func presentedDestination() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.presentedDestination), events: ["launch", "tap \"Open\"", "back", "tap \"Open\""])
    // Which of the stack's onChange and the pushed view's onAppear runs first is not documented.
    #expect(consoles.map(Set.init) == [
      [], ["showing: true", "pushed appeared"], ["showing: false", "pushed disappeared"], ["showing: true", "pushed appeared"],
    ])
  }

  static let cart = """
    class Cart: ObservableObject {
        @Published var items: [String] = []
        func add(_ item: String) {
            items.append(item)
            print("stored \\(items.count)")
        }
    }
    struct ContentView: View {
        @StateObject private var cart = Cart()
        var body: some View {
            Button("Add") { cart.add("pear") }
                .onReceive(cart.$items) { items in
                    print("received \\(items.count), property holds \\(cart.items.count)")
                }
        }
    }
    """

  @Test("onReceive of a @Published publisher gets the current value when placed, then each new value before it is stored")
  func publishedOnReceive() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.cart), events: ["launch", "tap \"Add\"", "tap \"Add\""])
    #expect(consoles == [
      ["received 0, property holds 0"],
      ["received 1, property holds 0", "stored 1"],
      ["received 2, property holds 1", "stored 2"],
    ])
  }

  @Test("sink on a @Published publisher runs at once with the current value; cancel stops it")
  func publishedSink() throws {
    let app = EngineHarness.app("""
      import Combine
      class Counter: ObservableObject {
          @Published var value = 1
      }
      struct ContentView: View {
          @State private var counter = Counter()
          @State private var token: AnyCancellable?
          var body: some View {
              VStack {
                  Button("Watch") {
                      token = counter.$value.sink { print("sink got \\($0)") }
                      print("subscribed")
                  }
                  Button("Bump") { counter.value += 1 }
                  Button("Stop") { token?.cancel() }
              }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(
      app, events: ["launch", "tap \"Watch\"", "tap \"Bump\"", "tap \"Stop\"", "tap \"Bump\""])
    #expect(consoles == [[], ["sink got 1", "subscribed"], ["sink got 2"], [], []])
  }

  @Test("a sheet's @StateObject is deinitialized when dismiss() ends the sheet, and made anew when it opens again")
  func sheetStateObjectDeinit() throws {
    let app = EngineHarness.app("""
      final class Draft: ObservableObject {
          init() { print("draft made") }
          deinit { print("draft freed") }
      }
      struct Editor: View {
          @StateObject private var draft = Draft()
          @Environment(\\.dismiss) private var dismiss
          @Environment(\\.scenePhase) private var phase
          var body: some View { Button("Done") { dismiss() } }
      }
      struct ContentView: View {
          @State private var editing = false
          var body: some View {
              Button("Edit") { editing = true }
                  .sheet(isPresented: $editing) { Editor() }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Edit\"", "tap \"Done\"", "tap \"Edit\""])
    #expect(consoles == [[], ["draft made"], ["draft freed"], ["draft made"]])
  }

  @Test("a tap on a Toggle flips its binding; the screen shows it as a button with its label")
  func toggleTap() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var wifi = false
          var body: some View {
              Form {
                  Toggle("Wi-Fi", isOn: $wifi)
                  Toggle(isOn: $wifi) { Text("Also Wi-Fi") }
              }
              .onChange(of: wifi) { old, new in print("wifi \\(old) -> \\(new)") }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Wi-Fi\"", "tap \"Also Wi-Fi\""])
    #expect(consoles == [[], ["wifi false -> true"], ["wifi true -> false"]])
  }

  @Test("a fullScreenCover over a view with onAppear is refused where the cover is applied; a sheet is not")
  func fullScreenCoverOverAppearingView() throws {
    func app(_ modifier: String) -> [String: String] {
      EngineHarness.app("""
        struct ContentView: View {
            @State private var shown = false
            var body: some View {
                Button("Show") { shown = true }
                    .onAppear { print("root appeared") }
                    .\(modifier)(isPresented: $shown) { Text("Front").onAppear { print("front appeared") } }
            }
        }
        """)
    }
    let cover = try EngineHarness.consoles(app("fullScreenCover"), events: ["launch", "tap \"Show\""])
    #expect(cover.last?.first?.contains("App.swift:15:") == true)
    #expect(cover.last?.first?.contains("covered by a 'fullScreenCover'") == true)
    let sheet = try EngineHarness.consoles(app("sheet"), events: ["launch", "tap \"Show\""])
    #expect(sheet == [["root appeared"], ["front appeared"]])
  }
}
