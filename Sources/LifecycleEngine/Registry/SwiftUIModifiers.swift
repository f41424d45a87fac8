import SwiftInterpreter
import Transcript

/// View modifiers: those that act (appear, change, task, receive, environment, identity,
/// taps, custom `ViewModifier`s), presentations, and those that only draw.
enum SwiftUIModifiers {
  static let onChangeDeprecation =
    "'onChange(of:perform:)' was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead."

  static func register(in registry: Registry) {
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      acting(type)
      SwiftUIPresentations.register(type)
      for (name, path) in drawing { visual(type, name, path) }
    }
    SwiftUISecondaryContent.register(in: registry)
    registry.type("ViewModifier", module: "SwiftUI", kind: .protocolType, doc: swiftUI("viewmodifier")) { type in
      type.requirements["body"] = NativeType.Requirement(builder: "ViewBuilder")
      type.associatedTypes["Content"] = "_ViewModifier_Content"
    }
  }

  private static func modified(_ call: NativeCall, _ modifier: ViewModifier) throws -> Value {
    Content.viewValue(.modified(try call.receiverView(), modifier), "ModifiedContent")
  }

  private static func acting(_ type: NativeType) {
    type.method("func onAppear(perform action: (() -> Void)? = nil) -> some View", doc: swiftUI("view/onappear(perform:)")) { call in
      guard case .function(let action) = call[0] else { return call.receiver }
      return try modified(call, .onAppear(action))
    }
    type.method("func onDisappear(perform action: (() -> Void)? = nil) -> some View", doc: swiftUI("view/ondisappear(perform:)")) { call in
      guard case .function(let action) = call[0] else { return call.receiver }
      return try modified(call, .onDisappear(action))
    }
    type.method("func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View",
      doc: swiftUI("view/onchange(of:initial:_:)-4psgg")) { call in
      try modified(call, .onChange(value: call[0], action: try call.function(2), initial: try call.bool(1)))
    }
    type.method("func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View",
      doc: swiftUI("view/onchange(of:initial:_:)-8wgw9")) { call in
      try modified(call, .onChange(value: call[0], action: try call.function(2), initial: try call.bool(1)))
    }
    type.method("func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View",
      doc: swiftUI("view/onchange(of:perform:)")) { call in
      try modified(call, .onChange(value: call[0], action: try call.function(1), initial: false))
    }
    type.deprecate("onChange", parameterCount: 2, closureArity: 1, warning: onChangeDeprecation)
    type.method("func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View",
      doc: swiftUI("view/task(priority:_:)")) { call in
      try modified(call, .task(try call.function(1), id: nil))
    }
    type.method("func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View",
      doc: swiftUI("view/task(id:priority:_:)")) { call in
      try modified(call, .task(try call.function(2), id: call[0]))
    }
    type.method("func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View",
      doc: swiftUI("view/onreceive(_:perform:)")) { call in
      guard let publisher = call[0].native(as: PublisherValue.self) else {
        throw InterpreterError.notModelled("onReceive of \(TypeNames.describe(call[0]))", at: call.location)
      }
      return try modified(call, .onReceive(publisher.publisher, action: try call.function(1)))
    }
    type.method("func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View",
      doc: swiftUI("view/environment(_:_:)")) { call in
      guard case .keyPath(let keyPath) = call[0] else { return call.receiver }
      return try modified(call, .environment(key: keyPath.joined, value: call[1]))
    }
    type.method("func environment<T: AnyObject>(_ object: T?) -> some View", doc: swiftUI("view/environment(_:)")) { call in
      try modified(call, .environment(key: EnvironmentKeys.objectKey(call[0], call.interpreter), value: call[0]))
    }
    type.method("func environmentObject<T: ObservableObject>(_ object: T) -> some View",
      doc: swiftUI("view/environmentobject(_:)")) { call in
      try modified(call, .environment(key: EnvironmentKeys.objectKey(call[0], call.interpreter), value: call[0]))
    }
    type.method("func id<ID: Hashable>(_ id: ID) -> some View", doc: swiftUI("view/id(_:)")) { call in
      try modified(call, .identity(call[0]))
    }
    type.method("func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View",
      doc: swiftUI("view/ontapgesture(count:perform:)")) { call in
      try modified(call, .tapGesture(try call.function(1)))
    }
    type.method("func refreshable(action: @escaping @Sendable () async -> Void) -> some View",
      doc: swiftUI("view/refreshable(action:)")) { call in
      try modified(call, .refreshable(try call.function(0)))
    }
    type.method("func modifier<T: ViewModifier>(_ modifier: T) -> some View", doc: swiftUI("view/modifier(_:)")) { call in
      // `.modifier(Card())`: a ViewModifier of the program gets a node of its own, whose body is
      // `body(content:)`; the registry's modifiers are applied where they are used.
      if case .structure(let structure) = call[0] {
        return Content.viewValue(.customModifier(structure, content: try call.receiverView()), "ModifiedContent")
      }
      var modifier = call[0]
      let content = Content.viewValue(try call.receiverView(), "_ViewModifier_Content")
      let result = try call.interpreter.callMethod(&modifier, "body", arguments: [("content", content)], at: call.location)
      return Content.viewValue(try Content.view(result, call.interpreter, at: call.location), "ModifiedContent")
    }
  }

  /// A modifier that only changes how content looks or is laid out: any arguments, drawn.
  private static func visual(_ type: NativeType, _ name: String, _ path: String) {
    type.anyArgumentsMethod("func \(name)(_ arguments: Any...) -> some View", doc: swiftUI("view/\(path)")) { call in
      if name == "hidden" { return Content.viewValue(.modified(try call.receiverView(), .visual("hidden")), "ModifiedContent") }
      return try modified(call, .visual(name))
    }
  }

  /// The drawing modifiers the engine accepts, each with its page in Apple's reference (those
  /// that take views are `SwiftUISecondaryContent`'s).
  static let drawing: [(name: String, path: String)] = [
    "font", "fontWeight", "fontDesign", "bold", "italic", "underline", "strikethrough", "kerning", "tracking",
    "monospacedDigit", "monospaced", "foregroundStyle", "foregroundColor", "backgroundStyle", "tint",
    "accentColor", "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "opacity",
    "scaleEffect", "rotationEffect", "rotation3DEffect", "blur", "shadow", "clipShape", "clipped",
    "cornerRadius", "border", "contentShape", "buttonStyle", "buttonBorderShape",
    "controlSize", "labelStyle", "listStyle", "listRowBackground", "listRowSeparator", "listRowInsets",
    "textFieldStyle", "toggleStyle", "pickerStyle", "progressViewStyle", "navigationTitle",
    "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "toolbarBackground",
    "toolbarColorScheme", "ignoresSafeArea", "safeAreaPadding", "edgesIgnoringSafeArea",
    "animation", "transition", "contentTransition", "symbolEffect", "symbolRenderingMode", "imageScale",
    "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "renderingMode", "interpolation",
    "lineLimit", "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "truncationMode",
    "textCase", "textSelection", "allowsHitTesting", "hidden", "redacted", "privacySensitive",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "preferredColorScheme",
    "zIndex", "compositingGroup", "drawingGroup", "brightness", "contrast", "saturation", "grayscale",
    "hueRotation", "colorMultiply", "blendMode", "fill", "stroke", "strokeBorder", "trim", "searchable",
    "onLongPressGesture", "gesture", "simultaneousGesture",
    "highPriorityGesture", "focused", "keyboardType", "textContentType", "autocorrectionDisabled",
    "textInputAutocapitalization", "submitLabel", "onSubmit", "scrollContentBackground", "scrollIndicators",
    "scrollDisabled", "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "badge",
    "containerRelativeFrame", "visualEffect", "geometryGroup", "sensoryFeedback", "help",
    "keyboardShortcut", "labelsHidden", "formStyle", "gridCellColumns", "dynamicTypeSize", "statusBarHidden",
    "persistentSystemOverlays", "defaultScrollAnchor", "scrollTargetBehavior",
  ].map { ($0, $0.lowercased()) }
}

