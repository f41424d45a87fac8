import SwiftReader

/// Protocol compositions (`P & Q`), written out or named by an alias (`typealias R = P & Q`).
///
/// A resolved type keeps only a composition's first part (what member lookup needs), so every
/// place where the other parts decide an answer asks here for all of them: a type that adopts
/// an alias of a composition conforms to each of its protocols, and `is`, `as?`, `as!` and a
/// `case … as` pattern succeed only when the value is an instance of every part
/// (The Swift Programming Language, "Protocols": protocol composition).
extension Compiler {
  /// The parts of a composition a type syntax names, through `any` and aliases; one element,
  /// the syntax itself, when it is no composition.
  func compositionParts(_ syntax: TypeSyntax, in scope: UserType? = nil, depth: Int = 0) -> [TypeSyntax] {
    guard depth < 16 else { return [syntax] }
    switch syntax.kind {
    case .composition(let parts):
      return parts.flatMap { compositionParts($0, in: scope, depth: depth + 1) }
    case .existential(let inner):
      return compositionParts(inner, in: scope, depth: depth + 1)
    case .named(let name, let arguments) where arguments.isEmpty:
      guard let alias = aliasSyntax(named: name, in: scope) else { return [syntax] }
      let parts = compositionParts(alias, in: scope, depth: depth + 1)
      return parts.count > 1 ? parts : [syntax]
    default:
      return [syntax]
    }
  }

  /// The parts of a composition after its first, resolved: what a cast or `is` must check
  /// besides the type ``resolveType(_:in:reportUnknown:)`` gives (empty for no composition).
  func extraCompositionTypes(_ syntax: TypeSyntax) -> [SwiftType] {
    let parts = compositionParts(syntax)
    guard parts.count > 1 else { return [] }
    return parts.dropFirst().map { resolveType($0, in: context.selfType) }.filter { !$0.isUnknown }
  }

  /// The syntax a non-generic alias stands for, of the type being compiled (or one around it)
  /// or of the program.
  private func aliasSyntax(named name: String, in outer: UserType?) -> TypeSyntax? {
    if context.genericNames.contains(name) { return nil }
    var scope = outer ?? context.selfType?.userType ?? context.typeScope?.userType
    while let type = scope {
      if let alias = type.typeAliases[name] { return (type.typeAliasParameters[name] ?? []).isEmpty ? alias : nil }
      scope = type.outer
    }
    if program.types[name] != nil { return nil }
    guard let alias = program.typeAliases[name], (program.typeAliasParameters[name] ?? []).isEmpty else { return nil }
    return alias
  }
}

extension Interpreter {
  /// `value as? P & Q`: the cast to the first part, kept only when the value is also an
  /// instance of every other part.
  func cast(_ value: Value, to type: SwiftType, alsoConformingTo extra: [SwiftType]) -> Value? {
    guard let cast = cast(value, to: type) else { return nil }
    return extra.allSatisfy({ isInstance(value, of: $0) }) ? cast : nil
  }
}
