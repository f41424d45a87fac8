import SwiftInterpreter
import Transcript

/// UIKit's windows, view controllers and views, as far as the screen and taps show them:
/// labels' text, buttons' titles and actions, stacks' order. Colours, fonts and layout are
/// drawing (accepted, never read).
enum UIKitViews {
  static func register(in registry: Registry) {
    registry.type("UIWindow", module: "UIKit", kind: .classType, doc: uiKit("uiwindow")) { type in
      type.superclass = "UIView"
      type.initializer("init(windowScene: UIWindowScene)") { call in
        let window = UIKitObject("UIWindow")
        if let scene = call[0].native(as: UIKitObject.self) {
          window.properties["windowScene"] = .some(call[0])
          window.window = scene.window
        }
        return .native(window)
      }
      // Without scenes the app delegate's `window` is the app's one window (see `uikitWindowObject`).
      type.initializer("init(frame: CGRect)") { _ in .native(UIKitObject("UIWindow")) }
      rootViewController(type)
      stored(type, "windowScene", "UIWindowScene?")
      type.method("func makeKeyAndVisible()") { call in
        let process = try call.process
        guard let object = call.receiver.native(as: UIKitObject.self) else { return .void }
        if let window = object.window ?? process.windows.first(where: { process.uikitWindowObject(of: $0) === object }) {
          try process.loadRootView(of: window)
        }
        return .void
      }
    }
    UIKitControllers.register(in: registry)
    UIKitControllerTransitions.register(in: registry)
    views(registry)
  }

  /// A property UIKit stores and the engine keeps (a window's root view controller, a label's text).
  static func stored(_ type: NativeType, _ name: String, _ valueType: String) {
    type.property("var \(name): \(valueType) { get set }", get: { access in
      access.receiver.native(as: UIKitObject.self)?.property(name) ?? .none
    }, set: { receiver, value, _ in
      receiver.native(as: UIKitObject.self)?.properties[name] = valueType.hasSuffix("?") ? value.promotedToOptional : value
    })
  }

  /// `rootViewController`: set before the window shows its root, kept; replaced once the root is
  /// on the screen (a login screen swapped for the app's tabs), refused. Apple, UIWindow.
  /// rootViewController: "If the window has an existing view hierarchy, the old views are removed
  /// before the new ones are installed"; which appearance callbacks each controller then hears,
  /// and in what order, is not documented, and printing none (as the engine did) was wrong.
  private static func rootViewController(_ type: NativeType) {
    type.property("var rootViewController: UIViewController? { get set }", get: { access in
      access.receiver.native(as: UIKitObject.self)?.property("rootViewController") ?? .none
    }, set: { receiver, value, access in
      guard let window = receiver.native(as: UIKitObject.self) else { return }
      if let old = window.properties["rootViewController"], let shown = UIKitControllers.base(old),
        shown.appearance != .disappeared, UIKitControllers.base(value) !== shown
      {
        throw InterpreterError.unsupported(
          "lesson-runner does not model replacing the root view controller of a window whose root is on the screen",
          at: access.location)
      }
      window.properties["rootViewController"] = value.promotedToOptional
    })
  }

  /// A property that only draws: set and read back as a drawing value.
  static func drawing(_ type: NativeType, _ names: [String]) {
    for name in names {
      type.property("var \(name): Any { get set }", get: { access in
        access.receiver.native(as: UIKitObject.self)?.properties[name]
          ?? .native(DrawingValue(typeName: "\(type.name).\(name)", written: name))
      }, set: { receiver, value, _ in
        receiver.native(as: UIKitObject.self)?.properties[name] = value
      })
    }
  }

