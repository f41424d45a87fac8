import SwiftInterpreter

/// `viewIsAppearing(_:)` (Apple, UIViewController.viewIsAppearing(_:), iOS 17 documentation,
/// back-deployed to iOS 13): "The system calls this method once each time a view controller's
/// view appears after the viewWillAppear(_:) call", "after it adds the view controller's view
/// to the view hierarchy, and the superview lays out the view controller's view".
///
/// The engine's layout pass is the end of the turn that began the transition: the call waits
/// for the event's own work (code after `pushViewController` runs first, and the main-queue work
/// it queued: a ready port-based source fires before the run loop's observers hear it will
/// sleep — Apple, Threading Programming Guide, "The Run Loop Sequence of Events"), then comes
/// before the transition's did- callbacks (the view is laid out before the animation that ends
/// in them).
/// At launch, where the root's `viewDidAppear` follows `sceneDidBecomeActive` in the same turn,
/// it comes just before `viewDidAppear`. Parents come before their children, in the order their
/// `viewWillAppear` was sent.
extension AppProcess {
  /// Records what an appearance step means for `viewIsAppearing`: a controller that will appear
  /// waits for it; one that will disappear before it came no longer does.
  func noteAppearanceStep(_ callback: UIKitCallback, of base: UIKitObject, _ controller: Value, animated: Bool) {
    switch callback {
    case .viewWillAppear:
      uikitState.pendingIsAppearing.append((controller.unwrapped ?? controller, animated))
    case .viewWillDisappear:
      uikitState.pendingIsAppearing.removeAll { controllerBase($0.controller) === base }
    default:
      break
    }
  }

  /// Calls `viewIsAppearing(_:)` on each controller waiting for it, in order.
  func sendIsAppearing() throws {
    while !uikitState.pendingIsAppearing.isEmpty {
      let (controller, animated) = uikitState.pendingIsAppearing.removeFirst()
      guard case .object = controller, let base = controllerBase(controller), base.appearance == .appearing else { continue }
      base.appearanceCallbacks += 1
      defer { base.appearanceCallbacks -= 1 }
      try call(.viewIsAppearing, on: controller, [.bool(animated)])
    }
  }
}
