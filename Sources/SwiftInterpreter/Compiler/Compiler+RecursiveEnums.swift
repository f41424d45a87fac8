import SwiftReader

/// An enum with a case that holds the enum itself by value (`case neg(Expr)` in `enum Expr`)
/// and no `indirect` has no finite size: swiftc refuses it with "recursive enum 'Expr' is not
/// marked 'indirect'" at the enum's name, so the program never runs here either. A payload
/// behind an array, a dictionary or a function is stored out of line and is fine.
extension Compiler {
  func checkRecursiveEnums(_ types: [TypeDecl]) {
    for type in types where type.kind == .enumType && !type.modifiers.contains(where: { $0.name == "indirect" }) {
      let holdsItself = active(type.members).contains { decl in
        guard case .enumCase(let declaration) = decl.kind, !declaration.isIndirect else { return false }
        return declaration.elements.contains { element in
          element.associatedValues?.contains { Self.holdsByValue($0.type, type.name) } ?? false
        }
      }
      if holdsItself { error("recursive enum '\(type.name)' is not marked 'indirect'", at: type.nameRange.start) }
    }
  }

  /// Whether a payload of this type stores a value of the enum `name` inline: the enum itself,
  /// an optional of it, or a tuple holding it.
  private static func holdsByValue(_ syntax: TypeSyntax, _ name: String) -> Bool {
    switch syntax.kind {
    case .named(let written, let arguments):
      if arguments.isEmpty { return written == name || written == "Self" }
      return written == "Optional" && arguments.contains { holdsByValue($0, name) }
    case .optional(let inner), .implicitlyUnwrapped(let inner), .attributed(_, let inner):
      return holdsByValue(inner, name)
    case .tuple(let elements):
      return elements.contains { holdsByValue($0.type, name) }
    default:
      return false
    }
  }
}
