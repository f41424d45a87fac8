import SwiftInterpreter
import Transcript

/// UIKit's scenes and what they are handed: sessions, connection options, URL contexts,
/// configurations and user activities.
enum UIKitScenes {
  private static func object(_ access: NativeAccess) -> UIKitObject? { access.receiver.native(as: UIKitObject.self) }

  static func register(in registry: Registry) {
    registry.type("UIScene", module: "UIKit", kind: .classType, doc: uiKit("uiscene")) { type in
      type.superclass = "UIResponder"
      for name in UIKitApplication.sceneNotifications {
        type.property("static var \(name): Notification.Name { get }") { _ in .native(NotificationNameValue(uikit: "UIScene.\(name)")) }
      }
      type.property("var session: UISceneSession { get }") { access in object(access)?.property("session") ?? .void }
      // Apple, UIScene.delegate: "The object you use to respond to scene-related events": the
      // instance of the configured delegate class that UIKit made for this scene (nil without one).
      type.property("var delegate: UISceneDelegate? { get }", doc: uiKit("uiscene/delegate")) { access in
        object(access)?.window?.uikit?.delegate ?? .none
      }
      type.property("var activationState: UIScene.ActivationState { get }") { access in
        // Apple, UIScene.ActivationState.unattached: a scene "remains in that state until the
        // system sends a connection notification to it"; whether it still reads unattached while
        // the delegate is told it will connect, or already background, is not documented.
        if try access.process.uikitState.connectingScenes > 0 {
          throw InterpreterError.unsupported(
            "lesson-runner does not model 'activationState' read in 'scene(_:willConnectTo:options:)'", at: access.location)
        }
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
      ImportedEnumText.refuse(type)
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
      type.property("var isEligibleForHandoff: Bool { get set }", get: { access in
        try known(access, "isEligibleForHandoff") ?? .bool(false)
      }, set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["isEligibleForHandoff"] = value })
      type.property("var activityType: String { get }") { access in object(access)?.property("activityType") ?? .void }
      type.property("var title: String? { get set }", get: { access in try known(access, "title") ?? .none },
        set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["title"] = value.promotedToOptional })
      type.property("var userInfo: [AnyHashable: Any]? { get set }", get: { access in
        // An activity the device hands over (`continue activity`) carries what another app or
        // device put in it: the fixture names only its type, so its userInfo is not modelled.
        if let activity = object(access), activity.properties["userInfo"] == nil, activity.properties["delivered"] != nil {
          throw InterpreterError.unsupported(
            "lesson-runner does not model the userInfo of an activity the system hands over ('continue activity')", at: access.location)
        }
        return object(access)?.property("userInfo") ?? .none
      },
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
    registry.type("UIOpenURLContext", module: "UIKit", kind: .classType, conformances: ["Hashable"], doc: uiKit("uiopenurlcontext")) {
      type in
      type.property("var url: URL { get }") { access in object(access)?.property("url") ?? .void }
    }
    links(registry)
  }

  /// A property of an activity as far as it is known: what the program set on it in this
  /// process; else, on an activity the system made or gave back, not modelled (nil when
  /// the program made it and left the property unset, as UIKit's unset properties read).
  private static func known(_ access: NativeAccess, _ name: String) throws -> Value? {
    guard let activity = object(access) else { return nil }
    if let value = activity.properties[name] { return value }
    if activity.properties["delivered"] != nil {
      throw InterpreterError.notModelled("the \(name) of an activity the system hands over", at: access.location)
    }
    if activity.properties["restored"] != nil {
      throw InterpreterError.notModelled("the \(name) of a restored activity (stateRestorationActivity)", at: access.location)
    }
    return nil
  }

  /// What UIKit keeps of the activity `stateRestorationActivity(for:)` returned: it archives the
  /// activity and saves it to disk, then puts "a copy of it" in the session's
  /// `stateRestorationActivity` (Apple, UISceneSession.stateRestorationActivity). Apple names
  /// the type and the userInfo as what a restoration reads (UIResponder.restoreUserActivityState
  /// "should use the state data contained in the given user activity's userInfo"); nothing it
  /// documents says the title or the Handoff flag survive, so the copy leaves them unknown.
  static func archive(_ activity: UIKitObject) -> UIKitObject {
    let archived = UIKitObject("NSUserActivity")
    archived.properties["activityType"] = activity.properties["activityType"]
    archived.properties["userInfo"] = activity.properties["userInfo"]
    archived.properties["restored"] = .bool(true)
    return archived
  }

  /// The copy a process's session hands the program: its own object, so that what the program
  /// sets on it stays in this process.
  static func restoredCopy(of archive: UIKitObject) -> UIKitObject {
    let copy = UIKitObject("NSUserActivity")
    copy.properties = archive.properties
    return copy
  }

  /// `URL` as a link names it, unless a Foundation family models URL already (then the links
  /// are made with its `init?(string:)`).
  private static func links(_ registry: Registry) {
    guard registry.type(named: "URL") == nil else { return }
    registry.type("URL", module: "Foundation", conformances: ["Equatable", "Hashable", "CustomStringConvertible"],
      doc: foundation("url")) { type in
      type.initializer("init?(string: String)") { call in
        let text = try call.string(0)
        guard let components = try LinkText(text, at: call.location) else { return .none }
        return .some(.native(components))
      }
      type.property("var absoluteString: String { get }") { access in .string(link(access)?.text ?? "") }
      type.property("var scheme: String? { get }") { access in link(access)?.scheme.map { .some(.string($0)) } ?? .none }
      type.property("var host: String? { get }") { access in link(access)?.host.map { .some(.string($0)) } ?? .none }
      type.property("var path: String { get }") { access in .string(link(access)?.path ?? "") }
    }
  }

  private static func link(_ access: NativeAccess) -> LinkText? { access.receiver.native(as: LinkText.self) }
}