  private static func views(_ registry: Registry) {
    let drawn = ["backgroundColor", "frame", "bounds", "alpha", "tintColor", "translatesAutoresizingMaskIntoConstraints",
      "layer", "contentMode", "clipsToBounds", "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor",
      "centerXAnchor", "centerYAnchor", "widthAnchor", "heightAnchor", "safeAreaLayoutGuide"]
    registry.type("UIView", module: "UIKit", kind: .classType, doc: uiKit("uiview")) { type in
      type.superclass = "UIResponder"
      type.initializer("init()") { _ in .native(UIKitObject("UIView")) }
      type.initializer("init(frame: CGRect)") { _ in .native(UIKitObject("UIView")) }
      type.property("var subviews: [UIView] { get }") { access in .list(access.receiver.native(as: UIKitObject.self)?.subviews ?? []) }
      type.method("func addSubview(_ view: UIView)") { call in
        call.receiver.native(as: UIKitObject.self)?.subviews.append(call[0])
        return .void
      }
      drawing(type, drawn)
      for name in ["layoutIfNeeded()", "setNeedsLayout()", "setNeedsDisplay()", "sizeToFit()", "removeFromSuperview()"] {
        type.method("func \(name)") { _ in .void }
      }
    }
    registry.type("UILabel", module: "UIKit", kind: .classType, doc: uiKit("uilabel")) { type in
      type.superclass = "UIView"
      type.initializer("init()") { _ in .native(UIKitObject("UILabel")) }
      stored(type, "text", "String?")
      drawing(type, ["font", "textColor", "textAlignment", "numberOfLines", "adjustsFontForContentSizeCategory"])
    }
    registry.type("UIButton", module: "UIKit", kind: .classType, doc: uiKit("uibutton")) { type in
      type.superclass = "UIControl"
      type.initializer("init(type buttonType: UIButton.ButtonType)") { _ in .native(UIKitObject("UIButton")) }
      type.initializer("init(primaryAction: UIAction?)") { call in
        let button = UIKitObject("UIButton")
        if let action = call[0].unwrapped?.native(as: UIKitObject.self), case .function(let handler) = action.property("handler") {
          button.actions.append(.closure(handler))
          button.properties["title"] = action.properties["title"]
        }
        return .native(button)
      }
      type.method("func setTitle(_ title: String?, for state: UIControl.State)") { call in
        call.receiver.native(as: UIKitObject.self)?.properties["title"] = call[0].promotedToOptional
        return .void
      }
      type.method("func setTitleColor(_ color: UIColor?, for state: UIControl.State)") { _ in .void }
      type.property("var currentTitle: String? { get }") { access in
        access.receiver.native(as: UIKitObject.self)?.property("title") ?? .none
      }
    }
    registry.type("UIControl", module: "UIKit", kind: .classType, doc: uiKit("uicontrol")) { type in
      type.superclass = "UIView"
      type.method("func addAction(_ action: UIAction, for controlEvents: UIControl.Event)") { call in
        guard let button = call.receiver.native(as: UIKitObject.self), let action = call[0].native(as: UIKitObject.self),
          case .function(let handler) = action.property("handler")
        else { return .void }
        button.actions.append(.closure(handler))
        return .void
      }
      type.method("func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)") { call in
        guard let button = call.receiver.native(as: UIKitObject.self), let selector = call[1].native(as: SelectorValue.self)
        else { return .void }
        button.actions.append(.selector(target: ControlTarget(call[0].unwrapped ?? call[0]), method: selector.name))
        return .void
      }
    }
    registry.type("UIStackView", module: "UIKit", kind: .classType, doc: uiKit("uistackview")) { type in
      type.superclass = "UIView"
      type.initializer("init(arrangedSubviews views: [UIView])") { call in
        let stack = UIKitObject("UIStackView")
        if case .array(let views) = call[0] { stack.subviews = views.elements }
        return .native(stack)
      }
      type.method("func addArrangedSubview(_ view: UIView)") { call in
        call.receiver.native(as: UIKitObject.self)?.subviews.append(call[0])
        return .void
      }
      type.property("var arrangedSubviews: [UIView] { get }") { access in .list(access.receiver.native(as: UIKitObject.self)?.subviews ?? []) }
      drawing(type, ["axis", "spacing", "alignment", "distribution"])
    }
    registry.type("UIImageView", module: "UIKit", kind: .classType, doc: uiKit("uiimageview")) { type in
      type.superclass = "UIView"
      type.initializer("init(image: UIImage?)") { _ in .native(UIKitObject("UIImageView")) }
    }
    registry.type("UIAction", module: "UIKit", kind: .classType, doc: uiKit("uiaction")) { type in
      type.initializer("init(title: String = \"\", image: UIImage? = nil, handler: @escaping (UIAction) -> Void)") { call in
        let action = UIKitObject("UIAction")
        action.properties["title"] = call[0].promotedToOptional
        action.properties["handler"] = call[2]
        return .native(action)
      }
    }
    for name in ["UIColor", "UIFont", "UIImage", "UIScreen", "UIControl.State", "UIControl.Event", "UIButton.ButtonType",
      "NSTextAlignment", "NSLayoutConstraint.Axis", "UIStackView.Distribution", "UIStackView.Alignment",
      "NSLayoutConstraint", "NSLayoutAnchor", "UILayoutGuide", "UIView.ContentMode"]
    {
      registry.type(name, module: "UIKit", doc: uiKit(name.lowercased())) { type in
        type.isDrawingOnly = true
        type.anyArgumentsInitializer("init(_ arguments: Any...)") { _ in .native(DrawingValue(typeName: name, written: name)) }
        if name == "NSLayoutConstraint" {
          type.anyArgumentsMethod("static func activate(_ arguments: Any...)") { _ in .void }
        }
      }
    }
  }
}
