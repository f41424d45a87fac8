import SwiftReader

/// Overloads chosen in generic code by what its own placeholder is known to be: inside
/// `func show<T>(_ x: T)`, `describe(x)` calls `describe<T>(_:)` even when a
/// `describe<T: Named>(_:)` exists and the value passed is `Named`, since swiftc resolves the
/// call once, from `T`'s constraints (The Swift Programming Language, "Generics": a generic
/// function's body sees only its type parameters' requirements).
extension Compiler {
  /// Whether an argument whose static type is the running code's placeholder satisfies the
  /// program's protocols a candidate requires of its own generic parameter; true when either
  /// is not a placeholder or nothing is known to decide.
  func genericConstraintHolds(_ argument: SwiftType, _ parameter: SwiftType, of candidate: FunctionCode) -> Bool {
    guard case .generic(let own) = argument, case .generic(let wanted) = parameter,
      let required = candidate.genericConstraints[wanted], let known = knownConstraintNames(of: own)
    else { return true }
    let names = compositionParts(required).map(\.writtenName)
    return Set(names).isSubset(of: known)
  }

  /// What the standard library's protocols refine (Apple's reference for each): a `T:
  /// Comparable` is also `Equatable`.
  static let standardRefinements: [String: [String]] = [
    "Comparable": ["Equatable"], "Hashable": ["Equatable"], "Strideable": ["Comparable"],
    "AdditiveArithmetic": ["Equatable"], "Numeric": ["AdditiveArithmetic", "ExpressibleByIntegerLiteral"],
    "SignedNumeric": ["Numeric"],
    "BinaryInteger": ["Hashable", "Numeric", "CustomStringConvertible", "Strideable"],
    "SignedInteger": ["BinaryInteger", "SignedNumeric"], "UnsignedInteger": ["BinaryInteger"],
    "FixedWidthInteger": ["BinaryInteger", "LosslessStringConvertible"],
    "FloatingPoint": ["SignedNumeric", "Strideable", "Hashable"],
    "BinaryFloatingPoint": ["FloatingPoint", "ExpressibleByFloatLiteral"],
    "StringProtocol": ["BidirectionalCollection", "Comparable", "Hashable", "LosslessStringConvertible",
      "TextOutputStream", "TextOutputStreamable"],
    "Collection": ["Sequence"], "BidirectionalCollection": ["Collection"],
    "RandomAccessCollection": ["BidirectionalCollection"], "MutableCollection": ["Collection"],
    "RangeReplaceableCollection": ["Collection"], "LosslessStringConvertible": ["CustomStringConvertible"],
    "Codable": ["Encodable", "Decodable"], "Error": ["Sendable"], "LocalizedError": ["Error"],
    "OptionSet": ["SetAlgebra", "RawRepresentable"], "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
  ]

  /// The protocols the running code's placeholder is constrained by, with those they inherit;
  /// nil when the name is no placeholder declared around the code.
  private func knownConstraintNames(of name: String) -> Set<String>? {
    var syntax: TypeSyntax?
    var found = false
    var scope: FunctionContext? = context
    while let current = scope, !found {
      if current.code.genericParameters.contains(name) {
        found = true
        syntax = current.code.genericConstraints[name]
      }
      scope = current.parent
    }
    var owner = context.selfType?.instanceType.userType
    while let type = owner, !found {
      if let parameter = type.genericParameters.first(where: { $0.name == name }) {
        found = true
        syntax = parameter.constraint
      }
      owner = type.outer
    }
    guard found else { return nil }
    var pending = syntax.map { compositionParts($0).map(\.writtenName) } ?? []
    var names: Set<String> = []
    while let next = pending.popLast() {
      guard names.insert(next).inserted else { continue }
      if let proto = program.type(named: next), proto.isProtocol {
        pending += proto.inheritanceSyntax.map(\.writtenName)
      } else {
        pending += Self.standardRefinements[next] ?? []
        pending += registry.type(named: next)?.conformances ?? []
      }
    }
    return names
  }
}
