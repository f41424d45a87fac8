import SwiftReader

/// A number literal passed where overloads disagree keeps its default type (`Int`, or `Double`
/// for `1.5`) when one of them takes that type in any way, as swiftc ranks them: a literal made
/// a type it does not default to (`SK_NonDefaultLiteral`) costs more than an optional promotion,
/// an `Any` or a generic parameter. `g(1)` with `g(_: Double)` and `g(_: Any)` is `g(_: Any)`'s,
/// `c(1)` with `c(_: Double)` and `c(_: Int?)` is `c(_: Int?)`'s (checked with swiftc 6.3.1).
extension Compiler {
  /// Standard protocols both `Int` and `Double` conform to: their existential takes either default.
  private static let numberProtocols: Set<String> = [
    "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable",
    "Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable", "Codable", "Encodable", "Decodable",
    "Sendable", "LosslessStringConvertible",
  ]

  /// Drops the first candidate's hint of a non-default number type for a literal that another
  /// candidate takes as it is, where the candidates agree on every other argument (so the
  /// literal alone decides, and the choice made at run time by the values is swiftc's).
  func keepDefaultLiteralTypes(
    _ arguments: [ArgumentSyntax], matches: [(parameters: [ParameterCode], bindings: [ArgumentMatcher.Assignment])],
    into hints: inout [ParameterHint?]
  ) {
    guard matches.count > 1 else { return }
    keepDefaultLiteralTypes(arguments, types: matches.map { Self.parameterTypes($0.parameters, $0.bindings, count: arguments.count) },
      into: &hints)
  }

  /// The same over each matching candidate's parameter type at each argument position (a
  /// registry function's generic parameter kept as `.generic`).
  func keepDefaultLiteralTypes(_ arguments: [ArgumentSyntax], types: [[SwiftType?]], into hints: inout [ParameterHint?]) {
    guard types.count > 1 else { return }
    let literalPositions = arguments.indices.filter {
      isLiteralOnly(arguments[$0].expression) && !Self.holdsTextOrTruth(arguments[$0].expression)
    }
    for position in arguments.indices where !literalPositions.contains(position) {
      guard let first = types[0][position] else { return }
      guard types.allSatisfy({ $0[position].map { $0.isSame(as: first) } ?? false }) else { return }
    }
    for position in literalPositions {
      let expression = arguments[position].expression
      let defaultType: SwiftType = isIntegerLiteralOnly(expression) ? .int : .double
      // Through an optional too: `f(3)` with `f(_: Double?)` and `f<T: BinaryInteger>(_: T)` is the generic one's.
      guard let hinted = hints[position]?.type?.wrapped, Compiler.isNumber(hinted), !hinted.isSame(as: defaultType),
        types.contains(where: { $0[position].map { Self.takes($0, defaultType) } ?? false })
      else { continue }
      hints[position]?.type = defaultType
    }
  }

  /// Drops the hint of an expression that is not only literals where the candidates take
  /// different types there (`Int(_: Double)`, `Int<T: BinaryInteger>(_: T)`, `Int(_: String)`): the first one's type
  /// is a guess, and a literal inside the expression beside an operand of a type known only
  /// when it runs must keep its default type. `word.reversed().map { Int($0.asciiValue! + 1) }`
  /// made the `1` a `Double`, and the sum of a `UInt8` and a `Double` was refused.
  func forgetGuessedNumberTypes(_ arguments: [ArgumentSyntax], types: [[SwiftType?]], into hints: inout [ParameterHint?]) {
    guard types.count > 1 else { return }
    for position in arguments.indices where position < hints.count && !isLiteralOnly(arguments[position].expression) {
      guard let hinted = hints[position]?.type, Compiler.isNumber(hinted),
        !arguments[position].isClosure, !isImplicitMemberRooted(arguments[position].expression)
      else { continue }
      let candidates = types.compactMap { $0[position] }
      let numberOrGeneric = { (type: SwiftType) -> Bool in
        switch type {
        case .generic, .string: return true
        default: return Compiler.isNumber(type)
        }
      }
      guard candidates.count == types.count, candidates.allSatisfy(numberOrGeneric),
        candidates.contains(where: { !$0.isSame(as: hinted) })
      else { continue }
      hints[position]?.type = nil
    }
  }

  /// Each argument position's parameter type under one candidate's bindings.
  private static func parameterTypes(_ parameters: [ParameterCode], _ bindings: [ArgumentMatcher.Assignment], count: Int) -> [SwiftType?] {
    var result = [SwiftType?](repeating: nil, count: count)
    for (index, binding) in bindings.enumerated() where index < parameters.count {
      let parameter = parameters[index]
      switch binding {
      case .argument(let position): result[position] = parameter.isVariadic ? parameter.type.arrayElement : parameter.type
      case .variadic(let positions): for position in positions { result[position] = parameter.type.arrayElement }
      case .defaulted: break
      }
    }
    return result
  }

  /// Whether a parameter of this type takes a literal of its default type without making it another.
  private static func takes(_ type: SwiftType, _ defaultType: SwiftType) -> Bool {
    switch type {
    case .any, .generic: return true
    case .optional(let wrapped): return takes(wrapped, defaultType)
    case .native(let native, _) where native.isProtocol: return numberProtocols.contains(native.name)
    default: return type.isSame(as: defaultType)
    }
  }

  /// `r.append(0)` where `r` is a `[T]` (or an extension's `[Element]`): the literal is of the
  /// type the running call bound the parameter to (`0.0` for a `Double`), as swiftc types it.
  /// The generic parameter in scope a literal is written for (`let z: T = 0`, `var v: T? = 1`).
  func boundGenericName(_ expected: SwiftType?) -> String? {
    switch expected {
    case .generic(let name)? where context.genericNames.contains(name): return name
    case .optional(let wrapped)?: return boundGenericName(wrapped)
    default: return nil
    }
  }

  func literalOfBoundGeneric(_ code: ExprCode, _ name: String) -> ExprCode {
    map(code, type: .generic(name)) { frame, value in
      guard let bound = frame.generics?[name] else { return value }
      return frame.interpreter.coerce(value, to: bound)
    }
  }
}
