import SwiftReader
import Transcript

/// A requirement met by a member of the right name but the wrong shape: swiftc refuses the
/// conformance (`type 'A' does not conform to protocol 'P'`), or, when the one candidate differs
/// only by its argument labels, says so at the candidate (`instance method 'greet(person:)' has
/// different argument labels from those required by protocol 'Greeter' ('greet(name:)')`).
///
/// Compared, as swiftc compares them: `static` or not; for a method, its labels, parameter and
/// result types, and `throws`/`async` the requirement does not allow; for a property, its type
/// and, for `{ get set }`, a setter (a `let` or a get-only computed property has none). Only
/// what is sure counts: types are compared only when both are plain (numbers, `String`, `Bool`,
/// the program's non-generic types, optionals and collections of them); a generic member, one
/// the program declares in a protocol extension or an extension of a standard type, a property
/// wrapper or `private(set)`, and a member in `#if` leave the requirement unchecked.
extension Compiler {
  /// What is wrong with the type's members for this protocol's own requirements; nil if nothing sure.
  enum SignatureMismatch {
    case doesNotConform
    case labels(message: String, at: SourceLocation)
  }

  func signatureMismatch(_ type: UserType, _ proto: UserType, provided: Set<String>) -> SignatureMismatch? {
    let witnesses = typeMembers.filter { entry in type.classChain.contains { $0 === entry.type } }.flatMap(\.members)
    guard !witnesses.contains(where: { if case .conditional = $0.kind { true } else { false } }) else { return nil }
    let requirements = typeMembers.filter { $0.type === proto && !$0.isExtension }.flatMap(\.members)
    for requirement in requirements {
      let mismatch: SignatureMismatch?
      switch requirement.kind {
      case .function(let function) where !provided.contains(function.name) && !Self.mayBeProvided(function.name):
        mismatch = functionMismatch(function, witnesses, type: type, proto: proto)
      case .variable(let variable):
        mismatch = propertyMismatch(variable, witnesses, type: type, proto: proto, provided: provided)
      default: mismatch = nil
      }
      if let mismatch { return mismatch }
    }
    return nil
  }

  private func functionMismatch(_ required: FunctionDecl, _ witnesses: [Decl], type: UserType, proto: UserType)
    -> SignatureMismatch?
  {
    guard required.genericParameters.isEmpty else { return nil }
    var candidates: [FunctionDecl] = []
    for witness in witnesses {
      switch witness.kind {
      case .function(let function) where function.name == required.name: candidates.append(function)
      case .variable(let variable) where variable.bindings.contains(where: { Self.bindsName($0.pattern, required.name) }):
        return nil
      case .enumCase(let declaration) where declaration.elements.contains(where: { $0.name == required.name }):
        return nil
      default: continue
      }
    }
    guard !candidates.isEmpty else { return nil }
    var labelsOnly: [FunctionDecl] = []
    for candidate in candidates {
      guard candidate.genericParameters.isEmpty,
        zip(candidate.parameters, required.parameters).allSatisfy({ $0.isVariadic == $1.isVariadic })
      else { return nil }
      guard Self.isStatic(candidate.modifiers) == Self.isStatic(required.modifiers),
        candidate.parameters.count == required.parameters.count,
        !(candidate.isThrowing && !required.isThrowing), !(candidate.isAsync && !required.isAsync)
      else { continue }
      var typesDiffer = false
      let pairs = zip(candidate.parameters.map { $0.type as TypeSyntax? }, required.parameters.map { $0.type as TypeSyntax? })
      for (mine, theirs) in pairs + [(candidate.returnType, required.returnType)] {
        guard let same = sameType(mine, theirs, type: type, proto: proto) else { return nil }
        if !same { typesDiffer = true }
      }
      if typesDiffer { continue }
      if Self.labels(candidate) == Self.labels(required) { return nil }
      labelsOnly.append(candidate)
    }
    guard candidates.count == 1, let candidate = labelsOnly.first else { return .doesNotConform }
    // swiftc names `f(a:)`, or `f` when no parameter has a label; a mix is worded otherwise.
    guard let mine = Self.shownName(candidate), let theirs = Self.shownName(required) else { return nil }
    let kind = Self.isStatic(candidate.modifiers) ? "static method" : "instance method"
    return .labels(
      message: "\(kind) '\(mine)' has different argument labels from those required by protocol "
        + "'\(proto.name)' ('\(theirs)')", at: candidate.nameRange.start)
  }

