import SwiftInterpreter
import Transcript

/// What a modal presentation does to the views under it, by the presented controller's
/// `modalPresentationStyle`.
///
/// Rules (Apple, UIModalPresentationStyle):
/// - `.fullScreen`: "The views belonging to the presenting view controller are removed after the
///   presentation completes": the presenting container (the presenter, or the navigation
///   controller or parent it is in) hears `viewWillDisappear` with the presented controller's
///   `viewWillAppear`, and `viewDidDisappear` after the presented one's `viewDidAppear`; a
///   dismissal puts it back (`viewWillAppear` with the presented one's `viewWillDisappear`,
///   `viewDidAppear` after its `viewDidDisappear`), as a pop does.
/// - `.automatic` (on iPhone, `.pageSheet`: "For most view controllers, UIKit maps this style to
///   the UIModalPresentationStyle.pageSheet style"), `.pageSheet`, `.formSheet` and
///   `.overFullScreen` ("The views beneath the presented content are not removed from the view
///   hierarchy"): the presenter stays and hears nothing.
/// - The other styles (current context, custom, popover…) are not modelled.
extension AppProcess {
  /// The key under which a presented controller keeps the container its presentation removed.
  static let coveredKey = "lesson-runner: the container a full-screen presentation removed"

  /// The container a presentation removes from the screen, or nil when the presenter stays.
  func coveredByPresentation(of presented: UIKitObject, from presenter: UIKitObject, at location: SourceLocation?) throws -> Value? {
    let style: String
    if case .enumCase(let value) = presented.properties["modalPresentationStyle"] ?? .void {
      style = value.name
    } else {
      style = "automatic"
    }
    switch style {
    case "automatic", "pageSheet", "formSheet", "overFullScreen":
      return nil
    case "fullScreen":
      return presentationContainer(of: presenter)
    default:
      throw InterpreterError.unsupported(
        "lesson-runner does not model presenting a view controller with 'modalPresentationStyle' '.\(style)'", at: location)
    }
  }

  /// The outermost controller holding a presenter (its navigation controller, its parent…): the
  /// views a full-screen presentation removes are that container's.
  private func presentationContainer(of presenter: UIKitObject) -> Value {
    var current = presenter
    var steps = 0
    while steps < 1_000 {
      steps += 1
      let up = current.property("parent").unwrapped ?? current.property("navigationController").unwrapped
      guard let up, let next = controllerBase(up), next !== current else { break }
      current = next
    }
    return current.owner.map { .object($0) } ?? .native(current)
  }
}
