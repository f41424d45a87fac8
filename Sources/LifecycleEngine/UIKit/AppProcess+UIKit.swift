import SwiftReader
import Transcript

/// Apps whose `@main` type is a UIKit application delegate (the memo on UIKit scenes).
///
/// Order at launch (scene-based UIKit, iOS 13+): `didFinishLaunching` → the scene delegate's
/// `scene(_:willConnectTo:options:)` → the root view controller's `viewDidLoad` and
/// `viewWillAppear` → `sceneWillEnterForeground` → `sceneDidBecomeActive` → `viewDidAppear`.
/// With scenes, the app delegate's `applicationDidBecomeActive` family is not called (Apple,
/// "Managing your app's life cycle"); without a scene delegate, those are what is called.
extension AppProcess {
  /// The class the scene delegate is made from: the configuration the app delegate returns,
  /// the Info.plist's `UISceneDelegateClassName`, or the one class of the program that is a
  /// `UIWindowSceneDelegate` (Xcode's template names it in Info.plist).
  func sceneDelegateType(asking delegate: Value, session: UIKitObject) throws -> TypeInfo? {
    let program = interpreter.program
    if let configuration = try callIfDeclared(
      delegate, "application", labels: [nil, "configurationForConnecting", "options"],
      [.native(.singleton("UIApplication.shared")), .native(.uikit(session)), .native(.opaque("ConnectionOptions"))],
      cause: "application(_:configurationForConnecting:options:)"),
      case .native(.uikit(let object)) = configuration.unwrapped ?? configuration,
      case .metatype(.user(let type))? = object.properties["delegateClass"]?.unwrapped
    {
      return type
    }
    if let name = device.configuration.sceneDelegateClassName {
      let bare = name.split(separator: ".").last.map(String.init) ?? name
      if let type = program.type(named: bare) { return type }
    }
    let candidates = program.allTypes.filter {
      $0.isClass && (program.conforms($0, to: "UIWindowSceneDelegate") || program.conforms($0, to: "UISceneDelegate"))
    }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// Launches a UIKit app: the delegate, its launch callbacks, then its first scene (or, without
  /// a scene delegate, the window it made itself).
  func launchUIKitApp(_ type: TypeInfo) throws {
    let delegateObject = try interpreter.construct(type, [], at: type.location)
    delegate = delegateObject
    isUIKit = true
    let application = Value.native(.singleton("UIApplication.shared"))
    for label in ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"] {
      _ = try callIfDeclared(
        delegateObject, "application", labels: [nil, label], [application, .null],
        cause: "application(_:\(label):) of '\(type.name)'")
    }
    notifications.post("UIApplication.didFinishLaunchingNotification", in: self)
    try runActions()
    if !device.discardedSessions.isEmpty {
      let discarded = device.discardedSessions
      device.discardedSessions = []
      _ = try callIfDeclared(
        delegateObject, "application", labels: [nil, "didDiscardSceneSessions"],
        [application, .array(discarded.map { .native(.uikit(sessionObject(for: $0))) })],
        cause: "application(_:didDiscardSceneSessions:) of '\(type.name)'")
    }
    guard !launchesIntoBackground else { return }
    let window = try connectUIKitWindow(session: device.sessionToRestoreForUIKit() ?? device.newUIKitSession(in: self))
    try device.move(window, to: .active, in: self)
  }

  /// The synthetic window group UIKit windows belong to: its content is the SwiftUI view a
  /// `UIHostingController` hosts, when the root view controller is one.
  var uikitGroup: WindowGroupState {
    if let group = windowGroups.first(where: { $0.place == ContentPath(components: ["UIKit"]) }) { return group }
    let content = Function(.builtin(Builtin("UIHostingController.rootView") { interpreter, _ in
      let process = interpreter.process
      guard let window = process.windowBeingRendered, let uiWindow = process.uikitWindowObject(of: window),
        case .native(.uikit(let root))? = uiWindow.properties["rootViewController"]?.unwrapped,
        root.kind == "UIHostingController", let view = root.properties["rootView"]
      else { return .view(.empty) }
      return view
    }), serial: 0)
    let group = WindowGroupState(
      place: ContentPath(components: ["UIKit"]),
      spec: WindowGroupSpec(id: nil, valueType: nil, content: content, isSingleWindow: false), readsOwner: false,
      owner: nil)
    windowGroups.append(group)
    return group
  }

