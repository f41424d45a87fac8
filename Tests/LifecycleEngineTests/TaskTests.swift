import HarnessTestSupport
import Testing

/// Tasks on the virtual clock: suspended with the app, never cancelled by Home (lesson 54, step 5, question 2).
@Suite("Tasks and time")
struct TaskTests {
  static let metronome = EngineHarness.app("""
    struct ContentView: View {
        @Environment(\\.scenePhase) private var phase
        @State private var beats = 0
        @State private var leftAt: Date?
        var body: some View {
            Text("♩ \\(beats)")
                .task {
                    do {
                        while true {
                            try await Task.sleep(for: .seconds(1))
                            beats += 1
                        }
                    } catch {
                        print("stopped")
                    }
                }
                .onChange(of: phase) { _, new in
                    print("\\(new) at \\(beats)")
                    if new == .background { leftAt = .now }
                    if new == .active, let leftAt {
                        print("away \\(Int(Date.now.timeIntervalSince(leftAt))) s")
                        self.leftAt = nil
                    }
                }
        }
    }
    """)

  @Test("a task counts a beat a second while the app is on the screen")
  func counts() throws {
    let transcript = try EngineHarness.run(Self.metronome, events: ["launch", "wait 5"])
    #expect(transcript.events[1].screen.front?.items.map(\.label) == ["♩ 5"])
  }

  @Test("suspended a moment after background, the count stops; it carries on after, and is never cancelled")
  func suspension() throws {
    let consoles = try EngineHarness.consoles(Self.metronome, events: ["launch", "wait 5", "home", "wait 8", "return", "wait 2"])
    #expect(consoles[2] == ["inactive at 5", "background at 6"])
    #expect(consoles[3] == [])
    #expect(consoles[4] == ["inactive at 7", "active at 7", "away 8 s"])
    #expect(!consoles.joined().contains("stopped"))
  }

  @Test("dates follow the virtual clock, so time away is measured right while a count is not")
  func datesMeasureTheNap() throws {
    let consoles = try EngineHarness.consoles(Self.metronome, events: ["launch", "home", "wait 30", "return"])
    #expect(consoles[3].last == "away 30 s")
  }

  @Test("a task started with Task { } runs after the current work, and Task.isCancelled reads its own task")
  func unstructuredTask() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          init() {
              Task {
                  print("in task, cancelled: \\(Task.isCancelled)")
                  try? await Task.sleep(for: .milliseconds(500))
                  print("half a second later")
              }
              print("after creating it")
          }
          var body: some View { Text("t") }
      }
      """), events: ["launch", "wait 1"])
    #expect(consoles == [["after creating it", "in task, cancelled: false"], ["half a second later"]])
  }

  @Test("an awaited async function of the program runs inside the task, with its result and its errors")
  func asyncFunctions() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      enum Oops: Error { case late }
      func fetch(_ n: Int) async throws -> Int {
          try await Task.sleep(for: .seconds(1))
          if n > 1 { throw Oops.late }
          return n * 10
      }
      struct ContentView: View {
          var body: some View {
              Text("f").task {
                  let first = try? await fetch(1)
                  print("first", first ?? -1)
                  do { _ = try await fetch(2) } catch { print("second failed:", error) }
              }
          }
      }
      """), events: ["launch", "wait 3"])
    #expect(consoles[1] == ["first 10", "second failed: late"])
  }
}
