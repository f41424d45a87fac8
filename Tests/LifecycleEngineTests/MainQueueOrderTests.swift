import HarnessTestSupport
import Testing

/// The main queue is one first-in, first-out queue for `DispatchQueue.main` blocks and the jobs
/// of main-actor tasks (round eight: a block queued after a `Task` ran before it).
@Suite("The main queue: blocks and main-actor tasks in one order")
struct MainQueueOrderTests {
  /// The order swiftc's build gives (Linux, swift-corelibs-libdispatch; recorded 2026-12-02):
  /// `action`, `task`, `main queue` for the first button; the same program on the main actor
  /// with `dispatchMain()` printed exactly that.
  @Test("a block given to the main queue after a Task was started runs after the task's first job; before it, it runs first")
  func fifo() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              VStack {
                  Button("Task first") {
                      Task { print("task") }
                      DispatchQueue.main.async { print("main queue") }
                      print("action")
                  }
                  Button("Block first") {
                      DispatchQueue.main.async { print("main queue") }
                      Task { print("task") }
                      print("action")
                  }
              }
          }
      }
      """), events: ["launch", "tap \"Task first\"", "tap \"Block first\""])
    #expect(consoles == [[], ["action", "task", "main queue"], ["action", "main queue", "task"]])
  }

  @Test("a block queued from a global queue still runs on the main thread")
  func fromGlobalQueue() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Button("Go") {
                  Task { print("task on main: \\(Thread.isMainThread)") }
                  DispatchQueue.global().async {
                      DispatchQueue.main.async { print("back on main: \\(Thread.isMainThread)") }
                  }
              }
          }
      }
      """), events: ["launch", "tap \"Go\""])
    #expect(consoles[1].sorted() == ["back on main: true", "task on main: true"])
  }
}
