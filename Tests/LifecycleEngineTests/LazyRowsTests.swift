import HarnessTestSupport
import Testing

/// Rows of lazy containers: SwiftUI makes them only as they come on the screen (Apple,
/// LazyVStack), which depends on a layout the engine does not make.
@Suite("Lazy rows: appearance actions of long lists are refused")
struct LazyRowsTests {
  static func list(rows: Int, container: String = "List", modifier: String = ".onAppear { print(\"row \\(item)\") }") -> [String: String] {
    EngineHarness.app("""
      struct ContentView: View {
          let items = Array(1...\(rows))
          var body: some View {
              \(container) {
                  ForEach(items, id: \\.self) { item in
                      Text("\\(item)")\(modifier)
                  }
              }
          }
      }
      """)
  }

  @Test("a short List's rows all appear, top to bottom")
  func shortListAppears() throws {
    #expect(try EngineHarness.consoles(Self.list(rows: 3)) == [["row 1", "row 2", "row 3"]])
  }

  @Test("onAppear, onDisappear or task in a row of a List or lazy stack past eight rows is refused at the action",
    arguments: [
      ("List", ".onAppear { print(\"row \\(item)\") }", "onAppear"),
      ("ScrollView { LazyVStack", ".task { print(\"row \\(item)\") } }", "task"),
      ("List", ".onDisappear { print(\"row \\(item)\") }", "onDisappear"),
    ])
  func longListRefused(container: String, modifier: String, name: String) throws {
    let consoles = try EngineHarness.consoles(Self.list(rows: 9, container: container, modifier: modifier))
    #expect(consoles.last?.first?.contains("error: lesson-runner does not model '\(name)' in a row of a lazy list or stack of more than 8 rows") == true)
  }

  @Test("a VStack is not lazy: all its rows appear however many")
  func eagerStackAppears() throws {
    let consoles = try EngineHarness.consoles(Self.list(rows: 9, container: "VStack"))
    #expect(consoles == [(1...9).map { "row \($0)" }])
  }
}
