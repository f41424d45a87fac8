import SwiftInterpreter

/// What a scene is handed as it connects: the links and activities that asked for it
/// (`UIScene.ConnectionOptions`). From the icon there are none (Apple, UIScene.ConnectionOptions).
struct ConnectionRequest {
  /// `open url "myapp://item/42"`: the URLs, as written.
  var urls: [String] = []
  /// `continue activity "type"` or `requestSceneSessionActivation(_:userActivity:…)`: the activities.
  var activities: [ActivitySource] = []

  enum ActivitySource {
    /// An activity the device delivers (Handoff, a universal link): only its type is known.
    case delivered(type: String)
    /// An activity object the program made.
    case program(Value)
  }

  var isEmpty: Bool { urls.isEmpty && activities.isEmpty }
}

/// What the device keeps for UIKit between processes.
final class UIKitDeviceState {
  /// The request the next launch's first scene is handed (the link that launched the app).
  var pendingLaunch: ConnectionRequest?
  /// The scene delegate class each session was configured with ("" for none): a kept session
  /// reconnects with the configuration it was made with, without asking the app delegate again.
  var delegateTypeNames: [Int: String] = [:]
  /// The calls accepted as inert so far in the run.
  var inert = InertCalls()
}

/// The calls a run accepted as inert, each once, in the order first made, with why.
struct InertCalls {
  private(set) var listed: [String] = []
  private var seen: Set<String> = []

  mutating func note(_ construct: String, because reason: String) {
    guard seen.insert(construct).inserted else { return }
    listed.append("\(construct) — \(reason)")
  }
}

/// What one process keeps for UIKit: the objects that stand for the device's sessions, so a
/// session is the same object each time the program sees it.
final class UIKitProcessState {
  var sessionObjects: [Int: UIKitObject] = [:]
  /// The program's copy of each session's restored activity, with the archive it was made from.
  var restoredActivities: [Int: (archive: UIKitObject, copy: UIKitObject)] = [:]
  /// The app delegate's launch callbacks are running, in an app without scenes: the app is
  /// inactive then (Apple, UIApplication.applicationState: "The app is inactive at launch").
  var isLaunchingWithoutScenes = false
  /// Whether `applicationWillTerminate` was sent: it is sent once.
  var toldTermination = false
  /// How deep the engine is in UIKit calls that are one turn of the main run loop (see
  /// `asOneMainTurn`): main-queue work waits meanwhile.
  var mainTurnDepth = 0
  /// Controllers told `viewWillAppear` whose `viewIsAppearing` is still to come.
  var pendingIsAppearing: [(controller: Value, animated: Bool)] = []
  /// How many `scene(_:willConnectTo:options:)` calls are running (with what they call).
  var connectingScenes = 0
}
