/// Replacing generic parameters by types, wherever they stand in a type.
extension SwiftType {
  /// The type with each `.generic(name)` in `bindings` replaced by its binding (`(T, T)` with
  /// `T` = `String` is `(String, String)`); other generic parameters stay.
  func replacingGenerics(_ bindings: [String: SwiftType]) -> SwiftType {
    func replace(_ type: SwiftType) -> SwiftType { type.replacingGenerics(bindings) }
    switch self {
    case .generic(let name): return bindings[name] ?? self
    case .optional(let inner): return .optional(replace(inner))
    case .array(let element): return .array(replace(element))
    case .set(let element): return .set(replace(element))
    case .dictionary(let key, let value): return .dictionary(replace(key), replace(value))
    case .tuple(let elements, let labels): return .tuple(elements.map(replace), labels: labels)
    case .function(let parameters, let result, let isAsync, let isThrowing):
      return .function(parameters: parameters.map(replace), result: replace(result), isAsync: isAsync, isThrowing: isThrowing)
    case .range(let bound, let isClosed): return .range(replace(bound), isClosed: isClosed)
    case .partialRange(let bound, let kind): return .partialRange(replace(bound), kind: kind)
    case .user(let type, let arguments): return .user(type, arguments: arguments.map(replace))
    case .native(let type, let arguments): return .native(type, arguments: arguments.map(replace))
    case .metatype(let inner): return .metatype(replace(inner))
    case .opaque(let constraint): return .opaque(replace(constraint))
    case .int, .double, .bool, .string, .character, .void, .never, .number, .any, .anyObject, .unknown:
      return self
    }
  }
}
