import HarnessTestSupport
import Testing
import Transcript

/// The engine records each decision with its cause and its rule (`Happening`): one test per
/// kind of decision, on small programs.
@Suite("What the engine records, and why")
struct RecordingTests {
  /// The rules of a line's chain, from its event down to the code that printed it.
  private func rules(of line: ConsoleLine, in transcript: Transcript) -> [String] {
    var rules: [String] = []
    var next = line.happening
    let all = transcript.happenings
    while let id = next {
      rules.insert(all[id].rule, at: 0)
      next = all[id].cause
    }
    return rules
  }

  private func happenings(_ transcript: Transcript, _ match: (Happening.Kind) -> Bool) -> [Happening] {
    transcript.happenings.filter { match($0.kind) }
  }

  static let phaseReader = EngineHarness.app(
    """
    struct ContentView: View {
        @Environment(\\.scenePhase) private var phase
        var body: some View {
            Text("hi")
                .onChange(of: phase) { old, new in print("view: \\(old) -> \\(new)") }
                .onAppear { print("appeared") }
                .task {
                    try? await Task.sleep(for: .seconds(2))
                    print("slept")
                }
        }
    }
    """)

  @Test("a view's onChange line is tied to its window's change of phase, queued on a changed value, run in the phase order")
  func viewOnChange() throws {
    let transcript = try EngineHarness.run(Self.phaseReader, events: ["launch", "home"])
    let line = try #require(transcript.events[1].console.first { $0.text == "view: active -> inactive" })
    #expect(
      rules(of: line, in: transcript) == [
        "home-resigns-then-backgrounds", "home-resigns-then-backgrounds", "view-body-reevaluated-on-phase-read",
        "body-runs-again-when-what-it-read-changes", "on-change-when-value-differs",
        "scene-then-app-then-uikit-then-views",
      ])
  }

  @Test("onAppear is queued once, when its view is placed; Home queues none")
  func onAppearOnce() throws {
    let transcript = try EngineHarness.run(Self.phaseReader, events: ["launch", "home", "return"])
    let queued = happenings(transcript) { if case .queued("onAppear in 'ContentView'") = $0 { true } else { false } }
    #expect(queued.count == 1)
    #expect(queued.first?.rule == "on-appear-once-when-placed" && queued.first?.event == 0)
  }

  @Test("a task's line belongs to the task: started with its view, resumed when its sleep is due")
  func taskLine() throws {
    let transcript = try EngineHarness.run(Self.phaseReader, events: ["launch", "wait 3"])
    let line = try #require(transcript.events[1].console.first { $0.text == "slept" })
    let printer = try #require(line.happening.map { transcript.happenings[$0] })
    #expect(printer.kind == .task("task in 'ContentView'", .resumed))
    #expect(printer.rule == "task-sleeps-on-virtual-clock" && printer.time == 2_000)
    let started = try #require(printer.cause.map { transcript.happenings[$0] })
    #expect(started.kind == .task("task in 'ContentView'", .started) && started.rule == "task-starts-after-actions")
    #expect(printer.lane == .window(1))
  }

  @Test("in the background: a snapshot as the window gets there, the suspension a second later, the resumption on return")
  func snapshotSuspensionResumption() throws {
    let transcript = try EngineHarness.run(Self.phaseReader, events: ["launch", "home", "wait 3", "return"])
    let snapshot = happenings(transcript) { if case .snapshot(window: 1) = $0 { true } else { false } }
    #expect(snapshot.map(\.time) == [1_000] && snapshot.first?.rule == "snapshot-when-background")
    let suspended = happenings(transcript) { $0 == .suspended }
    #expect(suspended.map(\.time) == [2_000] && suspended.first?.rule == "suspended-shortly-after-background")
    let resumed = happenings(transcript) { $0 == .resumed }
    #expect(resumed.count == 1 && resumed.first?.rule == "resume-before-due-work" && resumed.first?.event == 3)
  }

  @Test("on iPad, opening a second window: each window's changes, and the App's as the aggregate of both")
  func appAggregate() throws {
    let files = EngineHarness.app(
      """
      struct ContentView: View {
          @Environment(\\.openWindow) private var openWindow
          var body: some View { Button("Open") { openWindow(value: "B") } }
      }
      """,
      appBody: "WindowGroup(for: String.self) { $value in ContentView() }")
    let transcript = try EngineHarness.run(files, device: "iPad Air 11-inch (M4)", events: ["launch", "tap \"Open\""])
    let phases = transcript.events[1].happenings.compactMap { happening -> String? in
      guard case .phase(let lane, let from, let to) = happening.kind else { return nil }
      return "\(lane): \(from) -> \(to) [\(happening.rule)]"
    }
    #expect(
      phases == [
        "window 1: active -> inactive [open-window-brings-new-window-front]",
        "the App: active -> inactive [app-phase-aggregates-windows]",
        "window 2: background -> inactive [open-window-brings-new-window-front]",
        "window 2: inactive -> active [open-window-brings-new-window-front]",
        "the App: inactive -> active [app-phase-aggregates-windows]",
        "window 1: inactive -> background [open-window-brings-new-window-front]",
      ], "\(phases)")
  }

  @Test("a tapped button's action is queued by the tap, and its line names the button")
  func buttonTap() throws {
    let files = EngineHarness.app(
      """
      struct ContentView: View {
          var body: some View { Button("Go") { print("went") } }
      }
      """)
    let transcript = try EngineHarness.run(files, events: ["launch", "tap \"Go\""])
    let line = try #require(transcript.events[1].console.first)
    #expect(rules(of: line, in: transcript) == ["tap-runs-button-action", "tap-runs-button-action", "actions-run-first-each-turn"])
  }
}
