import SwiftInterpreter
import Transcript

extension AppProcess {
  /// `popToRootViewController(animated:)` and `popToViewController(_:animated:)`: every
  /// controller above the one kept goes, in one transition.
  ///
  /// Apple, popToRootViewController(animated:): "Pops all the view controllers on the stack
  /// except the root view controller and updates the display"; "The root view controller
  /// becomes the top view controller". Only the top controller's view is in the window, so
  /// only it disappears (viewWillDisappear: "its view is about to be removed from a view
  /// hierarchy"); the ones between were removed from the window when they were covered, and
  /// hear nothing. The kept one comes back as on a pop: will- before, did- after the transition.
  /// Returns the popped controllers, bottom first (the stack's order); empty when `index` is
  /// already the top.
  func pop(toIndex index: Int, from navigation: UIKitObject, animated: Bool) throws -> [Value] {
    guard index >= 0, index < navigation.children.count - 1 else { return [] }
    let popped = Array(navigation.children[(index + 1)...])
    navigation.children.removeLast(popped.count)
    for controller in popped { controllerBase(controller)?.setContainer("navigationController", nil) }
    guard isShown(navigation), let leaving = popped.last, let coming = navigation.children.last else {
      return popped
    }
    controllerBase(leaving)?.transition = .movingFromParent
    try sendAppearance(.viewWillDisappear, to: leaving, animated: animated)
    controllerBase(coming)?.transition = .stays
    try sendAppearance(.viewWillAppear, to: coming, animated: animated)
    markUIKitScreensStale()
    // The controllers in between are held until the transition ends, as the top one is: when
    // UIKit releases each of them is not documented, so none is released before the others.
    afterTransition { [unowned self] in
      try self.sendAppearance(.viewDidDisappear, to: leaving, animated: animated)
      try self.sendAppearance(.viewDidAppear, to: coming, animated: animated)
      _ = popped
    }
    return popped
  }

  /// Where `controller` is on the navigation controller's stack, for `popToViewController`.
  func stackIndex(of controller: Value, in navigation: UIKitObject, at location: SourceLocation?) throws -> Int {
    guard case .object(let object) = controller,
      let index = navigation.children.firstIndex(where: { if case .object(let other) = $0 { other === object } else { false } })
    else {
      // Apple, popToViewController(_:animated:): the controller "must currently be on the
      // navigation stack"; what UIKit does otherwise is not documented.
      throw InterpreterError.unsupported(
        "lesson-runner does not model 'popToViewController' with a view controller that is not on the stack", at: location)
    }
    return index
  }
}
