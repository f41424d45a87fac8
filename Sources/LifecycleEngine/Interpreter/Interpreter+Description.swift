import Foundation
import SwiftReader
import Transcript

/// How values print: `String(describing:)` and `String(reflecting:)`, with Swift's own rules.
extension Interpreter {
  /// What `print` and string interpolation show.
  func describe(_ value: Value) throws -> String {
    if let custom = try customDescription(value, property: "description") { return custom }
    switch value {
    case .void: return "()"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return String(describing: number)
    case .string(let text): return text
    case .optional(nil): return "nil"
    case .optional(let inner?): return "Optional(\(try reflect(inner)))"
    case .enumCase(let enumValue):
      guard !enumValue.payload.isEmpty else { return enumValue.name }
      return "\(enumValue.name)(\(try elements(enumValue.payload)))"
    case .structure(let structure):
      let parts = try zip(structure.type.storedProperties, structure.fields).map { property, field in
        if case .native(.wrapper(let cell)) = field {
          return "_\(property.name): \(try reflect(cell.attachment == nil ? cell.initial : (try process.read(cell, at: nil))))"
        }
        return "\(property.name): \(try reflect(field))"
      }
      return "\(structure.type.name)(\(parts.joined(separator: ", ")))"
    case .object(let object): return qualified(object.type)
    case .metatype(let type): return type.name.split(separator: ".").last.map(String.init) ?? type.name
    default: return try reflectOrDescribe(value, reflecting: false)
    }
  }

  /// What `String(reflecting:)`, `debugPrint` and collections' elements show.
  func reflect(_ value: Value) throws -> String {
    if let custom = try customDescription(value, property: "debugDescription") { return custom }
    switch value {
    case .string(let text): return String(reflecting: text)
    case .optional(nil): return "nil"
    case .optional(let inner?): return "Optional(\(try reflect(inner)))"
    case .enumCase(let enumValue):
      let base = "\(qualifiedName(of: enumValue.type)).\(enumValue.name)"
      guard !enumValue.payload.isEmpty else { return base }
      return "\(base)(\(try elements(enumValue.payload)))"
    case .structure(let structure):
      if try customDescription(value, property: "description") != nil { return try describe(value) }
      let described = try describe(value)
      return "\(qualified(structure.type).dropLast(structure.type.name.count))\(described)"
    case .metatype(let type): return qualifiedName(of: type)
    case .object(let object): return qualified(object.type)
    default:
      if case .structure = value { return try describe(value) }
      return try reflectOrDescribe(value, reflecting: true)
    }
  }

  private func reflectOrDescribe(_ value: Value, reflecting: Bool) throws -> String {
    switch value {
    case .array(let items):
      return "[\(try items.map { try reflect($0) }.joined(separator: ", "))]"
    case .dictionary(let dictionary):
      guard dictionary.count > 0 else { return "[:]" }
      let pairs = try dictionary.pairs.map { "\(try reflect($0.key)): \(try reflect($0.value))" }
      return "[\(pairs.joined(separator: ", "))]"
    case .tuple(let items):
      return "(\(try elements(items)))"
    case .range(let lower, let upper, let isClosed):
      if case .int(Int.min) = lower { return "\(isClosed ? "..." : "..<")\(try describe(upper))" }
      if case .int(Int.max) = upper { return "\(try describe(lower))..." }
      return "\(try describe(lower))\(isClosed ? "..." : "..<")\(try describe(upper))"
    case .function: return "(Function)"
    case .native(let native): return try describe(native)
    case .view(let content): return content.typeName
    case .scene(let content): return content.typeName
    default: return try describe(value)
    }
  }

  private func elements(_ items: [TupleElement]) throws -> String {
    try items.map { item in
      let text = try reflect(item.value)
      return item.label.map { "\($0): \(text)" } ?? text
    }.joined(separator: ", ")
  }

