import HarnessTestSupport
import Testing

/// SwiftUI and Swift features beyond the lessons' own programs, as real programs use them.
@Suite("The wider library")
struct LibraryTests {
  private func run(_ source: String, events: [String]) throws -> (consoles: [[String]], screens: [[String]]) {
    let transcript = try EngineHarness.run(["App.swift": source], events: events)
    try #require(transcript.failure == nil, "\(String(describing: transcript.failure))")
    return (EngineHarness.consoles(transcript), transcript.events.map { $0.screen.front?.items.map(\.description) ?? [] })
  }

  @Test("ObservableObject with @Published, @StateObject, @EnvironmentObject and bindings into it")
  func observableObjects() throws {
    let (consoles, screens) = try run("""
      import SwiftUI
      final class Settings: ObservableObject {
          @Published var volume = 3
      }
      @main
      struct ProbeApp: App {
          @StateObject private var settings = Settings()
          var body: some Scene {
              WindowGroup { Panel().environmentObject(settings) }
          }
      }
      struct Panel: View {
          @EnvironmentObject var settings: Settings
          var body: some View {
              let _ = print("body \\(settings.volume)")
              Text("Volume ") + Text("\\(settings.volume)")
              Stepper("Up", value: $settings.volume)
              Button("Louder") { settings.volume += 1 }
          }
      }
      """, events: ["launch", "tap \"Louder\""])
    #expect(consoles == [["body 3"], ["body 4"]])
    #expect(screens[1] == ["Volume 4", "Up", "[Decrement]", "[Increment]", "[Louder]"])
  }

  @Test("@Binding into a child, a ViewModifier, a @ViewBuilder property, switch in a body, onChange with no parameters")
  func viewComposition() throws {
    let (consoles, screens) = try run("""
      import SwiftUI
      struct Card: ViewModifier {
          func body(content: Content) -> some View { content.padding().background(.yellow) }
      }
      extension View { func card() -> some View { modifier(Card()) } }
      @main
      struct ProbeApp: App { var body: some Scene { WindowGroup { Panel() } } }
      struct Panel: View {
          @State private var flag = false
          var body: some View {
              VStack {
                  Child(flag: $flag)
                  section
                  switch flag {
                  case true: Text("yes")
                  case false: Text("no")
                  }
              }
              .card()
              .onChange(of: flag) { print("flag now \\(flag)") }
          }
          @ViewBuilder var section: some View {
              if flag { Text("on") } else { Text("off") }
          }
      }
      struct Child: View {
          @Binding var flag: Bool
          var body: some View { Button(flag ? "Turn off" : "Turn on") { flag.toggle() } }
      }
      """, events: ["launch", "tap \"Turn on\""])
    #expect(consoles == [[], ["flag now true"]])
    #expect(screens == [["[Turn on]", "off", "no"], ["[Turn off]", "on", "yes"]])
  }

  @Test("Timer.publish with onReceive, DispatchQueue.main.asyncAfter, Task on the main actor, String(format:)")
  func timers() throws {
    let (consoles, screens) = try run("""
      import SwiftUI
      @main
      struct ProbeApp: App { var body: some Scene { WindowGroup { Clock() } } }
      struct Clock: View {
          @State private var seconds = 0
          let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
          var body: some View {
              Text("\\(seconds) s")
                  .onReceive(timer) { _ in seconds += 1 }
                  .onAppear {
                      DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { print("after 2.5 s: \\(seconds)") }
                      Task { @MainActor in print(String(format: "%.2f and %d%%", 3.14159, 7)) }
                  }
          }
      }
      """, events: ["launch", "wait 3", "home", "wait 10", "return"])
    #expect(consoles[0] == ["3.14 and 7%"])
    #expect(consoles[1] == ["after 2.5 s: 2"])
    #expect(screens[1] == ["3 s"])
    // Five beats before suspension, then one overdue beat on return: not thirteen.
    #expect(screens[4] == ["6 s"])
  }

  @Test("a deadline or interval past the far future never fires (it trapped); a near one still does")
  func farFutureDeadlines() throws {
    let (consoles, _) = try run("""
      import SwiftUI
      @main
      struct ProbeApp: App { var body: some Scene { WindowGroup { Text("a").onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1e300) { print("1e300") }
          Timer.scheduledTimer(withTimeInterval: 1e300, repeats: false) { _ in print("timer") }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("soon") }
      } } } }
      """, events: ["launch", "wait 100"])
    #expect(consoles == [[], ["soon"]])
  }

