import SwiftReader
import Transcript

/// `a == b` on two values of a struct or class of the program that is not `Equatable`: swiftc
/// refuses it ("binary operator '==' cannot be applied to two 'Item' operands"), where the
/// engine compared the stored properties and printed an answer the program never had.
///
/// Only what is certain is refused: a struct or class whose declared conformances (and those of
/// its protocols) are all known and none brings `==`, with no `==` of the program's own and no
/// superclass from a framework (whose root class may be `Equatable`).
extension Compiler {
  /// Standard protocols that refine `Equatable` (from the standard library's reference).
  private static let equatableRefinements: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Strideable", "AdditiveArithmetic", "Numeric", "SignedNumeric",
    "BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "FloatingPoint",
    "BinaryFloatingPoint", "StringProtocol", "SetAlgebra", "OptionSet",
  ]
  /// Standard protocols that bring no `==`: a conformance to any other is not known here.
  private static let withoutEquality: Set<String> = [
    "Identifiable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible",
    "Sendable", "Error", "CaseIterable", "AnyObject", "LocalizedError",
  ]

  func checkEquatableOperands(_ op: String, _ left: ExprCode, _ right: ExprCode, _ lhs: Expr, _ rhs: Expr) {
    guard op == "==" || op == "!=", case .user(let type, _) = left.type, case .user(let other, _) = right.type,
      type === other, isKnownNotEquatable(type)
    else { return }
    // swiftc words it by how it failed: beside a value made on the spot (`S()`, `E.a(1)`) or read
    // by subscript, it names the requirement (a class's value made on the spot does not; swiftc 6.3.1).
    if [lhs, rhs].contains(where: { Self.isConstruction($0, of: type) }) {
      error("referencing operator function '\(op)' on 'Equatable' requires that '\(type.name)' conform to 'Equatable'",
        at: operatorLocation(op, lhs, rhs))
      return
    }
    error("binary operator '\(op)' cannot be applied to two '\(type.name)' operands", at: operatorLocation(op, lhs, rhs))
  }

  /// `S(…)`, `E.a(…)`, `.a(…)` or `list[i]`.
  private static func isConstruction(_ expr: Expr, of type: UserType) -> Bool {
    switch expr.kind {
    case .subscriptCall: return true
    case .call(let callee, _, _, _):
      guard !type.isClass else { return false }
      switch callee.kind {
      case .identifier(let name): return name == type.name
      case .member(let base, _, _):
        if case .identifier(let name) = base.kind { return name == type.name }
        return false
      case .implicitMember: return true
      default: return false
      }
    default: return false
    }
  }

  /// Whether the program's struct or class certainly has no `==`.
  func isKnownNotEquatable(_ type: UserType) -> Bool {
    // An enum without associated values is Equatable by itself; one with them is not.
    if type.isEnum, !type.cases.contains(where: \.hasPayload) { return false }
    guard type.isStruct || type.isClass || type.isEnum, type.genericParameters.isEmpty,
      type.classChain.last?.nativeSuperclass == nil, program.functions["=="] == nil
    else { return false }
    var names: [String] = type.classChain.flatMap { $0.inheritanceSyntax.map(\.writtenName) }
    names += program.extensionConformances[type.name] ?? []
    var seen: Set<String> = []
    while let name = names.popLast() {
      guard seen.insert(name).inserted else { continue }
      if Self.equatableRefinements.contains(name) { return false }
      if let declared = program.type(named: name) {
        if declared.isProtocol { names += declared.inheritanceSyntax.map(\.writtenName) }
        continue
      }
      if !Self.withoutEquality.contains(name) { return false }
    }
    return !type.classChain.contains { $0.members.staticMethods["=="] != nil }
  }

  /// A registry method whose generic parameter must be `Equatable` (`watch<V: Equatable>(of:…)`)
  /// given a struct or class of the program that is not: swiftc says "instance method
  /// 'watch(of:)' requires that 'Item' conform to 'Equatable'", where the engine compared the
  /// values as if it were.
  func checkEquatableRequirement(
    _ natives: [NativeFunction], _ syntax: [ArgumentSyntax], _ arguments: [CompiledArgument], at location: SourceLocation
  ) {
    let argumentShapes = shapes(syntax)
    let matching = natives.compactMap { native in
      ArgumentMatcher.match(native.signature.shapes, argumentShapes).map { (native.signature, $0) }
    }
    guard let (signature, bindings) = matching.first else { return }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, position < arguments.count,
        case .named(let generic, let generics) = signature.parameters[index].type.kind, generics.isEmpty,
        signature.genericConstraints[generic] == "Equatable",
        matching.allSatisfy({ $0.0.genericConstraints.values.contains("Equatable") }),
        case .user(let type, _) = arguments[position].code.type, isKnownNotEquatable(type)
      else { continue }
      error("instance method '\(signature.compoundName)' requires that '\(type.name)' conform to 'Equatable'", at: location)
      return
    }
  }
}