  /// Connects a UIKit window: with a scene delegate, `scene(_:willConnectTo:options:)`; then the root
  /// view controller's view loads and will appear.
  func connectUIKitWindow(session: SceneSession) throws -> Window {
    let window = connect(session, group: uikitGroup)
    let sceneObject = UIKitObject("UIWindowScene")
    sceneObject.window = window
    let scene = UIKitScene(sceneObject: sceneObject, sessionObject: sessionObject(for: session))
    window.uikit = scene
    guard let delegate else { return window }
    if let type = try sceneDelegateType(asking: delegate, session: scene.sessionObject) {
      let sceneDelegate = try interpreter.construct(type, [], at: type.location)
      scene.delegate = sceneDelegate
      _ = try callIfDeclared(
        sceneDelegate, "scene", labels: [nil, "willConnectTo", "options"],
        [.native(.uikit(sceneObject)), .native(.uikit(scene.sessionObject)), .native(.opaque("UIScene.ConnectionOptions"))],
        cause: "scene(_:willConnectTo:options:) of '\(type.name)'")
    }
    try loadRootView(of: window)
    return window
  }

  /// A session as UIKit code sees it: its role and the activity it was given back.
  func sessionObject(for session: SceneSession) -> UIKitObject {
    let object = UIKitObject("UISceneSession")
    object.properties["role"] = .native(.opaque(".windowApplication"))
    object.properties["persistentIdentifier"] = .string("session-\(session.identifier)")
    object.properties["stateRestorationActivity"] = session.restorationActivity.map { .native(.uikit($0)).wrappedInOptional } ?? .null
    return object
  }

  /// The `UIWindow` of a UIKit scene: the scene delegate's `window`, or the app delegate's.
  func uikitWindowObject(of window: Window) -> UIKitObject? {
    for owner in [window.uikit?.delegate, delegate].compactMap({ $0 }) {
      if case .object(let object) = owner, let index = object.type.storedIndex(of: "window"),
        case .native(.uikit(let uiWindow)) = object.fields[index].unwrapped ?? .void
      {
        return uiWindow
      }
    }
    return nil
  }

  /// Makes the root view controller's view load and appear (once), as `makeKeyAndVisible` does.
  func loadRootView(of window: Window) throws {
    guard let uiWindow = uikitWindowObject(of: window) else { return }
    uiWindow.window = window
    window.rootContentIsStale = true
    graphNeedsUpdate = true
    guard case .object(let controller)? = uiWindow.properties["rootViewController"]?.unwrapped,
      window.uikit?.rootWillAppear == false
    else { return }
    window.uikit?.rootWillAppear = true
    _ = try loadedView(of: controller)
    _ = try callIfDeclared(.object(controller), "viewWillAppear", labels: [nil], [.bool(false)], cause: "viewWillAppear of '\(controller.type.name)'")
  }

  /// A view controller's view, loading it first (`viewDidLoad`) when it has not been.
  func loadedView(of controller: Object) throws -> UIKitObject {
    let base = controller.base ?? UIKitObject(controller.type.engineAncestor ?? "UIViewController")
    controller.base = base
    if case .native(.uikit(let view))? = base.properties["view"] { return view }
    let view = UIKitObject("UIView")
    base.properties["view"] = .native(.uikit(view))
    _ = try callIfDeclared(.object(controller), "viewDidLoad", labels: [], [], cause: "viewDidLoad of '\(controller.type.name)'")
    return view
  }

