import Transcript

/// `MemoryLayout<T>.size`, `.stride`, `.alignment` for the standard library's scalar types,
/// whose layouts are fixed on 64-bit platforms (Swift's ABI); other types' layouts are not
/// modelled (a struct's depends on the compiler's field layout).
enum MemoryLayouts {
  static func register(in registry: Registry) {
    registry.type("MemoryLayout", module: "Swift", doc: "https://developer.apple.com/documentation/swift/memorylayout") { type in
      type.genericParameters = ["T"]
      for (name, pick) in [("size", 0), ("stride", 1), ("alignment", 2)] {
        type.property("static var \(name): Int { get }") { access in
          guard case .type(.native(_, let arguments)) = access.receiver, let subject = arguments.first,
            let layout = layout(of: subject)
          else {
            throw InterpreterError.notModelled("MemoryLayout<\(describe(access.receiver))>.\(name)", at: access.location)
          }
          return .int([layout.size, layout.stride, layout.alignment][pick])
        }
      }
    }
  }

  private static func describe(_ value: Value) -> String {
    guard case .type(.native(_, let arguments)) = value, let subject = arguments.first else { return "T" }
    return subject.describe(qualified: false)
  }

  /// Size, stride and alignment in bytes on a 64-bit platform.
  static func layout(of type: SwiftType) -> (size: Int, stride: Int, alignment: Int)? {
    switch type {
    case .int, .double: return (8, 8, 8)
    case .bool: return (1, 1, 1)
    case .string, .character: return (16, 16, 8)
    case .number(let kind):
      let bytes: Int
      switch kind {
      case .int8, .uint8: bytes = 1
      case .int16, .uint16: bytes = 2
      case .int32, .uint32, .float: bytes = 4
      case .int64, .uint64, .uint, .cgFloat: bytes = 8
      }
      return (bytes, bytes, bytes)
    case .array, .dictionary, .set: return (8, 8, 8)
    default: return nil
    }
  }
}
