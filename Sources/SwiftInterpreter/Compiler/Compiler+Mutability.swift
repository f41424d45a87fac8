import SwiftReader
import Transcript

/// Why a place cannot be changed, as swiftc words the end of its error:
/// `'x' is a 'let' constant`, `'self' is immutable`.
struct ReadOnly {
  /// How the change reaches the immutable storage: the first words of the assignment's error.
  enum Step { case value, property, subscriptCall }
  var reason: String
  var step: Step
  /// Where swiftc points an assignment's error: the name, the member's name, the `[`.
  var anchor: SourceLocation
}

/// Changes to storage the program declared immutable are refused as swiftc refuses them —
/// assigning, `+=`, a mutating method, `&x` — so that a program swiftc would not build never
/// runs and prints. Only what the compiler knows for sure is refused: a `let` with a value, a
/// parameter, a pattern's binding, `self` in a non-mutating method of a struct or enum, a `let`
/// property outside an initializer, and what is reached from them through values (never
/// through a class's reference, nor through a value whose type is unknown).
extension Compiler {
  /// A variable's place: read-only when it is a constant that already has its value.
  func identifierReadOnly(_ name: String, at location: SourceLocation) -> ReadOnly? {
    if name == "self" { return selfReadOnly(at: location) }
    if let variable = visibleVariable(name) {
      guard variable.isConstant, !variable.mayBeAssigned else { return nil }
      // A closure's anonymous parameter is no declared constant: swiftc says it is immutable.
      if name.hasPrefix("$") { return ReadOnly(reason: "'\(name)' is immutable", step: .value, anchor: location) }
      return ReadOnly(reason: "'\(name)' is a 'let' constant", step: .value, anchor: location)
    }
    return nil
  }

  /// A global's place: read-only when declared `let` with an initial value.
  func globalReadOnly(_ global: GlobalVariable, at location: SourceLocation) -> ReadOnly? {
    guard global.isConstant, global.hasInitialValue else { return nil }
    return ReadOnly(reason: "'\(global.name)' is a 'let' constant", step: .value, anchor: location)
  }

  /// `self` in a struct's or enum's method, getter or subscript that is not `mutating`, and in
  /// the closures inside one: `{ count += 1 }` in a getter changes a `self` the closure only
  /// captured (swiftc: "left side of mutating operator isn't mutable: 'self' is immutable"); a
  /// property behind a wrapper is changed through the wrapper's setter, which may be
  /// `nonmutating`, and stays allowed (`memberReadOnly`).
  func selfReadOnly(at location: SourceLocation) -> ReadOnly? {
    guard let selfType = context.selfType, selfType.isKnownValueType else { return nil }
    var scope = context
    while scope.code.kind == .closure, let parent = scope.parent { scope = parent }
    let code = scope.code
    guard code.kind == .method || code.kind == .getter, !code.isMutating else { return nil }
    return ReadOnly(reason: "'self' is immutable", step: .value, anchor: location)
  }

  /// `base.name`: a `let` property, or a property of a value that is itself read-only.
  func memberReadOnly(_ base: PlaceCode, _ name: String, at location: SourceLocation) -> ReadOnly? {
    if case .user(let type, _) = base.type, let index = type.field(named: name),
      type.storedProperties[index].isConstant, context.code.kind != .initializer
    {
      return ReadOnly(reason: "'\(name)' is a 'let' constant", step: .property, anchor: location)
    }
    if case .user(let type, _) = base.type, type.field(named: name) == nil,
      let property = type.classChain.lazy.compactMap({ $0.members.computed[name] }).first, property.setter == nil
    {
      return ReadOnly(reason: "'\(name)' is a get-only property", step: .property, anchor: location)
    }
    if case .user(let type, _) = base.type, type.isProtocol, isGetOnlyRequirement(name, of: type) {
      return ReadOnly(reason: "'\(name)' is a get-only property", step: .property, anchor: location)
    }
    guard let inner = base.readOnly else { return nil }
    // Through a stored property of a struct (a wrapper's setter may be `nonmutating`, as
    // a host's wrapper is; a computed one's may be too) or a tuple's element.
    switch base.type {
    case .user(let type, _) where type.kind == .structure:
      guard let index = type.field(named: name), type.storedProperties[index].wrapper == nil else { return nil }
    case .tuple: break
    default: return nil
    }
    return ReadOnly(reason: inner.reason, step: .property, anchor: location)
  }

