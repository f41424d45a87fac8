import SwiftReader
import Transcript

/// A type that says it conforms to a protocol of the program but lacks one of its requirements:
/// swiftc refuses to build it (`type 'Square' does not conform to protocol 'Shape'`, at the type's
/// name, or at `extension` when the conformance is written there; a requirement of an inherited
/// protocol names that protocol), so it never runs here, where it would fail only when the
/// missing member is reached.
///
/// Only what is sure is refused: a requirement is met by a member of that name (method,
/// property, case; its shape is compared in `signatureMismatch`), declared by the type, its
/// extensions or its superclasses, or by an extension of any protocol or of a standard type.
/// Types that inherit from a framework class, carry attributes that may add members (macros),
/// or conform to a standard protocol outside a short list are left alone; so are requirements
/// the standard library may provide (`id`, `description`, `hash(into:)`, `rawValue`, operators).
extension Compiler {
  func checkConformances() {
    var sites: [(type: UserType, protocols: [TypeSyntax], location: SourceLocation)] = []
    // Extensions add their inherited names after the declaration's own: counted to tell them apart.
    var extensionInheritance: [ObjectIdentifier: Int] = [:]
    for file in program.files {
      for decl in active(file.declarations) {
        guard case .extensionDecl(let ext) = decl.kind, !ext.inheritance.isEmpty,
          case .user(let type, _) = resolveType(ext.extendedType, in: nil, reportUnknown: false), !type.isProtocol
        else { continue }
        extensionInheritance[ObjectIdentifier(type), default: 0] += ext.inheritance.count
        if ext.attributes.isEmpty, ext.modifiers.isEmpty { sites.append((type, ext.inheritance, decl.range.start)) }
      }
    }
    for type in program.allTypes where !type.isProtocol {
      let declared = type.inheritanceSyntax.count - (extensionInheritance[ObjectIdentifier(type)] ?? 0)
      guard declared > 0 else { continue }
      sites.append((type, Array(type.inheritanceSyntax.prefix(declared)), type.location))
    }
    let provided = namesProvidedEverywhere()
    var reported: Set<String> = []
    for (type, protocols, location) in sites where isCheckable(type) {
      let names = memberNames(of: type).union(provided)
      for syntax in protocols {
        guard case .user(let proto, _) = resolveType(syntax, in: type.outer.map { $0.asType }, reportUnknown: false),
          proto.isProtocol
        else { continue }
        for required in Self.protocolClosure(proto) where Self.isCheckable(required) {
          let missing = required.requirements.contains { !names.contains($0) && !Self.mayBeProvided($0) }
          let mismatch: SignatureMismatch? = missing ? .doesNotConform : signatureMismatch(type, required, provided: provided)
          guard let mismatch, reported.insert("\(type.qualifiedName):\(required.name)").inserted else { continue }
          if case .labels(let message, let at) = mismatch {
            error(message, at: at)
          } else {
            error("type '\(type.name)' does not conform to protocol '\(required.name)'", at: location)
          }
        }
      }
    }
  }

  /// A protocol and the protocols of the program it inherits from, itself first.
  private static func protocolClosure(_ proto: UserType) -> [UserType] {
    var result: [UserType] = []
    var pending = [proto]
    while let next = pending.first {
      pending.removeFirst()
      guard !result.contains(where: { $0 === next }), result.count < 64 else { continue }
      result.append(next)
      for case .user(let parent) in next.conformances where parent.isProtocol { pending.append(parent) }
    }
    return result
  }

  /// A protocol whose requirements are all known here: not `@objc` (optional requirements).
  private static func isCheckable(_ proto: UserType) -> Bool {
    proto.attributes.isEmpty
  }

  /// Whether every member the type has can be seen in the program's text.
  private func isCheckable(_ type: UserType) -> Bool {
    let allowedAttributes: Set<String> = ["MainActor", "Observable", "available", "frozen"]
    for member in type.classChain {
      guard member.nativeSuperclass == nil, member.unmodelledSuperclass == nil,
        member.attributes.allSatisfy({ allowedAttributes.contains($0.name) })
      else { return false }
    }
    for conformance in type.conformances {
      if case .native(let native) = conformance, !Self.plainStandardProtocols.contains(native.name) { return false }
    }
    // Every name it inherits from must be known: a class, a protocol or an enum's raw type.
    let outer = type.outer.map { $0.asType }
    return type.inheritanceSyntax.allSatisfy { !resolveType($0, in: outer, reportUnknown: false).isUnknown }
  }

  /// Standard protocols whose members are few and known (listed in `mayBeProvided`).
  private static let plainStandardProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Sendable", "Error",
  ]

  /// Names the standard library synthesizes or gives by extension to the protocols above.
  static func mayBeProvided(_ name: String) -> Bool {
    let provided: Set<String> = [
      "id", "description", "debugDescription", "hash", "hashValue", "rawValue", "allCases", "encode",
      "localizedDescription",
    ]
    guard let first = name.first, first.isLetter || first == "_" else { return true }
    return provided.contains(name) || name.hasPrefix("_")
  }

  /// The names a type declares, in its body, extensions and superclasses.
  private func memberNames(of type: UserType) -> Set<String> {
    var names: Set<String> = []
    for ancestor in type.classChain {
      for (owner, members, _) in typeMembers where owner === ancestor {
        for member in members { Self.collectNames(member, into: &names) }
      }
    }
    return names
  }

  /// Names declared by an extension of any protocol (a default implementation, perhaps
  /// constrained) or of a type the program does not declare.
  private func namesProvidedEverywhere() -> Set<String> {
    var names: Set<String> = []
    for (owner, members, isExtension) in typeMembers where owner.isProtocol && isExtension {
      for member in members { Self.collectNames(member, into: &names) }
    }
    for (_, members, _) in nativeExtensionMembers {
      for member in members { Self.collectNames(member, into: &names) }
    }
    return names
  }

  private static func collectNames(_ decl: Decl, into names: inout Set<String>) {
    switch decl.kind {
    case .function(let function): names.insert(function.name)
    case .variable(let variable):
      for binding in variable.bindings { collectNames(binding.pattern, into: &names) }
    case .enumCase(let declaration):
      for element in declaration.elements { names.insert(element.name) }
    case .conditional(let block):
      for clause in block.clauses { for member in clause.items { collectNames(member, into: &names) } }
    default: break
    }
  }

  private static func collectNames(_ pattern: Pattern, into names: inout Set<String>) {
    switch pattern.kind {
    case .identifier(let name): names.insert(name)
    case .binding(_, let inner): collectNames(inner, into: &names)
    case .tuple(let elements): for element in elements { collectNames(element.pattern, into: &names) }
    default: break
    }
  }
}
