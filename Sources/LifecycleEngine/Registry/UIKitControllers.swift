import SwiftInterpreter
import Transcript

/// UIKit's view controllers: their views, navigation stacks, sheets and children. The order of
/// the appearance callbacks each sends is in `UIKit/AppProcess+UIKitNavigation.swift`.
enum UIKitControllers {
  /// The UIKit part of a controller: UIKit's own object, or the base of a program subclass's.
  static func base(_ value: Value) -> UIKitObject? {
    switch value.unwrapped ?? value {
    case .object(let object): object.nativeBase as? UIKitObject
    case .native(let native): native as? UIKitObject
    default: nil
    }
  }
  /// A controller as the program sees it: its subclass's object, or UIKit's own.
  private static func isTrue(_ value: Value) -> Bool { if case .bool(true) = value { true } else { false } }
  private static func value(of base: UIKitObject) -> Value { base.owner.map { .object($0) } ?? .native(base) }

  static func register(in registry: Registry) {
    registry.type("UIViewController", module: "UIKit", kind: .classType, doc: uiKit("uiviewcontroller")) { type in
      type.superclass = "UIResponder"
      type.initializer("init()") { _ in .native(UIKitObject("UIViewController")) }
      type.initializer("init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)") { _ in
        .native(UIKitObject("UIViewController"))
      }
      type.property("var view: UIView! { get set }", get: { access in
        let process = try access.process
        guard let controller = base(access.receiver) else { return .void }
        return .native(try process.loadedView(of: controller))
      }, set: { receiver, value, _ in
        base(receiver)?.properties["view"] = value.unwrapped ?? value
      })
      type.property("var isViewLoaded: Bool { get }") { access in .bool(base(access.receiver)?.properties["view"] != nil) }
      UIKitViews.stored(type, "title", "String?")
      type.property("var navigationController: UINavigationController? { get }") { access in
        base(access.receiver)?.property("navigationController") ?? .none
      }
      type.property("var presentedViewController: UIViewController? { get }") { access in
        base(access.receiver)?.property("presentedViewController") ?? .none
      }
      type.property("var presentingViewController: UIViewController? { get }", doc: uiKit("uiviewcontroller/presentingviewcontroller")) { access in
        base(access.receiver)?.nearestPresented().map { .some($0.presenter) } ?? .none
      }
      type.property("var modalPresentationStyle: UIModalPresentationStyle { get set }",
        doc: uiKit("uiviewcontroller/modalpresentationstyle"), get: { access in
        try presentationStyle(base(access.receiver)?.properties["modalPresentationStyle"] ?? .void, access.interpreter.registry)
      }, set: { receiver, value, _ in
        base(receiver)?.properties["modalPresentationStyle"] = value
      })
      UIKitViews.stored(type, "tabBarItem", "UITabBarItem!")
      type.property("var tabBarController: UITabBarController? { get }") { access in
        base(access.receiver)?.property("tabBarController") ?? .none
      }
      type.property("var children: [UIViewController] { get }") { access in .list(base(access.receiver)?.children ?? []) }
      type.property("var parent: UIViewController? { get }") { access in base(access.receiver)?.property("parent") ?? .none }
      type.method("func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)") {
        call in
        guard let presenter = base(call.receiver) else { return .void }
        try call.process.present(call[0], from: value(of: presenter), animated: isTrue(call[1]), completion: call[2], at: call.location)
        return .void
      }
      type.method("func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)") { call in
        guard let receiver = base(call.receiver) else { return .void }
        try call.process.dismiss(from: value(of: receiver), animated: isTrue(call[0]), completion: call[1], at: call.location)
        return .void
      }
      // Containment (Apple, "Creating a custom container view controller"; addChild(_:): "it
      // automatically calls the willMove(toParent:) method of the view controller to be added";
      // the program calls `didMove(toParent:)` itself).
      type.method("func addChild(_ childController: UIViewController)", doc: uiKit("uiviewcontroller/addchild(_:)")) { call in
        guard let parent = base(call.receiver), let child = base(call[0]) else { return .void }
        let process = try call.process
        if process.isShown(parent) {
          throw InterpreterError.unsupported(
            "lesson-runner does not model adding a child view controller to one on the screen", at: call.location)
        }
        // addChild(_:): "If the new child view controller is already the child of a container
        // view controller, it is removed from that container before being added": which of the
        // old parent's calls that makes is not documented.
        if child.property("parent").unwrapped != nil {
          throw InterpreterError.unsupported(
            "lesson-runner does not model adding a child view controller that already has a parent", at: call.location)
        }
        parent.children.append(call[0])
        child.setContainer("parent", value(of: parent))
        try process.interpreterCallIfDeclared(call[0], "willMove", [("toParent", .some(value(of: parent)))])
        return .void
      }
      // removeFromParent(): "automatically calls the didMove(toParent:) method of the child view
      // controller after it removes the child" (Apple, didMove(toParent:)). A child on the screen
      // would also disappear, at a point of the removal Apple does not document.
      type.method("func removeFromParent()", doc: uiKit("uiviewcontroller/removefromparent()")) { call in
        guard let child = base(call.receiver), let parent = child.property("parent").unwrapped.flatMap(base) else { return .void }
        let process = try call.process
        if process.isShown(child) {
          throw InterpreterError.unsupported(
            "lesson-runner does not model removing a child view controller that is on the screen", at: call.location)
        }
        parent.children.removeAll { base($0) === child }
        child.setContainer("parent", nil)
        try process.interpreterCallIfDeclared(value(of: child), "didMove", [("toParent", .none)])
        return .void
      }
      for name in ["loadView()", "viewDidLoad()", "viewWillAppear(_ animated: Bool)", "viewDidAppear(_ animated: Bool)",
        "viewWillDisappear(_ animated: Bool)", "viewDidDisappear(_ animated: Bool)", "viewDidLayoutSubviews()",
        "viewWillLayoutSubviews()", "viewIsAppearing(_ animated: Bool)", "viewSafeAreaInsetsDidChange()",
        "viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)",
        "traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)", "willMove(toParent parent: UIViewController?)", "didMove(toParent parent: UIViewController?)"]
      {
        // What `super.viewDidLoad()` reaches: UIKit's own versions do nothing the console shows.
        type.method("func \(name)") { _ in .void }
      }
    }
    navigation(registry)
    tabBar(registry)
    registry.type("UIModalPresentationStyle", module: "UIKit", kind: .enumeration,
      conformances: ["Equatable", "Hashable", "Sendable"], doc: uiKit("uimodalpresentationstyle")) { type in
      type.enumCases(["automatic", "none", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom",
        "overFullScreen", "overCurrentContext", "popover", "blurOverFullScreen"])
      ImportedEnumText.refuse(type)
    }
    registry.type("UIHostingController", module: "SwiftUI", kind: .classType, doc: swiftUI("uihostingcontroller")) { type in
      type.superclass = "UIViewController"
      type.initializer("init(rootView: Content)") { call in
        let hosting = UIKitObject("UIHostingController")
        hosting.madeAt = call.location
        hosting.properties["rootView"] = Content.viewValue(try call.view(0), "AnyView")
        return .native(hosting)
      }
      UIKitViews.stored(type, "rootView", "Content")
    }
  }

