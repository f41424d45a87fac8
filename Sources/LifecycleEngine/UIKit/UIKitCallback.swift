import SwiftInterpreter

/// A method UIKit calls on the program's delegates and view controllers: its Swift
/// declaration, when the engine calls it (the order rule), and the document the rule follows.
///
/// The program implements these, so they are not registry entries the program calls; they are
/// the entries UIKit calls. One table holds them all, so the order rules can be read in one place
/// and every call the engine makes names its entry.
struct UIKitCallback: Hashable, Sendable {
  /// The protocol or class that declares it.
  let owner: String
  /// The declaration as Apple writes it.
  let signature: String
  /// Base name and argument labels, as the engine calls it.
  let name: String
  let labels: [String?]
  /// When UIKit calls it, relative to the other callbacks.
  let rule: String
  /// Where the rule comes from.
  let source: String

  /// `scene(_:willConnectTo:options:)`.
  var compoundName: String { "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))" }

  static func == (a: Self, b: Self) -> Bool { a.signature == b.signature && a.owner == b.owner }
  func hash(into hasher: inout Hasher) { hasher.combine(owner); hasher.combine(signature) }
}

extension UIKitCallback {
  private static func app(_ path: String) -> String { uiKit("uiapplicationdelegate/\(path)") }
  private static func scene(_ path: String) -> String { uiKit("uiscenedelegate/\(path)") }
  private static func vc(_ path: String) -> String { uiKit("uiviewcontroller/\(path)") }

  // MARK: - The application delegate (the process)

  static let willFinishLaunching = Self(
    owner: "UIApplicationDelegate",
    signature: "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool",
    name: "application", labels: [nil, "willFinishLaunchingWithOptions"],
    rule: "first of the app delegate's methods, once per process; launch options nil from the icon",
    source: app("application(_:willfinishlaunchingwithoptions:)"))
  static let didFinishLaunching = Self(
    owner: "UIApplicationDelegate",
    signature: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool",
    name: "application", labels: [nil, "didFinishLaunchingWithOptions"],
    rule: "after willFinishLaunching, before any scene connects",
    source: app("application(_:didfinishlaunchingwithoptions:)"))
  static let configurationForConnecting = Self(
    owner: "UIApplicationDelegate",
    signature: "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration",
    name: "application", labels: [nil, "configurationForConnecting", "options"],
    rule: "when a new session's scene is made, before the scene delegate exists (not when a kept session reconnects)",
    source: app("application(_:configurationforconnecting:options:)"))
  static let didDiscardSceneSessions = Self(
    owner: "UIApplicationDelegate",
    signature: "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)",
    name: "application", labels: [nil, "didDiscardSceneSessions"],
    rule: "shortly after the person closes scenes in the app switcher; if the app was not running, after the next launch's didFinishLaunching",
    source: app("application(_:diddiscardscenesessions:)"))
  static let applicationWillTerminate = Self(
    owner: "UIApplicationDelegate",
    signature: "func applicationWillTerminate(_ application: UIApplication)",
    name: "applicationWillTerminate", labels: [nil],
    rule: "when the process is ended while it runs (swiped away, not suspended), after its scenes disconnect; never for a suspended app",
    source: app("applicationwillterminate(_:)"))
  static let openURL = Self(
    owner: "UIApplicationDelegate",
    signature: "func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool",
    name: "application", labels: [nil, "open", "options"],
    rule: "an app without scenes, running: between applicationWillEnterForeground and applicationDidBecomeActive",
    source: app("application(_:open:options:)"))

  /// The activation family: called only in an app without scenes (Apple: "If you're using
  /// scenes, UIKit will not call this method"), for the app's own phase changes.
  static let applicationWillEnterForeground = activation("applicationWillEnterForeground", "applicationwillenterforeground(_:)",
    "background -> inactive, not at launch")
  static let applicationDidBecomeActive = activation("applicationDidBecomeActive", "applicationdidbecomeactive(_:)",
    "inactive -> active")
  static let applicationWillResignActive = activation("applicationWillResignActive", "applicationwillresignactive(_:)",
    "active -> inactive")
  static let applicationDidEnterBackground = activation("applicationDidEnterBackground", "applicationdidenterbackground(_:)",
    "inactive -> background")

  private static func activation(_ name: String, _ path: String, _ rule: String) -> Self {
    Self(owner: "UIApplicationDelegate", signature: "func \(name)(_ application: UIApplication)", name: name,
      labels: [nil], rule: "without scenes only: \(rule)", source: app(path))
  }

  // MARK: - The scene delegate (one window)

