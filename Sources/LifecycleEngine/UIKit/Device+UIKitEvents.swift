import SwiftInterpreter
import Transcript

/// The events that reach a UIKit app's scenes: links, activities, the system freeing a scene.
extension Device {
  /// `open url` and `continue activity`. Not running: the app launches and its first scene is
  /// handed the request in its connection options. Running: the scene (the one named, else the
  /// front one) comes to the foreground and its delegate is told, between
  /// `sceneWillEnterForeground` and `sceneDidBecomeActive`; a scene the system disconnected
  /// connects again with the request in its options (Apple, `scene(_:openURLContexts:)`:
  /// delivered to a connected scene; at connection, in `UIScene.ConnectionOptions`).
  func deliver(_ request: ConnectionRequest, to reference: WindowRef?, event: String) throws {
    switch overlay {
    case .none: break
    case .controlCenter, .appSwitcher:
      throw EventError("'\(event)' needs Control Center and the app switcher closed")
    }
    guard let process else {
      uikit.pendingLaunch = request
      defer { uikit.pendingLaunch = nil }
      try launch()
      // A SwiftUI app's scene hears of it once launched (see `deliverToSwiftUI`).
      if let launched = self.process, !launched.isUIKit { try deliverToSwiftUI(request, in: launched, event: event) }
      return
    }
    guard process.isUIKit else { return try deliverToSwiftUI(request, in: process, event: event) }
    if let timer = process.suspensionTimer { scheduler.cancel(timer) }
    process.suspensionTimer = nil
    process.isSuspended = false
    let named = try reference.map { try window($0, in: process) }
    guard let window = named ?? process.frontWindow ?? process.windows.last else {
      let session = sessionToRestoreForUIKit() ?? newUIKitSession(in: process)
      return try process.asOneMainTurn {
        let window = try process.connectUIKitWindow(session: session, request: request)
        try move(window, to: .active, in: process)
      }
    }
    if window.phase == .background { try move(window, to: .inactive, in: process) }
    try process.handOver(request, to: window)
    try process.runActions()
    try move(window, to: .active, in: process)
  }

  /// `system disconnects scene`: the system frees a background scene's UI to save memory; its
  /// session is kept, and the scene may connect again later (the memo: "disconnect ≠ discard").
  /// The scene delegate hears `sceneDidDisconnect` even when the app was suspended (Apple's scene
  /// life cycle: background → unattached). Without a window named, the most recent background one.
  func systemDisconnectsScene(_ reference: WindowRef?) throws {
    guard let process else { throw EventError("'system disconnects scene' needs a running app, and the app is not running") }
    guard process.isUIKit else {
      throw EventError("lesson-runner does not model the system disconnecting a SwiftUI scene")
    }
    let named = try reference.map { try window($0, in: process) }
    guard let window = named ?? process.windows.last(where: { $0.phase == .background }) else {
      throw EventError("the system disconnects only a scene in the background; no window of the app is")
    }
    guard window.phase == .background else {
      throw EventError("the system disconnects only a scene in the background; window \(window.number) is \(window.phase.rawValue)")
    }
    try process.disconnectUIKitScene(window)
  }
}

extension AppProcess {
  /// Tells a connected scene's delegate of a link or an activity; an app without scenes hears of
  /// a link through `application(_:open:options:)`.
  func handOver(_ request: ConnectionRequest, to window: Window) throws {
    guard let scene = window.uikit, let sceneDelegate = scene.delegate else {
      guard let delegate else { return }
      guard request.activities.isEmpty else {
        throw EventError("lesson-runner does not model continuing an activity in an app without scenes")
      }
      for url in request.urls {
        try call(.openURL, on: delegate, [application, try urlValue(url), .dictionary(DictionaryValue())])
      }
      return
    }
    if !request.urls.isEmpty {
      try call(.openURLContexts, on: sceneDelegate, [.native(scene.sceneObject), .set(try urlContexts(request.urls))])
    }
    for source in request.activities {
      let activity = activity(source)
      let type = activity.native(as: UIKitObject.self)?.property("activityType") ?? .string("")
      try call(.willContinueUserActivity, on: sceneDelegate, [.native(scene.sceneObject), type])
      try call(.continueUserActivity, on: sceneDelegate, [.native(scene.sceneObject), activity])
    }
  }
}