  private static func tabBar(_ registry: Registry) {
    registry.type("UITabBarController", module: "UIKit", kind: .classType, doc: uiKit("uitabbarcontroller")) { type in
      type.superclass = "UIViewController"
      type.initializer("init()") { _ in .native(UIKitObject("UITabBarController")) }
      type.property("var viewControllers: [UIViewController]? { get set }", get: { access in
        guard let tabs = base(access.receiver) else { return .none }
        return .some(.list(tabs.children))
      }, set: { receiver, newValue, access in
        guard let tabs = base(receiver) else { return }
        if try access.process.isShown(tabs) {
          throw InterpreterError.unsupported(
            "lesson-runner does not model replacing the view controllers of a tab bar controller on the screen", at: access.location)
        }
        guard case .array(let controllers) = newValue.unwrapped ?? newValue else { tabs.children = []; return }
        tabs.children = controllers.elements
        for child in controllers.elements { base(child)?.setContainer("tabBarController", value(of: tabs)) }
      })
      type.method("func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)") { call in
        guard let tabs = base(call.receiver) else { return .void }
        if try call.process.isShown(tabs) {
          throw InterpreterError.unsupported(
            "lesson-runner does not model replacing the view controllers of a tab bar controller on the screen", at: call.location)
        }
        guard case .array(let controllers) = call[0].unwrapped ?? call[0] else { tabs.children = []; return .void }
        tabs.children = controllers.elements
        for child in controllers.elements { base(child)?.setContainer("tabBarController", value(of: tabs)) }
        return .void
      }
      type.property("var selectedIndex: Int { get set }", get: { access in
        guard let tabs = base(access.receiver) else { return .int(0) }
        return .int(try access.process.selectedTabIndex(of: tabs))
      }, set: { receiver, newValue, access in
        guard let tabs = base(receiver), case .int(let index) = newValue else { return }
        try access.process.selectTab(index, of: tabs, at: access.location)
      })
      type.property("var selectedViewController: UIViewController? { get }") { access in
        guard let tabs = base(access.receiver) else { return .none }
        return try access.process.selectedTabChild(of: tabs).map { .some($0) } ?? .none
      }
    }
    registry.type("UITabBarItem", module: "UIKit", kind: .classType, doc: uiKit("uitabbaritem")) { type in
      type.initializer("init(title: String?, image: UIImage?, tag: Int)") { call in
        let item = UIKitObject("UITabBarItem")
        item.properties["title"] = call[0].promotedToOptional
        return .native(item)
      }
      type.initializer("init(title: String?, image: UIImage?, selectedImage: UIImage?)") { call in
        let item = UIKitObject("UITabBarItem")
        item.properties["title"] = call[0].promotedToOptional
        return .native(item)
      }
      type.initializer("init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int)") { call in
        throw InterpreterError.unsupported("lesson-runner does not model a system tab bar item's title", at: call.location)
      }
      UIKitViews.stored(type, "title", "String?")
      UIKitViews.drawing(type, ["badgeValue", "image", "selectedImage"])
    }
    registry.type("UITabBarItem.SystemItem", module: "UIKit", doc: uiKit("uitabbaritem/systemitem")) { type in
      type.isDrawingOnly = true
    }
  }