  static let willConnect = Self(
    owner: "UISceneDelegate",
    signature: "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
    name: "scene", labels: [nil, "willConnectTo", "options"],
    rule: "after configurationForConnecting, while the scene is unattached; before sceneWillEnterForeground",
    source: scene("scene(_:willconnectto:options:)"))
  static let sceneDidDisconnect = Self(
    owner: "UISceneDelegate", signature: "func sceneDidDisconnect(_ scene: UIScene)",
    name: "sceneDidDisconnect", labels: [nil],
    rule: "when the system frees a background scene (its session is kept) or the person closes it; then UIScene.didDisconnectNotification",
    source: scene("scenediddisconnect(_:)"))
  static let sceneWillEnterForeground = phase("sceneWillEnterForeground", "background -> inactive, at launch too")
  static let sceneDidBecomeActive = phase("sceneDidBecomeActive", "inactive -> active")
  static let sceneWillResignActive = phase("sceneWillResignActive", "active -> inactive")
  static let sceneDidEnterBackground = phase("sceneDidEnterBackground", "inactive -> background")
  static let openURLContexts = Self(
    owner: "UISceneDelegate",
    signature: "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
    name: "scene", labels: [nil, "openURLContexts"],
    rule: "a link to a connected scene: after sceneWillEnterForeground, before sceneDidBecomeActive; a link that launches or connects the scene comes in the connection options instead",
    source: scene("scene(_:openurlcontexts:)"))
  static let willContinueUserActivity = Self(
    owner: "UISceneDelegate",
    signature: "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)",
    name: "scene", labels: [nil, "willContinueUserActivityWithType"],
    rule: "an activity for a connected scene: just before scene(_:continue:)",
    source: scene("scene(_:willcontinueuseractivitywithtype:)"))
  static let continueUserActivity = Self(
    owner: "UISceneDelegate",
    signature: "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)",
    name: "scene", labels: [nil, "continue"],
    rule: "an activity for a connected scene: after sceneWillEnterForeground, before sceneDidBecomeActive; at a connection it comes in the options instead",
    source: scene("scene(_:continue:)"))
  static let stateRestorationActivity = Self(
    owner: "UISceneDelegate",
    signature: "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
    name: "stateRestorationActivity", labels: ["for"],
    rule: "as the scene enters the background, after sceneDidEnterBackground (the memo: \"Save when? … on entering background\"); kept in the session",
    source: scene("staterestorationactivity(for:)"))

  private static func phase(_ name: String, _ rule: String) -> Self {
    Self(owner: "UISceneDelegate", signature: "func \(name)(_ scene: UIScene)", name: name, labels: [nil],
      rule: "\(rule); then the scene's notification", source: scene("\(name.lowercased())(_:)"))
  }

  // MARK: - View controllers

  static let loadView = Self(
    owner: "UIViewController", signature: "func loadView()", name: "loadView", labels: [],
    rule: "when the view is first asked for and is nil: just before viewDidLoad",
    source: vc("loadview()"))
  static let viewDidLoad = Self(
    owner: "UIViewController", signature: "func viewDidLoad()", name: "viewDidLoad", labels: [],
    rule: "once, the first time the controller's view is read (makeKeyAndVisible, a push, a presentation)",
    source: vc("viewdidload()"))
  static let viewWillAppear = appearance("viewWillAppear", "before the transition that shows the view")
  static let viewIsAppearing = Self(
    owner: "UIViewController", signature: "func viewIsAppearing(_ animated: Bool)", name: "viewIsAppearing", labels: [nil],
    rule: "once per appearance, after viewWillAppear and before viewDidAppear, once the view is in the hierarchy and laid out: at the end of the turn that began the transition, before any of its did- callbacks (at launch: just before viewDidAppear)",
    source: vc("viewisappearing(_:)"))
  static let viewDidAppear = appearance("viewDidAppear", "after that transition (at launch: after sceneDidBecomeActive)")
  static let viewWillDisappear = appearance("viewWillDisappear", "before the transition that hides the view")
  static let viewDidDisappear = appearance("viewDidDisappear", "after that transition")

  private static func appearance(_ name: String, _ rule: String) -> Self {
    Self(owner: "UIViewController", signature: "func \(name)(_ animated: Bool)", name: name, labels: [nil],
      rule: "\(rule); on a push or a pop: the leaving controller's will, the coming one's will, the leaving one's did, the coming one's did",
      source: vc("\(name.lowercased())(_:)"))
  }

  /// Every callback, for the registry's listing and its tests.
  static let all: [UIKitCallback] = [
    willFinishLaunching, didFinishLaunching, configurationForConnecting, didDiscardSceneSessions,
    applicationWillTerminate, openURL, applicationWillEnterForeground, applicationDidBecomeActive,
    applicationWillResignActive, applicationDidEnterBackground, willConnect, sceneDidDisconnect,
    sceneWillEnterForeground, sceneDidBecomeActive, sceneWillResignActive, sceneDidEnterBackground,
    openURLContexts, willContinueUserActivity, continueUserActivity, stateRestorationActivity,
    loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear,
  ]
}

extension AppProcess {
  /// Calls a UIKit callback on the program's object when the program implements it; the
  /// console names it as the cause of what it prints. Returns nil when it is not implemented.
  @discardableResult
  func call(_ callback: UIKitCallback, on receiver: Value, _ arguments: [Value]) throws -> Value? {
    let typeName: String = switch receiver {
    case .object(let object): object.type.name
    default: callback.owner
    }
    var cause = "\(callback.compoundName) of '\(typeName)'"
    if callback.owner == "UISceneDelegate", case .object(let object) = receiver,
      let window = windows.first(where: { if case .object(let owner)? = $0.uikit?.delegate { owner === object } else { false } })
    {
      cause += " in window \(window.number)"
    }
    let connecting = callback.name == UIKitCallback.willConnect.name && callback.labels == UIKitCallback.willConnect.labels
    if connecting { uikitState.connectingScenes += 1 }
    defer { if connecting { uikitState.connectingScenes -= 1 } }
    return try withCause(cause) {
      try interpreter.callIfDeclared(receiver, callback.name, arguments: Array(zip(callback.labels, arguments)), at: nil)
    }
  }
}
