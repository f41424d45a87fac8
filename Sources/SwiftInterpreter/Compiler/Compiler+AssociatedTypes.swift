import SwiftReader

/// What the associated types of a type's protocols are, worked out once its members are known:
/// a literal written for `N` in `extension Shape { func zero() -> N { 0 } }` is of that type
/// (`0.0` for a `Square` whose `side` is a `Double`), as swiftc infers the witness.
extension Compiler {
  func bindAssociatedTypes(of type: UserType) {
    for case .user(let proto) in allConformances(of: type) where !proto.associatedTypeNames.isEmpty {
      for name in proto.associatedTypeNames where type.associatedBindings[name] == nil {
        if let bound = associatedType(name, of: proto, in: type) { type.associatedBindings[name] = bound }
      }
    }
  }

  /// `typealias N = Double`, a nested type named `N`, or the type of the property that meets a
  /// requirement declared with `N` (`var side: N { get }` met by `var side: Double`).
  private func associatedType(_ name: String, of proto: UserType, in type: UserType) -> SwiftType? {
    if let alias = type.typeAliases[name] {
      let resolved = resolveAlias(alias, parameters: type.typeAliasParameters[name] ?? [], arguments: [], in: type.asType)
      return resolved.isUnknown || resolved.mentionsGeneric ? nil : resolved
    }
    if let nested = type.nestedTypes[name] { return .user(nested, arguments: []) }
    for (requirement, declared) in proto.requirementTypes.sorted(by: { $0.key < $1.key }) where declared.mentionsGeneric {
      let witness: SwiftType?
      if let index = type.field(named: requirement) {
        witness = type.storedProperties[index].type
      } else {
        witness = type.members.computed[requirement]?.type
      }
      if let witness, let bound = Self.shown(name, declared, witness), !bound.isUnknown, !bound.mentionsGeneric { return bound }
    }
    return nil
  }

  /// What `name` stands for where a requirement's type (`[Item]`) meets its witness's (`[Double]`).
  private static func shown(_ name: String, _ declared: SwiftType, _ witness: SwiftType) -> SwiftType? {
    switch (declared, witness) {
    case (.generic(name), _): return witness
    case (.optional(let d), .optional(let w)), (.array(let d), .array(let w)), (.set(let d), .set(let w)):
      return shown(name, d, w)
    case (.dictionary(let dk, let dv), .dictionary(let wk, let wv)): return shown(name, dk, wk) ?? shown(name, dv, wv)
    default: return nil
    }
  }
}
