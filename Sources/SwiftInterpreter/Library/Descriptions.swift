import Transcript

/// `description` and `debugDescription` read as properties: the text `print` and
/// `debugPrint` (`String(reflecting:)`) give the value, on the standard types that declare
/// them (`CustomStringConvertible`, `CustomDebugStringConvertible`). `Int` has no
/// `debugDescription` and `Optional` no `description`, as in Swift.
enum Descriptions {
  static let doc = "https://developer.apple.com/documentation/swift/customstringconvertible"
  static let debugDoc = "https://developer.apple.com/documentation/swift/customdebugstringconvertible"

  static func register(in registry: Registry) {
    for name in ["Array", "ArraySlice", "Set", "Dictionary", "Range", "ClosedRange"] {
      registry.type(name, module: "Swift", doc: doc) { type in
        plain(type)
        debug(type)
      }
    }
    for name in ["Optional", "Double", "Float", "Character"] {
      registry.type(name, module: "Swift", doc: debugDoc) { type in debug(type) }
    }
  }

  private static func plain(_ type: NativeType) {
    type.property("var description: String { get }", doc: doc) { access in
      .string(try access.interpreter.describe(access.receiver, at: access.location))
    }
  }

  private static func debug(_ type: NativeType) {
    type.property("var debugDescription: String { get }", doc: debugDoc) { access in
      .string(try access.interpreter.reflect(access.receiver, at: access.location))
    }
  }
}
