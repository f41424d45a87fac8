import HarnessTestSupport
import Testing

/// `NavigationStack(path:)` and alerts (issue 8, section 2): one test per rule.
@Suite("SwiftUI navigation paths and alerts")
struct SwiftUIPathAndAlertTests {
  static let path = """
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("One", value: 1)
                    Button("One and two") { path = [1, 2] }
                }
                .navigationDestination(for: Int.self) { n in
                    VStack {
                        Text("Page \\(n)")
                        Button("Deeper") { path.append(n + 1) }
                        Button("Home") { path.removeAll() }
                    }
                }
            }
            .onChange(of: path) { _, new in print("path \\(new)") }
        }
    }
    """

  private func run(_ events: [String], views: String = Self.path) throws -> (consoles: [[String]], screens: [[String]]) {
    let transcript = try EngineHarness.run(EngineHarness.app(views), events: events)
    var consoles = EngineHarness.consoles(transcript)
    if let failure = transcript.failure { consoles.append(["FAILURE: \(failure)"]) }
    return (consoles, transcript.events.map { $0.screen.front?.items.map(\.description) ?? [] })
  }

  @Test("a tapped NavigationLink(value:) in a stack with a path appends its value, and the stack shows it")
  func linkAppendsToPath() throws {
    let (consoles, screens) = try run(["launch", "tap \"One\""])
    #expect(consoles == [[], ["path [1]"]])
    #expect(screens.last == ["Page 1", "[Deeper]", "[Home]"])
  }

  @Test("back removes the path's last value")
  func backRemovesLast() throws {
    let (consoles, screens) = try run(["launch", "tap \"One\"", "tap \"Deeper\"", "back"])
    #expect(consoles == [[], ["path [1]"], ["path [1, 2]"], ["path [1]"]])
    #expect(screens.last?.first == "Page 1")
  }

  @Test("the program pushes by setting the path and returns to the root by emptying it")
  func programDrivesPath() throws {
    let (consoles, screens) = try run(["launch", "tap \"One and two\"", "tap \"Home\""])
    #expect(consoles == [[], ["path [1, 2]"], ["path []"]])
    #expect(screens[1].first == "Page 2")
    #expect(screens[2] == ["[One]", "[One and two]"])
  }

  @Test("a path that covers a view with onAppear is an error, as a tapped link's push is")
  func coveredViewRefused() throws {
    let views = Self.path.replacingOccurrences(
      of: "Text(\"Page \\(n)\")", with: "Text(\"Page \\(n)\").onAppear { print(\"page\") }")
    #expect(views != Self.path)
    let (consoles, _) = try run(["launch", "tap \"One and two\""], views: views)
    #expect(consoles.last?.first?.contains("of a view covered by a push") == true)
  }

  @Test("a NavigationPath holds values of several types: each shows its own destination; append, removeLast and back")
  func typeErasedPath() throws {
    let views = """
      enum Screen: Hashable { case settings }
      struct ContentView: View {
          @State private var path = NavigationPath()
          var body: some View {
              NavigationStack(path: $path) {
                  Button("Go") { path.append(7); path.append(Screen.settings) }
                  .navigationDestination(for: Int.self) { n in Text("Number \\(n)") }
                  .navigationDestination(for: Screen.self) { _ in
                      Button("Up") { path.removeLast() }
                  }
              }
              .onChange(of: path) { _, new in print("depth \\(new.count), empty \\(new.isEmpty)") }
          }
      }
      """
    let (consoles, screens) = try run(["launch", "tap \"Go\"", "tap \"Up\"", "back"], views: views)
    #expect(consoles == [[], ["depth 2, empty false"], ["depth 1, empty false"], ["depth 0, empty true"]])
    #expect(screens == [["[Go]"], ["[Up]"], ["Number 7"], ["[Go]"]])
  }

  static let alert = """
    struct ContentView: View {
        @State private var asking = false
        var body: some View {
            Button("Delete") { asking = true }
                .alert("Delete it?", isPresented: $asking) {
                    Button("Yes", role: .destructive) { print("deleted") }
                    Button("No", role: .cancel) { }
                } message: {
                    Text("For good.")
                }
                .onChange(of: asking) { _, new in print("asking \\(new)") }
        }
    }
    """

  @Test("an alert shows while its binding is true: title, message, actions in front")
  func alertShown() throws {
    let (consoles, screens) = try run(["launch", "tap \"Delete\""], views: Self.alert)
    #expect(consoles == [[], ["asking true"]])
    #expect(screens.last == ["Delete it?", "For good.", "[Yes]", "[No]"])
  }

  @Test("a tap on an alert's action runs it, then sets the binding to false, which ends the alert")
  func alertActionDismisses() throws {
    let (consoles, screens) = try run(["launch", "tap \"Delete\"", "tap \"Yes\""], views: Self.alert)
    #expect(consoles == [[], ["asking true"], ["deleted", "asking false"]])
    #expect(screens.last == ["[Delete]"])
  }

  @Test("an alert or a dialog titled with a Text shows that text; a dialog's visible title too")
  func textTitles() throws {
    let views = """
      struct ContentView: View {
          @State private var asking = false
          @State private var choosing = false
          var body: some View {
              VStack {
                  Button("Ask") { asking = true }
                  Button("Choose") { choosing = true }
              }
              .alert(Text("Sure?"), isPresented: $asking) { Button("Yes") { print("yes") } }
              .confirmationDialog(Text("Pick one"), isPresented: $choosing, titleVisibility: .visible) {
                  Button("First") { print("first") }
              }
          }
      }
      """
    let (consoles, screens) = try run(["launch", "tap \"Ask\"", "tap \"Yes\"", "tap \"Choose\"", "tap \"First\""], views: views)
    #expect(screens[1] == ["Sure?", "[Yes]"])
    #expect(screens[3] == ["Pick one", "[First]"])
    #expect(consoles == [[], [], ["yes"], [], ["first"]])
  }

  @Test("an alert without actions (the system's own button) is not modelled")
  func alertWithoutActions() throws {
    let views = """
      struct ContentView: View {
          @State private var asking = false
          var body: some View {
              Button("Go") { asking = true }.alert("Done", isPresented: $asking) { }
          }
      }
      """
    let (consoles, _) = try run(["launch", "tap \"Go\""], views: views)
    #expect(consoles.last?.first?.contains("does not model an '.alert' without actions") == true)
  }
}
