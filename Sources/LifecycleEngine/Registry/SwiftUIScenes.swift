import SwiftInterpreter
import Transcript

/// The App and its scenes: `WindowGroup`, `Window`, the scenes iOS does not show, and scene
/// modifiers.
enum SwiftUIScenes {
  static func register(in registry: Registry) {
    registry.type("App", module: "SwiftUI", kind: .protocolType, doc: swiftUI("app")) { type in
      type.requirements["body"] = NativeType.Requirement(builder: "SceneBuilder")
      type.staticMethod("static func main()", doc: swiftUI("app/main()")) { call in
        // `MyApp.main()` from a custom entry point: that App launches.
        guard case .type(.user(let app, _)) = call.receiver else { return .void }
        try call.process.launchApp(app)
        return .void
      }
    }
    registry.type("Scene", module: "SwiftUI", kind: .protocolType, doc: swiftUI("scene")) { type in
      type.requirements["body"] = NativeType.Requirement(builder: "SceneBuilder")
      modifiers(type)
    }
    registry.type("WindowGroup", module: "SwiftUI", conformances: ["Scene"], doc: swiftUI("windowgroup")) { type in
      func group(_ call: NativeCall, id: Value, valueType: SwiftType?, content: Int) throws -> Value {
        let spec = WindowGroupSpec(
          id: id.unwrapped?.asString, valueType: valueType, content: try call.function(content), isSingleWindow: false)
        return Content.sceneValue(.windowGroup(spec), "WindowGroup")
      }
      type.initializer("init(@ViewBuilder content: () -> Content)") { call in
        try group(call, id: .none, valueType: nil, content: 0)
      }
      type.initializer("init(_ title: String, @ViewBuilder content: () -> Content)") { call in
        try group(call, id: .none, valueType: nil, content: 1)
      }
      type.initializer("init(id: String, @ViewBuilder content: () -> Content)") { call in
        try group(call, id: call[0], valueType: nil, content: 1)
      }
      type.initializer("init(_ title: String, id: String, @ViewBuilder content: () -> Content)") { call in
        try group(call, id: call[1], valueType: nil, content: 2)
      }
      type.initializer("init<D: Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content)") { call in
        guard case .type(let valueType) = call[0] else { return .void }
        return try group(call, id: .none, valueType: valueType, content: 1)
      }
      type.initializer("init<D: Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content)") { call in
        guard case .type(let valueType) = call[1] else { return .void }
        return try group(call, id: call[0], valueType: valueType, content: 2)
      }
    }
    registry.type("Window", module: "SwiftUI", conformances: ["Scene"], doc: swiftUI("window")) { type in
      type.initializer("init(_ title: String, id: String, @ViewBuilder content: () -> Content)") { call in
        let spec = WindowGroupSpec(id: try call.string(1), valueType: nil, content: try call.function(2), isSingleWindow: true)
        return Content.sceneValue(.windowGroup(spec), "Window")
      }
    }
    // Scenes of other platforms: an iOS build stops at them, as swiftc words it (Apple's pages
    // list Settings, MenuBarExtra and UtilityWindow for macOS only, ImmersiveSpace for visionOS);
    // they were taken as scenes without a window, and the app ran. Behind `#if os(macOS)` they
    // are never compiled.
    let otherPlatforms: KeyValuePairs<String, [String]> = [
      "Settings": ["init(@ViewBuilder content: () -> Content)"],
      "MenuBarExtra": ["init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)",
        "init(@ViewBuilder content: () -> Content)"],
      "UtilityWindow": ["init(_ title: String, id: String, @ViewBuilder content: () -> Content)"],
      "ImmersiveSpace": ["init(id: String, @ViewBuilder content: () -> Content)", "init(@ViewBuilder content: () -> Content)"],
    ]
    for (name, signatures) in otherPlatforms {
      registry.type(name, module: "SwiftUI", conformances: ["Scene"], doc: swiftUI(name.lowercased())) { type in
        for signature in signatures {
          type.initializer(signature) { call in
            throw InterpreterError.unsupported("'\(name)' is unavailable in iOS", at: call.location)
          }
        }
      }
    }
    // A document-based app shows a document browser the engine does not model.
    registry.type("DocumentGroup", module: "SwiftUI", conformances: ["Scene"], doc: swiftUI("documentgroup")) { type in
      type.initializer("init(@ViewBuilder content: () -> Content)") { call in
        throw InterpreterError.notModelled("DocumentGroup", at: call.location)
      }
    }
  }

  private static func modified(_ call: NativeCall, _ modifier: SceneModifier) throws -> Value {
    let content = try Content.scene(call.receiver, call.interpreter, at: call.location)
    return Content.sceneValue(.modified(content, modifier), "ModifiedScene")
  }

  private static func modifiers(_ type: NativeType) {
    type.method("func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene",
      doc: swiftUI("scene/onchange(of:initial:_:)-1c1e8")) { call in
      try modified(call, .onChange(value: call[0], action: try call.function(2), initial: try call.bool(1)))
    }
    type.method("func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene",
      doc: swiftUI("scene/onchange(of:initial:_:)-2ktll")) { call in
      try modified(call, .onChange(value: call[0], action: try call.function(2), initial: try call.bool(1)))
    }
    type.method("func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene",
      doc: swiftUI("scene/onchange(of:perform:)")) { call in
      try modified(call, .onChange(value: call[0], action: try call.function(1), initial: false))
    }
    type.deprecate("onChange", parameterCount: 2, closureArity: 1, warning: SwiftUIModifiers.onChangeDeprecation)
    type.method("func backgroundTask<D, R>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some Scene",
      doc: swiftUI("scene/backgroundtask(_:action:)")) { call in
      guard let kind = call[0].native(as: BackgroundTaskValue.self) else { return call.receiver }
      return try modified(call, .backgroundTask(identifier: kind.identifier, action: try call.function(1)))
    }
    type.method("func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene",
      doc: swiftUI("scene/environment(_:_:)")) { call in
      guard case .keyPath(let keyPath) = call[0] else { return call.receiver }
      return try modified(call, .environment(key: keyPath.joined, value: call[1]))
    }
    type.method("func environment<T: AnyObject>(_ object: T?) -> some Scene", doc: swiftUI("scene/environment(_:)")) { call in
      try modified(call, .environment(key: EnvironmentKeys.objectKey(call[0], call.interpreter), value: call[0]))
    }
    type.method("func environmentObject<T: ObservableObject>(_ object: T) -> some Scene",
      doc: swiftUI("scene/environmentobject(_:)")) { call in
      try modified(call, .environment(key: EnvironmentKeys.objectKey(call[0], call.interpreter), value: call[0]))
    }
    for name in [
      "commands", "defaultSize", "defaultPosition", "windowStyle", "windowResizability", "windowToolbarStyle",
      "handlesExternalEvents", "modelContainer", "restorationBehavior", "defaultLaunchBehavior", "windowLevel",
      "immersionStyle", "windowBackgroundDragBehavior",
    ] {
      type.anyArgumentsMethod("func \(name)(_ arguments: Any...) -> some Scene", doc: swiftUI("scene/\(name.lowercased())")) { call in
        try modified(call, .visual(name))
      }
    }
  }
}
