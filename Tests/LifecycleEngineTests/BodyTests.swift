import HarnessTestSupport
import Testing

/// When views are made again and when their bodies run (lesson 6, steps 4, 6 and 7).
@Suite("View identity and bodies")
struct BodyTests {
  static func program(rootCall: String, rootInit: String) -> [String: String] {
    ["App.swift": """
      import SwiftUI
      @Observable final class Pantry { var jars = 2 }
      @main
      struct KitchenApp: App {
          @Environment(\\.scenePhase) private var phase
          @State private var pantry = Pantry()
          var body: some Scene {
              WindowGroup { \(rootCall) }
              .onChange(of: phase) { _, new in print("phase \\(new)") }
          }
      }
      struct Shelf: View {
          \(rootInit)
          var body: some View {
              let _ = print("Shelf.body")
              Text("shelf")
          }
      }
      """]
  }

  @Test("a root view given the App's state is made again on each change of the App's body, its body is not run")
  func rootGivenArguments() throws {
    let consoles = try EngineHarness.consoles(
      Self.program(rootCall: "Shelf(pantry: pantry)", rootInit: "let pantry: Pantry\n init(pantry: Pantry) { self.pantry = pantry; print(\"Shelf.init\") }"),
      events: ["launch", "home"])
    #expect(consoles[0] == ["phase inactive", "Shelf.init", "Shelf.body", "phase active", "Shelf.init"])
    #expect(consoles[1] == ["phase inactive", "Shelf.init", "phase background", "Shelf.init"])
  }

  @Test("a root view given nothing is not made again")
  func rootGivenNothing() throws {
    let consoles = try EngineHarness.consoles(
      Self.program(rootCall: "Shelf()", rootInit: "init() { print(\"Shelf.init\") }"), events: ["launch", "home"])
    #expect(consoles[0] == ["phase inactive", "Shelf.init", "Shelf.body", "phase active"])
    #expect(consoles[1] == ["phase inactive", "phase background"])
  }

  @Test("a body runs again when state it read changes, and only then")
  func stateReadInBody() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app("""
        struct ContentView: View {
            @State private var taps = 0
            @State private var unseen = 0
            var body: some View {
                let _ = print("body with \\(taps)")
                Button("Tap") { taps += 1 }
                Button("Hidden") { unseen += 1 }
            }
        }
        """), events: ["launch", "tap \"Tap\"", "tap \"Hidden\""])
    #expect(consoles == [["body with 0"], ["body with 1"], []])
  }

  @Test("an @Observable property read in a body makes it run again when it changes")
  func observableTracking() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app("""
        @Observable final class Jar { var beans = 0; var label = "beans" }
        struct ContentView: View {
            @State private var jar = Jar()
            var body: some View {
                let _ = print("body: \\(jar.beans)")
                Button("Add") { jar.beans += 1 }
                Button("Rename") { jar.label = "more beans" }
            }
        }
        """), events: ["launch", "tap \"Add\"", "tap \"Rename\""])
    #expect(consoles == [["body: 0"], ["body: 1"], []])
  }

  @Test("actions run innermost first, in source order along a modifier chain; tasks after them")
  func actionOrder() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app("""
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("inner")
                        .task { print("inner task") }
                        .onAppear { print("inner appear") }
                        .onChange(of: true, initial: true) { print("inner change") }
                }
                .onAppear { print("outer appear") }
            }
        }
        """))
    #expect(consoles[0] == ["inner appear", "inner change", "outer appear", "inner task"])
  }

  @Test("a view removed by an if that turns false disappears and its task is cancelled")
  func removedView() throws {
    let consoles = try EngineHarness.consoles(
      EngineHarness.app("""
        struct ContentView: View {
            @State private var shown = true
            var body: some View {
                if shown {
                    Text("panel")
                        .onDisappear { print("gone") }
                        .task {
                            do { try await Task.sleep(for: .seconds(100)) } catch { print("cancelled") }
                        }
                }
                Button("Hide") { shown = false }
            }
        }
        """), events: ["launch", "wait 1", "tap \"Hide\""])
    #expect(consoles[2] == ["gone", "cancelled"])
  }

  @Test("views removed together disappear in the order they are written, in every process")
  func removedTogether() throws {
    // Their states were kept in a dictionary, whose order Swift seeds per process: the two
    // lines came out either way round.
    let consoles = try EngineHarness.consoles(
      EngineHarness.app("""
        struct ContentView: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown {
                        Text("a").onDisappear { print("a gone") }
                        Text("b").onDisappear { print("b gone") }
                        Text("c").onDisappear { print("c gone") }
                        Text("d").onDisappear { print("d gone") }
                    }
                    Button("Hide") { shown = false }
                }
            }
        }
        """), events: ["launch", "tap \"Hide\""])
    #expect(consoles[1] == ["a gone", "b gone", "c gone", "d gone"])
  }
}

/// Views joining and leaving the hierarchy: what `onAppear`, `onDisappear` and `.task` are about.
@Suite("Views that come and go")
struct ComingAndGoingTests {
  @Test("an if that turns true makes, runs and shows the view; false removes it and cancels its task")
  func conditionalView() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          @State private var showDetail = false
          var body: some View {
              VStack {
                  Button(showDetail ? "Hide" : "Show") { showDetail.toggle() }
                  if showDetail {
                      DetailView()
                  }
              }
          }
      }
      struct DetailView: View {
          init() { print("DetailView.init") }
          var body: some View {
              let _ = print("DetailView.body")
              Text("Detail")
                  .onAppear { print("DetailView appeared") }
                  .onDisappear { print("DetailView disappeared") }
                  .task {
                      print("task started")
                      do { try await Task.sleep(for: .seconds(60)) } catch { print("task cancelled") }
                  }
          }
      }
      """), events: ["launch", "tap \"Show\"", "home", "return", "tap \"Hide\"", "tap \"Show\""])
    #expect(consoles[1] == ["DetailView.init", "DetailView.body", "DetailView appeared", "task started"])
    #expect(consoles[2] == [] && consoles[3] == [])
    #expect(consoles[4] == ["DetailView disappeared", "task cancelled"])
    #expect(consoles[5] == ["DetailView.init", "DetailView.body", "DetailView appeared", "task started"])
  }
}
