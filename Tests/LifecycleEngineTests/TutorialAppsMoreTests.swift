import HarnessTestSupport
import Testing

/// Rules met while probing more tutorial apps (SwiftUI models, UIKit controllers): one test per
/// rule, named after the behaviour.
@Suite("Tutorial apps: more SwiftUI and UIKit rules")
struct TutorialAppsMoreTests {
  @Test("@ObservationIgnored builds, and a change of the ignored property runs no body; the class's other properties still do")
  func observationIgnoredRunsNoBody() throws {
    let app = EngineHarness.app("""
      import Observation
      @Observable final class Store {
          var items = ["Milk"]
          @ObservationIgnored var saves = 0
      }
      struct ContentView: View {
          @State private var store = Store()
          var body: some View {
              let _ = print("body \\(store.items.count) saves \\(store.saves)")
              Button("Save") { store.saves += 1; print("saved \\(store.saves)") }
              Button("Add") { store.items.append("Eggs") }
          }
      }
      """)
    let events = ["launch", "tap \"Save\"", "tap \"Save\"", "tap \"Add\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      ["body 1 saves 0"], ["saved 1"], ["saved 2"], ["body 2 saves 2"],
    ])
  }

  @Test("a property or function written with @ToolbarContentBuilder builds; its toolbar items, an if among them, show and take taps")
  func toolbarContentBuilderBuilds() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var editing = false
          var body: some View {
              NavigationStack {
                  Text("List")
                      .toolbar { items }
                      .toolbar { more() }
              }
          }
          @ToolbarContentBuilder private var items: some ToolbarContent {
              ToolbarItem(placement: .topBarTrailing) {
                  Button("Edit") { editing.toggle(); print("editing \\(editing)") }
              }
          }
          @ToolbarContentBuilder func more() -> some ToolbarContent {
              ToolbarItem(placement: .topBarLeading) { Button("Share") { print("share") } }
              if editing {
                  ToolbarItem(placement: .bottomBar) { Button("Delete") { print("delete") } }
              }
          }
      }
      """)
    let events = ["launch", "tap \"Edit\"", "tap \"Delete\"", "tap \"Share\""]
    #expect(try EngineHarness.consoles(app, events: events) == [[], ["editing true"], ["delete"], ["share"]])
  }

  @Test("a SwiftUI type the registry lacks is refused by name where it is used, not swiftc's 'cannot find type'",
    arguments: [
      ("LabeledContent(\"Name\", value: \"Ada\")", "LabeledContent"),
      ("AsyncImage(url: URL(string: \"https://example.com/a.png\"))", "AsyncImage"),
      ("LazyVGrid(columns: [GridItem(.flexible())]) { Text(\"a\") }", "GridItem"),
      ("Text(\"a\").gesture(DragGesture().onChanged { _ in })", "DragGesture"),
    ])
  func unmodelledSwiftUITypesRefused(view: String, name: String) throws {
    let app = EngineHarness.app("struct ContentView: View { var body: some View { VStack { \(view) } } }")
    let run = try EngineHarness.run(app, events: ["launch"])
    #expect(!run.build.contains { $0.message.hasPrefix("cannot find") })
    #expect(run.failure?.message == "lesson-runner does not model '\(name)'")
  }

  @Test("a custom EnvironmentKey builds; the environment value it declares is refused as not modelled")
  func customEnvironmentKeyRefused() throws {
    let app = EngineHarness.app("""
      private struct AccentKey: EnvironmentKey {
          static let defaultValue = "blue"
      }
      extension EnvironmentValues {
          var accent: String {
              get { self[AccentKey.self] }
              set { self[AccentKey.self] = newValue }
          }
      }
      struct ContentView: View {
          @Environment(\\.accent) var accent
          var body: some View { Text("a").onAppear { print(accent) } }
      }
      """)
    let run = try EngineHarness.run(app, events: ["launch"])
    #expect(!run.build.contains { $0.message.hasPrefix("cannot find") })
    #expect(run.failure?.message == "lesson-runner does not model 'EnvironmentValues.accent'")
  }

  @Test("a view's onDisappear reaches its own @StateObject, which is freed after it; a task that outlives the view is still refused")
  func onDisappearReachesStateObject() throws {
    let app = EngineHarness.app("""
      final class Stopwatch: ObservableObject {
          @Published var running = false
          deinit { print("Stopwatch deinit") }
          func start() { running = true; print("started") }
          func stop() { running = false; print("stopped") }
      }
      struct ContentView: View {
          @State private var showing = true
          var body: some View {
              Button("Hide") { showing = false }
              if showing { WatchView() }
          }
      }
      struct WatchView: View {
          @StateObject private var watch = Stopwatch()
          var body: some View {
              Text("watch")
                  .onAppear { watch.start() }
                  .onDisappear { watch.stop(); print("running \\(watch.running)") }
          }
      }
      """)
    #expect(try EngineHarness.consoles(app, events: ["launch", "tap \"Hide\""]) == [
      ["started"], ["stopped", "running false", "Stopwatch deinit"],
    ])
    let late = app.mapValues {
      $0.replacingOccurrences(of: ".onDisappear { watch.stop(); print(\"running \\(watch.running)\") }",
        with: ".task { try? await Task.sleep(for: .seconds(5)); print(watch.running) }")
    }
    #expect(late != app)
    let consoles = try EngineHarness.consoles(late, events: ["launch", "tap \"Hide\""])
    #expect(consoles.last?.last?.contains("does not model reading '@StateObject' property 'watch' of a view that has left") == true)
  }

  @Test("a pushed view's @StateObject that its body reads is freed when the view is popped")
  func stateObjectReadByBodyFreedOnPop() throws {
    let app = EngineHarness.app("""
      final class DetailModel: ObservableObject {
          @Published var count = 0
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
          var body: some View { Text("count \\(model.count)") }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Detail\"", "back", "tap \"Detail\"", "back"])
    #expect(consoles == [[], ["model made"], ["model freed"], ["model made"], ["model freed"]])
  }

  @Test("a UIKit enumeration's value printed is refused by name (Swift keeps no case names for an imported NS_ENUM); compared, it works")
  func importedEnumPrintRefused() throws {
    let compared = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("x").onAppear { print(UIApplication.shared.applicationState == .background ? "background" : "not background") }
          }
      }
      """)
    #expect(try EngineHarness.consoles(compared) == [["not background"]])
    let printed = compared.mapValues {
      $0.replacingOccurrences(of: "print(UIApplication.shared.applicationState == .background ? \"background\" : \"not background\")",
        with: "print(\"state: \\(UIApplication.shared.applicationState)\")")
    }
    #expect(printed != compared)
    let run = try EngineHarness.run(printed, events: ["launch"])
    #expect(run.failure?.message
      == "lesson-runner does not model printing a value of 'UIApplication.State', an enumeration imported from Objective-C")
  }

  @Test("a scene's delegate is the scene delegate UIKit made; replacing a shown window's root through it is refused, not silently kept")
  func sceneDelegateAndRootReplacement() throws {
    let app = EngineHarness.sceneApp(root: "Login()", """
      class Login: UIViewController {
      \(EngineHarness.buttonViewDidLoad(title: "Log in", action: "logIn"))
          @objc func logIn() {
              let delegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate
              print("found the scene delegate: \\(delegate != nil)")
              delegate?.window?.rootViewController = Home()
          }
      }
      class Home: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); print("Home viewDidLoad") }
      }
      """)
    let run = try EngineHarness.run(app, events: ["launch", "tap \"Log in\""])
    #expect(EngineHarness.consoles(run)[1].first == "found the scene delegate: true")
    #expect(run.failure?.message
      == "lesson-runner does not model replacing the root view controller of a window whose root is on the screen")
  }

  @Test("bar appearances set in an App's init (UINavigationBarAppearance, UITabBar.appearance()) are accepted as drawing and listed as inert")
  func barAppearanceIsInert() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          var body: some View { Text("x").onAppear { print("shown") } }
      }
      """, appBody: "WindowGroup { ContentView() }\n    }\n    init() {\n" + """
              let appearance = UINavigationBarAppearance()
              appearance.configureWithOpaqueBackground()
              appearance.backgroundColor = .systemBlue
              UINavigationBar.appearance().standardAppearance = appearance
              UINavigationBar.appearance().scrollEdgeAppearance = appearance
              UITabBar.appearance().unselectedItemTintColor = .gray
              print("appearance set")
      """)
    let run = try EngineHarness.run(app, events: ["launch"])
    #expect(run.failure == nil)
    #expect(EngineHarness.consoles(run) == [["appearance set", "shown"]])
    #expect(run.inert.contains { $0.contains("UINavigationBarAppearance.configureWithOpaqueBackground()") })
  }

  @Test("an async let in a class's method calls its methods without 'self.' (swiftc builds it), and awaits both children")
  func asyncLetNeedsNoExplicitSelf() throws {
    let app = EngineHarness.app("""
      final class Loader {
          func load() async -> [String] {
              async let first = fetch("a", after: 1)
              async let second = fetch("b", after: 2)
              return await [first, second]
          }
          func fetch(_ name: String, after seconds: Double) async -> String {
              try? await Task.sleep(for: .seconds(seconds))
              return name.uppercased()
          }
      }
      struct ContentView: View {
          var body: some View {
              Text("x").task { print(await Loader().load()) }
          }
      }
      """)
    let run = try EngineHarness.run(app, events: ["launch", "wait 1.5", "wait 1"])
    #expect(run.built)
    #expect(EngineHarness.consoles(run) == [[], [], ["[\"A\", \"B\"]"]])
  }

  @Test("a UIHostingController presented or pushed (not a window's root) is refused where it was made, not shown without its SwiftUI content",
    arguments: ["present(host, animated: true)", "navigationController?.pushViewController(host, animated: true)"])
  func hostingOffRootRefused(show: String) throws {
    var app = EngineHarness.sceneApp(root: "UINavigationController(rootViewController: Home())", """
      struct Card: View {
          var body: some View { Text("card").onAppear { print("card appeared") } }
      }
      class Home: UIViewController {
      \(EngineHarness.buttonViewDidLoad(title: "Show", action: "show"))
          @objc func show() {
              let host = UIHostingController(rootView: Card())
              \(show)
          }
      }
      """)
    app["App.swift"] = "import SwiftUI\n" + app["App.swift"]!
    let run = try EngineHarness.run(app, events: ["launch", "tap \"Show\""])
    #expect(run.failure?.message
      == "lesson-runner does not model a 'UIHostingController' shown other than as a window's root view controller")
    let lines = app["App.swift"]!.split(separator: "\n", omittingEmptySubsequences: false)
    let made = lines.firstIndex { $0.contains("UIHostingController(rootView:") }.map { $0 + 1 }
    #expect(made != nil && run.failure?.location?.line == made)
  }
}
