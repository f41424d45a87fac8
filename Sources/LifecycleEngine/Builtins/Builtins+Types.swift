import Foundation
import SwiftReader
import Transcript

/// Engine types: their initializers, static members, and the implicit members (`.active`) they give.
extension Builtins {
  /// The reference date of the virtual clock: 2026-01-01 00:00:00 UTC, in seconds since 2001.
  static let virtualEpoch: Double = 788_918_400

  static func now(_ interpreter: Interpreter) -> Value {
    .native(.date(virtualEpoch + Double(interpreter.process.device.scheduler.now) / 1000))
  }

  /// `TypeName(arguments)` for an engine type.
  static func construct(
    _ type: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter, _ context: Context,
    at location: SourceLocation
  ) throws -> Value {
    if type.hasPrefix("[") {
      let isDictionary = type.contains(":")
      return try construct(isDictionary ? "Dictionary" : "Array", arguments, interpreter, context, at: location)
    }
    if let generic = type.firstIndex(of: "<") {
      return try construct(String(type[..<generic]), arguments, interpreter, context, at: location)
    }
    if let object = try constructUIKit(type, arguments, interpreter, at: location) { return object }
    if let view = try constructView(type, arguments, interpreter, at: location) { return view }
    if let scene = try constructScene(type, arguments, interpreter, at: location) { return scene }
    let first = arguments.first?.value
    switch type {
    case "Int":
      switch first {
      case .int(let n)?: return .int(n)
      case .double(let d)?:
        guard d.isFinite, d > Double(Int.min), d < Double(Int.max) else {
          throw RuntimeError("Double value cannot be converted to Int because it is either infinite or NaN", at: location)
        }
        return .int(Int(d))
      case .string(let s)?: return Int(s).map { .optional(.int($0)) } ?? .null
      case .bool(let b)?: return .int(b ? 1 : 0)
      default: return .int(0)
      }
    case "Double", "CGFloat", "Float", "TimeInterval":
      switch first {
      case .int(let n)?: return .double(Double(n))
      case .double(let d)?: return .double(d)
      case .string(let s)?: return Double(s).map { .optional(.double($0)) } ?? .null
      default: return .double(0)
      }
    case "Bool":
      if case .string(let s)? = first { return s == "true" ? .optional(.bool(true)) : (s == "false" ? .optional(.bool(false)) : .null) }
      return first ?? .bool(false)
    case "String":
      if case .string(let format)? = arguments.value("format") {
        return .string(try formatted(format, arguments.dropFirst().map(\.value), interpreter, at: location))
      }
      if let describing = arguments.value("describing") { return .string(try interpreter.describe(describing)) }
      if let reflecting = arguments.value("reflecting") { return .string(try interpreter.reflect(reflecting)) }
      if let repeating = arguments.value("repeating"), case .int(let count)? = arguments.value("count") {
        let text = try interpreter.describe(repeating)
        try interpreter.checkSize(text.utf8.count * max(0, count), at: location)
        return .string(String(repeating: text, count: max(0, count)))
      }
      if let label = arguments.first(where: { $0.label != nil })?.label {
        // `String(contentsOfFile:)`, `String(contentsOf:)`: a program of a lesson reads no files.
        throw RuntimeError.unsupported("'String(\(label):)' is not provided by lesson-runner", at: location)
      }
      guard let first else { return .string("") }
      if case .array(let characters) = first {
        return .string(try characters.map { try interpreter.describe($0) }.joined())
      }
      return .string(try interpreter.describe(first))
    case "Array", "Set":
      guard let first else { return .array([]) }
      return .array(try interpreter.sequenceElements(first, at: location))
    case "Dictionary":
      return .dictionary(OrderedDictionary())
    case "Date":
      if let interval = arguments.value("timeIntervalSinceNow")?.doubleValue,
        case .native(.date(let now)) = Builtins.now(interpreter)
      {
        return .native(.date(now + interval))
      }
      if let interval = arguments.value("timeIntervalSinceReferenceDate")?.doubleValue { return .native(.date(interval)) }
      if let interval = arguments.value("timeIntervalSince1970")?.doubleValue { return .native(.date(interval - 978_307_200)) }
      return Builtins.now(interpreter)
    case "UUID":
      return .native(.uuid(interpreter.serial()))
    case "NSError":
      var userInfo = OrderedDictionary()
      if case .dictionary(let info)? = arguments.value("userInfo") { userInfo = info }
      return .native(.error(ErrorValue(
        domain: arguments.value("domain")?.stringValue ?? "", code: { if case .int(let c)? = arguments.value("code") { c } else { 0 } }(),
        userInfo: userInfo, underlying: nil)))
    case "CancellationError":
      return cancellationError
    case "BGAppRefreshTaskRequest", "BGProcessingTaskRequest":
      return .native(.backgroundTaskRequest(identifier: arguments.value("identifier")?.stringValue ?? ""))
    case "Task":
      guard let body = arguments.closures.last?.function else {
        throw RuntimeError("'Task' needs an operation closure", at: location)
      }
      let task = interpreter.process.startTask(body, cause: "Task at \(location.file):\(location.line)", owner: nil)
      return .native(.task(task))
    case "Duration":
      return .native(.duration(0))
    case "Binding":
      if let get = arguments.value("get"), let set = arguments.value("set"),
        case .function(let getter) = get, case .function(let setter) = set
      {
        return .native(.binding(BindingValue(
          get: { try interpreter.callFunction(getter, [], at: location) },
          set: { _ = try interpreter.callFunction(setter, [ArgumentValue(label: nil, value: $0)], at: location) })))
      }
    case "Notification.Name", "NSNotification.Name":
      return .native(.notificationName(first?.stringValue ?? ""))
    default:
      break
    }
    if Builtins.visualTypes.contains(type) { return .native(.opaque(type)) }
    throw RuntimeError.unsupported("'\(type)' cannot be constructed by lesson-runner", at: location)
  }

