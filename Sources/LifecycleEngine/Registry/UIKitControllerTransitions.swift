import SwiftInterpreter

/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed`: why a
/// controller's appearance callback is running.
///
/// Apple documents each as true "only when called from inside" the controller's appearance
/// callbacks (will/didAppear for the first and third, will/didDisappear for the others) while
/// it is pushed onto or popped off a navigation controller, presented or dismissed. Outside
/// those callbacks each reads false. Inside a callback that no push, pop, presentation or
/// dismissal caused (the window's first appearance, a tab switch, a parent forwarding its
/// appearance to a child), what UIKit answers is not documented: reading it is not modelled.
enum UIKitControllerTransitions {
  static func register(in registry: Registry) {
    registry.type("UIViewController", module: "UIKit", kind: .classType, doc: uiKit("uiviewcontroller")) { type in
      for transition in [UIKitObject.Transition.movingToParent, .movingFromParent, .beingPresented, .beingDismissed] {
        let name = transition.rawValue
        type.property("var \(name): Bool { get }", doc: uiKit("uiviewcontroller/\(name.lowercased())")) { access in
          guard let base = controller(access.receiver), base.appearanceCallbacks > 0 else { return .bool(false) }
          guard let current = base.transition else {
            throw InterpreterError.unsupported(
              "lesson-runner does not model '\(name)' in an appearance callback that no push, pop, presentation or dismissal caused",
              at: access.location)
          }
          return .bool(current == transition)
        }
      }
    }
  }

  private static func controller(_ value: Value) -> UIKitObject? {
    switch value.unwrapped ?? value {
    case .object(let object): object.nativeBase as? UIKitObject
    case .native(let native): native as? UIKitObject
    default: nil
    }
  }
}
