import SwiftInterpreter
import Transcript

/// Windows a UIKit app opens itself: `requestSceneSessionActivation` (the memo: "nil session =
/// new window; an existing one = bring it forward"), and what the app can see of its scenes.
extension AppProcess {
  /// Whether the app may have more than one window: an iPad, and Info.plist's
  /// `UIApplicationSupportsMultipleScenes`. Without an Info.plist, what Xcode's templates write:
  /// NO in the UIKit App template, YES in the SwiftUI one.
  var supportsMultipleScenes: Bool {
    device.configuration.device.supportsMultipleWindows && (device.configuration.supportsMultipleScenes ?? !isUIKit)
  }

  /// `UIApplication.connectedScenes`: the scenes of the windows connected now.
  func connectedScenes(at location: SourceLocation?) throws -> SetValue {
    guard isUIKit else {
      throw InterpreterError.unsupported("lesson-runner does not model 'connectedScenes' in a SwiftUI app", at: location)
    }
    var set = SetValue()
    for window in windows { if let scene = window.uikit { try set.insert(.native(scene.sceneObject), interpreter: interpreter, at: location) } }
    return set
  }

  /// `UIApplication.openSessions`: every session the system keeps, connected or not.
  func openSessions(at location: SourceLocation?) throws -> SetValue {
    guard isUIKit else {
      throw InterpreterError.unsupported("lesson-runner does not model 'openSessions' in a SwiftUI app", at: location)
    }
    var set = SetValue()
    for session in device.sessions where session.groupPlace == uikitGroup.place {
      try set.insert(.native(sessionObject(for: session)), interpreter: interpreter, at: location)
    }
    return set
  }

  /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`. A new window (nil
  /// session) comes in front as `openWindow` does (the asking window resigns active at once, the
  /// new one is active when its animation ends, the one behind goes to the background), its
  /// scene handed the activity in its connection options. A kept session is brought forward,
  /// connecting again if the system had disconnected it. An app with one scene cannot have
  /// another: the error handler is called, with an error the engine does not model.
  func requestSceneSessionActivation(_ sessionValue: Value, activity: Value, errorHandler: Value, at location: SourceLocation?) throws {
    let request = ConnectionRequest(activities: activity.unwrapped.map { [.program($0)] } ?? [])
    guard let object = sessionValue.unwrapped?.native(as: UIKitObject.self) else {
      guard supportsMultipleScenes else {
        if case .function(let handler) = errorHandler.unwrapped ?? .void {
          let error = DrawingValue(typeName: "Error", written: "the error requestSceneSessionActivation reports")
          enqueueAction(handler, [.native(error)], cause: "the error handler of requestSceneSessionActivation")
        }
        return
      }
      activate(session: device.newUIKitSession(in: self), request: request)
      return
    }
    guard let identifier = uikitState.sessionObjects.first(where: { $0.value === object })?.key,
      let session = device.sessions.first(where: { $0.identifier == identifier })
    else {
      throw InterpreterError.unsupported("lesson-runner does not model activating a session the system no longer keeps", at: location)
    }
    if windows.contains(where: { $0.session === session }), !request.isEmpty {
      throw InterpreterError.unsupported(
        "lesson-runner does not model handing an activity to a connected scene through requestSceneSessionActivation", at: location)
    }
    activate(session: session, request: request)
  }

  /// Brings a session's window (connected now, or connected for it) to the front.
  private func activate(session: SceneSession, request: ConnectionRequest) {
    device.scheduler.schedule(after: 0, process: nil, isTransition: true) { [weak self] in
      guard let self, self.device.process === self else { return }
      let device = self.device
      let requester = self.frontWindow
      let existing = self.windows.first { $0.session === session }
      if let existing, existing === requester, existing.phase == .active { return }
      let behind = self.windows.filter { $0.isForeground && $0 !== existing }
      var target: Window?
      // The animation's end is scheduled first, as for `openWindow` (lesson 54, step 9).
      device.scheduler.schedule(after: device.timing.windowOpenAnimation, process: nil, isTransition: true) { [weak self] in
        guard let self, device.process === self, let target else { return }
        try device.move(target, to: .active, in: self)
        for window in behind where window !== target { try device.move(window, to: .background, in: self) }
      }
      if let requester, requester.phase == .active { try device.move(requester, to: .inactive, in: self) }
      let window = try existing ?? self.connectUIKitWindow(session: session, request: request)
      target = window
      if window.phase == .background { try device.move(window, to: .inactive, in: self) }
    }
  }
}
