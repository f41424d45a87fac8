import Transcript

/// `String(decoding: bytes, as: UTF8.self)`: UTF-8 code units (an array of `UInt8`, or `Data`)
/// made into text, ill-formed sequences replaced by U+FFFD as Swift does.
enum TextDecoding {
  static func register(in registry: Registry) {
    registry.type("UTF8", module: "Swift", doc: "https://developer.apple.com/documentation/swift/unicode/utf8")
    registry.type("String", module: "Swift", doc: "https://developer.apple.com/documentation/swift/string/init(decoding:as:)") { type in
      type.initializer("init<C>(decoding codeUnits: C, as sourceEncoding: UTF8.Type)") { call in
        .string(String(decoding: try bytes(call[0], call), as: UTF8.self))
      }
    }
  }

  private static func bytes(_ value: Value, _ call: NativeCall) throws -> [UInt8] {
    if let data = value.native(as: DataValue.self) { return data.bytes }
    var bytes: [UInt8] = []
    for element in try call.interpreter.elements(of: value, at: call.location) {
      guard case .number(let number) = element, number.kind == .uint8, let byte = number.integerValue else {
        throw call.mismatch(0, "a collection of UInt8")
      }
      bytes.append(UInt8(byte))
    }
    return bytes
  }
}
