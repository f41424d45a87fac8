import SwiftReader

/// How well a value fits a registry parameter's written type, to tell overloads apart
/// (`Label(_ text: String)` from `Label(_ date: Date, style:)`).
enum NativeTypeMatch {
  static func score(_ value: Value, _ type: TypeSyntax, _ interpreter: Interpreter) -> Int {
    switch type.kind {
    case .attributed(_, let inner), .inoutType(let inner): return score(value, inner, interpreter)
    case .optional(let inner), .implicitlyUnwrapped(let inner):
      if case .none = value { return 2 }
      return score(value.unwrapped ?? value, inner, interpreter)
    case .function: if case .function = value { return 1 } else { return -3 }
    case .array: if case .array = value { return 2 } else { return -1 }
    case .dictionary: if case .dictionary = value { return 2 } else { return -1 }
    case .opaque(let inner), .existential(let inner): return score(value, inner, interpreter) > 0 ? 1 : 0
    case .named(let name, _):
      switch (name, value) {
      case ("String", .string), ("StringProtocol", .string), ("Int", .int), ("Bool", .bool), ("Double", .double),
        ("Character", .character):
        return 3
      case ("Double", .int), ("CGFloat", .int), ("CGFloat", .double), ("TimeInterval", .double),
        ("TimeInterval", .int), ("Float", .double), ("Float", .int):
        return 2
      case ("String", .native(let native)) where native is SubstringValue:
        return 2
      case ("String", _), ("Int", _), ("Bool", _), ("Double", _), ("CGFloat", _), ("TimeInterval", _):
        return -3
      case ("LocalizedStringKey", .string):
        return 2
      // Any value fits `Any`: better than a generic parameter whose constraint is not checked here
      // (`String(substring)` is `init(_: Any)`'s, not `init<T: BinaryInteger>(_:radix:)`'s).
      case ("Any", .native):
        return 1
      default:
        if name.count <= 2 || name == "Content" || name == "Label" || name == "Value" || name == "Data" { return 0 }
        if case .native(let native) = value {
          if native.typeName == name { return 3 }
          if let own = interpreter.registry.type(named: native.typeName), interpreter.registry.conforms(own, to: name) {
            return 2
          }
          return -2
        }
        return interpreter.conformsToNative(value, name) ? 2 : 0
      }
    case .member(_, let name, _):
      if case .native(let native) = value, native.typeName.hasSuffix(name) { return 3 }
      if case .enumCase(let e) = value, e.type.name.hasSuffix(name) { return 3 }
      return 0
    default:
      return 0
    }
  }
}
