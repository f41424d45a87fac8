import HarnessTestSupport
import Testing

/// Data-flow rules met while running tutorial apps (round six): which writes make a body run
/// again, and which observers run. One test per rule, named after the behaviour.
@Suite("Tutorial apps: which writes run bodies and observers")
struct TutorialDataFlowTests {
  @Test("@Observable: assigning an equal value again runs no body; a change in place always does")
  func observableEqualAssignmentNotifiesNoOne() throws {
    let app = EngineHarness.app("""
      import Observation
      @Observable class Shelf {
          var opened: String? = nil
          var count = 0
          var tags: [String] = []
      }
      struct ContentView: View {
          @State private var shelf = Shelf()
          var body: some View {
              let _ = print("body: \\(shelf.opened ?? "none") \\(shelf.count) \\(shelf.tags.count)")
              Button("Open") { shelf.opened = "Dune" }
              Button("Same count") { shelf.count = 0 }
              Button("Add nothing") { shelf.count += 0 }
              Button("Empty tags") { shelf.tags = [] }
          }
      }
      """)
    let events = ["launch", "tap \"Open\"", "tap \"Open\"", "tap \"Same count\"", "tap \"Add nothing\"", "tap \"Empty tags\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      ["body: none 0 0"], ["body: Dune 0 0"], [], [], ["body: Dune 0 0"], [],
    ])
  }

  @Test("@Observable: a property of a non-Equatable type notifies on every assignment; an object only when it is another")
  func observableOtherTypesNotify() throws {
    let app = EngineHarness.app("""
      import Observation
      struct Point { var x = 0 }
      final class Owner {}
      @Observable class Model {
          var point = Point()
          var owner = Owner()
      }
      struct ContentView: View {
          @State private var model = Model()
          var body: some View {
              let _ = print("body \\(model.point.x)")
              let _ = model.owner
              Button("Same point") { model.point = Point() }
              Button("Same owner") { model.owner = model.owner }
              Button("New owner") { model.owner = Owner() }
          }
      }
      """)
    let events = ["launch", "tap \"Same point\"", "tap \"Same owner\"", "tap \"New owner\""]
    #expect(try EngineHarness.consoles(app, events: events) == [["body 0"], ["body 0"], [], ["body 0"]])
  }

  @Test("a didSet on a @State property runs when the view's own code sets it")
  func stateDidSetRuns() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var count = 0 {
              didSet { print("didSet \\(oldValue) -> \\(count)") }
          }
          var body: some View {
              Button("Add") { count += 1 }
              Button("Reset") { count = 0 }
          }
      }
      """)
    let events = ["launch", "tap \"Add\"", "tap \"Add\"", "tap \"Reset\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      [], ["didSet 0 -> 1"], ["didSet 1 -> 2"], ["didSet 2 -> 0"],
    ])
  }
}
