import SwiftInterpreter
import Transcript

/// View controllers coming and going: navigation pushes and pops, sheets presented and
/// dismissed, children, and the appearance callbacks each sends.
///
/// Order on a push or a pop (Apple, UIViewController, "Handling view-related notifications":
/// will- before the transition, did- after it): the coming controller's view loads, then the
/// leaving controller's `viewWillDisappear`, the coming one's `viewWillAppear`; when the
/// transition ends, the leaving one's `viewDidDisappear`, the coming one's `viewDidAppear`. The
/// transition's length is not modelled: it ends in the same instant, after the event's own work.
/// A container forwards each callback to its shown child (a navigation controller to its top,
/// a parent to its children: `shouldAutomaticallyForwardAppearanceMethods` is true by default).
extension AppProcess {
  /// The UIKit part of a view controller: UIKit's own object, or a program subclass's base.
  func controllerBase(_ value: Value) -> UIKitObject? {
    switch value.unwrapped ?? value {
    case .object(let object): object.nativeBase as? UIKitObject
    case .native(let native): native as? UIKitObject
    default: nil
    }
  }

  /// What a window shows: its root view controller, then what that presents, and a navigation
  /// controller's top, as far as they go.
  func visibleUIKitController(of window: Window) -> Value? {
    guard var controller = uikitWindowObject(of: window)?.property("rootViewController").unwrapped else { return nil }
    var steps = 0
    while let base = controllerBase(controller), steps < 1_000 {
      steps += 1
      if let presented = base.property("presentedViewController").unwrapped {
        controller = presented
      } else if base.kind == "UINavigationController", let top = base.children.last {
        controller = top
      } else if base.kind == "UITabBarController", let selected = selectedTabChild(of: base) {
        controller = selected
      } else {
        break
      }
    }
    return controller
  }

  /// Sends an appearance callback to a controller and to the children it forwards it to, each
  /// only when it is a step its appearance can take (no second `viewDidAppear`).
  func sendAppearance(_ callback: UIKitCallback, to controller: Value, animated: Bool) throws {
    guard let base = controllerBase(controller) else { return }
    let next: UIKitObject.Appearance
    switch (callback, base.appearance) {
    case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
    case (.viewDidAppear, .appearing): next = .appeared
    case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
    case (.viewDidDisappear, .disappearing): next = .disappeared
    default: return
    }
    // The view loads before it is on its way in (its `viewDidLoad` may add children).
    if callback == .viewWillAppear {
      try refuseHostingOffRoot(base)
      _ = try loadedView(of: base)
      // Its `viewDidLoad` pushed another controller before the stack was on the screen (Apple,
      // pushViewController(_:animated:): "Pass false if you are setting up a navigation
      // controller before its view is displayed"): the stack shows its new top instead.
      if let navigation = base.property("navigationController").unwrapped.flatMap(controllerBase),
        let top = navigation.children.last, let topBase = controllerBase(top), topBase !== base
      {
        return try sendAppearance(callback, to: top, animated: animated)
      }
    }
    if callback == .viewDidAppear { try sendIsAppearing() }
    base.appearance = next
    if case .object = controller.unwrapped ?? controller {
      base.appearanceCallbacks += 1
      defer { base.appearanceCallbacks -= 1 }
      try call(callback, on: controller.unwrapped ?? controller, [.bool(animated)])
    }
    noteAppearanceStep(callback, of: base, controller, animated: animated)
    if callback == .viewDidAppear || callback == .viewDidDisappear { base.transition = nil }
    let forwarded: [Value] = switch base.kind {
    case "UINavigationController": Array(base.children.suffix(1))
    case "UITabBarController": selectedTabChild(of: base).map { [$0] } ?? []
    default: base.children
    }
    for child in forwarded {
      // A child the transition carries along keeps its parent: it neither moves nor is presented.
      if base.transition != nil, let childBase = controllerBase(child), childBase.transition == nil {
        childBase.transition = .stays
      }
      try sendAppearance(callback, to: child, animated: animated)
    }
  }

