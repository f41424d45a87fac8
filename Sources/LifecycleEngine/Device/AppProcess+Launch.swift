import SwiftInterpreter
import Transcript

/// Starting the program: its entry point, the App, the delegate, the first scene.
extension AppProcess {
  /// Runs the program's entry point: an `App` type marked `@main`, a UIKit application
  /// delegate marked `@main` or `@UIApplicationMain`, a type with `static func main()`, or the
  /// top-level code of `main.swift`.
  func start() throws {
    if let main = program.mainTypes.first?.type {
      if main.conforms(to: "App") {
        try launchApp(main)
      } else if main.isClass && main.conforms(to: "UIApplicationDelegate") {
        try launchUIKitApp(main)
      } else if main.hasStaticMethod("main") {
        try withCause("static func main() of '\(main.name)'") {
          _ = try interpreter.callStatic(main.asType, "main", arguments: [], at: main.location)
        }
      } else {
        throw InterpreterError.unsupported(
          "'\(main.name)' is annotated with @main and must provide a main static function of type () -> Void or () throws -> Void",
          at: main.location)
      }
    } else if program.topLevelCode != nil {
      interpreter.programEndsWithMainTask = true
      let main = try withCause("main.swift") { try interpreter.runTopLevelCode() }
      if let main {
        // Top-level code that awaits is the whole program, as a command-line tool's: it goes
        // on as its sleeps end, until it returns (SE-0343), with no event needed to move time.
        tasks.append(main)
        try settle()
        try device.runTimers(until: { main.isFinished })
      }
      // Then the process exits, as a command-line tool's does when its top level returns: a
      // task still waiting never runs (swiftc 6.3.1: `Task { print("a") }; print("b")` prints
      // only `b`). `UIApplicationMain` in `main.swift`, which would go on, is not modelled.
      end()
      return
    } else {
      throw InterpreterError.unsupported("the program has no entry point: no '@main' type and no 'main.swift'", at: nil)
    }
    try settle()
  }

  /// `SomeApp.main()`: creates the App, then its delegate (told that launching finished), then
  /// the scenes, and connects the first window (lesson 6, step 7 and question 9).
  func launchApp(_ type: UserType) throws {
    guard appNode == nil else {
      throw InterpreterError.unsupported("an App is already running in this process", at: type.location)
    }
    let app = try withCause("init() of '\(type.name)'") {
      try interpreter.construct(type.asType, arguments: [], at: type.location)
    }
    guard case .structure(let structure) = app else {
      throw InterpreterError.unsupported("'\(type.name)' must be a struct to conform to 'App'", at: type.location)
    }
    noteCreated(type, lane: .app, rule: "app-init-runs-first")
    let node = SceneNode(type: type, place: .root)
    appNode = node
    try node.attach(structure, interpreter: interpreter)
    try makeDelegate(for: structure)
    try notifications.post(uikit: "UIApplication.didFinishLaunchingNotification", in: self)
    try drainMainQueue()
    try SceneGraph(process: self).update(node, newValue: nil)
    try runActions()
    guard !launchesIntoBackground else { return }
    let window = try device.connectWindow(in: self)
    try device.move(window, to: .active, in: self)
  }

  /// `@UIApplicationDelegateAdaptor`: SwiftUI creates the delegate after the App's `init` and
  /// forwards `application(_:didFinishLaunchingWithOptions:)` to it (Apple, UIApplicationDelegateAdaptor).
  private func makeDelegate(for app: StructValue) throws {
    for (property, field) in zip(app.type.storedProperties, app.fields) {
      guard case .native(let native) = field, let cell = native as? WrapperCell,
        case .delegateAdaptor(let written) = cell.kind
      else { continue }
      let delegateType = written.isUnknown ? property.type : written
      let object = try interpreter.construct(delegateType, arguments: [], at: app.type.location)
      delegate = object
      // Apple, UIApplicationDelegateAdaptor: "If your app delegate conforms to the
      // ObservableObject protocol … SwiftUI puts the delegate it creates into the Environment",
      // where @EnvironmentObject finds it.
      if case .user(let user, _) = delegateType, user.conforms(to: "ObservableObject") {
        appNode?.environment[EnvironmentKeys.objectKey(object, interpreter)] = object
      }
      let application = Value.native(SharedObject("UIApplication"))
      for (label, cause) in [("willFinishLaunchingWithOptions", "will finish launching"), ("didFinishLaunchingWithOptions", "did finish launching")] {
        try withCause("application(_:\(label):) of '\(delegateType.name)' (\(cause))") {
          _ = try interpreter.callIfDeclared(object, "application", arguments: [(nil, application), (label, .none)], at: nil)
        }
      }
      return
    }
  }
}
