import SwiftInterpreter
import Transcript

/// Apps whose `@main` type is a UIKit application delegate (the memo on UIKit scenes).
///
/// Order at launch (scene-based UIKit, iOS 13+): `didFinishLaunching` → the scene delegate's
/// `scene(_:willConnectTo:options:)` → the root view controller's `viewDidLoad` and
/// `viewWillAppear` → `sceneWillEnterForeground` → `sceneDidBecomeActive` → `viewDidAppear`.
/// With scenes, the app delegate's `applicationDidBecomeActive` family is not called (Apple,
/// "Managing your app's life cycle"); without a scene delegate, those are what is called.
extension AppProcess {
  var application: Value { .native(SharedObject("UIApplication")) }

  /// The class the scene delegate is made from: the configuration the app delegate returns,
  /// the Info.plist's `UISceneDelegateClassName`, or the one class of the program that is a
  /// `UIWindowSceneDelegate` (Xcode's template names it in Info.plist).
  func sceneDelegateType(asking delegate: Value, session: UIKitObject) throws -> UserType? {
    let options = UIKitObject("UIScene.ConnectionOptions")
    if let configuration = try withCause("application(_:configurationForConnecting:options:)", {
      try interpreter.callIfDeclared(
        delegate, "application",
        arguments: [(nil, application), ("configurationForConnecting", .native(session)), ("options", .native(options))],
        at: nil)
    }),
      let object = (configuration.unwrapped ?? configuration).native(as: UIKitObject.self),
      case .type(.user(let type, _)) = object.property("delegateClass").unwrapped ?? .void
    {
      return type
    }
    if let name = device.configuration.sceneDelegateClassName {
      let bare = name.split(separator: ".").last.map(String.init) ?? name
      if let type = program.type(named: bare) { return type }
    }
    let candidates = program.allTypes.filter {
      $0.isClass && ($0.conforms(to: "UIWindowSceneDelegate") || $0.conforms(to: "UISceneDelegate"))
    }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// Launches a UIKit app: the delegate, its launch callbacks, then its first scene (or, without
  /// a scene delegate, the window it made itself).
  func launchUIKitApp(_ type: UserType) throws {
    let decided = recorder.open(.decision("UIKit launch"), rule: "uikit-launch-order"); defer { recorder.close(decided) }
    let delegateObject = try interpreter.construct(type.asType, arguments: [], at: type.location)
    delegate = delegateObject
    isUIKit = true
    for label in ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"] {
      try withCause("application(_:\(label):) of '\(type.name)'") {
        _ = try interpreter.callIfDeclared(delegateObject, "application", arguments: [(nil, application), (label, .none)], at: nil)
      }
    }
    notifications.post("UIApplication.didFinishLaunchingNotification", in: self)
    try runActions()
    if !device.discardedSessions.isEmpty {
      let discarded = device.discardedSessions
      device.discardedSessions = []
      var set = SetValue()
      for session in discarded { try set.insert(.native(sessionObject(for: session)), interpreter: interpreter, at: nil) }
      try withCause("application(_:didDiscardSceneSessions:) of '\(type.name)'") {
        _ = try interpreter.callIfDeclared(
          delegateObject, "application", arguments: [(nil, application), ("didDiscardSceneSessions", .set(set))], at: nil)
      }
    }
    guard !launchesIntoBackground else { return }
    let window = try connectUIKitWindow(session: device.sessionToRestoreForUIKit() ?? device.newUIKitSession(in: self))
    try device.move(window, to: .active, in: self)
  }

