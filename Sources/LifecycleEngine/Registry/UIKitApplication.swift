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
        if process.uikitState.isLaunchingWithoutScenes { return stateValue(.inactive, access.interpreter.registry) }
        return stateValue(process.appPhase, access.interpreter.registry)
      }
      type.property("var supportsMultipleScenes: Bool { get }", doc: uiKit("uiapplication/supportsmultiplescenes")) { access in
        .bool(try access.process.supportsMultipleScenes)
      }
      type.property("var connectedScenes: Set<UIScene> { get }", doc: uiKit("uiapplication/connectedscenes")) { access in
        .set(try access.process.connectedScenes(at: access.location))
      }
      type.property("var openSessions: Set<UISceneSession> { get }", doc: uiKit("uiapplication/opensessions")) { access in
        .set(try access.process.openSessions(at: access.location))
      }
      type.method(
        "func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil)",
        doc: uiKit("uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)")
      ) { call in
        try call.process.requestSceneSessionActivation(call[0], activity: call[1], errorHandler: call[3], at: call.location)
        return .void
      }
      for name in applicationNotifications {
        type.property("static var \(name): Notification.Name { get }") { _ in
          .native(NotificationNameValue(uikit: "UIApplication.\(name)"))
        }
      }
    }
    registry.type("UIApplication.State", module: "UIKit", kind: .enumeration, doc: uiKit("uiapplication/state")) { type in
      type.enumCases(["active", "inactive", "background"])
      ImportedEnumText.refuse(type)
    }
    registry.type("UIScene.ActivationRequestOptions", module: "UIKit", kind: .classType,
      doc: uiKit("uiscene/activationrequestoptions")) { type in
      type.initializer("init()") { _ in .native(UIKitObject("UIScene.ActivationRequestOptions")) }
      UIKitViews.stored(type, "requestingScene", "UIScene?")
    }
    registry.type("UIApplication.OpenURLOptionsKey", module: "UIKit", conformances: ["Hashable"],
      doc: uiKit("uiapplication/openurloptionskey"))
    registry.type("UIApplication.LaunchOptionsKey", module: "UIKit", conformances: ["Hashable"],
      doc: uiKit("uiapplication/launchoptionskey"))
    // SwiftUI's own application delegate, which forwards to an adaptor's (lesson 6, question 9).
    registry.type("AppDelegate", module: "SwiftUI", kind: .classType, conformances: ["UIApplicationDelegate"],
      doc: swiftUI("uiapplicationdelegateadaptor"))
    for name in ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"] {
      registry.type(name, module: "UIKit", kind: .protocolType, doc: uiKit(name.lowercased()))
    }
    UIKitScenes.register(in: registry)
    UIKitBackgroundTime.register(in: registry)
  }

  static func stateValue(_ phase: ScenePhase, _ registry: Registry) -> Value {
    guard let type = registry.type(named: "UIApplication.State"), let index = type.caseIndex(named: phase.rawValue) else { return .void }
    return .enumCase(EnumValue(type: .native(type, arguments: []), caseIndex: index, name: phase.rawValue))
  }

}
