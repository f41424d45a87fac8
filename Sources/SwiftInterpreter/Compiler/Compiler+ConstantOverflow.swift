import SwiftReader
import Transcript

/// swiftc folds integer arithmetic on constants while it compiles (its diagnostic constant
/// propagation) and rejects an operation that overflows: `Int8(100) + Int8(100)` does not
/// build ("arithmetic operation '100 + 100' (on type 'Int8') results in an overflow"), where
/// the same sum of two variables traps when it runs. Only trees of literals, `T(literal)` and
/// `T.max`/`T.min` are folded here: the ones swiftc always folds (checked with swiftc 6.3).
/// Values that flow through variables are left to run (they may trap instead); see the
/// conformance program `numbers/constant-overflow`.
extension Compiler {
  private static let foldedOperators: Set<String> = ["+", "-", "*", "/", "%"]

  /// Reports the overflow of `lhs op rhs` when both sides are constants of the integer `type`.
  func checkConstantOverflow(_ op: String, _ lhs: Expr, _ rhs: Expr, type: SwiftType) {
    guard Compiler.foldedOperators.contains(op), let kind = Compiler.integerKind(type),
      let a = constantInteger(lhs, kind), let b = constantInteger(rhs, kind)
    else { return }
    if let message = Compiler.foldingError(op, a, b, kind) { error(message, at: operatorLocation(op, lhs, rhs)) }
  }

  /// Reports `-T.min` folded: swiftc words it as `0 - x` on the type's width.
  func checkConstantNegation(_ operand: Expr, type: SwiftType, at location: SourceLocation) {
    guard let kind = Compiler.integerKind(type), !kind.name.hasPrefix("U"), let value = constantInteger(operand, kind),
      value == kind.min
    else { return }
    error("arithmetic operation '0 - \(value)' (on signed \(kind.bits)-bit integer type) results in an overflow", at: location)
  }

  /// The value of a constant tree of the integer kind, or nil when it is not one (or overflows).
  func constantInteger(_ expr: Expr, _ kind: FoldedKind) -> Int? {
    switch expr.kind {
    case .integerLiteral(let text):
      guard let value = IntegerLiteral.parse(text), kind.fits(value) else { return nil }
      return value
    case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
      return constantInteger(arguments[0].value, kind)
    case .prefixOperator("-", let operand):
      let literal: Bool
      if case .integerLiteral = operand.kind { literal = true } else { literal = false }
      guard let value = constantInteger(operand, literal ? .int : kind), value != Int.min else { return nil }
      return kind.fits(-value) ? -value : nil
    case .call(let callee, let arguments, let trailing, _):
      guard case .identifier(kind.name) = callee.kind, trailing.isEmpty, arguments.count == 1, arguments[0].label == nil else { return nil }
      switch arguments[0].value.kind {
      case .integerLiteral, .prefixOperator("-", _): return constantInteger(arguments[0].value, kind)
      default: return nil
      }
    case .member(let base, let member, _):
      guard case .identifier(kind.name) = base.kind else { return nil }
      return member == "max" ? kind.max : member == "min" ? kind.min : nil
    case .infixOperator(let op, let lhs, let rhs) where Compiler.foldedOperators.contains(op):
      guard let a = constantInteger(lhs, kind), let b = constantInteger(rhs, kind),
        Compiler.foldingError(op, a, b, kind) == nil
      else { return nil }
      return Compiler.fold(op, a, b)
    default:
      return nil
    }
  }

  /// swiftc's words for a folded operation that cannot be done, nil when it can.
  static func foldingError(_ op: String, _ a: Int, _ b: Int, _ kind: FoldedKind) -> String? {
    if op == "/" || op == "%" {
      if b == 0 { return "division by zero" }
      if kind.fits(fold(op, a, b) ?? Int.max) && !(a == Int.min && b == -1) { return nil }
      return "division '\(a) \(op) \(b)' results in an overflow"
    }
    if let result = fold(op, a, b), kind.fits(result) { return nil }
    return "arithmetic operation '\(a) \(op) \(b)' (on type '\(kind.name)') results in an overflow"
  }

  private static func fold(_ op: String, _ a: Int, _ b: Int) -> Int? {
    let (result, overflow): (Int, Bool)
    switch op {
    case "+": (result, overflow) = a.addingReportingOverflow(b)
    case "-": (result, overflow) = a.subtractingReportingOverflow(b)
    case "*": (result, overflow) = a.multipliedReportingOverflow(by: b)
    case "/": (result, overflow) = a.dividedReportingOverflow(by: b)
    default: (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
    }
    return overflow ? nil : result
  }

  /// The integer kinds folded: `Int` and the fixed widths whose bounds an `Int` holds.
  static func integerKind(_ type: SwiftType) -> FoldedKind? {
    switch type {
    case .int: return .int
    case .number(let kind) where kind.isInteger && kind != .uint64 && kind != .uint: return FoldedKind(kind)
    default: return nil
    }
  }

  /// An integer type's name and bounds, as the folding sees it.
  struct FoldedKind {
    let name: String
    let bits: Int
    let min: Int
    let max: Int

    static let int = FoldedKind(name: "Int", bits: 64, min: Int.min, max: Int.max)

    init(name: String, bits: Int, min: Int, max: Int) {
      (self.name, self.bits, self.min, self.max) = (name, bits, min, max)
    }

    init(_ kind: NumberKind) {
      let bits: Int
      switch kind {
      case .int8, .uint8: bits = 8
      case .int16, .uint16: bits = 16
      case .int32, .uint32: bits = 32
      default: bits = 64
      }
      let signed = kind.isSigned
      let max = signed ? (bits == 64 ? Int.max : (1 << (bits - 1)) - 1) : (1 << bits) - 1
      let min = signed ? (bits == 64 ? Int.min : -(1 << (bits - 1))) : 0
      self.init(name: kind.rawValue, bits: bits, min: min, max: max)
    }

    func fits(_ value: Int) -> Bool { value >= min && value <= max }
  }
}
