import HarnessTestSupport
import Testing

/// What presentations do to onAppear and onDisappear (round eight): a sheet for an item, an
/// alert, a popover on iPhone; and the presentation and scene modifiers refused by name.
@Suite("SwiftUI: presentations, onAppear and onDisappear")
struct SwiftUIPresentationEffectsTests {
  static let views = """
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    struct ContentView: View {
        @State private var chosen: Fruit?
        @State private var warning = false
        @State private var tips = false
        var body: some View {
            VStack {
                Button("Apple") { chosen = Fruit(id: 1, name: "Apple") }
                Button("Warn") { warning = true }
                Button("Tips") { tips = true }
            }
            .onAppear { print("list appeared") }
            .onDisappear { print("list disappeared") }
            .sheet(item: $chosen, onDismiss: { print("sheet dismissed") }) { fruit in
                Button("Close \\(fruit.name)") { chosen = nil }
                    .onAppear { print("\\(fruit.name) appeared") }
                    .onDisappear { print("\\(fruit.name) disappeared") }
            }
            .alert("Careful", isPresented: $warning) {
                Button("OK") { print("ok") }
            }
            .popover(isPresented: $tips) {
                Button("Got it") { tips = false }
                    .onAppear { print("tips appeared") }
                    .onDisappear { print("tips disappeared") }
            }
        }
    }
    """

  /// Which of onDismiss and the content's onDisappear comes first is not in Apple's documentation:
  /// the test claims both, in either order.
  @Test("a sheet for an item: its content appears and disappears and onDismiss runs; the view under it hears nothing")
  func sheetItem() throws {
    let transcript = try EngineHarness.run(EngineHarness.app(Self.views), events: ["launch", "tap \"Apple\"", "tap \"Close Apple\""])
    let consoles = EngineHarness.consoles(transcript)
    #expect(consoles.prefix(2) == [["list appeared"], ["Apple appeared"]])
    #expect(consoles[2].sorted() == ["Apple disappeared", "sheet dismissed"])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["[Close Apple]"])
  }

  @Test("an alert: the view under it hears neither onDisappear nor onAppear; its button's action runs")
  func alert() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.views), events: ["launch", "tap \"Warn\"", "tap \"OK\""])
    #expect(consoles == [["list appeared"], [], ["ok"]])
  }

  @Test("on iPhone a popover is a sheet: its content appears and disappears, the view under it hears nothing")
  func popoverOnIPhone() throws {
    let transcript = try EngineHarness.run(EngineHarness.app(Self.views), events: ["launch", "tap \"Tips\"", "tap \"Got it\""])
    let consoles = EngineHarness.consoles(transcript)
    #expect(consoles == [["list appeared"], ["tips appeared"], ["tips disappeared"]])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["[Got it]"])
  }

  @Test("an alert presenting data shows only while the binding is true and the data is not nil; its closures get the data")
  func alertPresentingData() throws {
    let views = """
      struct Fruit: Identifiable {
          let id: Int
          let name: String
      }
      struct ContentView: View {
          @State private var pending: Fruit?
          @State private var asking = false
          var body: some View {
              VStack {
                  Button("Delete Apple") { pending = Fruit(id: 1, name: "Apple"); asking = true }
                  Button("Ask about nothing") { pending = nil; asking = true }
              }
              .alert("Delete?", isPresented: $asking, presenting: pending) { fruit in
                  Button("Delete \\(fruit.name)", role: .destructive) { print("deleted \\(fruit.name)") }
                  Button("Cancel", role: .cancel) { print("kept \\(fruit.name)") }
              } message: { fruit in
                  Text("\\(fruit.name) will be gone.")
              }
          }
      }
      """
    let transcript = try EngineHarness.run(EngineHarness.app(views), events: [
      "launch", "tap \"Delete Apple\"", "tap \"Cancel\"", "tap \"Ask about nothing\"",
    ])
    #expect(EngineHarness.consoles(transcript) == [[], [], ["kept Apple"], []])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == [
      "Delete?", "Apple will be gone.", "[Delete Apple]", "[Cancel]",
    ])
    #expect(transcript.events[3].screen.front?.items.map(\.description) == ["[Delete Apple]", "[Ask about nothing]"])
  }

  @Test("modifiers whose effects Apple does not document are refused by name where the program uses them", arguments: [
    ("List(fruits, selection: $selection) { Text($0.name) }", "'List.init(_:selection:_:)'"),
    ("Text(\"x\").alert(item: $fruit) { Alert(title: Text($0.name)) }", "alert(item:_:)'"),
    ("Text(\"x\").userActivity(\"com.example.viewing\") { $0.title = \"Viewing\" }", "userActivity'"),
  ])
  func refusedByName(body: String, construct: String) throws {
    let views = """
      struct Fruit: Identifiable, Hashable {
          let id: Int
          let name: String
      }
      struct ContentView: View {
          @State private var selection: Int?
          @State private var fruit: Fruit?
          let fruits = [Fruit(id: 1, name: "Apple")]
          var body: some View {
              \(body)
          }
      }
      """
    let transcript = try EngineHarness.run(EngineHarness.app(views), events: ["launch"])
    #expect(transcript.failure?.isUnsupported == true)
    #expect(transcript.failure?.message.hasPrefix("lesson-runner does not model '") == true)
    #expect(transcript.failure?.message.hasSuffix(construct) == true)
    #expect(transcript.failure?.location?.line == 19)
  }
}
