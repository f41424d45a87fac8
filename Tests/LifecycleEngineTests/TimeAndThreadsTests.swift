import HarnessTestSupport
import Testing

/// Threads, run-loop timers and background time: `Thread.isMainThread`, target–selector
/// `Timer`s, `RunLoop.main.add`, `beginBackgroundTask` (issue 9, "Time and threads").
@Suite("Time and threads")
struct TimeAndThreadsTests {
  @Test("Thread.isMainThread is true on the main queue and actor, false on a global queue and in a detached task")
  func mainThread() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("Hi")
                  .onAppear {
                      print("appear", Thread.isMainThread)
                      DispatchQueue.global().async {
                          print("global", Thread.isMainThread)
                          DispatchQueue.main.async { print("back on main", Thread.isMainThread) }
                          Task { print("task from global", Thread.isMainThread) }
                      }
                      Task { print("task", Thread.isMainThread) }
                      Task.detached {
                          print("detached", Thread.isMainThread)
                          await MainActor.run { print("main actor run", Thread.isMainThread) }
                          await report()
                      }
                  }
          }
      }
      @MainActor func report() { print("main actor function", Thread.isMainThread) }
      """))
    let lines = consoles[0]
    #expect(lines.first == "appear true")
    for expected in [
      "global false", "back on main true", "task from global false", "task true", "detached false",
      "main actor run true", "main actor function true",
    ] {
      #expect(lines.contains(expected), "missing \(expected) in \(lines)")
    }
  }

  static let ticker = EngineHarness.app("""
    final class Ticker: NSObject {
        var count = 0
        var timer: Timer?
        func start() {
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        }
        @objc func tick() {
            count += 1
            print("tick \\(count)")
            if count == 3 { timer?.invalidate(); print("valid", timer?.isValid ?? false) }
        }
    }
    final class Later: NSObject {
        @objc func fire(_ timer: Timer) { print("fired with", timer.userInfo as? String ?? "none") }
    }
    let ticker = Ticker()
    let later = Later()
    struct ContentView: View {
        var body: some View {
            Text("Hi").onAppear {
                ticker.start()
                let timer = Timer(timeInterval: 2.5, target: later, selector: #selector(Later.fire(_:)), userInfo: "note", repeats: false)
                RunLoop.main.add(timer, forMode: .common)
            }
        }
    }
    """)

  @Test("a target–selector timer calls its @objc method each interval until invalidated; one made with Timer(…) fires once added to the run loop")
  func selectorTimers() throws {
    let consoles = try EngineHarness.consoles(Self.ticker, events: ["launch", "wait 5"])
    #expect(consoles[1] == ["tick 1", "tick 2", "fired with note", "tick 3", "valid false"])
  }

  @Test("a run-loop timer does not fire while the app is suspended; on return it fires once, then keeps to its schedule")
  func timersStopWhenSuspended() throws {
    let program = EngineHarness.app("""
      final class Counter: NSObject {
          var count = 0
          @objc func tick(_ timer: Timer) {
              count += 1
              print("tick \\(count)")
          }
      }
      let counter = Counter()
      struct ContentView: View {
          var body: some View {
              Text("Hi").onAppear {
                  _ = Timer.scheduledTimer(timeInterval: 0.4, target: counter, selector: #selector(Counter.tick(_:)), userInfo: nil, repeats: true)
              }
          }
      }
      """)
    let consoles = try EngineHarness.consoles(program, events: ["launch", "wait 1", "home", "wait 10", "return", "wait 1"])
    #expect(consoles[1] == ["tick 1", "tick 2"])
    // Home at 1 s: background at 2 s, suspended at 3 s; the ticks of 2.4 and 2.8 s come in the wait.
    #expect(consoles[2] == ["tick 3", "tick 4", "tick 5"])
    #expect(consoles[3] == ["tick 6", "tick 7"])
    // Back at 13 s: the missed firings make one tick; then 13.2, 13.6 s on the schedule of 0.4 s.
    #expect(consoles[4].filter { $0.hasPrefix("tick") } == ["tick 8"])
    #expect(consoles[5] == ["tick 9", "tick 10"])
  }

  static func saver(endsTask: Bool, workSeconds: Int) -> [String: String] {
    EngineHarness.app("""
      struct ContentView: View {
          @Environment(\\.scenePhase) private var phase
          @State private var task: UIBackgroundTaskIdentifier = .invalid
          var body: some View {
              Text("Hi").onChange(of: phase) { _, new in
                  guard new == .background else { return }
                  task = UIApplication.shared.beginBackgroundTask {
                      print("expired")
                      \(endsTask ? "UIApplication.shared.endBackgroundTask(task)" : "")
                  }
                  Task {
                      try? await Task.sleep(for: .seconds(\(workSeconds)))
                      if UIApplication.shared.applicationState == .background {
                          print("saved, \\(Int(UIApplication.shared.backgroundTimeRemaining)) s left")
                      } else {
                          print("saved")
                      }
                      UIApplication.shared.endBackgroundTask(task)
                  }
              }
          }
      }
      """)
  }

  @Test("a background task keeps the app running in the background until the app ends it")
  func backgroundTaskKeepsRunning() throws {
    let consoles = try EngineHarness.consoles(Self.saver(endsTask: true, workSeconds: 5), events: ["launch", "home", "wait 10"])
    // Background at 1 s; the save finishes 5 s later, with 25 of the 30 s left.
    #expect(consoles[1] + consoles[2] == ["saved, 25 s left"])
  }

  @Test("when background time runs out the expiration handler runs and the app is suspended")
  func backgroundTimeExpires() throws {
    let transcript = try EngineHarness.run(
      Self.saver(endsTask: true, workSeconds: 40), events: ["launch", "home", "wait 60", "return"])
    let consoles = EngineHarness.consoles(transcript)
    #expect(consoles[2] == ["expired"])
    // Suspended at 31 s, the task resumes only when the app comes back.
    #expect(consoles[3] == ["saved"])
    #expect(transcript.failure == nil)
  }

  @Test("an app that does not end its task when time runs out is ended by the system")
  func unendedTaskEndsTheApp() throws {
    let transcript = try EngineHarness.run(
      Self.saver(endsTask: false, workSeconds: 40), events: ["launch", "home", "wait 60", "return"])
    let consoles = EngineHarness.consoles(transcript)
    #expect(consoles[2] == ["expired"])
    // The return launches the app afresh: the saving task never finishes.
    #expect(!consoles.joined().contains { $0.hasPrefix("saved") })
  }
}

/// `ProcessInfo.isLowPowerModeEnabled`: what the device's configuration says, off by default.
@Suite("Low Power Mode")
struct LowPowerModeTests {
  static let reader = EngineHarness.app("""
    struct ContentView: View {
        var body: some View {
            Text("Hi").onAppear { print("low power", ProcessInfo.processInfo.isLowPowerModeEnabled) }
        }
    }
    """)

  @Test("isLowPowerModeEnabled is false by default and true when the device is set to Low Power Mode")
  func lowPowerMode() throws {
    let off = try EngineHarness.run(Self.reader, events: ["launch"])
    #expect(off.console.map(\.text) == ["low power false"])
    let on = try EngineHarness.run(Self.reader, events: ["launch"]) { $0.lowPowerMode = true }
    #expect(on.console.map(\.text) == ["low power true"])
  }
}

/// `NotificationCenter.addObserver(_:selector:name:object:)`: target–action observers.
@Suite("Selector observers")
struct SelectorObserverTests {
  @Test("addObserver(_:selector:name:object:) sends the selector's message, with the notification when the method takes one; removeObserver(self) stops it")
  func selectorObservers() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      extension Notification.Name { static let ping = Notification.Name("ping") }
      final class Listener: NSObject {
          func start() {
              NotificationCenter.default.addObserver(self, selector: #selector(heard), name: .ping, object: nil)
              NotificationCenter.default.addObserver(self, selector: #selector(heardNote(_:)), name: .ping, object: nil)
          }
          @objc func heard() { print("heard") }
          @objc func heardNote(_ note: Notification) { print("heard", note.name.rawValue) }
      }
      let listener = Listener()
      struct ContentView: View {
          var body: some View {
              VStack {
                  Button("Post") { NotificationCenter.default.post(name: .ping, object: nil) }
                  Button("Stop") { NotificationCenter.default.removeObserver(listener) }
              }
              .onAppear { listener.start() }
          }
      }
      """), events: ["launch", "tap \"Post\"", "tap \"Stop\"", "tap \"Post\""])
    #expect(consoles.count == 4)
    #expect(consoles.dropFirst().first == ["heard", "heard ping"])
    #expect(consoles.last == [])
  }
}