  /// UIKit's callbacks for one window's transition: the scene delegate's, or (an app without
  /// scenes) the app delegate's when the app's own phase changed.
  func uikitPhaseDidChange(_ window: Window, from old: ScenePhase, to new: ScenePhase, app appOld: ScenePhase) throws {
    guard isUIKit else { return }
    let root = uikitWindowObject(of: window)?.properties["rootViewController"]?.unwrapped
    if let scene = window.uikit, let sceneDelegate = scene.delegate {
      let name: String? = switch (old, new) {
      case (.background, .inactive): "sceneWillEnterForeground"
      case (.inactive, .active): "sceneDidBecomeActive"
      case (.active, .inactive): "sceneWillResignActive"
      case (.inactive, .background): "sceneDidEnterBackground"
      default: nil
      }
      if let name {
        _ = try callIfDeclared(sceneDelegate, name, labels: [nil], [.native(.uikit(scene.sceneObject))], cause: "\(name) of the scene delegate")
      }
      if new == .background, let activity = try callIfDeclared(
        sceneDelegate, "stateRestorationActivity", labels: ["for"], [.native(.uikit(scene.sceneObject))],
        cause: "stateRestorationActivity(for:) of the scene delegate"),
        case .native(.uikit(let object)) = activity.unwrapped ?? .void
      {
        // Asked as the scene enters the background; handed back at the next connection (the memo).
        window.session.restorationActivity = object
      }
      if new == .active, !scene.rootAppeared, case .object(let controller)? = root {
        scene.rootAppeared = true
        _ = try callIfDeclared(.object(controller), "viewDidAppear", labels: [nil], [.bool(false)], cause: "viewDidAppear of '\(controller.type.name)'")
      }
      return
    }
    guard let delegate else { return }
    let appNew = appPhase
    if old == .background, new == .inactive, case .object(let controller)? = root, window.uikit?.rootAppeared == false {
      window.uikit?.rootAppeared = true
      _ = try callIfDeclared(.object(controller), "viewDidAppear", labels: [nil], [.bool(false)], cause: "viewDidAppear of '\(controller.type.name)'")
    }
    let name: String? = switch (appOld, appNew) {
    case (.background, .inactive): "applicationWillEnterForeground"
    case (.inactive, .active): "applicationDidBecomeActive"
    case (.active, .inactive): "applicationWillResignActive"
    case (.inactive, .background): "applicationDidEnterBackground"
    default: nil
    }
    // At launch an app becomes active without entering the foreground: that is only a return.
    let isLaunch = appOld == .background && appNew == .inactive && !hasBeenInForeground
    if appNew != .background { hasBeenInForeground = true }
    if let name, !isLaunch {
      _ = try callIfDeclared(delegate, name, labels: [nil], [.native(.singleton("UIApplication.shared"))], cause: "\(name) of the app delegate")
    }
  }

  /// Calls a method the program may or may not implement (UIKit's protocols are optional).
  @discardableResult
  func callIfDeclared(_ receiver: Value, _ name: String, labels: [String?], _ arguments: [Value], cause: String) throws -> Value? {
    guard let type = interpreter.userType(of: receiver),
      let method = type.members.methods[name]?.first(where: { method in
        method.body != nil && method.parameters.count == labels.count
          && zip(method.parameters, labels).allSatisfy { $0.label == $1 }
      })
    else { return nil }
    let declaration = DeclarationContext(selfReference: interpreter.selfReference(for: receiver), type: type)
    return try withCause(cause) {
      try interpreter.callFunction(
        Function(.declared(method, context: declaration), serial: 0),
        zip(labels, arguments).map { ArgumentValue(label: $0, value: $1) }, at: method.nameRange.start)
    }
  }
}

extension TypeInfo {
  /// The UIKit class at the top of a class's inheritance (`UIViewController` for a view controller).
  var engineAncestor: String? {
    var type: TypeInfo? = self
    while let current = type {
      if current.superclass == nil { return current.inheritance.first { $0.hasPrefix("UI") } }
      type = current.superclass
    }
    return nil
  }
}
