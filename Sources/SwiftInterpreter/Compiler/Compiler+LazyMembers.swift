import SwiftReader
import Transcript

/// Reading a struct's `lazy var`: the first read is a mutation of the variable that holds the
/// struct, which keeps the value (a copy made before keeps none; a later change of what the
/// initial value read does not recompute it), as Swift's mutating lazy getter does.
extension Compiler {
  /// `variable.name` where `variable` holds a struct whose `name` is `lazy`; nil otherwise.
  func lazyStructMemberRead(_ base: Expr, _ name: String, at location: SourceLocation) -> ExprCode? {
    guard case .identifier(let variable) = base.kind, variable != "self",
      context.local(variable) != nil || !(context.selfType.map { hasMember($0, variable) } ?? false),
      let declared = context.local(variable)?.type ?? scriptGlobals[variable]?.type ?? program.globalsByName[variable]?.type,
      case .user(let type, _) = declared, type.isStruct, let index = type.field(named: name),
      type.storedProperties[index].isLazy, type.storedProperties[index].wrapper == nil,
      let place = compilePlace(base)
    else { return nil }
    let property = type.storedProperties[index]
    let modify = place.modify
    return ExprCode(type: property.type, run: { frame in
      var result = Value.void
      try modify(frame) { value in result = try frame.interpreter.readLazy(&value, index, property, at: location) }
      return result
    }, location: location)
  }
}

extension Interpreter {
  /// A lazy stored property's value, computed from the struct itself and stored in it on first read.
  func readLazy(_ value: inout Value, _ index: Int, _ property: StoredProperty, at location: SourceLocation?) throws -> Value {
    let stored = try fieldValue(value, index)
    guard case .void = stored else { return stored }
    guard let initial = property.initialValue else { return .void }
    // The getter of a lazy property of a struct is mutating: its initial value may change other
    // properties of `self` (`log.append(…)` in the closure that makes it), and those changes stay.
    let cell = Box(value)
    let frame = Frame(code: scratchCode, interpreter: self, captures: [], selfValue: value, selfBox: cell)
    let computed = coerce(try initial.run(frame), to: property.type)
    value = cell.value
    try modifyField(&value, index) { $0 = computed }
    return computed
  }
}

extension Compiler {
  /// An optional stored where a concrete, non-optional type is declared (`let plain: String =
  /// label`): Swift allows it only for an implicitly unwrapped optional, which is unwrapped
  /// there (a trap when nil); the code is unchanged anywhere else.
  func unwrappingImplicitly(_ code: ExprCode, to declared: SwiftType) -> ExprCode {
    guard case .optional = code.type else { return code }
    switch declared {
    case .int, .double, .bool, .string, .character, .number, .array, .dictionary, .set, .tuple: break
    case .user(let type, _) where !type.isProtocol: break
    default: return code
    }
    let location = code.location
    return map(code, type: declared) { frame, value in try frame.interpreter.implicitlyUnwrapped(value, at: location) }
  }
}
