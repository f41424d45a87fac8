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

  /// The class the scene delegate is made from: the configuration the app delegate returns for
  /// a new session, the Info.plist's `UISceneDelegateClassName`, or the one class of the program
  /// that is a `UIWindowSceneDelegate` (Xcode's template names it in Info.plist). A kept session
  /// keeps the configuration it was made with (Apple, UISceneSession.configuration).
  func sceneDelegateType(
    for session: SceneSession, asking delegate: Value?, options: UIKitObject, fallbacks: Bool = true
  ) throws -> UserType? {
    if let name = device.uikit.delegateTypeNames[session.identifier] {
      return name.isEmpty ? nil : program.type(named: name)
    }
    let type = try chooseSceneDelegateType(
      asking: delegate, session: sessionObject(for: session), options: options, fallbacks: fallbacks)
    device.uikit.delegateTypeNames[session.identifier] = type?.name ?? ""
    return type
  }

  private func chooseSceneDelegateType(
    asking delegate: Value?, session: UIKitObject, options: UIKitObject, fallbacks: Bool
  ) throws -> UserType? {
    if let delegate,
      let configuration = try call(.configurationForConnecting, on: delegate, [application, .native(session), .native(options)]),
      let object = (configuration.unwrapped ?? configuration).native(as: UIKitObject.self),
      case .type(.user(let type, _)) = object.property("delegateClass").unwrapped ?? .void
    {
      return type
    }
    guard fallbacks else { return nil }
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
  /// a scene delegate, the window it made itself), handed the link that launched it, if any.
  func launchUIKitApp(_ type: UserType) throws {
    let decided = recorder.open(.decision("UIKit launch"), rule: "uikit-launch-order"); defer { recorder.close(decided) }
    let delegateObject = try interpreter.construct(type.asType, arguments: [], at: type.location)
    delegate = delegateObject
    isUIKit = true
    let request = device.uikit.pendingLaunch ?? ConnectionRequest()
    device.uikit.pendingLaunch = nil
    // A scene-based app launches in the background state (Apple, applicationState): one with a
    // scene delegate class; without one, it is inactive until its window is active.
    let sceneless = !program.allTypes.contains {
      $0.isClass && ($0.conforms(to: "UIWindowSceneDelegate") || $0.conforms(to: "UISceneDelegate"))
    }
    let holdsLaunch = sceneless && !launchesIntoBackground
    // Without scenes the launch is one turn up to applicationDidBecomeActive; with scenes the
    // event loop runs before the scene connects (see `asOneMainTurn`).
    try asOneMainTurn(holding: holdsLaunch) {
      uikitState.isLaunchingWithoutScenes = holdsLaunch
      for callback in [UIKitCallback.willFinishLaunching, .didFinishLaunching] {
        try call(callback, on: delegateObject, [application, .none])
      }
      uikitState.isLaunchingWithoutScenes = false
      try notifications.post(uikit: "UIApplication.didFinishLaunchingNotification", in: self)
      try drainMainQueue()
      try tellDiscardedSessions()
      guard !launchesIntoBackground else { return }
      try asOneMainTurn { try connectFirstWindow(type, request: request) }
    }
  }

  /// The launch's first window: connected, then brought to the front.
  private func connectFirstWindow(_ type: UserType, request: ConnectionRequest) throws {
    let window = try connectUIKitWindow(
      session: device.sessionToRestoreForUIKit() ?? device.newUIKitSession(in: self), request: request)
    if window.uikit?.delegate == nil, !request.isEmpty {
      // Without scenes the link is in the launch options, which the engine does not model.
      throw InterpreterError.unsupported(
        "lesson-runner does not model the launch options of an app without scenes ('\(type.name)' opened by a link or an activity)",
        at: type.location)
    }
    try device.move(window, to: .active, in: self)
  }

  /// `application(_:didDiscardSceneSessions:)` for the sessions the person closed.
  func tellDiscardedSessions() throws {
    guard !device.discardedSessions.isEmpty, let delegate else { return }
    let discarded = device.discardedSessions
    device.discardedSessions = []
    var set = SetValue()
    for session in discarded { try set.insert(.native(sessionObject(for: session)), interpreter: interpreter, at: nil) }
    try call(.didDiscardSceneSessions, on: delegate, [application, .set(set)])
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

  /// Connects a UIKit window: with a scene delegate, `scene(_:willConnectTo:options:)` with the
  /// links and activities that asked for it; then the root view controller's view loads and will
  /// appear. The window stays unattached (background) until the caller moves it.
  @discardableResult
  func connectUIKitWindow(session: SceneSession, request: ConnectionRequest = ConnectionRequest()) throws -> Window {
    let window = connect(session, group: uikitGroup)
    let sceneObject = UIKitObject("UIWindowScene")
    sceneObject.window = window
    let scene = UIKitScene(sceneObject: sceneObject, sessionObject: sessionObject(for: session))
    sceneObject.properties["session"] = .native(scene.sessionObject)
    window.uikit = scene
    let options = try connectionOptions(request)
    if let type = try sceneDelegateType(for: session, asking: delegate, options: options) {
      let sceneDelegate = try interpreter.construct(type.asType, arguments: [], at: type.location)
      scene.delegate = sceneDelegate
      // iOS 15's restoration callback: UIKit calls it with the session's restored activity at a
      // point Apple does not document, so a delegate that has it is not modelled when there is one.
      if session.restorationActivity != nil, type.members.declaresMethod("scene", labels: [nil, "restoreInteractionStateWith"]) {
        throw InterpreterError.notModelled("scene(_:restoreInteractionStateWith:)", at: type.location)
      }
      try call(.willConnect, on: sceneDelegate, [.native(sceneObject), .native(scene.sessionObject), .native(options)])
      // The notification after the delegate, as for every transition (the order is not documented).
      try notifications.post(uikit: "UIScene.willConnectNotification", in: self)
      try runActions()
    }
    try refuseStoryboard(for: window)
    try loadRootView(of: window)
    return window
  }

  /// A SwiftUI window whose app's adapted delegate configures scenes with a scene delegate
  /// class (`application(_:configurationForConnecting:options:)` setting `delegateClass`):
  /// SwiftUI makes that delegate and it hears `scene(_:willConnectTo:options:)` as the window
  /// connects, before its views are made, and each transition after SwiftUI's own updates, as a
  /// UIKit app's does (Apple, UIApplicationDelegateAdaptor; the order inside SwiftUI's delegate
  /// is not documented). Returns the window.
  func connectAdapted(_ window: Window) throws -> Window {
    guard !isUIKit, let delegate, window.uikit == nil else { return window }
    let options = try connectionOptions(ConnectionRequest())
    let sessionObject = sessionObject(for: window.session)
    guard let type = try sceneDelegateType(for: window.session, asking: delegate, options: options, fallbacks: false)
    else { return window }
    let sceneObject = UIKitObject("UIWindowScene")
    sceneObject.window = window
    sceneObject.properties["session"] = .native(sessionObject)
    let scene = UIKitScene(sceneObject: sceneObject, sessionObject: sessionObject)
    window.uikit = scene
    let sceneDelegate = try interpreter.construct(type.asType, arguments: [], at: type.location)
    scene.delegate = sceneDelegate
    try call(.willConnect, on: sceneDelegate, [.native(sceneObject), .native(sessionObject), .native(options)])
    return window
  }

  /// A scene whose window the program did not make shows its storyboard's initial view
  /// controller (Xcode's template: `UISceneStoryboardFile` or `UIMainStoryboardFile`), which
  /// the engine cannot read: when the program has view controllers that would be missed, that is
  /// a located error rather than a run without them.
  private func refuseStoryboard(for window: Window) throws {
    guard uikitWindowObject(of: window) == nil,
      let controller = program.allTypes.first(where: { isViewController($0) })
    else { return }
    let owner = (window.uikit?.delegate).flatMap { value -> String? in
      if case .object(let object) = value { return object.type.name } else { return nil }
    } ?? "the app delegate"
    throw InterpreterError.unsupported(
      "lesson-runner does not model storyboards: no window was made in code ('\(owner)' sets no 'window'), so '\(controller.name)' would come from a storyboard",
      at: controller.location)
  }

  /// Whether a class of the program is a view controller: its chain reaches `UIViewController`.
  private func isViewController(_ type: UserType) -> Bool {
    var current: UserType? = type
    for _ in 0..<64 {
      guard let user = current else { return false }
      var native = user.nativeSuperclass
      for _ in 0..<64 {
        guard let base = native else { break }
        if base.name == "UIViewController" { return true }
        native = base.superclass.flatMap { registry.type(named: $0) }
      }
      current = user.superclass
    }
    return false
  }

  /// `UIScene.ConnectionOptions` for a request: its URL contexts and user activities.
  func connectionOptions(_ request: ConnectionRequest) throws -> UIKitObject {
    let options = UIKitObject("UIScene.ConnectionOptions")
    options.properties["urlContexts"] = .set(try urlContexts(request.urls))
    var activities = SetValue()
    for source in request.activities { try activities.insert(activity(source), interpreter: interpreter, at: nil) }
    options.properties["userActivities"] = .set(activities)
    return options
  }

  /// A set of `UIOpenURLContext`s, one for each URL.
  func urlContexts(_ urls: [String]) throws -> SetValue {
    var set = SetValue()
    for text in urls {
      let context = UIKitObject("UIOpenURLContext")
      context.properties["url"] = try urlValue(text)
      try set.insert(.native(context), interpreter: interpreter, at: nil)
    }
    return set
  }

  /// A `URL` made as the program would make it, `URL(string:)`, whatever Foundation family models it.
  func urlValue(_ text: String) throws -> Value {
    guard let type = registry.type(named: "URL") else {
      throw InterpreterError.unsupported("lesson-runner does not model 'URL'", at: nil)
    }
    let url = try interpreter.construct(.native(type, arguments: []), arguments: [("string", .string(text))], at: nil)
    guard let unwrapped = url.unwrapped else {
      throw EventError("'\(text)' is not a URL")
    }
    return unwrapped
  }

  /// An activity the program made, or one the device delivers: only its type is known, and
  /// reading its `userInfo` is not modelled.
  func activity(_ source: ConnectionRequest.ActivitySource) -> Value {
    switch source {
    case .program(let value): return value
    case .delivered(let type):
      let activity = UIKitObject("NSUserActivity")
      activity.properties["activityType"] = .string(type)
      activity.properties["delivered"] = .bool(true)
      return .native(activity)
    }
  }

  /// A session as UIKit code sees it: the same object for the same session in this process,
  /// with its identifier and the activity it was given back.
  func sessionObject(for session: SceneSession) -> UIKitObject {
    let object = uikitState.sessionObjects[session.identifier] ?? UIKitObject("UISceneSession")
    uikitState.sessionObjects[session.identifier] = object
    object.properties["persistentIdentifier"] = .native(SessionIdentifier(session: session.identifier))
    object.properties["stateRestorationActivity"] = session.restorationActivity.map { archive in
      let kept = uikitState.restoredActivities[session.identifier]
      let copy = kept?.archive === archive ? kept!.copy : UIKitScenes.restoredCopy(of: archive)
      uikitState.restoredActivities[session.identifier] = (archive, copy)
      return .some(.native(copy))
    }
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
    guard let root = uiWindow.property("rootViewController").unwrapped, window.uikit?.rootWillAppear == false else { return }
    window.uikit?.rootWillAppear = true
    try sendAppearance(.viewWillAppear, to: root, animated: false)
  }

  /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` overridden: UIKit calls them for each
  /// layout pass, and how many passes a screen takes is not documented, so they are not modelled.
  private func refuseLayoutCallbacks(of object: ObjectValue) throws {
    var type: UserType? = object.type
    while let declaring = type {
      for name in ["viewWillLayoutSubviews", "viewDidLayoutSubviews"] where declaring.members.declaresInstanceMember(name) {
        throw InterpreterError.notModelled("\(name)() (how many layout passes UIKit makes is not documented)", at: declaring.location)
      }
      // Called at a point of the transition (after the view joins the hierarchy and is laid
      // out) or of a trait change the engine does not model; a rotation callback is not here:
      // no event rotates the device, so UIKit never calls it either.
      for name in ["viewSafeAreaInsetsDidChange", "traitCollectionDidChange"]
      where declaring.members.declaresInstanceMember(name) {
        throw InterpreterError.notModelled("\(name) (when UIKit calls it is not modelled)", at: declaring.location)
      }
      type = declaring.superclass
    }
  }

  /// A view controller's view, loading it first (`viewDidLoad`) when it has not been.
  func loadedView(of controller: UIKitObject) throws -> UIKitObject {
    if let view = controller.property("view").native(as: UIKitObject.self) { return view }
    let view = UIKitObject("UIView")
    controller.properties["view"] = .native(view)
    if let owner = controller.owner {
      try refuseLayoutCallbacks(of: owner)
      // Apple, loadView(): called when the view is asked for and is nil; then viewDidLoad.
      try call(.loadView, on: .object(owner), [])
      try call(.viewDidLoad, on: .object(owner), [])
    }
    return controller.property("view").native(as: UIKitObject.self) ?? view
  }
}
