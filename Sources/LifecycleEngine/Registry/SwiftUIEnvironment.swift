import SwiftInterpreter
import Transcript

/// The environment: its values (`scenePhase`, `openWindow` …), `ScenePhase`, and the window
/// actions it hands views.
enum SwiftUIEnvironment {
  static func register(in registry: Registry) {
    registry.type("ScenePhase", module: "SwiftUI", kind: .enumeration,
      conformances: ["Equatable", "Hashable", "Comparable", "Sendable"], doc: swiftUI("scenephase")) { type in
      type.enumCases(["background", "inactive", "active"])
    }
    registry.type("EnvironmentValues", module: "SwiftUI", doc: swiftUI("environmentvalues")) { type in
      // Each value as a node sees it when no ancestor set it; read through `@Environment`.
      environment(type, "var scenePhase: ScenePhase { get }", "environmentvalues/scenephase") { reader in
        try reader.scenePhase()
      }
      environment(type, "var openWindow: OpenWindowAction { get }", "environmentvalues/openwindow") { reader in
        .native(EnvironmentActionValue(kind: .openWindow, window: reader.window))
      }
      environment(type, "var dismissWindow: DismissWindowAction { get }", "environmentvalues/dismisswindow") { reader in
        .native(EnvironmentActionValue(kind: .dismissWindow, window: reader.window))
      }
      environment(type, "var dismiss: DismissAction { get }", "environmentvalues/dismiss") { reader in
        .native(EnvironmentActionValue(kind: .dismiss, window: reader.window))
      }
      environment(type, "var supportsMultipleWindows: Bool { get }", "environmentvalues/supportsmultiplewindows") { reader in
        .bool(reader.process.device.configuration.device.supportsMultipleWindows)
      }
      // Enabled unless a view above disables it (`.disabled(true)` sets it: see `SwiftUIControls`).
      environment(type, "var isEnabled: Bool { get }", "environmentvalues/isenabled") { _ in .bool(true) }
      // Drawing values: carried into drawing, an error if read in logic.
      for (key, valueType) in [("colorScheme", "ColorScheme"), ("horizontalSizeClass", "UserInterfaceSizeClass?"),
        ("verticalSizeClass", "UserInterfaceSizeClass?"), ("locale", "Locale"), ("dynamicTypeSize", "DynamicTypeSize")]
      {
        environment(type, "var \(key): \(valueType) { get }", "environmentvalues/\(key.lowercased())") { _ in
          .native(DrawingValue(typeName: "EnvironmentValues.\(key)", written: "EnvironmentValues.\(key)"))
        }
      }
    }
    action(registry, "OpenWindowAction", doc: swiftUI("openwindowaction")) { type in
      type.method("func callAsFunction(id: String)") { call in try open(call, id: call[0], value: nil) }
      type.method("func callAsFunction<D: Hashable>(value: D)") { call in try open(call, id: nil, value: call[0]) }
      type.method("func callAsFunction<D: Hashable>(id: String, value: D)") { call in try open(call, id: call[0], value: call[1]) }
    }
    action(registry, "DismissWindowAction", doc: swiftUI("dismisswindowaction")) { type in
      type.method("func callAsFunction()") { call in try dismiss(call) }
      type.method("func callAsFunction(id: String)") { call in try dismiss(call) }
    }
    action(registry, "DismissAction", doc: swiftUI("dismissaction")) { type in
      type.method("func callAsFunction()") { call in try dismiss(call) }
    }
    registry.function("func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result",
      module: "SwiftUI", doc: swiftUI("withanimation(_:_:)")) { call in
      try call.invoke(try call.function(1))
    }
  }

  private static func action(_ registry: Registry, _ name: String, doc: String, _ build: (NativeType) -> Void) {
    registry.type(name, module: "SwiftUI", doc: doc, build)
  }

  private static func open(_ call: NativeCall, id: Value?, value: Value?) throws -> Value {
    guard let action = call.receiver.native(as: EnvironmentActionValue.self) else { return .void }
    let process = try call.process
    try process.device.openWindow(value: value, id: id?.asString, from: action.window, in: process)
    return .void
  }