  private func describe(_ native: NativeValue) throws -> String {
    switch native {
    case .date(let seconds): return Self.formatDate(seconds)
    case .duration(let seconds): return "\(seconds) seconds"
    case .error(let error):
      if let underlying = error.underlying { return try describe(underlying) }
      return "Error Domain=\(error.domain) Code=\(error.code) \"(null)\""
    case .keyPath(let components): return "\\.\(components.joined(separator: "."))"
    case .wrapper(let cell): return try describe(cell.initial)
    case .binding(let binding): return "Binding(\(try reflect(try binding.get())))"
    case .publisher(let name): return "NotificationCenter.Publisher(\(name))"
    case .timerPublisher(let seconds): return "Timer.TimerPublisher(every: \(seconds))"
    case .timer: return "<NSTimer>"
    case .observerToken: return "AnyCancellable"
    case .uikit(let object): return "<\(object.kind)>"
    case .notificationName(let name): return "NSNotificationName(_rawValue: \(name))"
    case .notification(let name): return "name = \(name), object = nil, userInfo = nil"
    case .environmentAction(let action): return action.kind == .openWindow ? "OpenWindowAction()" : "DismissWindowAction()"
    case .singleton(let name): return "<\(name)>"
    case .swiftUIAppDelegate: return "<SwiftUI.AppDelegate>"
    case .backgroundTaskRequest(let identifier):
      return "<BGAppRefreshTaskRequest: \(identifier), earliestBeginDate: (null)>"
    case .backgroundTaskKind(let identifier): return "appRefresh(\"\(identifier)\")"
    case .task: return "Task<(), Never>"
    case .uuid(let number): return Self.formatUUID(number)
    case .opaque(let name): return name
    }
  }

  /// A `description` or `debugDescription` the program defines for its type (or for an engine type).
  private func customDescription(_ value: Value, property: String) throws -> String? {
    let type = userType(of: value)
    var members: [MemberSet] = []
    if let type {
      members.append(type.members)
      members += conformances(of: type).compactMap { program.type(named: $0)?.members }
    } else if let extensions = program.engineTypeExtensions[typeName(of: value)] {
      members.append(extensions)
    }
    for set in members {
      if let getter = set.computed[property] {
        let declaration = DeclarationContext(selfReference: selfReference(for: value), type: type)
        let result = try runGetter(getter, declaration)
        if case .string(let text) = result { return text }
      }
    }
    return nil
  }

  func selfReference(for value: Value) -> SelfReference {
    if case .object(let object) = value { return .object(object) }
    return .value(Box(value))
  }

  private func qualified(_ type: TypeInfo) -> String { "\(process.moduleName).\(type.qualifiedName)" }

  func qualifiedName(of type: TypeReference) -> String {
    switch type {
    case .user(let info): qualified(info)
    case .builtin(let name): Builtins.qualifiedName(name)
    }
  }

  /// The Swift type name of a value, for messages: `Int`, `String?`, `[Int]`, `Store`.
  func typeName(of value: Value) -> String {
    switch value {
    case .void: "()"
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .optional(let inner): inner.map { "\(typeName(of: $0))?" } ?? "Optional"
    case .array(let items): "[\(items.first.map(typeName) ?? "Any")]"
    case .dictionary: "Dictionary"
    case .tuple: "Tuple"
    case .range: "Range"
    case .enumCase(let enumValue): enumValue.type.name
    case .structure(let structure): structure.type.name
    case .object(let object): object.type.name
    case .function: "Function"
    case .metatype(let type): "\(type.name).Type"
    case .native(let native): Builtins.typeName(of: native)
    case .view(let content): content.typeName
    case .scene(let content): content.typeName
    }
  }

  func formatted(_ value: Value, specifier: Value, at location: SourceLocation) throws -> String {
    guard case .string(let format) = specifier else { return try describe(value) }
    switch value {
    case .double(let number): return String(format: format, number)
    case .int(let number): return String(format: format, number)
    default: return try describe(value)
    }
  }

  /// `2026-11-29 21:14:19 +0000`, as `print(Date())` shows a date.
  static func formatDate(_ secondsSinceReference: Double) -> String {
    let unix = Int((secondsSinceReference + 978_307_200).rounded(.down))
    let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
    let secondsOfDay = unix - days * 86_400
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day)) \(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)):\(two(secondsOfDay % 60)) +0000"
  }

  static func formatUUID(_ number: Int) -> String {
    let hex = String(number, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return "00000000-0000-4000-8000-\(padded)"
  }
}
