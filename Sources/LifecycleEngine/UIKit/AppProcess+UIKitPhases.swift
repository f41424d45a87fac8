import SwiftInterpreter
import Transcript

/// UIKit's callbacks as windows change phase, disconnect, close, and as the process ends.
extension AppProcess {
  /// The scene delegate's callback for each window transition (Apple, UISceneDelegate).
  private static let sceneCallbacks: [PhasePair: UIKitCallback] = [
    PhasePair(.background, .inactive): .sceneWillEnterForeground, PhasePair(.inactive, .active): .sceneDidBecomeActive,
    PhasePair(.active, .inactive): .sceneWillResignActive, PhasePair(.inactive, .background): .sceneDidEnterBackground,
  ]
  /// The app delegate's callback for each transition of the app, in an app without scenes.
  private static let appCallbacks: [PhasePair: UIKitCallback] = [
    PhasePair(.background, .inactive): .applicationWillEnterForeground,
    PhasePair(.inactive, .active): .applicationDidBecomeActive,
    PhasePair(.active, .inactive): .applicationWillResignActive,
    PhasePair(.inactive, .background): .applicationDidEnterBackground,
  ]

  /// UIKit's callbacks for one window's transition: the scene delegate's, or (an app without
  /// scenes) the app delegate's when the app's own phase changed.
  func uikitPhaseDidChange(_ window: Window, from old: ScenePhase, to new: ScenePhase, app appOld: ScenePhase) throws {
    guard isUIKit || window.uikit?.delegate != nil else { return }
    let decided = recorder.open(.decision("UIKit callbacks"), rule: "uikit-callbacks-per-transition"); defer { recorder.close(decided) }
    let root = uikitWindowObject(of: window)?.property("rootViewController").unwrapped
    if let scene = window.uikit, let sceneDelegate = scene.delegate {
      if let callback = Self.sceneCallbacks[PhasePair(old, new)] {
        try call(callback, on: sceneDelegate, [.native(scene.sceneObject)])
      }
      if new == .background, let activity = try call(.stateRestorationActivity, on: sceneDelegate, [.native(scene.sceneObject)]),
        let object = (activity.unwrapped ?? .void).native(as: UIKitObject.self)
      {
        // Asked as the scene enters the background; handed back at the next connection (the memo).
        window.session.restorationActivity = UIKitScenes.archive(object)
      }
      if new == .active, !scene.rootAppeared, let root {
        scene.rootAppeared = true
        try sendAppearance(.viewDidAppear, to: root, animated: false)
      }
      return
    }
    guard let delegate else { return }
    let appNew = appPhase
    if old == .background, new == .inactive, let root, window.uikit?.rootAppeared == false {
      window.uikit?.rootAppeared = true
      try sendAppearance(.viewDidAppear, to: root, animated: false)
    }
    // At launch an app becomes active without entering the foreground: that is only a return.
    let isLaunch = appOld == .background && appNew == .inactive && !hasBeenInForeground
    if appNew != .background { hasBeenInForeground = true }
    if let callback = Self.appCallbacks[PhasePair(appOld, appNew)], !isLaunch {
      try call(callback, on: delegate, [application])
    }
  }

  /// `sceneDidDisconnect` for a window's scene, then UIKit's notification.
  private func tellDisconnected(_ window: Window) throws {
    guard let scene = window.uikit, let sceneDelegate = scene.delegate else { return }
    try call(.sceneDidDisconnect, on: sceneDelegate, [.native(scene.sceneObject)])
    try notifications.post(uikit: "UIScene.didDisconnectNotification", in: self)
    try runActions()
  }

  /// The system frees a background scene: `sceneDidDisconnect`, then the notification; the
  /// window and its delegate go, the session stays (the memo: "disconnect ≠ discard").
  func disconnectUIKitScene(_ window: Window) throws {
    try tellDisconnected(window)
    // The window and its views go; a controller the program keeps starts again as one that has
    // not appeared (whether UIKit tells it it disappeared is not documented: nothing is sent).
    if let root = uikitWindowObject(of: window)?.property("rootViewController").unwrapped { forgetAppearance(of: root) }
    disconnect(window)
  }

  private func forgetAppearance(of controller: Value, depth: Int = 0) {
    guard depth < 100, let base = controllerBase(controller) else { return }
    base.appearance = .disappeared
    for child in base.children { forgetAppearance(of: child, depth: depth + 1) }
    if let presented = base.property("presentedViewController").unwrapped { forgetAppearance(of: presented, depth: depth + 1) }
  }

  /// iPad: the person swipes one window away in the app switcher. The scene disconnects and its
  /// session is discarded; a running app hears of it at once (Apple,
  /// `application(_:didDiscardSceneSessions:)`), a suspended one at its next launch.
  func uikitSceneClosed(_ window: Window) throws {
    guard isUIKit else { return }
    if isSuspended {
      device.discardedSessions.append(window.session)
      return
    }
    try tellDisconnected(window)
    device.discardedSessions.append(window.session)
    try tellDiscardedSessions()
  }

  /// iPhone: the person swipes the app away. A running app's scenes disconnect, then the app
  /// delegate hears `applicationWillTerminate` and the notification is posted; a suspended app
  /// runs nothing (Apple, `applicationWillTerminate(_:)`: it "may be called … where the app is
  /// running in the background (not suspended) and the system needs to terminate it").
  /// A UIKit app's sessions are discarded: its delegate hears of them at the next launch.
  func uikitAppSwipedAway() throws {
    if !isSuspended {
      for window in windows { try tellDisconnected(window) }
      if let delegate, !uikitState.toldTermination {
        uikitState.toldTermination = true
        try call(.applicationWillTerminate, on: delegate, [application])
        try notifications.post(uikit: "UIApplication.willTerminateNotification", in: self)
        try runActions()
      }
    }
    guard isUIKit else { return }
    for window in windows {
      device.destroy(window.session)
      device.discardedSessions.append(window.session)
    }
  }
}

/// A transition from one phase to another, as a table key.
struct PhasePair: Hashable {
  let from: ScenePhase
  let to: ScenePhase

  init(_ from: ScenePhase, _ to: ScenePhase) {
    self.from = from
    self.to = to
  }
}
