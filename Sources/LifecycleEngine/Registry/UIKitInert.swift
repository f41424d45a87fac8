import SwiftInterpreter

/// UIKit calls accepted as inert: their effect never reaches the console, the screen the
/// engine reads, or the life cycle. Each is listed with why, and each call a run makes is
/// listed in its report (`-v`); what they return is nothing a program can read.
enum UIKitInert {
  static let haptics = "a vibration never reaches the console, the screen or the life cycle"
  static let appearance = "an appearance proxy only changes how views are drawn, which the engine does not read"

  static func register(in registry: Registry) {
    registry.type("UIFeedbackGenerator", module: "UIKit", kind: .classType, doc: uiKit("uifeedbackgenerator")) { type in
      type.superclass = "NSObject"
    }
    for name in ["UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator"] {
      registry.type(name, module: "UIKit", kind: .classType, doc: uiKit(name.lowercased())) { type in
        type.superclass = "UIFeedbackGenerator"
        switch name {
        case "UIImpactFeedbackGenerator":
          type.initializer("init(style: UIImpactFeedbackGenerator.FeedbackStyle)") { _ in .native(UIKitObject(name)) }
          inert(registry, type, "func impactOccurred()")
          inert(registry, type, "func impactOccurred(intensity: CGFloat)")
        case "UINotificationFeedbackGenerator":
          inert(registry, type, "func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)")
        default:
          inert(registry, type, "func selectionChanged()")
        }
        type.initializer("init()") { _ in .native(UIKitObject(name)) }
        inert(registry, type, "func prepare()")
      }
    }
    for name in ["UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator.FeedbackType"] {
      registry.type(name, module: "UIKit", doc: uiKit(name.lowercased().replacingOccurrences(of: ".", with: "/"))) {
        $0.isDrawingOnly = true
      }
    }
    for name in ["UIView", "UILabel", "UIButton", "UIStackView"] {
      registry.type(name, module: "UIKit", kind: .classType, doc: uiKit(name.lowercased())) { type in
        registry.inert("\(name).appearance()", because: appearance)
        type.method("static func appearance() -> Self", doc: uiKit("uiappearance/appearance()")) { call in
          try call.process.device.uikit.inert.note("\(name).appearance()", because: appearance)
          return .native(UIKitObject(name))
        }
      }
    }
  }

  /// A method that does nothing the engine records, noted in the run's list of inert calls.
  private static func inert(_ registry: Registry, _ type: NativeType, _ signature: String) {
    let construct = "\(type.name).\(signature.dropFirst("func ".count).prefix { $0 != "(" })()"
    registry.inert(construct, because: haptics)
    type.method(signature, doc: type.documentation) { call in
      try call.process.device.uikit.inert.note(construct, because: haptics)
      return .void
    }
  }
}