  /// Where swiftc points a compound assignment's error: its operator, found from the operands'
  /// positions (the syntax keeps no position for an operator); Swift puts the same space on
  /// both sides of a binary operator, none or some.
  func operatorLocation(_ op: String, _ lhs: Expr, _ rhs: Expr) -> SourceLocation {
    let end = lhs.range.end, start = rhs.range.start
    guard end.line == start.line, end.file == start.file else { return lhs.range.start }
    let width = op.utf8.count
    if start.column - end.column <= width { return end }
    return SourceLocation(file: end.file, line: end.line, column: max(1, start.column - width - 1))
  }

  /// `base[i]` on an array, a dictionary or a string that is read-only.
  func subscriptReadOnly(_ base: PlaceCode, at location: SourceLocation) -> ReadOnly? {
    switch base.type {
    case .array, .dictionary, .string: break
    default: return nil
    }
    guard let inner = base.readOnly else { return nil }
    return ReadOnly(reason: inner.reason, step: .subscriptCall, anchor: location)
  }

  /// `x = …`: swiftc's `cannot assign to value: 'x' is a 'let' constant` and its kin.
  func refuseAssignment(to place: PlaceCode) -> Bool {
    noteIsolatedUse(place.isolated, .mutated)
    guard let readOnly = place.readOnly else { return false }
    let what: String
    switch readOnly.step {
    case .value: what = "cannot assign to value"
    case .property: what = "cannot assign to property"
    case .subscriptCall: what = "cannot assign through subscript"
    }
    error("\(what): \(readOnly.reason)", at: readOnly.anchor)
    return true
  }

  /// `x += …` on a read-only place, located at the operator as swiftc locates it.
  func refuseCompoundAssignment(to place: PlaceCode, at location: SourceLocation) -> Bool {
    noteIsolatedUse(place.isolated, .mutated)
    guard let readOnly = place.readOnly else { return false }
    error("left side of mutating operator isn't mutable: \(readOnly.reason)", at: location)
    return true
  }

  /// `x.append(…)`: a method every candidate of which is `mutating`, on a read-only place.
  func refuseMutatingCall(
    on place: PlaceCode, userMethods: [FunctionCode], natives: [NativeFunction], at location: SourceLocation
  ) {
    let mutates = userMethods.isEmpty
      ? !natives.isEmpty && natives.allSatisfy(\.signature.isMutating)
      : userMethods.allSatisfy(\.isMutating)
    if mutates, !place.type.isKnownReferenceType { noteIsolatedUse(place.isolated, .mutated) }
    guard let readOnly = place.readOnly, place.type.isKnownValueType, mutates else { return }
    error("cannot use mutating member on immutable value: \(readOnly.reason)", at: location)
  }

  /// The methods a struct or enum declares under this name (nil-free: empty when none).
  func structMethods(_ type: SwiftType, _ name: String) -> [FunctionCode] {
    guard case .user(let user, _) = type, user.kind == .structure || user.kind == .enumeration else { return [] }
    return user.members.methods[name] ?? []
  }

  /// `&x` for an `inout` parameter.
  func refuseInout(_ place: PlaceCode, at location: SourceLocation) {
    noteIsolatedUse(place.isolated, .passedInout)
    guard let readOnly = place.readOnly else { return }
    error("cannot pass immutable value as inout argument: \(readOnly.reason)", at: location)
  }
}

extension SwiftType {
  /// Whether values of the type are copied (structs, enums, standard values) rather than shared.
  var isValueType: Bool {
    switch self {
    case .user(let type, _): return !type.isClass
    case .native(let type, _): return !type.isClass
    case .metatype: return false
    default: return true
    }
  }

  /// Whether the type is surely copied on assignment (a struct, an enum, a standard value):
  /// unknown, generic and protocol types are not, since a class may stand behind them.
  var isKnownValueType: Bool {
    switch self {
    case .user(let type, _): return type.kind == .structure || type.kind == .enumeration
    case .int, .double, .bool, .string, .character, .number, .array, .dictionary, .set, .tuple, .range: return true
    case .optional(let wrapped): return wrapped.isKnownValueType
    default: return false
    }
  }

  /// Whether values of the type are certainly shared objects (a class, a native class).
  var isKnownReferenceType: Bool {
    switch self {
    case .user(let type, _): return type.isClass
    case .native(let type, _): return type.isClass
    case .optional(let wrapped): return wrapped.isKnownReferenceType
    default: return false
    }
  }
}
