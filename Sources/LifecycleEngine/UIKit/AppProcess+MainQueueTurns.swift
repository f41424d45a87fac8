import SwiftInterpreter
import Transcript

/// Work given to `DispatchQueue.main` while UIKit is in the middle of one of its own calls
/// into the app: it waits for the main run loop's next turn, after the whole of that call.
///
/// Jobs of tasks wait too (`settle` runs none meanwhile): a task started from a view controller
/// runs on the main actor, whose executor "is equivalent to the main dispatch queue" (Apple,
/// MainActor).
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
    let result: T
    do {
      result = try body()
    } catch {
      uikitState.mainTurnDepth -= 1
      throw error
    }
    uikitState.mainTurnDepth -= 1
    if uikitState.mainTurnDepth == 0 {
      let held = uikitState.heldMainQueueWork
      uikitState.heldMainQueueWork = []
      for work in held { enqueueAction(work.function, [], cause: work.cause, rule: "main-queue-work-waits-for-uikit") }
    }
    return result
  }

  /// `DispatchQueue.main.async`: queued as an action, or held while UIKit's call is running.
  func enqueueMainQueueWork(_ function: FunctionValue, cause: String) {
    if uikitState.mainTurnDepth > 0 {
      uikitState.heldMainQueueWork.append((function, cause))
    } else {
      enqueueAction(function, [], cause: cause, rule: "main-queue-work-runs-as-actions")
    }
  }
}
