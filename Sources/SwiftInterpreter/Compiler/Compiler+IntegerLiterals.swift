import SwiftReader

/// The value of an integer literal as written, for diagnostics that quote it.
extension Compiler {
  /// The literal's digits as written without a sign (`0x1`, `01`, `1` of `-1`) and its value;
  /// nil when the expression is not an integer literal or its value does not fit an `Int`.
  static func integerLiteralValue(_ expr: Expr) -> (text: String, value: Int)? {
    switch expr.kind {
    case .integerLiteral(let written):
      let negative = written.hasPrefix("-")
      let text = negative ? String(written.dropFirst()) : written
      guard let magnitude = integerValue(text) else { return nil }
      return (text, negative ? -magnitude : magnitude)
    case .prefixOperator("-", let operand):
      guard case .integerLiteral(let text) = operand.kind, let magnitude = integerValue(text) else { return nil }
      return (text, -magnitude)
    default:
      return nil
    }
  }

  /// `42`, `1_000`, `0x1F`, `0o17`, `0b101` as a number.
  private static func integerValue(_ text: String) -> Int? {
    let digits = text.filter { $0 != "_" }
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      return Int(digits.dropFirst(2), radix: radix)
    }
    return Int(digits)
  }
}
