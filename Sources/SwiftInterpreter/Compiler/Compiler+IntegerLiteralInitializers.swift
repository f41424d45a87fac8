import SwiftReader

/// `Int8(200)`: an integer type made from an integer literal takes the literal as its own
/// (SE-0213, literal initialization), so a literal that does not fit is swiftc's build error
/// ("integer literal '200' overflows when stored into 'Int8'"), not a trap when the program
/// runs, which is what converting an `Int` did here.
extension Compiler {
  /// The literal argument's hint: the type being made (or UTF-8's code unit); nil for any
  /// other construction.
  func integerLiteralInitializerHints(_ type: SwiftType, _ syntax: [ArgumentSyntax]) -> [ParameterHint?]? {
    // `String(decoding: [72, 105], as: UTF8.self)`: the code units are UTF-8's, `UInt8`s (the
    // literal array was an array of `Int` and refused).
    if case .string = type, syntax.count == 2, syntax[0].label == "decoding", case .arrayLiteral = syntax[0].expression.kind {
      return [ParameterHint(type: .array(.number(.uint8))), nil]
    }
    guard case .number(let kind) = type, kind.isInteger, syntax.count == 1, syntax[0].label == nil,
      Self.isIntegerLiteral(syntax[0].expression)
    else { return nil }
    return [ParameterHint(type: type)]
  }

  /// An integer literal, negated or not (`200`, `-129`).
  static func isIntegerLiteral(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .integerLiteral: return true
    case .prefixOperator("-", let operand): if case .integerLiteral = operand.kind { return true } else { return false }
    default: return false
    }
  }
}
