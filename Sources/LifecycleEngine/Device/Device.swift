import SwiftInterpreter
import Transcript

/// The simulated device: what outlives a process (user defaults, scene sessions), the clock,
/// the console, and the app's process while it runs.
final class Device {
  let program: Program
  let configuration: EngineConfiguration
  let scheduler = Scheduler()
  let console: Console
  /// `UserDefaults.standard` (and `@AppStorage`): kept across launches.
  var defaults: [String: Value] = [:]
  /// The app's container (`Documents/`, `Library/`, `tmp/`): the app's files, kept across launches.
  let container = AppContainer()
  /// Scene sessions the system keeps, most recently in front last.
  var sessions: [SceneSession] = []
  /// Background refreshes the app asked for (`BGTaskScheduler.submit`): the system keeps them.
  var submittedRefreshRequests: [String] = []
  /// Sessions the person closed while the app was not running: a UIKit app delegate hears of
  /// them at its next launch (`application(_:didDiscardSceneSessions:)`, Apple).
  var discardedSessions: [SceneSession] = []
  /// UIKit's part: the link a launch hands its first scene (see `UIKit/`).
  let uikit = UIKitDeviceState()
  private(set) var process: AppProcess?
  private var launches = 0
  private var nextSessionID = 0
  /// What covers the app: Control Center or the app switcher, and the windows it made inactive.
  var overlay: Overlay = .none

  enum Overlay {
    case none
    case controlCenter([Window])
    case appSwitcher([Window])
  }

  init(program: Program, configuration: EngineConfiguration) {
    self.program = program
    self.configuration = configuration
    self.console = Console(scheduler: scheduler)
    container.seed(configuration.containerFiles)
  }

  var timing: Timing { configuration.timing }

  // MARK: - Processes

  /// Starts a new process and launches the app in it (from its icon, or from Xcode); a launch
  /// into the background (by the system, for background work) connects no window.
  func launch(intoBackground: Bool = false) throws {
    launches += 1
    recorder.process = launches; let launched = recorder.open(.launched, rule: "launch-app-then-delegate-then-scenes"); defer { recorder.close(launched) }
    let process = AppProcess(number: launches, device: self, program: program)
    process.launchesIntoBackground = intoBackground
    self.process = process
    overlay = .none
    try process.start()
  }

  /// Ends the process at once: nothing of it runs again; sessions and defaults stay.
  func endProcess() {
    guard let process else { return }
    recorder.note(.ended, rule: recorder.ruleInForce)
    process.end()
    if let timer = process.suspensionTimer { scheduler.cancel(timer) }
    scheduler.cancelAll(ofProcess: process.number)
    console.flush()
    self.process = nil
  }

  // MARK: - Sessions

  func newSession(for group: WindowGroupState, value: Value?) -> SceneSession {
    nextSessionID += 1
    let session = SceneSession(identifier: nextSessionID, groupPlace: group.place, value: value)
    sessions.append(session)
    return session
  }

  /// The session a new launch restores: the one most recently in front, if the system kept one.
  func sessionToRestore(in process: AppProcess) -> (SceneSession, WindowGroupState)? {
    for session in sessions.reversed() {
      if let group = process.windowGroups.first(where: { $0.place == session.groupPlace }) {
        return (session, group)
      }
    }
    return nil
  }

  /// Moves a session to the end of the list: it is now the most recent in front.
  func bringToFront(_ session: SceneSession) {
    sessions.removeAll { $0 === session }
    sessions.append(session)
  }

  /// A scene closed on purpose: its session and its scene storage are destroyed (Apple, SceneStorage).
  func destroy(_ session: SceneSession) {
    sessions.removeAll { $0 === session }
  }

  /// The UIKit session a launch reconnects: the most recent one the system kept.
  func sessionToRestoreForUIKit() -> SceneSession? {
    sessions.last { $0.groupPlace == ContentPath(components: ["UIKit"]) }
  }

  func newUIKitSession(in process: AppProcess) -> SceneSession {
    newSession(for: process.uikitGroup, value: nil)
  }

  // MARK: - Time

  /// Lets time pass until `time`, firing due timers in order and settling after each.
  func advance(to time: Int) throws {
    while let fired = try fireNextTimer(by: time) {
      defer { recorder.close(fired) }
      try process?.settle()
    }
    scheduler.advance(to: time)
  }

  /// Fires the first timer due by `time`; returns its open happening. The timer (and what its
  /// action holds) is let go before the process settles, so objects only it kept are released
  /// in that settling and their `deinit`s run then.
  private func fireNextTimer(by time: Int) throws -> Int? {
    guard let timer = scheduler.takeDue(by: time, suspended: suspendedProcesses) else { return nil }
    scheduler.advance(to: timer.due)
    try process?.interpreter.charge(.timer)
    let fired = recorder.open(.timerFired, rule: timer.cause.map { recorder.rule(of: $0) } ?? "timers-fire-in-order", cause: timer.cause)
    do {
      try timer.action()
    } catch {
      recorder.close(fired)
      throw error
    }
    return fired
  }

  /// Fires the timers in order, moving the clock, until `done` holds or none is left.
  func runTimers(until done: () -> Bool) throws {
    while !done(), let due = scheduler.nextDue(suspended: suspendedProcesses) { try advance(to: due) }
  }

  private var suspendedProcesses: Set<Int> {
    guard let process, process.isSuspended else { return [] }
    return [process.number]
  }

  /// Finishes what an event set going: animations, then anything due now.
  func settleEvent() throws {
    try process?.settle()
    while let due = scheduler.nextTransition { try advance(to: due) }
    try advance(to: scheduler.now)
  }

  // MARK: - The screen

  func captureScreen() -> DeviceScreen {
    guard let process else { return DeviceScreen(windows: [], showsHomeScreen: true, files: container.files) }
    let front = process.frontWindow
    let snapshots = process.windows.map { window -> WindowSnapshot in
      let items = Renderer(process: process).items(of: window)
      return WindowSnapshot(
        names: names(of: window), phase: window.phase.rawValue,
        isFront: window === front && window.isForeground, items: items,
        card: window.isForeground ? items : window.snapshot)
    }
    return DeviceScreen(
      windows: snapshots, showsHomeScreen: !process.windows.contains(where: \.isForeground), files: container.files)
  }

  func names(of window: Window) -> [String] {
    var names = ["window \(window.number)"]
    if case .string(let value)? = window.session.value { names.append(value) }
    return names
  }
}
