import SwiftReader
import Transcript

/// SwiftUI's views, scenes and modifiers, as the engine models them.
extension Builtins {
  static let containerViews: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ScrollView",
    "List", "Form", "Section", "Group", "NavigationStack", "NavigationView", "NavigationSplitView",
    "GeometryReader", "TabView", "ViewThatFits", "Grid", "GridRow", "Menu", "Picker", "ControlGroup",
    "DisclosureGroup", "GroupBox", "Toggle", "Stepper", "Link", "ContentUnavailableView",
    "ProgressView", "Label", "ShareLink",
  ]

  static let leafViews: Set<String> = [
    "Image", "Spacer", "Divider", "Color", "Capsule", "Circle", "Rectangle", "RoundedRectangle", "Ellipse",
    "TextField", "SecureField", "TextEditor", "Slider", "DatePicker", "ColorPicker", "Canvas", "Map",
    "LinearGradient", "RadialGradient", "AngularGradient", "UnevenRoundedRectangle",
  ]

  /// A closure the engine will call as view content: its body is a `ViewBuilder` body.
  static func asContent(_ function: Function, _ kind: BuilderKind = .view) -> Function {
    guard case .closure(let closure, let captured, let context, _) = function.kind else { return function }
    return Function(.closure(closure, captured: captured, context: context, builder: kind), serial: function.serial)
  }

  /// Calls a content closure and returns what it built.
  static func build(_ function: Function, _ arguments: [Value], _ interpreter: Interpreter, at location: SourceLocation)
    throws -> ViewContent
  {
    let value = try interpreter.callFunction(
      asContent(function), arguments.map { ArgumentValue(label: nil, value: $0) }, at: location)
    return content(of: value, interpreter)
  }

  /// A value used as view content.
  static func content(of value: Value, _ interpreter: Interpreter) -> ViewContent {
    switch value {
    case .view(let content): content
    case .structure(let structure) where interpreter.program.conforms(structure.type, to: "View"): .user(structure)
    case .string(let text): .text(text)
    case .native(.opaque(let name)): .leaf(name)
    default: .empty
    }
  }

  static func constructView(
    _ type: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    let closures = arguments.closures
    let title = arguments.positional.first?.stringValue
    switch type {
    case "Text":
      if let verbatim = arguments.value("verbatim") { return .view(.text(try interpreter.describe(verbatim))) }
      return .view(.text(try arguments.first.map { try interpreter.describe($0.value) } ?? ""))
    case "Button":
      return .view(try button(arguments, title: title, interpreter, at: location))
    case "List" where arguments.positional.first.map({ if case .string = $0 { false } else { true } }) ?? false:
      return .view(.container("List", [.forEach(try forEach(arguments, interpreter, at: location))]))
    case "ForEach":
      return .view(.forEach(try forEach(arguments, interpreter, at: location)))
    case "EmptyView":
      return .view(.empty)
    case "AnyView":
      return .view(arguments.first.map { content(of: $0.value, interpreter) } ?? .empty)
    case "Label":
      if let title { return .view(.container("Label", [.text(title)])) }
    case "NavigationLink":
      // Drawn as its label, and tappable; following it would push views the engine does not
      // model, so the tap is an error rather than silence.
      var label: ViewContent = title.map { .text($0) } ?? .empty
      if title == nil, let labelClosure = closures.first(where: { $0.label == "label" })?.function ?? closures.last?.function {
        label = try build(labelClosure, [], interpreter, at: location)
      }
      let action = Function(.builtin(Builtin("NavigationLink") { _, _ in
        throw RuntimeError.unsupported("navigating with 'NavigationLink' is not provided by lesson-runner", at: location)
      }), serial: interpreter.serial())
      return .view(.button(label: label, action: action))
    default:
      break
    }
    if containerViews.contains(type) {
      var children: [ViewContent] = title.map { [.text($0)] } ?? []
      for closure in closures where closure.label != "action" {
        let parameterCount = closure.function.declaredParameterCount ?? 0
        let proxy: [Value] = parameterCount > 0 ? [.native(.opaque("GeometryProxy"))] : []
        children.append(try build(closure.function, proxy, interpreter, at: location))
      }
      return .view(.container(type, children))
    }
    if leafViews.contains(type) { return .view(.leaf(type)) }
    return nil
  }

  /// `Button("Title") { … }`, `Button(action:) { label }`, `Button { … } label: { … }`.
  private static func button(
    _ arguments: [ArgumentValue], title: String?, _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> ViewContent {
    let closures = arguments.closures
    let labelled = closures.first { $0.label == "action" }?.function
    let unlabelled = closures.filter { $0.label == nil }.map(\.function)
    let action = labelled ?? unlabelled.first
    var label: ViewContent = title.map { .text($0) } ?? .empty
    if title == nil {
      if let labelClosure = closures.first(where: { $0.label == "label" })?.function {
        label = try build(labelClosure, [], interpreter, at: location)
      } else if labelled != nil, let trailing = unlabelled.first {
        label = try build(trailing, [], interpreter, at: location)
      }
    }
    return .button(label: label, action: action)
  }

  /// `ForEach(data, id: \.self) { item in … }`: one piece of content per element, by its id.
  private static func forEach(_ arguments: [ArgumentValue], _ interpreter: Interpreter, at location: SourceLocation)
    throws -> [ForEachItem]
  {
    guard let data = arguments.positional.first, let body = arguments.closures.last?.function else { return [] }
    let elements = try interpreter.sequenceElements(data, at: location)
    let keyPath: [String]? = if case .native(.keyPath(let path))? = arguments.value("id") { path } else { nil }
    return try elements.map { element in
      var id = element
      if let keyPath {
        for component in keyPath where component != "self" {
          id = try interpreter.member(of: id, component, Context(scope: Scope(parent: nil), declaration: .global), at: location)
        }
      } else if case .range = data {
        id = element
      } else if interpreter.userType(of: element) != nil {
        id = try interpreter.member(of: element, "id", Context(scope: Scope(parent: nil), declaration: .global), at: location)
      }
      return ForEachItem(id: id, content: try build(body, [element], interpreter, at: location))
    }
  }

  /// A view the program uses but does not define (drawing from an earlier lesson): drawn as its
  /// content closures, if it has any, and otherwise as nothing.
  static func undefinedView(
    _ name: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    var children: [ViewContent] = []
    for closure in arguments.closures where arguments.contains(where: { $0.isTrailingClosure }) {
      children.append(try build(closure.function, [], interpreter, at: location))
    }
    return .view(children.isEmpty ? .leaf(name) : .container(name, children))
  }

  static func constructScene(
    _ type: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    switch type {
    case "WindowGroup", "Window":
      guard let content = arguments.closures.last?.function else {
        throw RuntimeError("'\(type)' needs a content closure", at: location)
      }
      var valueType: String?
      if case .metatype(let reference)? = arguments.value("for") { valueType = reference.name }
      return .scene(.windowGroup(WindowGroupSpec(
        id: arguments.value("id")?.stringValue, valueType: valueType, content: asContent(content),
        isSingleWindow: type == "Window")))
    case "Settings", "DocumentGroup", "MenuBarExtra", "ImmersiveSpace", "UtilityWindow":
      return .scene(.other(type))
    default:
      return nil
    }
  }

  // MARK: - Modifiers

  /// A modifier of a view or scene (an engine one, or the program's), as a function to call.
  static func modifier(
    _ name: String, on value: Value, of type: TypeInfo?, _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    let program = interpreter.program
    switch value {
    case .view(let content):
      return viewModifier(name, content, interpreter)
    case .scene(let content):
      return sceneModifier(name, content, interpreter)
    case .structure(let structure):
      if program.conforms(structure.type, to: "View") { return viewModifier(name, .user(structure), interpreter) }
      if program.conforms(structure.type, to: "Scene") { return sceneModifier(name, .custom(structure), interpreter) }
      return nil
    default:
      return nil
    }
  }

  private static func viewModifier(_ name: String, _ content: ViewContent, _ interpreter: Interpreter) -> Value? {
    let acting: Set<String> = [
      "onAppear", "onDisappear", "onChange", "task", "onReceive", "environment", "environmentObject", "id", "modifier",
      "onTapGesture",
    ]
    guard acting.contains(name) || visualModifiers.contains(name) || presentations.contains(name) else { return nil }
    return interpreter.builtin(name) { interpreter, arguments in
      let closure = arguments.closures.last?.function
      let modifier: ViewModifier
      switch name {
      case "onAppear":
        guard let closure else { return .view(content) }
        modifier = .onAppear(closure)
      case "onDisappear":
        guard let closure else { return .view(content) }
        modifier = .onDisappear(closure)
      case "onChange":
        guard let closure, let value = arguments.value("of") else { return .view(content) }
        modifier = .onChange(value: value, action: closure, initial: arguments.value("initial")?.isTrue ?? false)
      case "task":
        guard let closure else { return .view(content) }
        modifier = .task(closure, id: arguments.value("id"))
      case "onReceive":
        switch (closure, arguments.positional.first) {
        case (let closure?, .native(.publisher(let notification))?):
          modifier = .onReceive(.notification(notification), action: closure)
        case (let closure?, .native(.timerPublisher(let seconds))?):
          modifier = .onReceive(.timer(seconds: seconds), action: closure)
        default:
          throw RuntimeError(
            "onReceive takes a NotificationCenter or Timer publisher in lesson-runner", at: arguments.first?.location)
        }
      case "environment", "environmentObject":
        let positional = arguments.positional
        if positional.count == 2, case .native(.keyPath(let path)) = positional[0] {
          modifier = .environment(key: path.joined(separator: "."), value: positional[1])
        } else if let object = positional.first {
          let typeName = interpreter.userType(of: object)?.name ?? interpreter.typeName(of: object)
          modifier = .environment(key: "\(typeName).self", value: object)
        } else {
          return .view(content)
        }
      case "id":
        modifier = .identity(arguments.positional.first ?? .void)
      case "onTapGesture":
        guard let closure else { return .view(content) }
        modifier = .tapGesture(closure)
      case _ where presentations.contains(name):
        // A sheet, cover, popover, alert or dialog is accepted while hidden; shown, it would run
        // views the engine does not model, so that is an error rather than silence.
        let shown: Bool
        if case .native(.binding(let binding))? = arguments.value("isPresented") {
          shown = (try binding.get()).isTrue
        } else if case .native(.binding(let binding))? = arguments.value("item") {
          shown = !(try binding.get()).isNil
        } else {
          shown = false
        }
        if shown {
          throw RuntimeError.unsupported("presenting with '.\(name)' is not provided by lesson-runner", at: arguments.first?.location)
        }
        modifier = .visual(name)
      case "modifier":
        // `.modifier(Card())`: the ViewModifier's `body(content:)`, applied where it is used.
        guard let value = arguments.positional.first, let type = interpreter.userType(of: value),
          let body = type.members.methods["body"]?.first
        else { return .view(content) }
        let declaration = DeclarationContext(selfReference: .value(Box(value)), type: type)
        let function = Function(.declared(body, context: declaration), serial: interpreter.serial())
        let result = try interpreter.callFunction(
          function, [ArgumentValue(label: "content", value: .view(content))], at: arguments.first?.location)
        return .view(Builtins.content(of: result, interpreter))
      default:
        modifier = .visual(name)
      }
      return .view(.modified(content, modifier))
    }
  }

  private static func sceneModifier(_ name: String, _ content: SceneContent, _ interpreter: Interpreter) -> Value? {
    guard ["onChange", "backgroundTask"].contains(name) || visualSceneModifiers.contains(name) else { return nil }
    return interpreter.builtin(name) { interpreter, arguments in
      let closure = arguments.closures.last?.function
      switch name {
      case "onChange":
        guard let closure, let value = arguments.value("of") else { return .scene(content) }
        return .scene(.modified(content, .onChange(
          value: value, action: closure, initial: arguments.value("initial")?.isTrue ?? false)))
      case "backgroundTask":
        guard let closure, case .native(.backgroundTaskKind(let identifier))? = arguments.positional.first else {
          return .scene(content)
        }
        return .scene(.modified(content, .backgroundTask(identifier: identifier, action: closure)))
      case "environment":
        let positional = arguments.positional
        if positional.count == 2, case .native(.keyPath(let path)) = positional[0] {
          return .scene(.modified(content, .environment(key: path.joined(separator: "."), value: positional[1])))
        }
        guard let object = positional.first else { return .scene(content) }
        let typeName = interpreter.userType(of: object)?.name ?? interpreter.typeName(of: object)
        return .scene(.modified(content, .environment(key: "\(typeName).self", value: object)))
      default:
        return .scene(.modified(content, .visual(name)))
      }
    }
  }

  /// Modifiers that present other content (accepted while nothing is presented).
  static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector"]

  /// View modifiers that only change how content looks or is laid out.
  static let visualModifiers: Set<String> = [
    "font", "fontWeight", "fontDesign", "bold", "italic", "underline", "strikethrough", "kerning", "tracking",
    "monospacedDigit", "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint",
    "accentColor", "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "opacity",
    "scaleEffect", "rotationEffect", "rotation3DEffect", "blur", "shadow", "clipShape", "clipped",
    "cornerRadius", "mask", "overlay", "border", "contentShape", "buttonStyle", "buttonBorderShape",
    "controlSize", "labelStyle", "listStyle", "listRowBackground", "listRowSeparator", "listRowInsets",
    "textFieldStyle", "toggleStyle", "pickerStyle", "progressViewStyle", "navigationTitle",
    "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "toolbar", "toolbarBackground",
    "toolbarColorScheme", "ignoresSafeArea", "safeAreaInset", "safeAreaPadding", "edgesIgnoringSafeArea",
    "animation", "transition", "contentTransition", "symbolEffect", "symbolRenderingMode", "imageScale",
    "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "renderingMode", "interpolation",
    "lineLimit", "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "truncationMode",
    "textCase", "textSelection", "allowsHitTesting", "disabled", "hidden", "redacted", "privacySensitive",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "preferredColorScheme",
    "colorScheme", "environmentObject_", "zIndex", "compositingGroup", "drawingGroup", "brightness",
    "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "blendMode", "fill", "stroke",
    "strokeBorder", "trim", "navigationDestination", "searchable", "refreshable", "swipeActions", "contextMenu",
    "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "focused",
    "keyboardType", "textContentType", "autocorrectionDisabled", "textInputAutocapitalization",
    "submitLabel", "onSubmit", "scrollContentBackground", "scrollIndicators", "scrollDisabled",
    "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "badge",
    "tag", "tabItem", "containerRelativeFrame", "visualEffect", "geometryGroup", "sensoryFeedback",
    "help", "keyboardShortcut", "labelsHidden", "formStyle", "gridCellColumns", "dynamicTypeSize",
    "statusBarHidden", "persistentSystemOverlays", "defaultScrollAnchor", "scrollTargetBehavior",
  ]

  /// Scene modifiers that only configure windows.
  static let visualSceneModifiers: Set<String> = [
    "commands", "defaultSize", "defaultPosition", "windowStyle", "windowResizability", "windowToolbarStyle",
    "handlesExternalEvents", "modelContainer", "environment", "restorationBehavior", "defaultLaunchBehavior",
    "windowLevel", "immersionStyle", "windowBackgroundDragBehavior",
  ]
}

extension Value {
  var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }
}