  private func propertyMismatch(
    _ required: VariableDecl, _ witnesses: [Decl], type: UserType, proto: UserType, provided: Set<String>
  ) -> SignatureMismatch? {
    guard let binding = required.bindings.first, required.bindings.count == 1,
      case .identifier(let name) = binding.pattern.kind, !provided.contains(name), !Self.mayBeProvided(name),
      case .accessors(let accessors)? = binding.accessors
    else { return nil }
    let needsSetter = accessors.contains { $0.kind == .set }
    var found: (VariableDecl, PatternBinding)?
    for witness in witnesses {
      switch witness.kind {
      case .variable(let variable):
        guard let match = variable.bindings.first(where: { Self.bindsName($0.pattern, name) }) else { continue }
        guard found == nil else { return nil }
        found = (variable, match)
      case .function(let function) where function.name == name: return nil
      case .enumCase(let declaration) where declaration.elements.contains(where: { $0.name == name }): return nil
      default: continue
      }
    }
    guard let (variable, witness) = found, variable.attributes.isEmpty,
      !variable.modifiers.contains(where: { $0.detail == "set" })
    else { return nil }
    if Self.isStatic(variable.modifiers) != Self.isStatic(required.modifiers) { return .doesNotConform }
    if needsSetter, variable.isLet || !Self.hasSetter(witness) { return .doesNotConform }
    if let written = witness.type, sameType(written, binding.type, type: type, proto: proto) == false {
      return .doesNotConform
    }
    return nil
  }

  /// Whether two written types are the same; nil when either is not plain enough to be sure.
  private func sameType(_ mine: TypeSyntax?, _ theirs: TypeSyntax?, type: UserType, proto: UserType) -> Bool? {
    for syntax in [mine, theirs].compactMap({ $0 }) {
      switch syntax.kind {
      case .attributed, .inoutType, .implicitlyUnwrapped: return nil
      default: continue
      }
    }
    let left = mine.map { resolveType($0, in: type.asType, reportUnknown: false) } ?? .void
    let right = theirs.map { resolveType($0, in: proto.asType, reportUnknown: false) } ?? .void
    guard Self.isPlain(left), Self.isPlain(right) else { return nil }
    return left.diagnosticName == right.diagnosticName
  }

  private static func isPlain(_ type: SwiftType) -> Bool {
    switch type {
    case .int, .double, .bool, .string, .character, .void, .number: return true
    case .optional(let inner), .array(let inner), .set(let inner): return isPlain(inner)
    case .dictionary(let key, let value): return isPlain(key) && isPlain(value)
    case .user(let user, let arguments):
      return arguments.isEmpty && user.genericParameters.isEmpty && !user.isProtocol
    default: return false
    }
  }

  private static func hasSetter(_ binding: PatternBinding) -> Bool {
    switch binding.accessors {
    case nil: return true
    case .getter: return false
    case .accessors(let accessors):
      // `didSet`/`willSet` only: a stored property with observers.
      return accessors.contains { $0.kind == .set } || !accessors.contains { $0.kind == .get }
    }
  }

  private static func isStatic(_ modifiers: [DeclModifier]) -> Bool {
    modifiers.contains { $0.name == "static" || $0.name == "class" }
  }

  private static func labels(_ function: FunctionDecl) -> [String?] {
    function.parameters.map { $0.label == "_" ? nil : $0.label }
  }

  private static func shownName(_ function: FunctionDecl) -> String? {
    let labels = labels(function)
    if labels.allSatisfy({ $0 == nil }) { return function.name }
    guard labels.allSatisfy({ $0 != nil }) else { return nil }
    return function.name + "(" + labels.map { "\($0!):" }.joined() + ")"
  }

  private static func bindsName(_ pattern: Pattern, _ name: String) -> Bool {
    switch pattern.kind {
    case .identifier(let bound): return bound == name
    case .binding(_, let inner): return bindsName(inner, name)
    case .tuple(let elements): return elements.contains { bindsName($0.pattern, name) }
    default: return false
    }
  }
}