  /// A `UIHostingController` draws its SwiftUI view only as a window's root view controller (see
  /// `uikitGroup`): presented, pushed, in a tab or a child, its view's `onAppear`, `task` and
  /// buttons would silently be missing, so it is refused where the program made it.
  private func refuseHostingOffRoot(_ base: UIKitObject) throws {
    guard base.kind == "UIHostingController" else { return }
    let isRoot = windows.contains { window in
      guard let root = uikitWindowObject(of: window)?.property("rootViewController") else { return false }
      return controllerBase(root) === base
    }
    guard !isRoot else { return }
    throw InterpreterError.unsupported(
      "lesson-runner does not model a 'UIHostingController' shown other than as a window's root view controller",
      at: base.madeAt)
  }

  /// Whether a controller is on a window's screen now (its will-appear was sent).
  func isShown(_ base: UIKitObject) -> Bool { base.appearance == .appearing || base.appearance == .appeared }

  /// Runs the end of a transition after the event's own work, in the same instant.
  func afterTransition(_ body: @escaping () throws -> Void) {
    device.scheduler.schedule(after: 0, process: nil, isTransition: true) { [weak self] in
      guard let self, self.device.process === self else { return }
      try self.sendIsAppearing()
      try body()
      self.markUIKitScreensStale()
    }
  }

  func markUIKitScreensStale() {
    for window in windows where window.uikit != nil { window.rootContentIsStale = true }
    graphNeedsUpdate = true
  }

  /// `pushViewController(_:animated:)`.
  func push(_ controller: Value, on navigation: UIKitObject, animated: Bool) throws {
    guard let coming = controllerBase(controller) else { return }
    coming.setContainer("navigationController", .native(navigation))
    let leaving = navigation.children.last
    navigation.children.append(controller)
    guard isShown(navigation) else { return }
    // Pushed while the controller under it was still loading on its way in: the stack is
    // being set up before display, and only its new top will appear (see `sendAppearance`).
    if let leaving, let leavingBase = controllerBase(leaving), !isShown(leavingBase) { return }
    _ = try loadedView(of: coming)
    if let leaving {
      controllerBase(leaving)?.transition = .stays
      try sendAppearance(.viewWillDisappear, to: leaving, animated: animated)
    }
    coming.transition = .movingToParent
    try sendAppearance(.viewWillAppear, to: controller, animated: animated)
    markUIKitScreensStale()
    afterTransition { [unowned self] in
      if let leaving { try self.sendAppearance(.viewDidDisappear, to: leaving, animated: animated) }
      try self.sendAppearance(.viewDidAppear, to: controller, animated: animated)
    }
  }

  /// `popViewController(animated:)` and the Back button: the top controller goes, the one
  /// below comes back. Returns the controller popped; nil at the root, which stays.
  func pop(from navigation: UIKitObject, animated: Bool) throws -> Value? {
    try pop(toIndex: navigation.children.count - 2, from: navigation, animated: animated).first
  }

