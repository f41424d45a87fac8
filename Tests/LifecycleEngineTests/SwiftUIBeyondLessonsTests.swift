import HarnessTestSupport
import Testing

/// SwiftUI idioms one step past the lessons (issue 8, section 2): one test per rule, each
/// named after the behaviour it checks.
@Suite("SwiftUI beyond the lessons")
struct SwiftUIBeyondLessonsTests {
  @Test("a @State property assigned in init keeps its declared value")
  func stateAssignedInInit() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          @State private var count = 0
          init() { count = 7 }
          var body: some View {
              Text("\\(count)").onAppear { print("count \\(count)") }
          }
      }
      """))
    #expect(consoles == [["count 0"]])
  }

  @Test("_name = State(initialValue:) in init sets the state's first value")
  func stateInitialValueReplacesWrapper() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          @State private var count: Int
          init() { _count = State(initialValue: 7) }
          var body: some View {
              Text("\\(count)").onAppear { print("count \\(count)") }
          }
      }
      """))
    #expect(consoles == [["count 7"]])
  }

  @Test("StateObject(wrappedValue:) makes its object once, however often its view's init runs")
  func stateObjectWrappedValueIsAutoclosure() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      final class Model: ObservableObject {
          init() { print("Model made") }
      }
      struct Child: View {
          @StateObject private var model: Model
          init(label: String) { _model = StateObject(wrappedValue: Model()) }
          var body: some View { Text("child") }
      }
      struct ContentView: View {
          @State private var taps = 0
          var body: some View {
              Child(label: "\\(taps)")
              Button("Tap") { taps += 1 }
          }
      }
      """), events: ["launch", "tap \"Tap\"", "tap \"Tap\""])
    #expect(consoles == [["Model made"], [], []])
  }

  @Test("a ViewModifier's onChange of the scene phase fires as a view's does")
  func viewModifierReadsScenePhase() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct Logger: ViewModifier {
          @Environment(\\.scenePhase) private var phase
          func body(content: Content) -> some View {
              content.onChange(of: phase) { _, new in print("modifier \\(new)") }
          }
      }
      struct ContentView: View {
          var body: some View { Text("x").modifier(Logger()) }
      }
      """), events: ["launch", "home"])
    #expect(consoles == [["modifier active"], ["modifier inactive", "modifier background"]])
  }

  @Test("a ViewModifier keeps its own @State between bodies")
  func viewModifierOwnsState() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct Counting: ViewModifier {
          @State private var taps = 0
          func body(content: Content) -> some View {
              VStack {
                  content
                  Button("Count \\(taps)") { taps += 1; print("taps \\(taps)") }
              }
          }
      }
      struct ContentView: View {
          var body: some View { Text("x").modifier(Counting()) }
      }
      """), events: ["launch", "tap \"Count 0\"", "tap \"Count 1\""])
    #expect(consoles == [[], ["taps 1"], ["taps 2"]])
  }

  @Test("the one-parameter onChange is handed the new phase while the property reads the old one")
  func oldOnChangeReadsOldProperty() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          @Environment(\\.scenePhase) private var phase
          var body: some View {
              Text("x").onChange(of: phase) { new in print("\\(new) \\(phase)") }
          }
      }
      """), events: ["launch", "home"])
    #expect(consoles == [["active inactive"], ["inactive active", "background inactive"]])
  }

  @Test("the two-parameter onChange reads the property as its new value")
  func newOnChangeReadsNewProperty() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          @Environment(\\.scenePhase) private var phase
          var body: some View {
              Text("x").onChange(of: phase) { _, new in print("\\(new) \\(phase)") }
          }
      }
      """), events: ["launch", "home"])
    #expect(consoles == [["active active"], ["inactive inactive", "background background"]])
  }

  @Test("onChange(of:perform:) with a method passed by name warns, also after another modifier")
  func oldOnChangeWithMethodReferenceWarns() throws {
    let transcript = try EngineHarness.run(EngineHarness.app("""
      struct ContentView: View {
          @Environment(\\.scenePhase) private var phase
          var body: some View {
              Text("x")
                  .onChange(of: phase) { _, _ in }
                  .onChange(of: phase, perform: handle)
          }
          func handle(_ phase: ScenePhase) {}
      }
      """), events: [])
    #expect(transcript.build.map(\.description) == [
      "App.swift:15:14: warning: 'onChange(of:perform:)' was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead."
    ])
  }

  static let windows = """
    struct Opener: View {
        @Environment(\\.openWindow) private var openWindow
        var body: some View {
            Button("Group") { openWindow(id: "group") }
            Button("Single") { openWindow(id: "single") }
        }
    }
    struct Made: View {
        let name: String
        var body: some View { Opener().onAppear { print("\\(name) appeared") } }
    }
    """

  @Test("openWindow(id:) makes a new window of a WindowGroup each time, and a Window only once")
  func openWindowByIdentifier() throws {
    let appBody = """
      WindowGroup { Made(name: "main") }
      WindowGroup(id: "group") { Made(name: "group") }
      Window("One", id: "single") { Made(name: "single") }
      """
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.windows, appBody: appBody), device: "iPad Air 11-inch (M4)",
      events: ["launch", "tap \"Group\"", "tap \"Group\"", "tap \"Single\"", "tap \"Single\""])
    #expect(consoles == [["main appeared"], ["group appeared"], ["group appeared"], ["single appeared"], []])
  }

  static let sheet = """
    struct Sheet: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }
                .onAppear { print("sheet appeared") }
                .onDisappear { print("sheet disappeared") }
        }
    }
    struct ContentView: View {
        @State private var showing = false
        var body: some View {
            Button("Show") { showing = true }
                .sheet(isPresented: $showing) { Sheet() }
        }
    }
    """

  @Test("a sheet's content appears when its binding becomes true and disappears on dismiss()")
  func sheetAppearsAndDisappears() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.sheet), events: ["launch", "tap \"Show\"", "tap \"Done\""])
    #expect(consoles == [[], ["sheet appeared"], ["sheet disappeared"]])
  }

  @Test("while a sheet is shown, taps reach its content only")
  func sheetIsInFront() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app(Self.sheet), events: ["launch", "tap \"Show\"", "tap \"Show\""])
    #expect(consoles.last?.first?.contains("no button labelled 'Show'") == true)
  }
}
