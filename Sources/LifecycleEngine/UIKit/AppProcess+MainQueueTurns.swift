import SwiftInterpreter
import Transcript

/// Work given to `DispatchQueue.main` while UIKit is in the middle of one of its own calls
/// into the app: it waits for the main run loop's next turn, after the whole of that call.
///
/// Jobs of tasks wait too (`settle` runs none meanwhile): a task started from a view controller
/// runs on the main actor, whose executor "is equivalent to the main dispatch queue" (Apple,
/// MainActor). Blocks queued meanwhile are jobs as well, so blocks and tasks keep the order
/// they were queued in (see `enqueueMainQueueWork`).
///
/// A scene coming back from the background (`return`) is one such call too: the engine's rule
/// `return-brings-back-in-one-turn` (lesson 54, step 5).
///
/// Apple, DispatchQueue.main: blocks on the main queue are run by the main run loop that
/// `UIApplicationMain` starts, so never inside a call UIKit is making. Two of UIKit's calls
/// are long ones the engine otherwise splits into steps:
/// - an app without scenes: its launch, up to `applicationDidBecomeActive` (Apple, "The App
///   Launch Cycle", figure "Launching an app into the foreground": the event loop starts after
///   the app is activated);
/// - a scene as it connects and comes to the foreground: `scene(_:willConnectTo:options:)`, the
///   root view loading and appearing, `sceneWillEnterForeground`, `sceneDidBecomeActive`, and the
///   root's `viewDidAppear` are one scene update (the lead's decision for this engine: Apple does
///   not document the turns of a connection, and says only that it starts "the main event loop
///   before connecting to one or more of your app's scenes" — "Responding to the launch of your
///   app" — so work queued in `didFinishLaunching` of a scene-based app runs before the scene connects).
extension AppProcess {
  /// Runs `body` as one turn of the main run loop: main-queue work it queues runs after it.
  func asOneMainTurn<T>(holding: Bool = true, _ body: () throws -> T) throws -> T {
    guard holding else { return try body() }
    uikitState.mainTurnDepth += 1
    defer { uikitState.mainTurnDepth -= 1 }
    return try body()
  }

  /// `DispatchQueue.main.async`. The main queue is one first-in, first-out queue for blocks and
  /// for the jobs of main-actor tasks (Apple, MainActor: its executor "is equivalent to the main
  /// dispatch queue"; DispatchQueue: "Work items submitted to a serial queue are executed one at
  /// a time in FIFO order"): while a task's job is waiting, or while UIKit's call holds the queue,
  /// the block waits behind them as a job of its own. Otherwise it is an action, run before the
  /// views are brought up to date (a ready port-based source fires before the run loop's
  /// observers hear it will sleep: Apple, Threading Programming Guide, "The Run Loop Sequence of
  /// Events").
  func enqueueMainQueueWork(_ function: FunctionValue, cause: String) {
    if isMainThread, uikitState.mainTurnDepth > 0 || interpreter.hasPendingJobs {
      _ = noteQueued(function, cause: cause, rule: "main-queue-work-waits-for-uikit")
      interpreter.startTask(function, cause: cause)
    } else {
      enqueueAction(function, [], cause: cause, rule: "main-queue-work-runs-as-actions")
    }
  }

  /// Runs the main queue until nothing on it is ready: blocks and the jobs of tasks, in the
  /// order they were queued, with no view brought up to date (no window is connected yet).
  /// Between the launch and the first scene's connection (`main-queue-work-waits-for-uikit`):
  /// a `Task` made in the App's `init` or in `didFinishLaunching` is main-queue work as a block
  /// is (Apple, MainActor: its executor "is equivalent to the main dispatch queue";
  /// DispatchQueue: serial queues run "in FIFO order"), so it runs there too, and a block
  /// queued behind it no longer waits for the scene.
  func drainMainQueue() throws {
    while true {
      try runActions()
      guard !isSuspended, uikitState.mainTurnDepth == 0, interpreter.hasPendingJobs else { return }
      try interpreter.runNextJob()
    }
  }
}
