import SwiftReader
import Transcript

/// Starting the program: its entry point, the App, the delegate, the first scene.
extension AppProcess {
  /// Runs the program's entry point: an `App` type marked `@main`, a type with `static func main()`
  /// that starts one, or the top-level code of `main.swift`.
  func start() throws {
    let program = interpreter.program
    if let main = program.mainTypes.first?.type {
      if program.conforms(main, to: "App") {
        try launchApp(main)
      } else if main.isClass && program.conforms(main, to: "UIApplicationDelegate") {
        try launchUIKitApp(main)
      } else if let function = main.members.staticMethods["main"]?.first {
        let declaration = DeclarationContext(selfReference: .type(main), type: main)
        try withCause("static func main() of '\(main.name)'") {
          _ = try interpreter.callFunction(Function(.declared(function, context: declaration), serial: 0), [], at: function.nameRange.start)
        }
      } else {
        throw RuntimeError("'\(main.name)' is annotated with @main and must provide a main static function of type () -> Void or () throws -> Void", at: main.location)
      }
    } else if !program.topLevelCode.isEmpty {
      let statements = program.topLevelCode.map(\.statement)
      try withCause("main.swift") {
        _ = try StatementMachine(
          interpreter: interpreter, body: statements,
          context: Context(scope: Scope(parent: nil), declaration: .global), task: nil,
          valueOfLastExpression: false
        ).runToCompletion()
      }
    } else {
      throw RuntimeError("the program has no entry point: no '@main' type and no 'main.swift'", at: nil)
    }
    try settle()
  }

  /// `SomeApp.main()`: creates the App, then its delegate (told that launching finished), then
  /// the scenes, and connects the first window (lesson 6, step 7 and question 9).
  func launchApp(_ type: TypeInfo) throws {
    guard appNode == nil else {
      throw RuntimeError("an App is already running in this process", at: type.location)
    }
    guard case .structure(let app) = try interpreter.construct(type, [], at: type.location) else {
      throw RuntimeError("'\(type.name)' must be a struct to conform to 'App'", at: type.location)
    }
    let node = SceneNode(type: type, place: .root)
    appNode = node
    node.attach(app)
    try makeDelegate(for: app)
    notifications.post("UIApplication.didFinishLaunchingNotification", in: self)
    try runActions()
    try SceneGraph(process: self).update(node, newValue: nil)
    try runActions()
    guard !launchesIntoBackground else { return }
    let window = try device.connectWindow(in: self)
    try device.move(window, to: .active, in: self)
  }

  /// `@UIApplicationDelegateAdaptor`: SwiftUI creates the delegate after the App's `init` and
  /// forwards `application(_:didFinishLaunchingWithOptions:)` to it (Apple, UIApplicationDelegateAdaptor).
  private func makeDelegate(for app: StructValue) throws {
    guard let index = app.type.storedProperties.firstIndex(where: { $0.wrapper == .delegateAdaptor }) else { return }
    let property = app.type.storedProperties[index]
    let typeName = property.attributes.first { $0.name.hasSuffix("DelegateAdaptor") }?.arguments?.first?.value.typeName
      .map { $0.hasSuffix(".self") ? String($0.dropLast(5)) : $0 } ?? property.type?.name
    guard let typeName, let type = interpreter.program.type(named: typeName) else {
      throw RuntimeError.unsupported("cannot find the delegate type of '\(property.name)'", at: property.location)
    }
    let object = try interpreter.construct(type, [], at: property.location)
    delegate = object
    for (label, cause) in [("willFinishLaunchingWithOptions", "will finish launching"), ("didFinishLaunchingWithOptions", "did finish launching")] {
      guard let method = type.members.methods["application"]?.first(where: {
        $0.parameters.count == 2 && $0.parameters[1].label == label
      }) else { continue }
      let declaration = DeclarationContext(selfReference: interpreter.selfReference(for: object), type: type)
      try withCause("application(_:\(label):) of '\(type.name)' (\(cause))") {
        _ = try interpreter.callFunction(
          Function(.declared(method, context: declaration), serial: 0),
          [ArgumentValue(label: nil, value: .native(.singleton("UIApplication.shared"))),
           ArgumentValue(label: label, value: .null)],
          at: method.nameRange.start)
      }
    }
  }
}
