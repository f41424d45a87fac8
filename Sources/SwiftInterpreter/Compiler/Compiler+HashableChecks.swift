import SwiftReader
import Transcript

/// A dictionary's key or a set's element of a program's type that is not `Hashable`: swiftc
/// refuses the program ("type 'P' does not conform to protocol 'Hashable'" where the type is
/// written, "generic struct 'Dictionary' requires that 'K' conform to 'Hashable'" for a literal
/// whose type is inferred), where the engine hashed the stored values and ran it.
///
/// Only what is certain is refused, as for `==` (``isKnownNotEquatable(_:)``): a struct, class
/// or enum with payloads whose declared conformances are all known and none brings hashing.
/// An enum without payloads, or with raw values, is `Hashable` by itself. The checks wait for
/// the end of compilation, when every enum case and extension is declared.
extension Compiler {
  /// Standard protocols that refine `Hashable` (from the standard library's reference).
  private static let hashableRefinements: Set<String> = [
    "Hashable", "BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "FloatingPoint",
    "BinaryFloatingPoint", "StringProtocol",
  ]
  /// Standard protocols that bring no hashing: a conformance to any other is not known here.
  private static let withoutHashing: Set<String> = [
    "Equatable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "CustomStringConvertible",
    "CustomDebugStringConvertible", "Sendable", "Error", "CaseIterable", "AnyObject", "LocalizedError",
  ]

  /// Checks, once compilation ends, that a key or element type written or inferred here is
  /// `Hashable`; `container` names the generic struct for an inferred literal (nil where the
  /// type is written).
  func requireHashable(_ type: SwiftType, container: String?, at location: SourceLocation) {
    guard case .user = type else { return }
    pendingHashableChecks.append((type, container, location))
  }

  /// `Set(points)`: the elements of the array a set is made from must be `Hashable`.
  func requireHashableElements(of type: SwiftType, _ arguments: [CompiledArgument], at location: SourceLocation) {
    guard case .set(let element) = type, element.isUnknown, arguments.count == 1, arguments[0].label == nil,
      case .array(let given) = arguments[0].code.type
    else { return }
    requireHashable(given, container: "Set", at: location)
  }

  func checkPendingHashables() {
    let pending = pendingHashableChecks
    pendingHashableChecks = []
    for (type, container, location) in pending {
      guard case .user(let userType, _) = type, isKnownNotHashable(userType) else { continue }
      if let container {
        error("generic struct '\(container)' requires that '\(userType.name)' conform to 'Hashable'", at: location)
      } else {
        error("type '\(userType.name)' does not conform to protocol 'Hashable'", at: location)
      }
    }
  }

  /// Whether the program's struct, class or enum certainly cannot be hashed.
  func isKnownNotHashable(_ type: UserType) -> Bool {
    guard type.isStruct || type.isClass || type.isEnum, type.genericParameters.isEmpty,
      type.classChain.last?.nativeSuperclass == nil
    else { return false }
    if type.isEnum && (type.rawType != nil || !type.cases.contains(where: \.hasPayload)) { return false }
    var names: [String] = type.classChain.flatMap { $0.inheritanceSyntax.map(\.writtenName) }
    names += program.extensionConformances[type.name] ?? []
    var seen: Set<String> = []
    while let name = names.popLast() {
      guard seen.insert(name).inserted else { continue }
      if Self.hashableRefinements.contains(name) { return false }
      if let declared = program.type(named: name) {
        if declared.isProtocol { names += declared.inheritanceSyntax.map(\.writtenName) }
        continue
      }
      if !Self.withoutHashing.contains(name) { return false }
    }
    return true
  }
}