  /// `String(format:…)` with the C format specifiers lessons use (`%d`, `%.1f`, `%@`, `%%`).
  private static func formatted(_ format: String, _ values: [Value], _ interpreter: Interpreter, at location: SourceLocation)
    throws -> String
  {
    var result = ""
    var rest = Substring(format)
    var remaining = values[...]
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      var end = rest.index(after: percent)
      while end < rest.endIndex, "0123456789.-+ #lhq".contains(rest[end]) { end = rest.index(after: end) }
      guard end < rest.endIndex else { throw RuntimeError("incomplete format specifier in '\(format)'", at: location) }
      let specifier = String(rest[percent...end])
      switch rest[end] {
      case "%": result += "%"
      case "@": result += try remaining.popFirst().map { try interpreter.describe($0) } ?? ""
      case "d", "i", "u", "x", "X", "o", "c":
        guard case .int(let number)? = remaining.popFirst() else { throw RuntimeError("'\(specifier)' needs an integer", at: location) }
        result += String(format: specifier.replacingOccurrences(of: "l", with: "").replacingOccurrences(of: String(rest[end]), with: "l\(rest[end])"), number)
      case "f", "e", "g", "F", "E", "G":
        guard let number = remaining.popFirst()?.doubleValue else { throw RuntimeError("'\(specifier)' needs a number", at: location) }
        result += String(format: specifier, number)
      case "s":
        result += try remaining.popFirst().map { try interpreter.describe($0) } ?? ""
      default:
        throw RuntimeError.unsupported("unsupported format specifier '\(specifier)'", at: location)
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// `Type.member` for an engine type.
  static func staticMember(
    of type: String, _ name: String, _ interpreter: Interpreter, _ context: Context, at location: SourceLocation
  ) throws -> Value {
    switch (type, name) {
    case ("Date", "now"): return now(interpreter)
    case ("Date", "distantPast"): return .native(.date(-63_113_904_000))
    case ("Date", "distantFuture"): return .native(.date(63_113_904_000))
    case ("UserDefaults", "standard"), ("NotificationCenter", "default"), ("UIApplication", "shared"),
      ("BGTaskScheduler", "shared"), ("DispatchQueue", "main"), ("ProcessInfo", "processInfo"),
      ("UIDevice", "current"), ("Bundle", "main"):
      return .native(.singleton("\(type).\(name)"))
    case ("Task", "isCancelled"):
      return .bool(interpreter.currentTask?.isCancelled ?? false)
    case ("Int", "max"): return .int(Int.max)
    case ("Int", "min"): return .int(Int.min)
    case ("Double", "pi"), ("CGFloat", "pi"): return .double(Double.pi)
    case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(Double.infinity)
    default: break
    }
    if type.hasPrefix("UIApplication") || type.hasPrefix("UIScene") || type == "NSNotification.Name"
      || type == "Notification.Name", name.hasSuffix("Notification")
    {
      let owner = type.hasPrefix("UIScene") ? "UIScene" : "UIApplication"
      return .native(.notificationName("\(owner).\(name)"))
    }
    if let value = try implicitMember(name, of: type, interpreter, context, at: location) { return value }
    return interpreter.builtin("\(type).\(name)") { interpreter, arguments in
      try callStatic(type, name, arguments, interpreter, context, awaitKey: interpreter.takeAwaitKey(), at: location)
    }
  }

  /// `.name` where the context expects an engine type (`type` nil: the context gave none).
  static func implicitMember(
    _ name: String, of type: String?, _ interpreter: Interpreter, _ context: Context, at location: SourceLocation
  ) throws -> Value? {
    switch (type, name) {
    case ("ScenePhase", "active"), ("ScenePhase", "inactive"), ("ScenePhase", "background"),
      (nil, "active"), (nil, "inactive"), (nil, "background"):
      return ScenePhase(rawValue: name).map(\.value)
    case ("Date", "now"), (nil, "now"):
      return now(interpreter)
    case ("Optional", "none"), (nil, "none"):
      return .null
    case ("Duration", "zero"):
      return .native(.duration(0))
    default:
      break
    }
    if type == nil || Builtins.visualTypes.contains(type ?? "") || Builtins.visualMemberNames.contains(name) {
      if Builtins.visualMemberNames.contains(name) || type.map(Builtins.visualTypes.contains) == true {
        return .native(.opaque(".\(name)"))
      }
    }
    return nil
  }

  /// `Type.function(…)` and `.function(…)` for engine types: `Task.sleep`, `.seconds(1)`, `.appRefresh(…)`.
  static func callStatic(
    _ type: String, _ name: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter, _ context: Context,
    awaitKey: AwaitKey?, at location: SourceLocation
  ) throws -> Value {
    let number = arguments.first?.value.doubleValue
    switch (type, name) {
    case ("Duration", "seconds"), ("", "seconds"):
      return .native(.duration(number ?? 0))
    case ("Duration", "milliseconds"), ("", "milliseconds"):
      return .native(.duration((number ?? 0) / 1000))
    case ("Duration", "nanoseconds"), ("", "nanoseconds"):
      return .native(.duration((number ?? 0) / 1_000_000_000))
    case ("BackgroundTask", "appRefresh"), ("", "appRefresh"):
      return .native(.backgroundTaskKind(identifier: arguments.first?.value.stringValue ?? ""))
    case ("Task", "sleep"):
      return try sleep(arguments, interpreter, awaitKey: awaitKey, at: location)
    case ("Task", "yield"):
      guard let task = interpreter.currentTask, let awaitKey else { return .void }
      task.record(.success(.void), for: awaitKey)
      interpreter.process.enqueueJob(task)
      throw Suspension()
    case ("Task", "checkCancellation"):
      if interpreter.currentTask?.isCancelled == true {
        throw ThrownError(value: cancellationError, location: location)
      }
      return .void
    case ("Task", "detached"):
      return try construct("Task", arguments, interpreter, context, at: location)
    case ("DispatchTime", "now"), ("", "now"):
      // `DispatchTime.now()` on the virtual clock, so `.now() + 2` is a deadline two seconds away.
      return now(interpreter)
    case ("Timer", "publish"):
      return .native(.timerPublisher(seconds: arguments.value("every")?.doubleValue ?? 1))
    case ("Timer", "scheduledTimer"):
      guard let block = arguments.closures.last?.function else { break }
      let process = interpreter.process
      let id = process.timers.start(
        every: arguments.value("withTimeInterval")?.doubleValue ?? 1,
        repeats: arguments.value("repeats")?.isTrue ?? false, passesTimer: true, action: block,
        cause: "Timer at \(location.file):\(location.line)", in: process)
      return .native(.timer(id))
    case ("MainActor", "run"):
      guard let body = arguments.closures.last?.function else { return .void }
      return try interpreter.callFunction(body, [], at: location)
    case ("Notification.Name", "init"), ("NSNotification.Name", "init"):
      return .native(.notificationName(arguments.first?.value.stringValue ?? ""))
    default:
      break
    }
    if Builtins.visualTypes.contains(type) || Builtins.visualMemberNames.contains(name) {
      return .native(.opaque(".\(name)"))
    }
    let owner = type.isEmpty ? "" : "\(type)."
    throw RuntimeError.unsupported("'\(owner)\(name)' is not provided by lesson-runner", at: location)
  }

  /// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)`: the task waits on the virtual clock.
  private static func sleep(
    _ arguments: [ArgumentValue], _ interpreter: Interpreter, awaitKey: AwaitKey?, at location: SourceLocation
  ) throws -> Value {
    var seconds = 0.0
    if case .native(.duration(let d))? = arguments.value("for") { seconds = d }
    if let nanoseconds = arguments.value("nanoseconds")?.doubleValue { seconds = nanoseconds / 1_000_000_000 }
    if case .native(.duration(let d))? = arguments.positional.first { seconds = d }
    guard let task = interpreter.currentTask, let awaitKey else {
      throw RuntimeError("'Task.sleep' must be awaited inside a task", at: location)
    }
    try interpreter.process.sleep(task, milliseconds: Int((seconds * 1000).rounded()), key: awaitKey)
  }

  /// Types that only draw: constructing one gives a value the engine carries and never reads.
  static let visualTypes: Set<String> = [
    "Font", "Color", "Material", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Animation", "ShapeStyle",
    "EdgeInsets", "CGSize", "CGPoint", "CGRect", "UnitPoint", "Angle", "Image.Scale", "Font.Weight",
    "Font.Design", "ButtonStyle", "ControlSize", "Visibility", "Axis", "StrokeStyle", "ColorScheme",
  ]

  /// Member names that only draw (`.bold`, `.orange`, `.infinity`, `.borderedProminent` …).
  static let visualMemberNames: Set<String> = [
    "white", "black", "orange", "red", "blue", "green", "yellow", "purple", "pink", "gray", "grey",
    "indigo", "mint", "teal", "cyan", "brown", "primary", "secondary", "tertiary", "accentColor", "clear",
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
    "caption", "caption2", "system", "custom", "bold", "semibold", "medium", "regular", "light", "heavy",
    "thin", "ultraLight", "rounded", "monospaced", "serif", "default", "leading", "trailing", "center",
    "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "infinity",
    "borderedProminent", "bordered", "borderless", "plain", "automatic", "horizontal", "vertical", "all",
    "capsule", "circle", "roundedRectangle", "fill", "fit", "large", "small", "mini", "regularMaterial",
    "thinMaterial", "ultraThinMaterial", "thickMaterial", "easeInOut", "easeIn", "easeOut", "linear",
    "spring", "bouncy", "smooth", "snappy", "opacity", "scale", "slide", "move", "identity", "hidden",
    "visible", "never", "always", "dark", "inline", "page", "sidebar", "insetGrouped", "grouped",
    "destructive", "cancel", "navigationBarTrailing", "navigationBarLeading", "topBarTrailing",
    "topBarLeading", "principal", "leadingFirstTextBaseline", "firstTextBaseline", "lastTextBaseline",
    "userInitiated", "utility", "low", "high", "contentSize", "continuous",
    // Run-loop configuration the virtual clock does not need (`Timer.publish(every:on:in:)`).
    "main", "common", "tracking",
    // UIKit's colors, fonts, control states and events, layout axes.
    "systemBackground", "secondarySystemBackground", "systemBlue", "systemRed", "systemGreen", "systemOrange",
    "systemYellow", "systemPink", "systemPurple", "systemIndigo", "systemTeal", "systemGray", "label",
    "secondaryLabel", "tertiaryLabel", "link", "tintColor", "normal", "highlighted", "selected", "disabled",
    "touchUpInside", "valueChanged", "primaryActionTriggered", "equalSpacing", "fillEqually", "scaleAspectFit",
    "scaleAspectFill", "preferredFont", "boldSystemFont", "systemFont", "roundedRect", "detailDisclosure",
    "windowApplication", "filled", "tinted", "gray", "plain",
  ]
}