  private static func dismiss(_ call: NativeCall) throws -> Value {
    if let presentation = call.receiver.native(as: EnvironmentActionValue.self)?.presentation {
      try presentation.binding.set(presentation.endValue)
      return .void
    }
    guard let action = call.receiver.native(as: EnvironmentActionValue.self), let window = action.window else { return .void }
    let process = try call.process
    guard case .dismiss = action.kind else {
      process.device.dismiss(window, in: process)
      return .void
    }
    if let index = action.stackIndex {
      // A pushed view pops itself, as Back does (Apple, DismissAction: "Pop the current view
      // from a NavigationStack"); from a view under the top, what SwiftUI pops is not documented.
      guard index == window.navigation.shown.count - 1, try process.navigateBack(in: window) else {
        throw InterpreterError.unsupported(
          "lesson-runner does not model 'dismiss' called in a view that is not the top of its 'NavigationStack'", at: call.location)
      }
      return .void
    }
    // Neither presented nor pushed: a window's own content. Apple, DismissAction.callAsFunction():
    // "Dismisses the view if it is currently presented" — on iPhone, nothing to do. On iPad,
    // older documentation also had it close the window; the current one lists only
    // presentations and stacks, so what it does there is refused rather than guessed.
    guard process.device.configuration.device.supportsMultipleWindows else { return .void }
    throw InterpreterError.unsupported(
      "lesson-runner does not model 'dismiss' called in a window's own content on iPad (use 'dismissWindow')", at: call.location)
  }

  /// Declares an environment value: what a view reads, given the node that reads it.
  private static func environment(
    _ type: NativeType, _ signature: String, _ path: String, _ value: @escaping (EnvironmentReader) throws -> Value
  ) {
    type.property(signature, doc: swiftUI(path)) { access in
      guard let reader = access.receiver.native(as: EnvironmentReader.self) else {
        throw InterpreterError.unsupported("an environment value is read through '@Environment'", at: access.location)
      }
      return try value(reader)
    }
  }
}

/// How environment objects are keyed: by their type's name (`Store.self`).
enum EnvironmentKeys {
  static func objectKey(_ value: Value, _ interpreter: Interpreter) -> String {
    "\(interpreter.dynamicType(of: value.unwrapped ?? value).name).self"
  }
}

/// Values that only draw: colours, fonts, alignments, edges, styles. Any static member names
/// one (`Color.red`, `.largeTitle`), any member of one is another (`.opacity(0.5)`), and
/// reading one in logic is an error naming it.
enum SwiftUIDrawing {
  static let types: [(name: String, module: String, conformances: [String])] = [
    ("Color", "SwiftUI", ["View", "ShapeStyle"]), ("Font", "SwiftUI", []), ("Alignment", "SwiftUI", []),
    ("HorizontalAlignment", "SwiftUI", []), ("VerticalAlignment", "SwiftUI", []), ("Edge", "SwiftUI", []),
    ("Edge.Set", "SwiftUI", []), ("Axis", "SwiftUI", []), ("Axis.Set", "SwiftUI", []), ("UnitPoint", "SwiftUI", []),
    ("ShapeStyle", "SwiftUI", []), ("Material", "SwiftUI", ["ShapeStyle"]), ("LinearGradient", "SwiftUI", ["View", "ShapeStyle"]),
    ("RadialGradient", "SwiftUI", ["View", "ShapeStyle"]), ("AngularGradient", "SwiftUI", ["View", "ShapeStyle"]),
    ("Gradient", "SwiftUI", []), ("Angle", "SwiftUI", []), ("Animation", "SwiftUI", []), ("ContentMode", "SwiftUI", []),
    ("TextAlignment", "SwiftUI", []), ("ColorScheme", "SwiftUI", []), ("ToolbarItemPlacement", "SwiftUI", []),
    ("Image.Scale", "SwiftUI", []), ("Font.Weight", "SwiftUI", []), ("Font.Design", "SwiftUI", []), ("EdgeInsets", "SwiftUI", []),
    ("UserInterfaceSizeClass", "SwiftUI", []), ("DynamicTypeSize", "SwiftUI", []), ("Visibility", "SwiftUI", []),
    ("PresentationDetent", "SwiftUI", []), ("Namespace.ID", "SwiftUI", []), ("ListStyle", "SwiftUI", []),
    ("ButtonStyle", "SwiftUI", []), ("ScrollDismissesKeyboardMode", "SwiftUI", []), ("KeyEquivalent", "SwiftUI", []),
    ("Transaction", "SwiftUI", []), ("AnyTransition", "SwiftUI", []), ("SymbolRenderingMode", "SwiftUI", []),
    ("RoundedCornerStyle", "SwiftUI", []), ("StrokeStyle", "SwiftUI", []), ("CGSize", "CoreGraphics", []),
    ("CGPoint", "CoreGraphics", []), ("CGRect", "CoreGraphics", []),
  ]

  static func register(in registry: Registry) {
    for (name, module, conformances) in types {
      registry.type(name, module: module, conformances: conformances, doc: swiftUI(name.lowercased())) { type in
        type.isDrawingOnly = true
        type.anyArgumentsInitializer("init(_ arguments: Any...)") { _ in .native(DrawingValue(typeName: name, written: name)) }
      }
    }
  }


}