  /// `present(_:animated:completion:)`; with the default style, a sheet (iOS 13+,
  /// `UIModalPresentationStyle.automatic`): the presenting view stays in the window, so it
  /// neither disappears nor reappears; the sheet loads, will appear, and did appear when the
  /// transition ends, then the completion runs (Apple, `present(_:animated:completion:)`).
  func present(_ controller: Value, from presenter: Value, animated: Bool, completion: Value, at location: SourceLocation?) throws {
    guard let presenting = controllerBase(presenter), let presented = controllerBase(controller) else { return }
    if presenting.property("presentedViewController").unwrapped != nil {
      throw InterpreterError.unsupported(
        "lesson-runner does not model presenting from a view controller that is already presenting", at: location)
    }
    presenting.properties["presentedViewController"] = .some(controller)
    presented.properties["presentingViewController"] = .some(presenter)
    guard isShown(presenting) else {
      throw InterpreterError.unsupported(
        "lesson-runner does not model presenting from a view controller that is not on the screen", at: location)
    }
    // A full-screen presentation removes the views under it: the container that holds the
    // presenter disappears (see `coveredByPresentation`).
    let covered = try coveredByPresentation(of: presented, from: presenting, at: location)
    if let covered {
      // The coming view loads first, as on a push.
      _ = try loadedView(of: presented)
      presented.properties[Self.coveredKey] = covered
      controllerBase(covered)?.transition = .stays
      try sendAppearance(.viewWillDisappear, to: covered, animated: animated)
    }
    presented.transition = .beingPresented
    try sendAppearance(.viewWillAppear, to: controller, animated: animated)
    markUIKitScreensStale()
    afterTransition { [unowned self] in
      try self.sendAppearance(.viewDidAppear, to: controller, animated: animated)
      if let covered { try self.sendAppearance(.viewDidDisappear, to: covered, animated: animated) }
      try self.runCompletion(completion, at: location)
    }
  }

  /// A presentation's or a dismissal's completion block, named as what printed its lines.
  private func runCompletion(_ completion: Value, at location: SourceLocation?) throws {
    guard case .function(let function) = completion.unwrapped ?? .void else { return }
    _ = try withCause("the completion block") { try interpreter.call(function, [], at: location) }
  }

  /// `dismiss(animated:completion:)`: on the presenting controller or the presented one, the
  /// sheet goes; the controller below it (still shown) hears nothing.
  func dismiss(from receiver: Value, animated: Bool, completion: Value, at location: SourceLocation?) throws {
    guard let base = controllerBase(receiver) else { return }
    let presenter: UIKitObject
    let presented: Value
    if let shown = base.property("presentedViewController").unwrapped {
      presenter = base
      presented = shown
    } else if let found = base.nearestPresented(), let belowBase = controllerBase(found.presenter) {
      // Itself presented, or a child of a presented controller (see `nearestPresented`).
      presenter = belowBase
      presented = found.controller
    } else {
      return
    }
    presenter.properties["presentedViewController"] = nil
    controllerBase(presented)?.properties["presentingViewController"] = nil
    let covered = controllerBase(presented)?.properties.removeValue(forKey: Self.coveredKey)
    controllerBase(presented)?.transition = .beingDismissed
    try sendAppearance(.viewWillDisappear, to: presented, animated: animated)
    if let covered {
      controllerBase(covered)?.transition = .stays
      try sendAppearance(.viewWillAppear, to: covered, animated: animated)
    }
    markUIKitScreensStale()
    afterTransition { [unowned self] in
      try self.sendAppearance(.viewDidDisappear, to: presented, animated: animated)
      if let covered { try self.sendAppearance(.viewDidAppear, to: covered, animated: animated) }
      try self.runCompletion(completion, at: location)
    }
  }
}

extension Device {
  /// `back` in a UIKit window: taps the Back button of the navigation controller it shows.
  func uikitBack(in window: Window, process: AppProcess) throws {
    var navigation: UIKitObject?
    var controller = process.uikitWindowObject(of: window)?.property("rootViewController").unwrapped
    var steps = 0
    while let current = controller, let base = process.controllerBase(current), steps < 1_000 {
      steps += 1
      if let presented = base.property("presentedViewController").unwrapped {
        navigation = nil
        controller = presented
      } else if base.kind == "UINavigationController" {
        navigation = base
        controller = base.children.last
      } else if base.kind == "UITabBarController", let selected = process.selectedTabChild(of: base) {
        controller = selected
      } else {
        break
      }
    }
    guard let navigation, navigation.children.count > 1 else {
      throw EventError("window \(window.number) shows no Back button: no navigation controller has a screen to go back to")
    }
    _ = try process.withCause("the Back button") { try process.pop(from: navigation, animated: true) }
  }
}
