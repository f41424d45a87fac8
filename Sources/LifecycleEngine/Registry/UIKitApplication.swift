import SwiftInterpreter
import Transcript

/// UIKit's application and scene objects: `UIApplication`, its delegate protocols, scenes,
/// sessions, connection options, configurations, activities; the life-cycle notifications.
enum UIKitApplication {
  static let applicationNotifications = [
    "didFinishLaunchingNotification", "didBecomeActiveNotification", "willResignActiveNotification",
    "didEnterBackgroundNotification", "willEnterForegroundNotification", "willTerminateNotification",
    "didReceiveMemoryWarningNotification", "significantTimeChangeNotification",
  ]
  static let sceneNotifications = [
    "willConnectNotification", "didDisconnectNotification", "didActivateNotification", "willDeactivateNotification",
    "willEnterForegroundNotification", "didEnterBackgroundNotification",
  ]

  static func register(in registry: Registry) {
    registry.type("UIResponder", module: "UIKit", kind: .classType, conformances: ["NSObject"], doc: uiKit("uiresponder")) { type in
      type.superclass = "NSObject"
      type.initializer("init()") { _ in .native(UIKitObject("UIResponder")) }
    }
    registry.type("UIApplication", module: "UIKit", kind: .classType, doc: uiKit("uiapplication")) { type in
      type.superclass = "UIResponder"
      type.property("static var shared: UIApplication { get }") { _ in .native(SharedObject("UIApplication")) }
      type.property("var delegate: UIApplicationDelegate? { get }") { access in
        // SwiftUI installs its own delegate, which forwards to the adaptor's (lesson 6, question 9).
        let process = try access.process
        if process.isUIKit, let delegate = process.delegate { return .some(delegate) }
        return .some(.native(SharedObject("AppDelegate")))
      }
      type.property("var applicationState: UIApplication.State { get }") { access in
        let process = try access.process
        return stateValue(process.appPhase, access.interpreter.registry)
      }
      for name in applicationNotifications {
        type.property("static var \(name): Notification.Name { get }") { _ in
          .native(NotificationNameValue("UIApplication.\(name)"))
        }
      }
    }
    registry.type("UIApplication.State", module: "UIKit", kind: .enumeration, doc: uiKit("uiapplication/state")) { type in
      type.enumCases(["active", "inactive", "background"])
    }
    registry.type("UIApplication.LaunchOptionsKey", module: "UIKit", conformances: ["Hashable"],
      doc: uiKit("uiapplication/launchoptionskey"))
    // SwiftUI's own application delegate, which forwards to an adaptor's (lesson 6, question 9).
    registry.type("AppDelegate", module: "SwiftUI", kind: .classType, conformances: ["UIApplicationDelegate"],
      doc: swiftUI("uiapplicationdelegateadaptor"))
    for name in ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"] {
      registry.type(name, module: "UIKit", kind: .protocolType, doc: uiKit(name.lowercased()))
    }
    scenes(registry)
  }

  static func stateValue(_ phase: ScenePhase, _ registry: Registry) -> Value {
    guard let type = registry.type(named: "UIApplication.State"), let index = type.caseIndex(named: phase.rawValue) else { return .void }
    return .enumCase(EnumValue(type: .native(type, arguments: []), caseIndex: index, name: phase.rawValue))
  }

  private static func object(_ access: NativeAccess) -> UIKitObject? { access.receiver.native(as: UIKitObject.self) }

  private static func scenes(_ registry: Registry) {
    registry.type("UIScene", module: "UIKit", kind: .classType, doc: uiKit("uiscene")) { type in
      type.superclass = "UIResponder"
      for name in sceneNotifications {
        type.property("static var \(name): Notification.Name { get }") { _ in .native(NotificationNameValue("UIScene.\(name)")) }
      }
      type.property("var session: UISceneSession { get }") { access in object(access)?.property("session") ?? .void }
      type.property("var activationState: UIScene.ActivationState { get }") { access in
        guard let window = object(access)?.window, let type = access.interpreter.registry.type(named: "UIScene.ActivationState") else {
          return .void
        }
        let name = switch window.phase {
        case .active: "foregroundActive"
        case .inactive: "foregroundInactive"
        case .background: "background"
        }
        return .enumCase(EnumValue(type: .native(type, arguments: []), caseIndex: type.caseIndex(named: name) ?? 0, name: name))
      }
    }
    registry.type("UIScene.ActivationState", module: "UIKit", kind: .enumeration, doc: uiKit("uiscene/activationstate")) { type in
      type.enumCases(["unattached", "foregroundActive", "foregroundInactive", "background"])
    }
    registry.type("UIWindowScene", module: "UIKit", kind: .classType, doc: uiKit("uiwindowscene")) { type in
      type.superclass = "UIScene"
    }
    registry.type("UISceneSession", module: "UIKit", kind: .classType, doc: uiKit("uiscenesession")) { type in
      type.property("var role: UISceneSession.Role { get }") { _ in
        .native(DrawingValue(typeName: "UISceneSession.Role", written: ".windowApplication"))
      }
      type.property("var persistentIdentifier: String { get }") { access in object(access)?.property("persistentIdentifier") ?? .void }
      type.property("var stateRestorationActivity: NSUserActivity? { get }") { access in
        object(access)?.property("stateRestorationActivity") ?? .none
      }
      type.property("var configuration: UISceneConfiguration { get }") { access in object(access)?.property("configuration") ?? .void }
    }
    registry.type("UISceneSession.Role", module: "UIKit", doc: uiKit("uiscenesession/role")) { $0.isDrawingOnly = true }
    registry.type("UIScene.ConnectionOptions", module: "UIKit", kind: .classType, doc: uiKit("uiscene/connectionoptions")) { type in
      // A launch from the icon: no URL, no activity, no shortcut (Apple, UIScene.ConnectionOptions).
      type.property("var urlContexts: Set<UIOpenURLContext> { get }") { access in
        object(access)?.properties["urlContexts"] ?? .set(SetValue())
      }
      type.property("var userActivities: Set<NSUserActivity> { get }") { access in
        object(access)?.properties["userActivities"] ?? .set(SetValue())
      }
      type.property("var shortcutItem: UIApplicationShortcutItem? { get }") { _ in .none }
      type.property("var sourceApplication: String? { get }") { _ in .none }
      type.property("var handoffUserActivityType: String? { get }") { _ in .none }
    }
    registry.type("UISceneConfiguration", module: "UIKit", kind: .classType, doc: uiKit("uisceneconfiguration")) { type in
      type.initializer("init(name: String?, sessionRole: UISceneSession.Role)") { call in
        let configuration = UIKitObject("UISceneConfiguration")
        configuration.properties["name"] = call[0]
        return .native(configuration)
      }
      type.property("var delegateClass: AnyClass? { get set }", get: { access in
        object(access)?.property("delegateClass") ?? .none
      }, set: { receiver, value, _ in
        receiver.native(as: UIKitObject.self)?.properties["delegateClass"] = value.promotedToOptional
      })
      type.property("var name: String? { get }") { access in object(access)?.property("name") ?? .none }
    }
    registry.type("NSUserActivity", module: "Foundation", kind: .classType, doc: foundation("nsuseractivity")) { type in
      type.initializer("init(activityType: String)") { call in
        let activity = UIKitObject("NSUserActivity")
        activity.properties["activityType"] = call[0]
        activity.properties["userInfo"] = .some(.dictionary(DictionaryValue()))
        return .native(activity)
      }
      type.property("var activityType: String { get }") { access in object(access)?.property("activityType") ?? .void }
      type.property("var title: String? { get set }", get: { access in object(access)?.property("title") ?? .none },
        set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["title"] = value.promotedToOptional })
      type.property("var userInfo: [AnyHashable: Any]? { get set }", get: { access in object(access)?.property("userInfo") ?? .none },
        set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["userInfo"] = value.promotedToOptional })
      type.method("func addUserInfoEntries(from otherDictionary: [AnyHashable: Any])") { call in
        guard let activity = call.receiver.native(as: UIKitObject.self), case .dictionary(let entries) = call[0] else { return .void }
        var info = DictionaryValue()
        if case .dictionary(let existing) = activity.property("userInfo").unwrapped ?? .void { info = existing }
        for index in 0..<entries.count {
          try info.set(entries[index].key, entries[index].value, interpreter: call.interpreter, at: call.location)
        }
        activity.properties["userInfo"] = .some(.dictionary(info))
        return .void
      }
    }
  }
}
