import SwiftReader
import Transcript

/// A struct or enum that declares `Equatable` or `Hashable` and leaves `==` to Swift, while one
/// of its stored values cannot be compared (a closure, a type of the program that is not
/// `Equatable`): swiftc cannot synthesize the conformance and says "type 'P' does not conform to
/// protocol 'Equatable'" at the type's name; run, `==` compared what it could and printed.
/// Also: `sorted()`, `max()` or `min()` of an array of the program's type that is not
/// `Comparable` (swiftc's "referencing instance method 'sorted()' on 'Sequence' requires that
/// 'User' conform to 'Comparable'"; run, the array kept its order).
extension Compiler {
  func checkSynthesizedConformances() {
    for type in program.allTypes where (type.isStruct || type.isEnum) && type.genericParameters.isEmpty {
      let values = type.isStruct ? type.storedProperties.filter { $0.wrapper == nil }.map(\.type)
        : type.cases.flatMap(\.payloadTypes)
      let ownEquals = providesOwn(type, "=="), ownHash = providesOwn(type, "hash")
      let proto: String
      if declares(type, "Hashable") {
        // With its own `==` but not `hash(into:)`, or neither: Swift must synthesize hashing.
        guard !ownHash else { continue }
        proto = "Hashable"
      } else if declares(type, "Equatable"), !ownEquals {
        proto = "Equatable"
      } else {
        continue
      }
      guard values.contains(where: { lacks($0, proto) }) else { continue }
      error("type '\(type.name)' does not conform to protocol '\(proto)'", at: type.location)
    }
  }

  private func declares(_ type: UserType, _ proto: String) -> Bool {
    type.inheritanceSyntax.contains { $0.writtenName == proto }
  }

  /// Whether the type or its extensions declare `name` (`==`, `hash`) themselves.
  private func providesOwn(_ type: UserType, _ name: String) -> Bool {
    if !(type.members.staticMethods[name] ?? []).isEmpty || !(type.members.methods[name] ?? []).isEmpty { return true }
    if name == "hash", type.members.computed["hashValue"] != nil { return true }
    return !(program.functions[name] ?? []).isEmpty
  }

  /// Whether a value of this type surely cannot be compared (or hashed) by the protocol.
  private func lacks(_ type: SwiftType, _ proto: String) -> Bool {
    switch type {
    case .function: return true
    case .optional(let inner), .array(let inner), .set(let inner): return lacks(inner, proto)
    case .dictionary(_, let value): return lacks(value, proto)
    case .user(let user, let arguments):
      guard arguments.isEmpty, user.genericParameters.isEmpty, !user.isProtocol else { return false }
      // An enum without payloads is Equatable and Hashable by itself.
      if user.isEnum, !user.cases.contains(where: \.hasPayload) { return false }
      let names = Set(allConformances(of: user).map(\.name))
      let satisfying: Set<String> = proto == "Equatable" ? ["Equatable", "Hashable", "Comparable"] : ["Hashable"]
      return names.isDisjoint(with: satisfying)
    default: return false
    }
  }

  /// `users.sorted()`, `.max()`, `.min()` of a certain array of the program's non-`Comparable` type.
  func checkNotComparableElements(_ base: Expr?, _ baseType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax],
    at location: SourceLocation) {
    guard syntax.isEmpty, ["sorted", "max", "min"].contains(name), let base, isCertainlyTyped(base),
      case .array(.user(let element, let arguments)) = baseType, arguments.isEmpty, !element.isProtocol,
      element.genericParameters.isEmpty, !allConformances(of: element).contains(where: { $0.name == "Comparable" })
    else { return }
    error("referencing instance method '\(name)()' on 'Sequence' requires that '\(element.name)' conform to 'Comparable'",
      at: location)
  }
}
