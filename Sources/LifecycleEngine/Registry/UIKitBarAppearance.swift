import SwiftInterpreter

/// The bars' appearance as SwiftUI and UIKit tutorials set it in an App's `init` or the app
/// delegate: `UINavigationBar.appearance().standardAppearance = appearance`, a
/// `UINavigationBarAppearance` configured with an opaque background. It only changes how the
/// bars are drawn, which the engine does not read: each call is accepted and listed among the
/// run's inert calls. Apple, UIAppearance: "Use the UIAppearance protocol to get the appearance
/// proxy for a class"; UINavigationBarAppearance: "An object for customizing the appearance of
/// a navigation bar"; UITabBarAppearance likewise for a tab bar.
enum UIKitBarAppearance {
  static func register(in registry: Registry) {
    let because = UIKitInert.appearance
    let barProperties = ["standardAppearance", "scrollEdgeAppearance", "compactAppearance",
      "compactScrollEdgeAppearance", "tintColor", "barTintColor", "backgroundColor", "isTranslucent",
      "titleTextAttributes", "largeTitleTextAttributes", "prefersLargeTitles", "unselectedItemTintColor"]
    for name in ["UINavigationBar", "UITabBar"] {
      registry.type(name, module: "UIKit", kind: .classType, doc: uiKit(name.lowercased())) { type in
        type.superclass = "UIView"
        registry.inert("\(name).appearance()", because: because)
        type.method("static func appearance() -> Self", doc: uiKit("uiappearance/appearance()")) { call in
          try call.process.device.uikit.inert.note("\(name).appearance()", because: because)
          return .native(UIKitObject(name))
        }
        UIKitViews.drawing(type, barProperties)
      }
    }
    for name in ["UIBarAppearance", "UINavigationBarAppearance", "UITabBarAppearance"] {
      registry.type(name, module: "UIKit", kind: .classType, doc: uiKit(name.lowercased())) { type in
        type.superclass = name == "UIBarAppearance" ? "NSObject" : "UIBarAppearance"
        type.initializer("init()") { _ in .native(UIKitObject(name)) }
        for configure in ["configureWithOpaqueBackground", "configureWithTransparentBackground", "configureWithDefaultBackground"] {
          registry.inert("\(name).\(configure)()", because: because)
          type.method("func \(configure)()", doc: uiKit("uibarappearance/\(configure.lowercased())()")) { call in
            try call.process.device.uikit.inert.note("\(name).\(configure)()", because: because)
            return .void
          }
        }
        UIKitViews.drawing(type, ["backgroundColor", "backgroundEffect", "backgroundImage", "shadowColor",
          "shadowImage", "titleTextAttributes", "largeTitleTextAttributes", "stackedLayoutAppearance",
          "inlineLayoutAppearance", "compactInlineLayoutAppearance"])
      }
    }
  }
}
