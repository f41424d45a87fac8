import SwiftReader
import Transcript

/// `max(0, n - count)` inside `extension String`: the standard library's global function, not
/// the sequence's `max()` that no argument list fits (swiftc builds it so; checked with swiftc 6.3).
extension Compiler {
  /// Whether a bare call `name(…)` in an extension of a standard type means the global function
  /// `name`: there is one, and none of the type's own methods named so takes these arguments.
  func callsGlobalPastMember(_ selfType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax]) -> Bool {
    guard registry.functions[name] != nil else { return false }
    switch selfType {
    case .user, .metatype, .unknown, .generic: return false
    default: break
    }
    let typeName = Compiler.extensionKeyName(selfType)
    let candidates = registryMethods(typeName, name)
    guard let candidates, !candidates.isEmpty else { return false }
    let argumentShapes = shapes(syntax)
    return !candidates.contains { ArgumentMatcher.match($0.signature.shapes, argumentShapes) != nil }
  }

  /// The registry's methods `name` of a type and what it conforms to; nil when the program's
  /// own extensions declare one (their parameters are not looked at here).
  private func registryMethods(_ typeName: String, _ name: String) -> [NativeFunction]? {
    var pending = [typeName]
    var seen: Set<String> = []
    var found: [NativeFunction] = []
    while let current = pending.popLast() {
      guard seen.insert(current).inserted else { continue }
      if program.extensions[current]?.declaresInstanceMember(name) == true { return nil }
      if let type = registry.type(named: current) {
        if type.properties[name] != nil { return nil }
        found += type.methods[name] ?? []
        pending += type.conformances
        if let superclass = type.superclass { pending.append(superclass) }
      }
      pending += program.extensionConformances[current] ?? []
    }
    return found
  }
}
