import SwiftReader

/// Generic type aliases: `typealias Pair<T> = (first: T, second: T)` used as `Pair<String>`.
///
/// The aliased type is resolved with the alias's parameters in scope, then each parameter is
/// replaced by the argument written at the use (The Swift Programming Language, "Generics":
/// a generic type alias is its aliased type with the arguments put in).
extension Compiler {
  func resolveAlias(_ alias: TypeSyntax, parameters: [String], arguments: [SwiftType], in outer: SwiftType?) -> SwiftType {
    guard !parameters.isEmpty else { return resolveType(alias, in: outer) }
    let saved = context.genericNames
    context.genericNames.formUnion(parameters)
    let resolved = resolveType(alias, in: outer)
    context.genericNames = saved
    var bindings: [String: SwiftType] = [:]
    for (index, name) in parameters.enumerated() {
      bindings[name] = arguments.indices.contains(index) ? arguments[index] : .unknown
    }
    return resolved.replacingGenerics(bindings)
  }
}
