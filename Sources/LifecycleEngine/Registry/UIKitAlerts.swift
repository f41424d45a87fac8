import SwiftInterpreter
import Transcript

/// `UIAlertController` with `UIAlertAction`s, presented with `present(_:animated:completion:)`.
///
/// Rules (Apple, UIAlertController: "An object that displays an alert message"; addAction(_:):
/// "the action … dismisses the alert" when the person taps it; UIAlertAction.init(title:style:
/// handler:): the handler is "a block to execute when the user selects the action"): the alert is
/// presented over its presenter, which stays (it is not a full-screen presentation); the screen
/// shows its title, its message and its actions' titles as buttons; a tap on an action dismisses
/// the alert and then runs the action's handler with the action.
enum UIKitAlerts {
  static func register(in registry: Registry) {
    registry.type("UIAlertController", module: "UIKit", kind: .classType, doc: uiKit("uialertcontroller")) { type in
      type.superclass = "UIViewController"
      type.initializer("init(title: String?, message: String?, preferredStyle: UIAlertController.Style)") { call in
        let alert = UIKitObject("UIAlertController")
        alert.properties["title"] = call[0].promotedToOptional
        alert.properties["message"] = call[1].promotedToOptional
        return .native(alert)
      }
      type.method("func addAction(_ action: UIAlertAction)", doc: uiKit("uialertcontroller/addaction(_:)")) { call in
        call.receiver.native(as: UIKitObject.self)?.children.append(call[0])
        return .void
      }
      type.property("var actions: [UIAlertAction] { get }") { access in
        .list(access.receiver.native(as: UIKitObject.self)?.children ?? [])
      }
      UIKitViews.stored(type, "message", "String?")
      type.method("func addTextField(configurationHandler: ((UITextField) -> Void)? = nil)") { call in
        throw InterpreterError.unsupported("lesson-runner does not model text fields in an alert", at: call.location)
      }
    }
    registry.type("UIAlertAction", module: "UIKit", kind: .classType, doc: uiKit("uialertaction")) { type in
      type.initializer("init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)") { call in
        let action = UIKitObject("UIAlertAction")
        action.properties["title"] = call[0].promotedToOptional
        action.properties["handler"] = call[2]
        return .native(action)
      }
      UIKitViews.stored(type, "title", "String?")
    }
    // How an alert and its actions look (`.alert`, `.destructive`): drawing, never read.
    for name in ["UIAlertController.Style", "UIAlertAction.Style"] {
      registry.type(name, module: "UIKit", doc: uiKit(name.lowercased())) { type in
        type.isDrawingOnly = true
      }
    }
  }
}

extension AppProcess {
  /// What an alert on the screen shows, and what a tap on each of its actions does.
  func alertScreen(_ alert: UIKitObject) -> (texts: [String], buttons: [(label: String, action: FunctionValue)]) {
    let texts = ["title", "message"].compactMap { alert.property($0).unwrapped?.asString }.filter { !$0.isEmpty }
    let buttons: [(label: String, action: FunctionValue)] = alert.children.compactMap { value in
      guard let action = value.native(as: UIKitObject.self) else { return nil }
      let label = action.property("title").unwrapped?.asString ?? ""
      let made = interpreter.builtinFunction("UIAlertAction") { [weak self, weak alert] _, _, location in
        guard let self, let alert else { return .void }
        try self.choose(value, in: alert, at: location)
        return .void
      }
      guard case .function(let function) = made else { return nil }
      return (label, function)
    }
    return (texts, buttons)
  }

  /// A tap on an alert's action: the alert is dismissed, then the handler runs.
  private func choose(_ action: Value, in alert: UIKitObject, at location: SourceLocation?) throws {
    let handler = action.native(as: UIKitObject.self)?.property("handler").unwrapped
    try dismiss(from: .native(alert), animated: true, completion: .none, at: location)
    if case .function(let function)? = handler {
      enqueueAction(function, [action], cause: "the handler of alert action '\(action.native(as: UIKitObject.self)?.property("title").unwrapped?.asString ?? "")'")
    }
  }
}
