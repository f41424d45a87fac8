import SwiftInterpreter
import Transcript

/// An object of UIKit's the engine provides: a window, a view, a label, a button, a scene,
/// a session, a configuration, an activity.
///
/// UIKit objects are references with mutable properties, so they are a class holding the
/// properties the registry declares for its kind; a property the registry does not declare is
/// not modelled, and reading it is an error naming it.
final class UIKitObject: NativeValue {
  /// The UIKit class: `UIWindow`, `UILabel`, `UIButton`, `UIView`, `UIHostingController` …
  let kind: String
  var properties: [String: Value] = [:]
  /// A view's subviews (and a stack view's arranged subviews), in order.
  var subviews: [Value] = []
  /// A button's actions: closures (`UIAction`) or a target and the method a `#selector` names.
  var actions: [ButtonAction] = []
  /// A container's children: a navigation controller's stack (the top last), a parent's children.
  var children: [Value] = []
  /// For a view controller: where its view is in appearing and disappearing.
  var appearance: Appearance = .disappeared
  /// For a view controller: the containment or presentation change it is in (a push, a pop,
  /// a presentation, a dismissal), from its will-callback to its did-callback.
  var transition: Transition?
  /// For a view controller: how many of its appearance callbacks are running now.
  var appearanceCallbacks = 0
  /// For a window or a window scene: the engine's window it belongs to.
  weak var window: Window?
  /// The program's object this is the UIKit part of (a view controller subclass's instance).
  weak var owner: ObjectValue?
  /// Where the program made it, for a refusal that concerns it later (a hosting controller shown
  /// where the engine cannot draw its SwiftUI content).
  var madeAt: SourceLocation?
  /// A controller's containers (`parent`, `navigationController`, `tabBarController`), held
  /// weakly: see `setContainer`.
  private var containers: [String: ContainerLink] = [:]

  init(_ kind: String) {
    self.kind = kind
  }

  var typeName: String { kind }
  var description: String? { "<\(kind)>" }
  func isEqual(to other: any NativeValue) -> Bool? { other === self }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A view controller's appearance (Apple, UIViewController: the valid state transitions).
  enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// Why a controller appears or disappears, where Apple's properties say (`isMovingToParent`,
  /// `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`).
  /// `stays`: the controller a push covers or a pop uncovers, or one a presentation covers
  /// or uncovers, which neither moves nor is presented (all four read false).
  enum Transition: String {
    case movingToParent = "isMovingToParent", movingFromParent = "isMovingFromParent"
    case beingPresented = "isBeingPresented", beingDismissed = "isBeingDismissed"
    case stays = ""
  }

  enum ButtonAction {
    case closure(FunctionValue)
    case selector(target: ControlTarget, method: String)
  }

  /// A property, or nil as UIKit's unset properties read.
  func property(_ name: String) -> Value {
    if let link = containers[name] { return link.value.map { .some($0) } ?? .none }
    return properties[name] ?? .none
  }

  /// Sets (or, with nil, clears) a controller's container. UIKit does not let a child keep its
  /// container alive (Apple, UIViewController.parent is a weak reference in UIKit's headers;
  /// `navigationController` and `tabBarController` are "the nearest ancestor" of that kind): a
  /// dismissed navigation controller and the children it holds are released together, where a
  /// strong link back would hold them in a cycle.
  func setContainer(_ name: String, _ container: Value?) {
    containers[name] = (container?.unwrapped ?? container).map(ContainerLink.init)
  }
}

/// A weak reference to a container controller: the program's object, or UIKit's own.
final class ContainerLink {
  private weak var object: ObjectValue?
  private weak var native: UIKitObject?

  init(_ value: Value) {
    switch value {
    case .object(let object): self.object = object
    case .native(let native): self.native = native as? UIKitObject
    default: break
    }
  }

  /// The container, or nil once it is gone.
  var value: Value? { object.map { .object($0) } ?? native.map { .native($0) } }
}

extension UIKitObject: NativeBaseOwned {
  func attach(owner: ObjectValue) { self.owner = owner }
}

/// A window's UIKit side, for an app whose scenes have a UIKit scene delegate.
final class UIKitScene {
  /// The object the scene delegate class made (`SceneDelegate`).
  var delegate: Value?
  /// `UIWindowScene` as the delegate's methods receive it.
  let sceneObject: UIKitObject
  /// `UISceneSession`.
  let sessionObject: UIKitObject
  /// Whether the root view controller's view was told it will appear (viewWillAppear sent).
  var rootWillAppear = false
  /// Whether the root view controller's view has appeared (viewDidAppear sent).
  var rootAppeared = false

  init(sceneObject: UIKitObject, sessionObject: UIKitObject) {
    self.sceneObject = sceneObject
    self.sessionObject = sessionObject
  }
}

/// A control's target: "The control does not retain the object in the target parameter"
/// (Apple, UIControl.addTarget(_:action:for:)), so an object of the program is held weakly.
final class ControlTarget {
  private weak var object: ObjectValue?
  private let other: Value?

  init(_ target: Value) {
    if case .object(let object) = target {
      self.object = object
      other = nil
    } else {
      other = target
    }
  }

  /// The target, or nil once the program's object is gone.
  var value: Value? { object.map { .object($0) } ?? other }
}
