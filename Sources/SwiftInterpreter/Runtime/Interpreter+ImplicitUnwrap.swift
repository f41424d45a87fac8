import Transcript

/// Implicitly unwrapped optionals (`var label: String!`): the value is an optional, unwrapped
/// where it is used as its wrapped type, trapping when it is nil.
extension Interpreter {
  /// The wrapped value of an optional whose member `name` is asked for when `Optional` has no
  /// such member: only an implicitly unwrapped optional allows that in Swift (`label.count`).
  /// Nil when the value is not optional or the member is `Optional`'s (`map`).
  func implicitlyUnwrapped(_ value: Value, _ name: String, at location: SourceLocation?) throws -> Value? {
    switch value {
    case .some(let inner):
      return lookupMember(of: .none, name).isFound ? nil : inner
    case .none:
      if lookupMember(of: .none, name).isFound { return nil }
      throw InterpreterError.implicitlyUnwrappedNil(at: location)
    default:
      return nil
    }
  }

  /// An optional used where its wrapped type is declared (`let plain: String = label`): only an
  /// implicitly unwrapped optional converts so in Swift, and it traps when nil.
  func implicitlyUnwrapped(_ value: Value, at location: SourceLocation?) throws -> Value {
    switch value {
    case .some(let inner): return inner
    case .none: throw InterpreterError.implicitlyUnwrappedNil(at: location)
    default: return value
    }
  }
}
