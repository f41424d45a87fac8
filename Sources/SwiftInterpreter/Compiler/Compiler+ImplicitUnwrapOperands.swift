import SwiftReader
import Transcript

/// An implicitly unwrapped optional as an operand (`var count: Int! = 1; count * 2`).
///
/// Its static type here is an optional (`Int!` is `Int?` once declared), yet Swift lets it be
/// used where its wrapped type is wanted, unwrapping it there (a trap when nil). No standard
/// arithmetic, ordering or range operator takes an optional, so a program swiftc built that
/// applies one to an optional operand applies it to an implicitly unwrapped one: the operand
/// is unwrapped, unless the program declares that operator itself for an optional parameter.
extension Compiler {
  /// The operators an optional operand of which is implicitly unwrapped.
  static let unwrappingOperators: Set<String> = [
    "+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<", ">>", "&<<", "&>>",
    "<", ">", "<=", ">=", "..<", "...",
  ]

  /// The prefix operators an optional operand of which is implicitly unwrapped (`-count`).
  static let unwrappingPrefixOperators: Set<String> = ["-", "+", "~", "!"]

  /// The operand unwrapped when it is an optional of a known type given to `op`.
  func implicitlyUnwrappedOperand(_ code: ExprCode, _ op: String, isPrefix: Bool = false) -> ExprCode {
    let operators = isPrefix ? Self.unwrappingPrefixOperators : Self.unwrappingOperators
    guard case .optional(let wrapped) = code.type, !wrapped.isUnknown, operators.contains(op),
      !declaresOptionalOperator(op)
    else { return code }
    let location = code.location
    return map(code, type: wrapped) { frame, value in try frame.interpreter.implicitlyUnwrapped(value, at: location) }
  }

  /// `count += 5` on an implicitly unwrapped place: the wrapped type the operator works on,
  /// nil when the place is not optional (the value is unwrapped, changed, stored back wrapped).
  func implicitlyUnwrappedPlaceType(_ type: SwiftType, _ op: String) -> SwiftType? {
    guard case .optional(let wrapped) = type, !wrapped.isUnknown, Self.unwrappingOperators.contains(op),
      !declaresOptionalOperator(op + "=")
    else { return nil }
    return wrapped
  }

  /// A place that is an optional written `T?` (not `T!`, which operators unwrap): a variable
  /// declared so, or a dictionary's value by its key.
  func isCertainOptionalPlace(_ place: Expr) -> Bool {
    switch place.kind {
    case .identifier(let name):
      if let local = visibleVariable(name) { return local.isDeclaredOptional }
      if context.selfType.map({ hasMember($0, name) }) == true { return false }
      return (scriptGlobals[name] ?? program.globalsByName[name])?.isDeclaredOptional ?? false
    case .subscriptCall(let base, let arguments):
      guard arguments.count == 1, arguments[0].label == nil, case .dictionary? = storedType(base) else { return false }
      return true
    default:
      return false
    }
  }

  /// The declared type of a variable or a property path (`counts`, `s.d`, `self.d`), without compiling it.
  private func storedType(_ expr: Expr) -> SwiftType? {
    switch expr.kind {
    case .identifier("self"): return context.selfType
    case .identifier(let name):
      if let local = visibleVariable(name) { return local.type }
      if let selfType = context.selfType, hasMember(selfType, name) { return memberType(of: selfType, name) }
      return (scriptGlobals[name] ?? program.globalsByName[name])?.type
    case .member(let base, let name, _):
      return storedType(base).map { memberType(of: $0, name) }
    default:
      return nil
    }
  }

  /// Whether the program declares `op` with an optional parameter (its own overload then applies).
  private func declaresOptionalOperator(_ op: String) -> Bool {
    var codes = program.functions[op] ?? []
    for type in program.allTypes { codes += type.members.staticMethods[op] ?? [] }
    for table in program.extensions.values { codes += table.staticMethods[op] ?? [] }
    return codes.contains { code in
      code.parameters.contains { parameter in
        if case .optional = parameter.type { return true }
        return false
      }
    }
  }
}