  @Test("classes inherit, override and call super; protocols give default implementations; generics; defer")
  func swiftTypes() throws {
    let (consoles, _) = try run("""
      import SwiftUI
      class Animal {
          let name: String
          init(name: String) { self.name = name }
          func speak() -> String { "..." }
          var line: String { "\\(name) says \\(speak())" }
      }
      final class Dog: Animal {
          let tricks: Int
          init(name: String, tricks: Int) { self.tricks = tricks; super.init(name: name) }
          override func speak() -> String { "woof, and \\(super.speak())" }
      }
      final class Cat: Animal {}
      protocol Greeter { func greet() -> String }
      extension Greeter { func greet() -> String { "hello from \\(Self.self)" } }
      struct Friendly: Greeter {}
      struct Box<T> { var value: T }
      enum Flavor: String, CaseIterable { case vanilla, mint }
      @main
      struct ProbeApp: App {
          init() {
              defer { print("deferred") }
              print(Dog(name: "Rex", tricks: 2).line, Cat(name: "Tom").line)
              print(Friendly().greet(), Box(value: 3).value, Flavor.allCases.map(\\.rawValue))
              var set: Set<Int> = [1, 2]
              set.insert(2)
              set.insert(3)
              print(set.count)
          }
          var body: some Scene { WindowGroup { Text("t") } }
      }
      """, events: ["launch"])
    #expect(consoles == [[
      "Rex says woof, and ... Tom says ...", #"hello from Friendly 3 ["vanilla", "mint"]"#, "3", "deferred",
    ]])
  }

  @Test("a switch on the phase with @unknown default, as Apple's guides write it")
  func switchOnPhase() throws {
    let (consoles, _) = try run("""
      import SwiftUI
      @main
      struct MyApp: App {
          @Environment(\\.scenePhase) var scenePhase
          var body: some Scene {
              WindowGroup { Text("x") }
              .onChange(of: scenePhase) { oldPhase, newPhase in
                  switch newPhase {
                  case .active: print("App is now active")
                  case .inactive: print("App is transitioning")
                  case .background: print("App moved to background")
                  @unknown default: break
                  }
                  if newPhase == .active && oldPhase == .background { print("back from the background") }
              }
          }
      }
      """, events: ["launch", "home", "return"])
    #expect(consoles == [
      ["App is transitioning", "App is now active"],
      ["App is transitioning", "App moved to background"],
      ["App is transitioning", "App is now active"],
    ])
  }
}

/// `@Bindable` with `@Observable` models, as SwiftUI lessons since iOS 17 write them.
@Suite("Bindable models")
struct BindableTests {
  @Test("@Bindable gives bindings to an @Observable object's properties; a change reaches every reader")
  func bindable() throws {
    let transcript = try EngineHarness.run(["App.swift": """
      import SwiftUI
      @Observable final class Shelf { var jars = 1 }
      @main
      struct ShelfApp: App {
          @State private var shelf = Shelf()
          var body: some Scene { WindowGroup { Editor(shelf: shelf) } }
      }
      struct Editor: View {
          @Bindable var shelf: Shelf
          var body: some View {
              Text("\\(shelf.jars) jars")
              Counter(value: $shelf.jars)
          }
      }
      struct Counter: View {
          @Binding var value: Int
          var body: some View { Button("More") { value += 1 } }
      }
      """], events: ["launch", "tap \"More\"", "tap \"More\""])
    try #require(transcript.failure == nil, "\(String(describing: transcript.failure))")
    #expect(transcript.events[2].screen.front?.items.map(\.description) == ["3 jars", "[More]"])
  }
}

/// Interactions the fixtures can drive, and presentations the engine does not model.
@Suite("Taps and presentations")
struct PresentationTests {
  @Test("a view with onTapGesture can be tapped by its text")
  func tapGesture() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("Pet the cat").onTapGesture { print("purr") }
          }
      }
      """), events: ["launch", "tap \"Pet the cat\""])
    #expect(consoles == [[], ["purr"]])
  }

  @Test("on iPad a popover is accepted while hidden; presented, it is an error, not silence")
  func popovers() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      struct ContentView: View {
          @State private var showing = false
          var body: some View {
              Button("Details") { showing = true }
                  .popover(isPresented: $showing) { Text("More") }
          }
      }
      """), device: "iPad Pro 13-inch (M5)", events: ["launch", "tap \"Details\""])
    #expect(transcript.events[0].screen.front?.items.map(\.description) == ["[Details]"])
    #expect(transcript.failure?.isUnsupported == true)
    #expect(transcript.failure?.message == "lesson-runner does not model presenting a view with '.popover'")
  }

  @Test("a NavigationLink outside a NavigationStack draws as its label; following it is an error, not silence")
  func navigationLink() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              VStack {
                  NavigationLink("Settings") { Text("settings") }
              }
          }
      }
      """), events: ["launch", "tap \"Settings\""])
    #expect(transcript.events[0].screen.front?.items.map(\.description) == ["[Settings]"])
    #expect(transcript.failure?.message == "lesson-runner does not model following a 'NavigationLink' outside a 'NavigationStack'")
  }
}
