import Transcript

/// `StaticString`: the text of a literal known when the program is built. A string literal,
/// `#file`, `#fileID`, `#filePath` or `#function` becomes one where that type is expected
/// (`func log(file: StaticString = #fileID)`); it prints as its text, quoted when reflected.
enum StaticStrings {
  static let doc = "https://developer.apple.com/documentation/swift/staticstring"

  static func register(in registry: Registry) {
    registry.type("StaticString", module: "Swift",
      conformances: ["CustomStringConvertible", "CustomDebugStringConvertible", "CustomReflectable", "Sendable"],
      doc: doc) { type in
      func text(_ value: Value) -> String { value.native(as: StaticStringValue.self)?.text ?? "" }
      type.initializer("init(_ value: StaticString)") { call in call[0] }
      type.initializer("init()") { _ in .native(StaticStringValue("")) }
      type.property("var description: String { get }") { access in .string(text(access.receiver)) }
      type.property("var debugDescription: String { get }") { access in .string(text(access.receiver).debugDescription) }
      type.property("var utf8CodeUnitCount: Int { get }") { access in .int(text(access.receiver).utf8.count) }
      type.property("var isASCII: Bool { get }") { access in .bool(text(access.receiver).utf8.allSatisfy { $0 < 0x80 }) }
      // A literal's text is stored as UTF-8 code units (a pointer); only `init(unicodeScalarLiteral:)`
      // makes one that holds a single scalar, and the engine makes none of those.
      type.property("var hasPointerRepresentation: Bool { get }") { _ in .bool(true) }
    }
  }

  /// Whether values of `type` are static strings (optionally wrapped).
  static func isStaticString(_ type: SwiftType?) -> Bool {
    if case .native(let native, _)? = type?.wrapped { return native.name == "StaticString" }
    return false
  }

  /// A literal's text as the type expects it: a static string where one is expected.
  static func literal(_ value: Value, as type: SwiftType?) -> Value {
    guard isStaticString(type), case .string(let text) = value else { return value }
    return .native(StaticStringValue(text))
  }
}

/// A `StaticString`'s text.
final class StaticStringValue: NativeValue {
  let text: String
  init(_ text: String) { self.text = text }
  var typeName: String { "StaticString" }
  var description: String? { text }
  var debugDescription: String? { text.debugDescription }
}
