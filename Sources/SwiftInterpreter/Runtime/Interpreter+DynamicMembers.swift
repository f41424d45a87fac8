import Transcript

/// `@dynamicMemberLookup` (The Swift Programming Language, "Attributes"): a member the type
/// does not declare is read through its `subscript(dynamicMember:)`, given the member's name
/// when that subscript takes a `String`, or a key path to it (`\.count`) otherwise.
extension Interpreter {
  /// `value.name` through the type's `subscript(dynamicMember:)`; nil when it has none.
  func dynamicMember(_ value: Value, _ name: String, at location: SourceLocation?) throws -> Value? {
    let type: UserType
    switch value {
    case .structure(let s): type = s.type
    case .object(let o): type = o.type
    case .enumCase(let e):
      guard let user = e.type.userType else { return nil }
      type = user
    default: return nil
    }
    guard type.classChain.contains(where: { $0.hasAttribute("dynamicMemberLookup") }) else { return nil }
    let members = type.classChain.flatMap { $0.members.subscripts }.filter { $0.labels == ["dynamicMember"] }
    guard let first = members.first else { return nil }
    // A subscript taking the name (`String`) is chosen before one taking a key path.
    let byName = members.first { member in
      if case .string = member.getter.parameters.first?.type { return true }
      return false
    }
    let key: Value = byName != nil ? .string(name) : .keyPath(KeyPathValue(root: nil, components: [name]))
    let member = byName ?? first
    return try invoke(member.getter, arguments: [key], captures: [], selfValue: value, selfBox: nil, at: location)
  }
}
