import Transcript

/// Generic parameters at run time: what the running call bound each one to.
extension Interpreter {
  /// The type with the running call's generic parameters replaced by what they are bound to;
  /// a parameter the call did not bind is a located error, never printed as its name.
  func substituteGenerics(_ type: SwiftType, in frame: Frame, at location: SourceLocation?) throws -> SwiftType {
    switch type {
    case .generic(let name):
      guard let bound = frame.generics?[name] else {
        throw InterpreterError.notModelled("\(name).self", at: location)
      }
      return bound
    case .optional(let inner): return .optional(try substituteGenerics(inner, in: frame, at: location))
    case .array(let inner): return .array(try substituteGenerics(inner, in: frame, at: location))
    case .set(let inner): return .set(try substituteGenerics(inner, in: frame, at: location))
    case .metatype(let inner): return .metatype(try substituteGenerics(inner, in: frame, at: location))
    case .dictionary(let key, let value):
      return .dictionary(try substituteGenerics(key, in: frame, at: location), try substituteGenerics(value, in: frame, at: location))
    case .tuple(let elements, let labels):
      return .tuple(try elements.map { try substituteGenerics($0, in: frame, at: location) }, labels: labels)
    case .user(let user, let arguments):
      return .user(user, arguments: try arguments.map { try substituteGenerics($0, in: frame, at: location) })
    case .native(let native, let arguments):
      return .native(native, arguments: try arguments.map { try substituteGenerics($0, in: frame, at: location) })
    default:
      return type
    }
  }

  /// The class `self` is at run time, in a method (its object's class) or a class method (the
  /// class it was called on).
  func dynamicSelfType(_ frame: Frame) -> SwiftType? {
    switch frame.currentSelf {
    case .type(let type): return type
    case .object(let object): return object.type.asType
    default: return nil
    }
  }

  /// Static bindings a call site worked out, made concrete in the caller's frame (a caller's
  /// own `T` becomes what it is bound to); a binding the caller cannot make concrete is left
  /// to the argument's value.
  func concreteBindings(_ bindings: [String: SwiftType], in frame: Frame) -> [String: SwiftType] {
    var result: [String: SwiftType] = [:]
    for (name, type) in bindings {
      if let concrete = try? substituteGenerics(type, in: frame, at: nil) { result[name] = concrete }
    }
    return result
  }
}
