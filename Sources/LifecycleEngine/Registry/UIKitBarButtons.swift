import SwiftInterpreter
import Transcript

/// A view controller's `navigationItem` and the `UIBarButtonItem`s it holds: the navigation bar
/// of a controller inside a `UINavigationController`.
///
/// Rules: each controller has one navigation item (Apple, UIViewController.navigationItem:
/// "the navigation item used to represent the view controller in a parent's navigation bar",
/// created on first access); its left and right bar button items show in the bar while the
/// controller is the navigation controller's top, and a tap on one sends its action to its target
/// (or runs its `primaryAction`) as a button's does (Apple, UIBarButtonItem.init(title:style:
/// target:action:), init(barButtonSystemItem:target:action:)). A system item shows the title UIKit
/// gives it (`Done`, `Cancel`, `Edit`, `Save`; `Add` is the accessibility name of its plus sign);
/// the other system items are not modelled. An item with only an image is drawn, not listed.
enum UIKitBarButtons {
  /// The titles of the system items the engine names: what UIKit shows, or speaks for an icon.
  static let systemTitles: [String: String] = [
    "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add",
  ]

  static func register(in registry: Registry) {
    registry.type("UIViewController", module: "UIKit", kind: .classType, doc: uiKit("uiviewcontroller")) { type in
      type.property("var navigationItem: UINavigationItem { get }", doc: uiKit("uiviewcontroller/navigationitem")) { access in
        guard let controller = base(access.receiver) else { return .void }
        if let item = controller.properties["navigationItem"] { return item }
        let item = Value.native(UIKitObject("UINavigationItem"))
        controller.properties["navigationItem"] = item
        return item
      }
    }
    registry.type("UINavigationItem", module: "UIKit", kind: .classType, doc: uiKit("uinavigationitem")) { type in
      UIKitViews.stored(type, "title", "String?")
      UIKitViews.stored(type, "rightBarButtonItem", "UIBarButtonItem?")
      UIKitViews.stored(type, "leftBarButtonItem", "UIBarButtonItem?")
      UIKitViews.stored(type, "rightBarButtonItems", "[UIBarButtonItem]?")
      UIKitViews.stored(type, "leftBarButtonItems", "[UIBarButtonItem]?")
      UIKitViews.drawing(type, ["largeTitleDisplayMode", "hidesBackButton", "backButtonTitle", "prompt"])
    }
    registry.type("UIBarButtonItem", module: "UIKit", kind: .classType, doc: uiKit("uibarbuttonitem")) { type in
      type.initializer("init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)") { call in
        item(title: call[0].unwrapped, target: call[2], selector: call[3])
      }
      type.initializer("init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)") { call in
        item(title: nil, target: call[2], selector: call[3])
      }
      type.initializer("init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)") { call in
        item(title: .string(try systemTitle(call[0], call)), target: call[1], selector: call[2])
      }
      type.initializer("init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)") { call in
        try primary(item(title: .string(try systemTitle(call[0], call)), target: .none, selector: .none), call[1], call[2], call)
      }
      type.initializer("init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil)") { call in
        try primary(item(title: call[0].unwrapped, target: .none, selector: .none), call[2], call[3], call)
      }
      UIKitViews.stored(type, "title", "String?")
      UIKitViews.drawing(type, ["tintColor", "style", "image"])
      type.property("var isEnabled: Bool { get set }", get: { access in
        .bool(access.receiver.native(as: UIKitObject.self)?.properties["isEnabled"].map { if case .bool(false) = $0 { false } else { true } } ?? true)
      }, set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["isEnabled"] = value })
    }
    registry.type("UIBarButtonItem.Style", module: "UIKit", doc: uiKit("uibarbuttonitem/style")) { $0.isDrawingOnly = true }
    registry.type("UIBarButtonItem.SystemItem", module: "UIKit", kind: .enumeration,
      conformances: ["Equatable", "Hashable", "Sendable"], doc: uiKit("uibarbuttonitem/systemitem")) { type in
      type.enumCases(["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
        "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause",
        "rewind", "fastForward", "undo", "redo", "close"])
      ImportedEnumText.refuse(type)
    }
  }

  /// The bar button items a controller's navigation item shows, left ones first, as the screen
  /// lists them: each with its title and its item (nil title: an image, not listed).
  static func items(of controller: UIKitObject) -> [UIKitObject] {
    guard let item = controller.properties["navigationItem"]?.native(as: UIKitObject.self) else { return [] }
    func list(_ single: String, _ many: String) -> [UIKitObject] {
      if case .array(let items)? = item.property(many).unwrapped {
        return items.elements.compactMap { $0.unwrapped?.native(as: UIKitObject.self) ?? $0.native(as: UIKitObject.self) }
      }
      return [item.property(single).unwrapped?.native(as: UIKitObject.self)].compactMap { $0 }
    }
    // UIKit lays out rightBarButtonItems from the trailing edge; the screen lists them in array order.
    return list("leftBarButtonItem", "leftBarButtonItems") + list("rightBarButtonItem", "rightBarButtonItems")
  }

  private static func base(_ value: Value) -> UIKitObject? {
    switch value.unwrapped ?? value {
    case .object(let object): object.nativeBase as? UIKitObject
    case .native(let native): native as? UIKitObject
    default: nil
    }
  }

  private static func item(title: Value?, target: Value, selector: Value) -> Value {
    let item = UIKitObject("UIBarButtonItem")
    if let title { item.properties["title"] = title.promotedToOptional }
    if let selector = (selector.unwrapped ?? selector).native(as: SelectorValue.self) {
      item.actions.append(.selector(target: ControlTarget(target.unwrapped ?? target), method: selector.name))
    }
    return .native(item)
  }

  private static func primary(_ made: Value, _ action: Value, _ menu: Value, _ call: NativeCall) throws -> Value {
    if menu.unwrapped != nil {
      throw InterpreterError.notModelled("UIBarButtonItem(menu:)", at: call.location)
    }
    guard let item = made.native(as: UIKitObject.self) else { return made }
    if let action = action.unwrapped?.native(as: UIKitObject.self), case .function(let handler) = action.property("handler") {
      item.actions.append(.closure(handler))
      if item.properties["title"] == nil, let title = action.properties["title"]?.unwrapped, title.asString?.isEmpty == false {
        item.properties["title"] = title.promotedToOptional
      }
    }
    return made
  }

  private static func systemTitle(_ value: Value, _ call: NativeCall) throws -> String {
    guard case .enumCase(let systemItem) = value, let title = systemTitles[systemItem.name] else {
      let name = if case .enumCase(let systemItem) = value { ".\(systemItem.name)" } else { "" }
      throw InterpreterError.notModelled("UIBarButtonItem.SystemItem\(name)", at: call.location)
    }
    return title
  }
}
