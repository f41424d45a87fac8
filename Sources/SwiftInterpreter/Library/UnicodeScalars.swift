import Transcript

/// `Unicode.Scalar`'s initializers (`UnicodeScalar` is the standard library's alias of it).
///
/// Swift has a non-failable `init(_: UInt8)` and failable ones for `UInt16`, `UInt32` and `Int`;
/// an integer literal takes the failable `Int` one unless its context needs a scalar (checked
/// with swiftc 6.3: `print(UnicodeScalar(65))` prints `Optional("A")`, while
/// `Character(UnicodeScalar(68))` takes the `UInt8` one). Here a `UInt8` value makes a scalar,
/// any other integer an optional one, and `Character(_:)`/`String(_:)` take a scalar out of the
/// optional a literal made (a program swiftc builds never passes them a real optional).
enum UnicodeScalars {
  static let doc = "https://developer.apple.com/documentation/swift/unicode/scalar"

  static func register(in registry: Registry) {
    registerASCII(in: registry)
    registry.type("Unicode.Scalar", module: "Swift", doc: doc) { type in
      // One initializer for `init(_: Unicode.Scalar)` (a literal), `init(_: UInt8)`,
      // `init?(_: UInt32)` (and `UInt16`, `Int`) and `init?(_: String)`: its parameter type makes
      // a string literal argument a scalar; the argument's value chooses what Swift's overloads do.
      type.initializer("init(_ v: UnicodeScalar)", doc: doc) { call in
        switch call[0] {
        case .native(let native as ScalarValue): return .native(native)
        case .string(let text):
          guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return .none }
          return .some(.native(ScalarValue(scalar: scalar)))
        case .number(let number) where number.kind == .uint8:
          return .native(ScalarValue(scalar: Unicode.Scalar(UInt8(try call.int(0)))))
        default:
          let code = try call.int(0)
          guard let value = UInt32(exactly: code), let scalar = Unicode.Scalar(value) else { return .none }
          return .some(.native(ScalarValue(scalar: scalar)))
        }
      }
    }
  }

  /// `UInt8(ascii: "A")`: the code of an ASCII scalar.
  static func registerASCII(in registry: Registry) {
    registry.type("UInt8", module: "Swift", doc: "https://developer.apple.com/documentation/swift/uint8/init(ascii:)") { type in
      type.initializer("init(ascii v: UnicodeScalar)") { call in
        guard let scalar = literalScalar(call[0]) else { throw call.mismatch(0, "Unicode.Scalar") }
        guard scalar.isASCII else { throw InterpreterError.trap("Code point value does not fit into ASCII", at: call.location) }
        return .number(Number(UInt8(scalar.value), kind: .uint8))
      }
    }
  }

  /// A string literal of one scalar where a `Unicode.Scalar` is expected (`let a: Unicode.Scalar = "a"`,
  /// `UnicodeScalar("a")`, which is not the failable `init?(_: String)`).
  static func literal(_ text: String, as type: SwiftType?) -> Value? {
    guard case .native(let native, _)? = type?.wrapped, native.name == "Unicode.Scalar",
      text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
    else { return nil }
    return .native(ScalarValue(scalar: scalar))
  }

  /// The scalar inside an optional a literal's failable initializer made, if `value` is one.
  static func literalScalar(_ value: Value) -> Unicode.Scalar? {
    if case .some(.native(let native as ScalarValue)) = value { return native.scalar }
    if case .native(let native as ScalarValue) = value { return native.scalar }
    return nil
  }
}
