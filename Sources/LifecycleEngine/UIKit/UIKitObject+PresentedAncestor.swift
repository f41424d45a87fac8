import SwiftInterpreter

extension UIKitObject {
  /// The controller itself or its nearest ancestor (parent, navigation or tab bar controller)
  /// that was presented modally, with the controller that presented it.
  ///
  /// Apple, UIViewController.presentingViewController: "If the view controller was not presented
  /// modally, but one of its ancestors was, this property contains the view controller that
  /// presented the ancestor"; dismiss(animated:completion:) on it asks that presenter to dismiss
  /// what it presented (a `dismiss` in a navigation controller's child closes the presented
  /// navigation controller).
  func nearestPresented() -> (controller: Value, presenter: Value)? {
    var current = self
    for _ in 0..<1_000 {
      if let presenter = current.property("presentingViewController").unwrapped {
        return (current.owner.map { .object($0) } ?? .native(current), presenter)
      }
      let up = current.property("parent").unwrapped ?? current.property("navigationController").unwrapped
        ?? current.property("tabBarController").unwrapped
      guard let up, let next = Self.base(of: up), next !== current else { return nil }
      current = next
    }
    return nil
  }

  private static func base(of value: Value) -> UIKitObject? {
    switch value.unwrapped ?? value {
    case .object(let object): object.nativeBase as? UIKitObject
    case .native(let native): native as? UIKitObject
    default: nil
    }
  }
}
