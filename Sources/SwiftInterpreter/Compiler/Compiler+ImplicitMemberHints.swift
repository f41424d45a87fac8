import SwiftReader

/// Which overload's parameter type an implicit member argument takes its type from.
extension Compiler {
  /// Whether `.name`, passed where several registry overloads take different types
  /// (`components(separatedBy: String)` and `(separatedBy: CharacterSet)`), names a static member
  /// of `type` and not of the type chosen so far: Swift picks the overload where `.name` exists.
  func implicitMemberPrefers(_ argument: ArgumentSyntax, _ type: SwiftType?, over current: SwiftType?) -> Bool {
    guard case .implicitMember(let name) = argument.expression.kind else { return false }
    func hasMember(_ type: SwiftType?) -> Bool {
      guard let type, let native = registry.type(named: Compiler.extensionKeyName(type.wrapped)) else { return false }
      return native.staticProperties[name] != nil || native.staticMethods[name] != nil || native.caseIndex(named: name) != nil
    }
    return hasMember(type) && !hasMember(current)
  }
}