  /// The synthetic window group UIKit windows belong to: its content is the SwiftUI view a
  /// `UIHostingController` hosts, when the root view controller is one.
  var uikitGroup: WindowGroupState {
    if let group = windowGroups.first(where: { $0.place == ContentPath(components: ["UIKit"]) }) { return group }
    let content = interpreter.builtinFunction("UIHostingController.rootView") { [unowned self] _, _, _ in
      guard let window = self.windowBeingRendered, let uiWindow = self.uikitWindowObject(of: window),
        let root = uiWindow.property("rootViewController").unwrapped?.native(as: UIKitObject.self),
        root.kind == "UIHostingController"
      else { return Content.viewValue(.empty, "EmptyView") }
      return root.property("rootView")
    }
    guard case .function(let function) = content else { fatalError("a builtin function is a function") }
    let group = WindowGroupState(
      place: ContentPath(components: ["UIKit"]),
      spec: WindowGroupSpec(id: nil, valueType: nil, content: function, isSingleWindow: false), readsOwner: false,
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
    sceneObject.properties["session"] = .native(scene.sessionObject)
    window.uikit = scene
    guard let delegate else { return window }
    if let type = try sceneDelegateType(asking: delegate, session: scene.sessionObject) {
      let sceneDelegate = try interpreter.construct(type.asType, arguments: [], at: type.location)
      scene.delegate = sceneDelegate
      let options = UIKitObject("UIScene.ConnectionOptions")
      try withCause("scene(_:willConnectTo:options:) of '\(type.name)'") {
        _ = try interpreter.callIfDeclared(
          sceneDelegate, "scene",
          arguments: [(nil, .native(sceneObject)), ("willConnectTo", .native(scene.sessionObject)), ("options", .native(options))],
          at: nil)
      }
    }
    try loadRootView(of: window)
    return window
  }

  /// A session as UIKit code sees it: its identifier and the activity it was given back.
  func sessionObject(for session: SceneSession) -> UIKitObject {
    let object = UIKitObject("UISceneSession")
    object.properties["persistentIdentifier"] = .string("session-\(session.identifier)")
    object.properties["stateRestorationActivity"] = session.restorationActivity.map { .some(.native($0)) } ?? .none
    return object
  }

  /// The `UIWindow` of a UIKit scene: the scene delegate's `window`, or the app delegate's.
  func uikitWindowObject(of window: Window) -> UIKitObject? {
    for owner in [window.uikit?.delegate, delegate].compactMap({ $0 }) {
      if case .object(let object) = owner, let index = object.type.field(named: "window"),
        let uiWindow = (object.fields[index].unwrapped ?? .void).native(as: UIKitObject.self)
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
    guard case .object(let controller) = uiWindow.property("rootViewController").unwrapped ?? .void,
      window.uikit?.rootWillAppear == false
    else { return }
    window.uikit?.rootWillAppear = true
    if let base = controller.nativeBase as? UIKitObject { _ = try loadedView(of: base) }
    try withCause("viewWillAppear of '\(controller.type.name)'") {
      _ = try interpreter.callIfDeclared(.object(controller), "viewWillAppear", arguments: [(nil, .bool(false))], at: nil)
    }
  }

  /// A view controller's view, loading it first (`viewDidLoad`) when it has not been.
  func loadedView(of controller: UIKitObject) throws -> UIKitObject {
    if let view = controller.property("view").native(as: UIKitObject.self) { return view }
    let view = UIKitObject("UIView")
    controller.properties["view"] = .native(view)
    if let owner = controller.owner {
      try withCause("viewDidLoad of '\(owner.type.name)'") {
        _ = try interpreter.callIfDeclared(.object(owner), "viewDidLoad", arguments: [], at: nil)
      }
    }
    return view
  }

  /// UIKit's callbacks for one window's transition: the scene delegate's, or (an app without
  /// scenes) the app delegate's when the app's own phase changed.
  func uikitPhaseDidChange(_ window: Window, from old: ScenePhase, to new: ScenePhase, app appOld: ScenePhase) throws {
    guard isUIKit else { return }
    let decided = recorder.open(.decision("UIKit callbacks"), rule: "uikit-callbacks-per-transition"); defer { recorder.close(decided) }
    let root = uikitWindowObject(of: window)?.property("rootViewController").unwrapped
    if let scene = window.uikit, let sceneDelegate = scene.delegate {
      let name: String? = switch (old, new) {
      case (.background, .inactive): "sceneWillEnterForeground"
      case (.inactive, .active): "sceneDidBecomeActive"
      case (.active, .inactive): "sceneWillResignActive"
      case (.inactive, .background): "sceneDidEnterBackground"
      default: nil
      }
      if let name {
        try withCause("\(name) of the scene delegate") {
          _ = try interpreter.callIfDeclared(sceneDelegate, name, arguments: [(nil, .native(scene.sceneObject))], at: nil)
        }
      }
      if new == .background, let activity = try withCause("stateRestorationActivity(for:) of the scene delegate", {
        try interpreter.callIfDeclared(sceneDelegate, "stateRestorationActivity", arguments: [("for", .native(scene.sceneObject))], at: nil)
      }), let object = (activity.unwrapped ?? .void).native(as: UIKitObject.self) {
        // Asked as the scene enters the background; handed back at the next connection (the memo).
        window.session.restorationActivity = object
      }
      if new == .active, !scene.rootAppeared, case .object(let controller)? = root {
        scene.rootAppeared = true
        try withCause("viewDidAppear of '\(controller.type.name)'") {
          _ = try interpreter.callIfDeclared(.object(controller), "viewDidAppear", arguments: [(nil, .bool(false))], at: nil)
        }
      }
      return
    }
    guard let delegate else { return }
    let appNew = appPhase
    if old == .background, new == .inactive, case .object(let controller)? = root, window.uikit?.rootAppeared == false {
      window.uikit?.rootAppeared = true
      try withCause("viewDidAppear of '\(controller.type.name)'") {
        _ = try interpreter.callIfDeclared(.object(controller), "viewDidAppear", arguments: [(nil, .bool(false))], at: nil)
      }
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
      try withCause("\(name) of the app delegate") {
        _ = try interpreter.callIfDeclared(delegate, name, arguments: [(nil, application)], at: nil)
      }
    }
  }
}
