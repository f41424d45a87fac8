import SwiftReader
import Transcript

/// What the engine provides of Swift, Foundation, SwiftUI, UIKit and BackgroundTasks.
///
/// Each piece is a small rule with its source. What a program uses and the
/// engine does not provide is an error naming it, never silently nothing —
/// except drawing (fonts, colors, padding …), which is accepted and ignored.
enum Builtins {
  /// Engine types a program may name.
  static let typeNames: Set<String> = Set<String>([
    // Swift
    "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array", "Dictionary", "Set",
    "Optional", "Task", "Duration", "MainActor", "Error", "CancellationError", "Never", "Void",
    "TimeInterval", "Range", "ClosedRange", "Equatable", "Hashable", "Comparable", "Identifiable",
    "Sendable", "Codable", "CaseIterable", "CustomStringConvertible", "AnyObject", "Any",
    // Foundation
    "Date", "UUID", "NSError", "UserDefaults", "NotificationCenter", "Notification", "NSObject",
    "ProcessInfo", "DispatchQueue", "DispatchTime", "URL", "Data", "Calendar", "TimeZone", "Locale", "JSONEncoder",
    "JSONDecoder", "Bundle", "NSNotification", "LocalizedError",
    // SwiftUI
    "App", "Scene", "View", "WindowGroup", "Window", "Settings", "DocumentGroup", "Text", "Button",
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "List", "Form", "Section",
    "Group", "ForEach", "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink",
    "Image", "Label", "Spacer", "Divider", "Color", "Capsule", "Circle", "Rectangle",
    "RoundedRectangle", "Ellipse", "EmptyView", "AnyView", "Toggle", "Stepper", "Slider",
    "ProgressView", "TextField", "SecureField", "Picker", "Menu", "Link", "GeometryReader", "Grid",
    "GridRow", "TabView", "ViewThatFits", "ContentUnavailableView", "ScenePhase", "Font",
    "Binding", "State", "Environment", "EnvironmentValues", "OpenWindowAction", "DismissWindowAction",
    "ShapeStyle", "Material", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "LinearGradient", "Gradient", "ViewBuilder", "SceneBuilder", "Observable", "ObservableObject",
    "withAnimation", "Animation", "ButtonStyle", "ContentView_Previews",
    // UIKit and BackgroundTasks
    "UIApplication", "UIApplicationDelegate", "UIScene", "UIWindowScene", "UIResponder",
    "UISceneSession", "UIDevice", "BGTaskScheduler", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest",
    "BackgroundTask", "Timer",
    // XCTest
    "XCTestCase",
  ]).union(uikitTypes)

  /// `Swift.Int`, `SwiftUI.ScenePhase`: the name `String(reflecting:)` gives an engine type.
  static func qualifiedName(_ name: String) -> String {
    if name.contains(".") { return name }
    let swift: Set<String> = ["Int", "Double", "Float", "Bool", "String", "Character", "Array", "Dictionary",
      "Set", "Optional", "Duration", "CancellationError", "Range", "ClosedRange"]
    let foundation: Set<String> = ["Date", "UUID", "NSError", "UserDefaults", "NotificationCenter", "URL", "Data"]
    let uikit: Set<String> = ["UIApplication", "UIScene", "UIWindowScene", "UIDevice"]
    if swift.contains(name) { return "Swift.\(name)" }
    if foundation.contains(name) { return "Foundation.\(name)" }
    if uikit.contains(name) { return "UIKit.\(name)" }
    if name.hasPrefix("BG") { return "BackgroundTasks.\(name)" }
    return "SwiftUI.\(name)"
  }

  static func typeName(of native: NativeValue) -> String {
    switch native {
    case .date: "Date"
    case .duration: "Duration"
    case .error(let error): error.domain == "Swift.CancellationError" ? "CancellationError" : "NSError"
    case .keyPath: "KeyPath"
    case .wrapper(let cell): "\(cell.kind)"
    case .binding: "Binding"
    case .publisher: "NotificationCenter.Publisher"
    case .timerPublisher: "Publishers.Autoconnect<Timer.TimerPublisher>"
    case .timer: "Timer"
    case .observerToken: "AnyCancellable"
    case .uikit(let object): object.kind
    case .notificationName: "Notification.Name"
    case .notification: "Notification"
    case .environmentAction(let action): action.kind == .openWindow ? "OpenWindowAction" : "DismissWindowAction"
    case .singleton(let name): String(name.split(separator: ".").first ?? "")
    case .swiftUIAppDelegate: "SwiftUI.AppDelegate"
    case .backgroundTaskRequest: "BGAppRefreshTaskRequest"
    case .backgroundTaskKind: "BackgroundTask"
    case .task: "Task"
    case .uuid: "UUID"
    case .opaque(let name): name
    }
  }

  /// `CancellationError()`, as `Task.sleep` throws it when its task is cancelled.
  static var cancellationError: Value { .native(.error(ErrorValue(
    domain: "Swift.CancellationError", code: 1, userInfo: OrderedDictionary(),
    underlying: .native(.opaque("CancellationError()"))))) }

  /// Environment values a view can read that the engine gives fixed values on the simulator.
  static func environmentDefault(_ key: String) -> Value? {
    switch key {
    case "colorScheme": .native(.opaque("light"))
    case "horizontalSizeClass", "verticalSizeClass": .optional(.native(.opaque("regular")))
    case "locale": .native(.opaque("en_US"))
    case "isEnabled": .bool(true)
    default: nil
    }
  }

