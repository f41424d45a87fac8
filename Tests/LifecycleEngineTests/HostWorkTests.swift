import HarnessTestSupport
import LifecycleEngine
import Testing
import Transcript

/// The engine's own work for the program is charged to the step budget (`HostWork`): a
/// program that makes the engine work without end in few steps of its own stops as endless.
@Suite("Engine work charged to the step budget")
struct HostWorkTests {
  static let loops: [(name: String, view: String)] = [
    (
      "onChange that changes the value it watches",
      """
      struct ContentView: View {
          @State private var count = 0
          var body: some View {
              Text("\\(count)")
                  .onAppear { count = 1 }
                  .onChange(of: count) { _, new in count = new + 1 }
          }
      }
      """
    ),
    (
      "a task that sleeps a nanosecond between writes",
      """
      struct ContentView: View {
          @State private var ticks = 0
          var body: some View {
              Text("\\(ticks)").task {
                  while true {
                      ticks += 1
                      try? await Task.sleep(for: .nanoseconds(1))
                  }
              }
          }
      }
      """
    ),
    (
      "a repeating timer every millisecond for an hour",
      """
      struct ContentView: View {
          @State private var ticks = 0
          var body: some View {
              Text("\\(ticks)").onAppear {
                  Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in ticks += 1 }
              }
          }
      }
      """
    ),
  ]

  @Test("each stops as endless within the budget", arguments: loops.map(\.name))
  func stops(_ name: String) throws {
    let view = try #require(Self.loops.first { $0.name == name }?.view)
    let transcript = try EngineHarness.run(
      EngineHarness.app(view), events: ["launch", "wait 3600"]
    ) { $0.stepBudget = 200_000 }
    let failure = try #require(transcript.failure, "the run did not stop")
    guard case .endless = failure else { Issue.record("not endless: \(failure)"); return }
    #expect(failure.message.contains("200000 steps without settling"), "\(failure)")
  }

  @Test("an ordinary counter is charged far less than the budget: a minute of beats runs")
  func ordinaryRuns() throws {
    let transcript = try EngineHarness.run(
      EngineHarness.app(
        """
        struct ContentView: View {
            @State private var beats = 0
            var body: some View {
                Text("\\(beats)").onAppear {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in beats += 1 }
                }
            }
        }
        """), events: ["launch", "wait 60"]
    ) { $0.stepBudget = 200_000 }
    #expect(transcript.failure == nil, "\(String(describing: transcript.failure))")
    #expect(transcript.events.last?.screen.front?.items.map(\.description) == ["60"])
  }
}
