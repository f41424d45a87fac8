extension SwiftType {
  /// The type as swiftc writes it in a diagnostic: sugared and unqualified (`[Int]`,
  /// `[String : Int]`, `Int?`, `Set<Int>`), for messages worded as swiftc words them.
  var diagnosticName: String {
    switch self {
    case .array(let element): return "[\(element.diagnosticName)]"
    case .dictionary(let key, let value): return "[\(key.diagnosticName) : \(value.diagnosticName)]"
    case .optional(let wrapped):
      if case .function = wrapped { return "(\(wrapped.diagnosticName))?" }
      return "\(wrapped.diagnosticName)?"
    case .set(let element): return "Set<\(element.diagnosticName)>"
    case .range(let bound, let isClosed): return "\(isClosed ? "ClosedRange" : "Range")<\(bound.diagnosticName)>"
    case .tuple(let elements, let labels):
      let parts = elements.enumerated().map { index, element in
        (labels.indices.contains(index) ? labels[index].map { "\($0): " } ?? "" : "") + element.diagnosticName
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .user(let type, let arguments) where !arguments.isEmpty:
      return type.name + "<" + arguments.map(\.diagnosticName).joined(separator: ", ") + ">"
    case .native(let type, let arguments) where !arguments.isEmpty:
      return type.name + "<" + arguments.map(\.diagnosticName).joined(separator: ", ") + ">"
    default:
      return describe(qualified: false)
    }
  }

  /// The name of the standard-library or Foundation type this is, generic arguments aside, as
  /// `LibraryMembers` lists it (`Array` for `[Int]`); empty for the program's own types.
  var libraryName: String {
    switch self {
    case .native(let type, _): return type.name
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .optional: return "Optional"
    case .range(_, let isClosed): return isClosed ? "ClosedRange" : "Range"
    case .int, .double, .bool, .string, .character, .number: return name
    default: return ""
    }
  }
}
