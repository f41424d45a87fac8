import HarnessTestSupport
import LifecycleEngine
import Testing

/// `Timing.milliseconds`: the one rule by which a sleep, a timer's interval and a dispatch
/// deadline become virtual milliseconds, none of them trapping on a huge or NaN value.
@Suite("Delays on the virtual clock")
struct TimingTests {
  @Test(
    "seconds round to the nearest millisecond; the past is now",
    arguments: [
      (0.0, 0), (0.0004, 0), (0.0005, 1), (0.001, 1), (1.25, 1250), (-3, 0), (-Double.infinity, 0),
      (9_000_000_000, 9_000_000_000_000),
    ] as [(Double, Int)])
  func seconds(_ seconds: Double, _ expected: Int) {
    #expect(Timing.milliseconds(seconds: seconds) == expected)
  }

  @Test(
    "NaN, infinity and anything from Int64.max nanoseconds on are never reached",
    arguments: [Double.nan, .infinity, 1e300, 1e999, Double(Int64.max) / 1e9, 1e10])
  func neverInSeconds(_ seconds: Double) {
    #expect(Timing.milliseconds(seconds: seconds) == nil)
  }

  @Test(
    "nanoseconds round to the nearest millisecond; Int64.max and beyond are never reached",
    arguments: [
      (0, 0), (499_999, 0), (500_000, 1), (1_000_000, 1), (2_500_000_000, 2500),
      (UInt64(Int64.max) - 1_000_000_000, 9_223_372_035_855),
    ] as [(UInt64, Int?)] + [(UInt64(Int64.max), nil), (.max, nil)])
  func nanoseconds(_ nanoseconds: UInt64, _ expected: Int?) {
    #expect(Timing.milliseconds(nanoseconds: nanoseconds) == expected)
  }

  @Test("the far future is Int64.max nanoseconds, in milliseconds")
  func farFuture() {
    #expect(Timing.farFuture == 9_223_372_036_854)
    #expect(Timing.milliseconds(seconds: Double(Timing.farFuture - 1) / 1000) == Timing.farFuture - 1)
  }

  @Test("a sleep, a timer and a deadline the clock never reaches neither run nor trap; near ones do")
  func neverReachedInAProgram() throws {
    let transcript = try EngineHarness.run(
      [
        "App.swift": """
        import SwiftUI
        @main
        struct ProbeApp: App { var body: some Scene { WindowGroup { Text("a").onAppear {
            Task { try? await Task.sleep(nanoseconds: UInt64(Int.max)); print("slept") }
            Task { try? await Task.sleep(for: .seconds(1e10)); print("slept long") }
            Task { try? await Task.sleep(for: .milliseconds(1500)); print("woke") }
            let timer = Timer.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in print("timer") }
            print(timer.isValid)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1e10) { print("later") }
            DispatchQueue.main.asyncAfter(deadline: .now() + -5.0) { print("past") }
        } } } }
        """
      ], events: ["launch", "wait 100000"])
    #expect(transcript.failure == nil, "\(String(describing: transcript.failure))")
    #expect(EngineHarness.consoles(transcript) == [["true", "past"], ["woke"]])
  }

  @Test("a repeating timer skips the firings it missed while the app was suspended, then keeps to its schedule")
  func missedFirings() throws {
    let transcript = try EngineHarness.run(
      [
        "App.swift": """
        import SwiftUI
        @main
        struct ProbeApp: App { var body: some Scene { WindowGroup { Text("a").onAppear {
            var count = 0
            Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in count += 1; print(count) }
        } } } }
        """
      ], events: ["launch", "wait 1", "home", "wait 60", "return", "wait 0.5"])
    #expect(transcript.failure == nil, "\(String(describing: transcript.failure))")
    let consoles = EngineHarness.consoles(transcript)
    #expect(consoles[1] == ["1", "2", "3"])
    // After the return: one firing for all those missed, then the next on the schedule.
    #expect(consoles.last?.count == 2)
  }
}
