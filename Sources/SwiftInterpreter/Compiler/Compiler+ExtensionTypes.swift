import SwiftReader
import Transcript

/// Types declared in an extension of a standard type (`extension Int { enum Kind { … } }`,
/// The Swift Programming Language, "Extensions: Nested Types").
///
/// They are the program's types, named `Int.Kind` from outside and `Kind` inside the
/// extension; `String(reflecting:)` names them as Swift does,
/// `(extension in main):Swift.Int.Kind`. Only extensions of types without generic parameters
/// declare them here (a type nested in `Array` would depend on its `Element`).
extension Compiler {
  /// Declares the extension's nested types; returns its other members.
  func declareExtensionTypes(_ members: [Decl], of extended: SwiftType, key: String) -> [Decl] {
    guard Self.nestsTypes(extended) else {
      // `extension Array { struct Pair { … } }`: a type nested in a generic library type (its
      // `Element` is a generic parameter of the nested type) is not modelled: refused, not lost.
      for member in members {
        if case .type(let nested) = member.kind {
          unmodelledTypeNames.insert(nested.name)
          program.addNotModelled(.error(
            "lesson-runner does not model '\(nested.name)' declared in an extension of '\(key)'",
            at: member.range.start))
        }
      }
      return members.filter { if case .type = $0.kind { return false } else { return true } }
    }
    let module = "(extension in \(program.configuration.moduleName)):\(extended.describe(qualified: true))"
    var others: [Decl] = []
    for member in members {
      guard case .type(let nested) = member.kind else {
        others.append(member)
        continue
      }
      extensionNestedTypes[key, default: [:]][nested.name] = declareType(nested, outer: nil, module: module)
    }
    return others
  }

  /// The type `name` declared in an extension of `scope` (of the instance type of a metatype).
  func extensionNestedType(_ name: String, in scope: SwiftType?) -> UserType? {
    guard let scope, !extensionNestedTypes.isEmpty else { return nil }
    let instance = scope.instanceType
    guard instance.userType == nil, Self.nestsTypes(instance) else { return nil }
    return extensionNestedTypes[extensionKey(for: instance)]?[name]
  }

  /// Whether types declared in an extension of `type` are modelled: it has no generic parameters.
  private static func nestsTypes(_ type: SwiftType) -> Bool {
    switch type {
    case .int, .double, .bool, .string, .character, .number: return true
    case .native(let native, _): return native.genericParameters.isEmpty
    default: return false
    }
  }
}
