import SwiftReader

/// The static type a construction `Type(…)` gives: an optional for a failable initializer.
extension Compiler {
  /// Whether `Type(…)` gives an optional: a failable initializer, `init?(rawValue:)`.
  func constructsOptional(_ type: SwiftType, _ syntax: [ArgumentSyntax], _ arguments: [CompiledArgument]) -> Bool {
    if case .user(let userType, _) = type {
      if userType.isEnum, syntax.map(\.label) == ["rawValue"], userType.rawType != nil { return true }
      let matching = userType.members.initializers.filter {
        ArgumentMatcher.match($0.parameters.map(\.shape), shapes(syntax)) != nil
      }
      return matching.count == 1 && matching[0].isFailable
    }
    if case .native(let native, _) = type {
      let matching = native.initializers.filter { ArgumentMatcher.match($0.signature.shapes, shapes(syntax)) != nil }
      return matching.count == 1 && matching[0].signature.isFailable
    }
    var matching = (registry.type(named: Compiler.extensionKeyName(type))?.initializers ?? []).filter {
      ArgumentMatcher.match($0.signature.shapes, shapes(syntax)) != nil
    }
    // `Int("3")`: of `Int`'s one-argument initializers, a string takes only the failable
    // `init?(_: String)`, so the result is an `Int?` (it was typed `Int`, and `f(Int("3"))`
    // took `f<T>(_: T)` over `f(_: Int?)`).
    if arguments.count == 1, case .string = arguments[0].code.type {
      let fromString = matching.filter { function in
        guard let parameter = function.signature.parameters.first, case .named("String", _) = parameter.type.kind else { return false }
        return true
      }
      if !fromString.isEmpty { matching = fromString }
    }
    return !matching.isEmpty && matching.allSatisfy(\.signature.isFailable)
  }
}
