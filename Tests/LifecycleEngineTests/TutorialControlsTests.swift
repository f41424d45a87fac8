import HarnessTestSupport
import Testing

/// Rules met while running tutorial-style apps (controls, lists, focus, tabs, UIKit's bar):
/// one test per rule, each named after the behaviour.
@Suite("Tutorial apps: controls, rows, focus and the order of appear and disappear")
struct TutorialControlsTests {
  @Test("a tap on a button under .disabled(true) does nothing; isEnabled reads false there")
  func disabledButtonIgnoresTaps() throws {
    let app = EngineHarness.app("""
      struct Reset: View {
          @Environment(\\.isEnabled) private var isEnabled
          let action: () -> Void
          var body: some View {
              let _ = print("Reset enabled: \\(isEnabled)")
              Button("Reset", action: action)
          }
      }
      struct ContentView: View {
          @State private var count = 0
          var body: some View {
              Button("Add") { count += 1 }
              Reset { count = 0; print("reset") }
                  .disabled(count == 0)
          }
      }
      """)
    let consoles = try EngineHarness.consoles(
      app, events: ["launch", "tap \"Reset\"", "tap \"Add\"", "tap \"Reset\"", "tap \"Reset\""])
    #expect(consoles == [
      ["Reset enabled: false"], [], ["Reset enabled: true"], ["reset", "Reset enabled: false"], [],
    ])
  }

  @Test("a Stepper's Increment and Decrement move its binding by its step, and stop at its bounds")
  func stepperMovesWithinBounds() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var cups = 1
          var body: some View {
              Form {
                  Stepper("Cups: \\(cups)", value: $cups, in: 1...3)
              }
              .onChange(of: cups) { old, new in print("cups \\(old) -> \\(new)") }
          }
      }
      """)
    let taps = Array(repeating: "tap \"Increment\"", count: 3) + ["tap \"Decrement\""]
    let consoles = try EngineHarness.consoles(app, events: ["launch"] + taps)
    #expect(consoles == [[], ["cups 1 -> 2"], ["cups 2 -> 3"], [], ["cups 3 -> 2"]])
  }

  @Test("a Stepper with onIncrement and onDecrement runs them; its label shows before its buttons")
  func stepperClosures() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var level = 0
          var body: some View {
              Stepper("Level \\(level)", onIncrement: { level += 10; print("up to \\(level)") },
                      onDecrement: { level -= 10; print("down to \\(level)") })
          }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch", "tap \"Increment\"", "tap \"Decrement\""])
    #expect(EngineHarness.consoles(transcript) == [[], ["up to 10"], ["down to 0"]])
    #expect(transcript.events.last?.screen.front?.items.map(\.description) == ["Level 0", "[Decrement]", "[Increment]"])
  }

  @Test("a Stepper step that would land past its bound is refused, located at the Stepper")
  func stepperPastBoundRefused() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var n = 4
          var body: some View {
              Stepper("N", value: $n, in: 0...5, step: 2)
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Increment\""])
    #expect(consoles.last?.first?.contains("App.swift:13:") == true)
    #expect(consoles.last?.first?.contains("'Stepper' step that passes its bounds") == true)
  }

  @Test("in one update the view that appears hears before the view that disappears: tabs and an if")
  func appearBeforeDisappear() throws {
    let app = EngineHarness.app("""
      struct Page: View {
          let name: String
          var body: some View {
              Text(name)
                  .onAppear { print("\\(name) appeared") }
                  .onDisappear { print("\\(name) disappeared") }
          }
      }
      struct ContentView: View {
          @State private var flag = true
          var body: some View {
              TabView {
                  VStack {
                      if flag { Page(name: "A") } else { Page(name: "B") }
                      Button("Swap") { flag.toggle() }
                  }
                  .tabItem { Text("One") }
                  Page(name: "Two").tabItem { Text("Two") }
              }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(
      app, events: ["launch", "tap \"Swap\"", "tap \"Swap\"", "tap \"Two\"", "tap \"One\""])
    #expect(consoles == [
      ["A appeared"], ["B appeared", "A disappeared"], ["A appeared", "B disappeared"],
      ["Two appeared", "A disappeared"], ["A appeared", "Two disappeared"],
    ])
  }

  @Test("@FocusState of an optional type starts nil, of Bool false")
  func focusStateStartsEmpty() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          enum Field { case name }
          @FocusState private var field: Field?
          @FocusState private var editing: Bool
          var body: some View {
              TextField("Name", text: .constant(""))
                  .focused($field, equals: .name)
                  .onAppear { print("field \\(String(describing: field)), editing \\(editing)") }
          }
      }
      """)
    #expect(try EngineHarness.consoles(app) == [["field nil, editing false"]])
  }

  @Test("ForEach over a binding gives each row a binding to its element; onDelete is accepted")
  func forEachBindingRows() throws {
    let app = EngineHarness.app("""
      struct Task: Identifiable {
          let id: Int
          var title: String
          var done = false
      }
      struct ContentView: View {
          @State private var tasks = [Task(id: 1, title: "Wash"), Task(id: 2, title: "Dry")]
          var body: some View {
              List {
                  ForEach($tasks) { $task in
                      Toggle(task.title, isOn: $task.done)
                  }
                  .onDelete { offsets in tasks.remove(atOffsets: offsets) }
              }
              .onChange(of: tasks.map(\\.done)) { _, new in print("done: \\(new)") }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Dry\"", "tap \"Wash\""])
    #expect(consoles == [[], ["done: [false, true]"], ["done: [true, true]"]])
  }

  @Test("@Bindable declared in a body: the name reads the object, $name.property binds to it")
  func bindableInBody() throws {
    let app = EngineHarness.app("""
      @Observable class Settings { var sound = false }
      struct ContentView: View {
          @State private var settings = Settings()
          var body: some View {
              @Bindable var settings = settings
              Toggle("Sound", isOn: $settings.sound)
              Text(settings.sound ? "on" : "off")
                  .onChange(of: settings.sound) { _, new in print("sound \\(new)") }
          }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch", "tap \"Sound\"", "tap \"Sound\""])
    #expect(EngineHarness.consoles(transcript) == [[], ["sound true"], ["sound false"]])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["[Sound]", "on"])
  }

  @Test("a local @State is still refused where it is written: SwiftUI installs State only in a view's storage")
  func localStateRefused() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              @State var count = 0
              Text("\\(count)")
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app)
    #expect(consoles.last?.first?.contains("App.swift:12:") == true)
    #expect(consoles.last?.first?.contains("does not model a local property wrapper ('@State')") == true)
  }

  @Test("an @StateObject made in the view's init is freed when its view leaves: its deinit runs")
  func stateObjectFromInitFreed() throws {
    let app = EngineHarness.app("""
      final class Clock: ObservableObject {
          let name: String
          init(name: String) { self.name = name; print("clock \\(name) made") }
          deinit { print("clock \\(name) freed") }
      }
      struct Face: View {
          @StateObject private var clock: Clock
          init(name: String) { _clock = StateObject(wrappedValue: Clock(name: name)) }
          var body: some View { Text(clock.name) }
      }
      struct ContentView: View {
          @State private var shown = true
          var body: some View {
              if shown { Face(name: "a") }
              Button("Toggle") { shown.toggle() }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Toggle\"", "tap \"Toggle\""])
    #expect(consoles == [["clock a made"], ["clock a freed"], ["clock a made"]])
  }

  @Test("navigationBarItems(leading:trailing:) shows its views as a toolbar's: after the content, tappable")
  func legacyNavigationBarItems() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var count = 0
          var body: some View {
              NavigationView {
                  Text("\\(count) items")
                      .navigationBarTitle("Items", displayMode: .inline)
                      .navigationBarItems(leading: Text("Left"), trailing: Button("Add") { count += 1; print("add") })
              }
          }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch", "tap \"Add\""])
    #expect(EngineHarness.consoles(transcript) == [[], ["add"]])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["1 items", "Left", "[Add]"])
  }

  @Test("EditButton is shown as Edit; a tap on it is refused where it is made")
  func editButtonRefusedOnTap() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  Text("List")
                      .toolbar { EditButton() }
              }
          }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch"])
    #expect(transcript.events.first?.screen.front?.items.map(\.description) == ["List", "[Edit]"])
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Edit\""])
    #expect(consoles.last?.first?.contains("App.swift:14:") == true)
    #expect(consoles.last?.first?.contains("does not model edit mode ('EditButton')") == true)
  }

  @Test("a path change that covers a view with onAppear is refused at that onAppear")
  func pathCoverRefusalIsLocated() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var path: [Int] = []
          var body: some View {
              NavigationStack(path: $path) {
                  Button("Go") { path = [1, 2] }
                      .navigationDestination(for: Int.self) { n in
                          Text("Screen \\(n)").onAppear { print("screen \\(n)") }
                      }
              }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch", "tap \"Go\""])
    #expect(consoles.last?.first?.contains("App.swift:16:") == true)
    #expect(consoles.last?.first?.contains("covered by a push on a 'NavigationStack'") == true)
  }

  @Test("a navigation item's bar button shows on the top controller's screen; a tap sends its action")
  func barButtonItemTap() throws {
    let app = TutorialAppsTests.uikit(root: "UINavigationController(rootViewController: List())", """
      class List: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
              navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sort(_:)))
          }
          @objc func add() { print("add") }
          @objc func sort(_ sender: UIBarButtonItem) { print("sort by \\(sender.title ?? "")") }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch", "tap \"Add\"", "tap \"Sort\""])
    #expect(EngineHarness.consoles(transcript) == [[], ["add"], ["sort by Sort"]])
    #expect(transcript.events.first?.screen.front?.items.map(\.description) == ["[Sort]", "[Add]"])
  }
}
