import SwiftReader
import Transcript

/// UIKit's objects as a UIKit app's code uses them: windows, view controllers' views, labels,
/// buttons and stacks (which draw text and take taps), scene configurations and activities.
extension Builtins {
  static let uikitTypes: Set<String> = [
    "UIWindow", "UIHostingController", "UILabel", "UIButton", "UIView", "UIStackView", "UIImageView",
    "UISceneConfiguration", "UIAction", "UINavigationController", "NSUserActivity", "UIViewController",
    "UIWindowSceneDelegate", "UISceneDelegate", "UIScreen", "UIColor", "UIFont", "NSLayoutConstraint",
    "UIImage", "CGRect",
  ]

  /// `UILabel()`, `UIWindow(windowScene:)`, `UIHostingController(rootView:)` …
  static func constructUIKit(
    _ type: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    guard uikitTypes.contains(type) else { return nil }
    let object = UIKitObject(type)
    switch type {
    case "UIWindow":
      if case .native(.uikit(let scene))? = arguments.value("windowScene") {
        object.properties["windowScene"] = .native(.uikit(scene))
        object.window = scene.window
      }
    case "UIHostingController":
      guard let root = arguments.value("rootView") else {
        throw RuntimeError("'UIHostingController' needs a rootView", at: location)
      }
      object.properties["rootView"] = .view(content(of: root, interpreter))
    case "UIStackView":
      if case .array(let views)? = arguments.value("arrangedSubviews") { object.subviews = views }
    case "UIButton":
      if let action = arguments.value("primaryAction"), case .native(.uikit(let uiAction)) = action,
        case .function(let handler)? = uiAction.properties["handler"]
      {
        object.actions.append(.closure(handler))
        object.properties["title"] = uiAction.properties["title"]
      }
    case "UIAction":
      object.properties["title"] = arguments.value("title") ?? .null
      if let handler = arguments.closures.last?.function { object.properties["handler"] = .function(handler) }
    case "UISceneConfiguration":
      object.properties["name"] = arguments.value("name") ?? .null
    case "UINavigationController":
      object.properties["rootViewController"] = arguments.value("rootViewController") ?? .null
    case "NSUserActivity":
      object.properties["activityType"] = arguments.value("activityType") ?? .string("")
      object.properties["userInfo"] = .dictionary(OrderedDictionary())
    case "UIColor", "UIFont", "UIImage", "CGRect", "UIScreen":
      return .native(.opaque(type))
    default:
      break
    }
    return .native(.uikit(object))
  }

  /// A property of a UIKit object (unset ones read as nil, drawing ones as drawing values).
  static func uikitProperty(_ object: UIKitObject, _ name: String) -> Value {
    if let value = object.properties[name] { return value }
    switch name {
    case "subviews", "arrangedSubviews": return .array(object.subviews)
    case "text", "title", "rootViewController", "stateRestorationActivity", "delegateClass": return .null
    case "userInfo": return .dictionary(OrderedDictionary())
    default: return .native(.opaque("\(object.kind).\(name)"))
    }
  }

  /// A method of a UIKit object.
  static func callUIKit(
    _ object: UIKitObject, _ name: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value {
    let process = interpreter.process
    let first = arguments.first?.value
    switch (object.kind, name) {
    case ("UIWindow", "makeKeyAndVisible"):
      if let window = object.window ?? process.windows.first(where: { process.uikitWindowObject(of: $0) === object }) {
        try process.loadRootView(of: window)
      }
      return .void
    case (_, "addSubview"), ("UIStackView", "addArrangedSubview"):
      if let first { object.subviews.append(first) }
      return .void
    case ("UIButton", "setTitle"):
      object.properties["title"] = first ?? .null
      return .void
    case ("UIButton", "addAction"):
      if case .native(.uikit(let action))? = first, case .function(let handler)? = action.properties["handler"] {
        object.actions.append(.closure(handler))
      }
      return .void
    case ("UIButton", "addTarget"):
      guard let target = first, case .native(.opaque(let selector))? = arguments.value("action") else { return .void }
      let method = selector.replacingOccurrences(of: "#selector(", with: "").replacingOccurrences(of: ")", with: "")
      object.actions.append(.selector(target: target, method: String(method.split(separator: "(").first ?? "")))
      return .void
    case ("NSUserActivity", "addUserInfoEntries"):
      guard case .dictionary(let entries)? = arguments.value("from"),
        case .dictionary(var info)? = object.properties["userInfo"]
      else { return .void }
      for pair in entries.pairs { info[pair.key] = pair.value }
      object.properties["userInfo"] = .dictionary(info)
      return .void
    default:
      // Layout and drawing calls (`setTitleColor`, `sizeToFit`, `layoutIfNeeded` …) change nothing the engine shows.
      guard uikitDrawingMethods.contains(name) else {
        throw RuntimeError.unsupported("'\(name)' of \(object.kind) is not provided by lesson-runner", at: location)
      }
      return .void
    }
  }

  static let uikitDrawingMethods: Set<String> = [
    "setTitleColor", "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "setImage",
    "setContentHuggingPriority", "setContentCompressionResistancePriority", "becomeCurrent", "resignCurrent",
    "invalidate", "bringSubviewToFront", "removeFromSuperview",
  ]

  /// What a program's view controller or view inherits from UIKit: `view`, `title` …
  static func inheritedUIKitMember(_ object: Object, _ name: String, _ interpreter: Interpreter) throws -> Value? {
    guard let ancestor = object.type.engineAncestor else { return nil }
    let base = object.base ?? UIKitObject(ancestor)
    object.base = base
    switch (ancestor, name) {
    case ("UIViewController", "view"), ("UITableViewController", "view"):
      return .native(.uikit(try interpreter.process.loadedView(of: object)))
    case ("UIViewController", "isViewLoaded"):
      return .bool(base.properties["view"] != nil)
    case (_, "title"), (_, "navigationController"), (_, "window"):
      return base.properties[name] ?? .null
    case (let kind, _) where kind.hasSuffix("View") && ["subviews", "addSubview", "backgroundColor"].contains(name):
      return uikitProperty(base, name)
    default:
      return nil
    }
  }
}