  /// Free functions: `print`, `type(of:)`, `min`, `NSClassFromString` …
  static func global(_ name: String, _ interpreter: Interpreter, at location: SourceLocation) throws -> Value? {
    switch name {
    case "print", "debugPrint":
      return interpreter.builtin(name) { interpreter, arguments in
        let separator = arguments.first { $0.label == "separator" }.flatMap { $0.value.stringValue } ?? " "
        let terminator = arguments.first { $0.label == "terminator" }.flatMap { $0.value.stringValue } ?? "\n"
        let items = try arguments.filter { $0.label == nil }.map {
          name == "print" ? try interpreter.describe($0.value) : try interpreter.reflect($0.value)
        }
        interpreter.process.emit(items.joined(separator: separator) + terminator)
        return .void
      }
    case "type":
      return interpreter.builtin("type(of:)") { interpreter, arguments in
        .metatype(interpreter.dynamicType(of: arguments.first?.value ?? .void))
      }
    case "min", "max":
      return interpreter.builtin(name) { interpreter, arguments in
        let values = arguments.map(\.value)
        guard var best = values.first else { return .void }
        for value in values.dropFirst() {
          let order = Value.order(value, best) ?? 0
          if (name == "min" && order < 0) || (name == "max" && order > 0) { best = value }
        }
        return best
      }
    case "abs":
      return interpreter.builtin(name) { _, arguments in
        switch arguments.first?.value {
        case .int(let n)?: .int(abs(n))
        case .double(let d)?: .double(abs(d))
        default: .void
        }
      }
    case "NSClassFromString":
      return interpreter.builtin(name) { interpreter, arguments in
        guard case .string(let className)? = arguments.first?.value else { return .null }
        if className == "XCTestCase" {
          return interpreter.process.device.configuration.underTests
            ? .optional(.metatype(.builtin("XCTest.XCTestCase"))) : .null
        }
        if let type = interpreter.program.type(named: className), type.isClass {
          return .optional(.metatype(.user(type)))
        }
        return .null
      }
    case "withAnimation", "withTransaction":
      return interpreter.builtin(name) { interpreter, arguments in
        guard case .function(let body)? = arguments.last?.value else { return .void }
        return try interpreter.callFunction(body, [], at: location)
      }
    case "fatalError", "preconditionFailure":
      return interpreter.builtin(name) { interpreter, arguments in
        let message = try arguments.first.map { try interpreter.describe($0.value) } ?? ""
        throw RuntimeError(message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: location)
      }
    case "precondition", "assert":
      return interpreter.builtin(name) { interpreter, arguments in
        if case .bool(false)? = arguments.first?.value {
          let message = try arguments.dropFirst().first.map { try interpreter.describe($0.value) } ?? ""
          throw RuntimeError(message.isEmpty ? "\(name == "assert" ? "Assertion" : "Precondition") failed" : message, at: location)
        }
        return .void
      }
    case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||":
      // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
      return interpreter.builtin(name) { interpreter, arguments in
        guard arguments.count == 2 else { throw RuntimeError("operator '\(name)' takes two operands", at: location) }
        let (left, right) = (arguments[0].value, arguments[1].value)
        switch name {
        case "==": return .bool(try interpreter.equal(left, right, at: location))
        case "!=": return .bool(!(try interpreter.equal(left, right, at: location)))
        case "<", ">", "<=", ">=": return .bool(try interpreter.compare(name, left, right, at: location))
        case "&&", "||": return try interpreter.arithmetic(name, left, right, at: location)
        default: return try interpreter.arithmetic(name, left, right, at: location)
        }
      }
    case "zip":
      return interpreter.builtin(name) { interpreter, arguments in
        let lists = try arguments.map { try interpreter.sequenceElements($0.value, at: location) }
        guard lists.count == 2 else { return .array([]) }
        return .array(zip(lists[0], lists[1]).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) })
      }
    case "stride":
      return interpreter.builtin(name) { _, arguments in
        guard arguments.count == 3, case .int(let from) = arguments[0].value, case .int(let to) = arguments[1].value,
          case .int(let by) = arguments[2].value, by != 0
        else { return .array([]) }
        let inclusive = arguments[1].label == "through"
        return .array((inclusive ? Array(stride(from: from, through: to, by: by)) : Array(stride(from: from, to: to, by: by))).map(Value.int))
      }
    default:
      return nil
    }
  }
}

extension Value {
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

extension Interpreter {
  /// `type(of:)`: the dynamic type of a value.
  func dynamicType(of value: Value) -> TypeReference {
    if let type = userType(of: value) { return .user(type) }
    switch value {
    case .native(let native): return .builtin(Builtins.typeName(of: native))
    case .enumCase(let enumValue): return enumValue.type
    case .optional(let inner?): return dynamicType(of: inner)
    default: return .builtin(typeName(of: value))
    }
  }
}

extension [ArgumentValue] {
  /// The value of the argument with that label.
  func value(_ label: String) -> Value? { first { $0.label == label }?.value }

  /// The unlabelled arguments, in order.
  var positional: [Value] { filter { $0.label == nil && !$0.isTrailingClosure }.map(\.value) }

  /// The closures given, labelled or trailing, in order.
  var closures: [(label: String?, function: Function)] {
    compactMap { argument in
      if case .function(let function) = argument.value { return (argument.label, function) }
      return nil
    }
  }
}
