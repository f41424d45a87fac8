import SwiftReader

/// What an operand written with literals, or read from a collection, says about the other
/// operand's literals: Swift types a literal by the whole expression (`[1, 2] + [1.5]` holds
/// Doubles; `scores.first ?? 0` over `[Double]` is `0.0`).
extension Compiler {
  /// `scores.first`, `scores.max()`, `scores.first(where:)` on an array or set of a known
  /// element type: that element, which the registry's `Element?` does not name.
  func optionalElementType(_ expr: Expr) -> SwiftType? {
    var member = expr
    if case .call(let callee, _, _, _) = expr.kind { member = callee }
    guard case .member(let base, let name, _) = member.kind,
      ["first", "last", "max", "min", "randomElement", "popLast"].contains(name), typeOfExpression(base) == nil
    else { return nil }
    switch compileExpr(base, expected: nil).type {
    case .array(let element), .set(let element): return element.isUnknown ? nil : element
    default: return nil
    }
  }

  /// An array written with number literals only: `[1, 2]`, `Array(repeating: 0, count: n)`.
  func isArrayOfLiterals(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .arrayLiteral(let elements): return !elements.isEmpty && elements.allSatisfy(isLiteralArithmetic)
    case .call(_, let arguments, _, _):
      guard arguments.count == 2, arguments[0].label == "repeating", arguments[1].label == "count" else { return false }
      return isLiteralArithmetic(arguments[0].value)
    default: return false
    }
  }
}
