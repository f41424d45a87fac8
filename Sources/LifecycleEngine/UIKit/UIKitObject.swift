/// An object of UIKit's the engine provides: a window, a label, a button, a scene configuration …
///
/// UIKit objects are references with mutable properties, so they are a class with a property
/// bag; the few properties the engine acts on (a window's root view controller, a label's
/// text, a button's title and actions) have meaning, the rest (colors, fonts, frames) are
/// kept and never read.
final class UIKitObject {
  /// The UIKit class: `UIWindow`, `UILabel`, `UIButton`, `UIView`, `UIStackView`, `UIHostingController` …
  let kind: String
  var properties: [String: Value] = [:]
  /// A view's subviews (and a stack view's arranged subviews), in order.
  var subviews: [Value] = []
  /// A button's actions: closures (`UIAction`) or a target and the method a `#selector` names.
  var actions: [ButtonAction] = []
  /// For a window: the scene it belongs to.
  weak var window: Window?

  init(_ kind: String) {
    self.kind = kind
  }

  enum ButtonAction {
    case closure(Function)
    case selector(target: Value, method: String)
  }

  /// A view's classes as `is`/`as?` see them.
  var classChain: [String] {
    switch kind {
    case "UIWindow": ["UIWindow", "UIView", "UIResponder", "NSObject"]
    case "UIWindowScene": ["UIWindowScene", "UIScene", "UIResponder", "NSObject"]
    case "UILabel", "UIButton", "UIStackView", "UIImageView", "UIView":
      [kind, "UIView", "UIResponder", "NSObject"]
    case "UIHostingController": ["UIHostingController", "UIViewController", "UIResponder", "NSObject"]
    default: [kind, "NSObject"]
    }
  }
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