  private static func navigation(_ registry: Registry) {
    registry.type("UINavigationController", module: "UIKit", kind: .classType, doc: uiKit("uinavigationcontroller")) { type in
      type.superclass = "UIViewController"
      type.initializer("init(rootViewController: UIViewController)") { call in
        let navigation = UIKitObject("UINavigationController")
        navigation.children = [call[0]]
        base(call[0])?.setContainer("navigationController", .native(navigation))
        return .native(navigation)
      }
      type.property("var viewControllers: [UIViewController] { get }") { access in .list(base(access.receiver)?.children ?? []) }
      type.property("var topViewController: UIViewController? { get }") { access in
        base(access.receiver)?.children.last.map { .some($0) } ?? .none
      }
      type.method("func pushViewController(_ viewController: UIViewController, animated: Bool)", doc: uiKit("uinavigationcontroller/pushviewcontroller(_:animated:)")) {
        call in
        guard let navigation = base(call.receiver) else { return .void }
        try call.process.push(call[0], on: navigation, animated: isTrue(call[1]))
        return .void
      }
      type.method("@discardableResult func popViewController(animated: Bool) -> UIViewController?", doc: uiKit("uinavigationcontroller/popviewcontroller(animated:)")) {
        call in
        guard let navigation = base(call.receiver) else { return .none }
        return try call.process.pop(from: navigation, animated: isTrue(call[0])).map { .some($0) } ?? .none
      }
      type.method("@discardableResult func popToRootViewController(animated: Bool) -> [UIViewController]?", doc: uiKit("uinavigationcontroller/poptorootviewcontroller(animated:)")) {
        call in
        guard let navigation = base(call.receiver) else { return .none }
        return .some(.list(try call.process.pop(toIndex: 0, from: navigation, animated: isTrue(call[0]))))
      }
      type.method("@discardableResult func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?", doc: uiKit("uinavigationcontroller/poptoviewcontroller(_:animated:)")) {
        call in
        guard let navigation = base(call.receiver) else { return .none }
        let index = try call.process.stackIndex(of: call[0], in: navigation, at: call.location)
        return .some(.list(try call.process.pop(toIndex: index, from: navigation, animated: isTrue(call[1]))))
      }
    }
  }
}

extension UIKitControllers {
  /// A controller's `modalPresentationStyle`: what the program set, `.automatic` otherwise
  /// (Apple, UIViewController.modalPresentationStyle: "The default value for this property is
  /// UIModalPresentationStyle.automatic").
  static func presentationStyle(_ stored: Value, _ registry: Registry) throws -> Value {
    if case .enumCase = stored { return stored }
    guard let type = registry.type(named: "UIModalPresentationStyle"), let index = type.caseIndex(named: "automatic")
    else { return .void }
    return .enumCase(EnumValue(type: .native(type, arguments: []), caseIndex: index, name: "automatic"))
  }
}

extension AppProcess {
  /// Calls a method the program may declare (`willMove(toParent:)`), ignoring it when it does not.
  func interpreterCallIfDeclared(_ receiver: Value, _ name: String, _ arguments: [(String?, Value)]) throws {
    _ = try interpreter.callIfDeclared(receiver, name, arguments: arguments, at: nil)
  }
}
