import SwiftInterpreter

/// The background tasks a process began with `UIApplication.beginBackgroundTask`: while one is
/// open, the app is not suspended in the background; when the time runs out, their expiration
/// handlers run, and the app is suspended (or, with a task still open, ended).
///
/// Apple, beginBackgroundTask(expirationHandler:): the handler is "called shortly before the app's
/// remaining background time reaches 0 … synchronously on the main thread, blocking the app's
/// suspension momentarily"; "if you do not call endBackgroundTask(_:) for each task before time
/// expires, the system kills the app". How long the time is, Apple does not say (see
/// `Timing.backgroundTaskAllowance`).
final class BackgroundTime {
  /// Open tasks in the order they began: their identifiers and handlers.
  private(set) var open: [(id: Int, handler: FunctionValue?)] = []
  private var lastID = 0
  /// When background time runs out (virtual ms), once the app is in the background with a task.
  var deadline: Int?
  /// The system's timer that runs the expiration handlers.
  var expiry: Int?

  var isEmpty: Bool { open.isEmpty }

  /// Opens a task; identifiers count from 1 (0 is `UIBackgroundTaskIdentifier.invalid`).
  func begin(handler: FunctionValue?) -> Int {
    lastID += 1
    open.append((lastID, handler))
    return lastID
  }

  /// Ends a task; false when it was not open (already ended, or never begun).
  func end(_ id: Int) -> Bool {
    guard let index = open.firstIndex(where: { $0.id == id }) else { return false }
    open.remove(at: index)
    return true
  }
}

extension Device {
  /// The app reached the background: with a background task open, its time starts to run.
  func startBackgroundTime(of process: AppProcess) {
    let time = process.backgroundTime
    guard !time.isEmpty, time.deadline == nil else { return }
    time.deadline = scheduler.now + timing.backgroundTaskAllowance
    time.expiry = scheduler.schedule(after: timing.backgroundTaskAllowance, process: nil) { [weak self, weak process] in
      guard let self, let process, self.process === process else { return }
      try self.expireBackgroundTime(of: process)
    }
  }

  /// The app came back to the foreground, or ended its last task: no time is running.
  func stopBackgroundTime(of process: AppProcess) {
    let time = process.backgroundTime
    if let expiry = time.expiry { scheduler.cancel(expiry) }
    time.expiry = nil
    time.deadline = nil
  }

  /// Time is up: each open task's handler runs, in the order the tasks began; then the app is
  /// suspended at once, or ended when a task is still open.
  private func expireBackgroundTime(of process: AppProcess) throws {
    let time = process.backgroundTime
    time.expiry = nil
    let decided = openDecision("background time runs out", rule: "background-time-expires"); defer { recorder.close(decided) }
    for task in time.open {
      guard let handler = task.handler else { continue }
      _ = try process.withCause("the expiration handler of background task \(task.id)") {
        try process.interpreter.call(handler, [], at: nil)
      }
    }
    time.deadline = nil
    if !time.isEmpty {
      endProcess()
      return
    }
    if let timer = process.suspensionTimer { scheduler.cancel(timer) }
    process.suspensionTimer = nil
    process.setSuspended(true)
  }

  /// The app ended its last background task while in the background: it is suspended shortly
  /// after, as when it reached the background with none (Apple, "Extending your app's
  /// background execution time").
  func backgroundTasksEnded(in process: AppProcess) {
    stopBackgroundTime(of: process)
    guard process.appPhase == .background, !process.isSuspended, process.suspensionTimer == nil else { return }
    updateSuspension(of: process)
  }
}
