import SwiftReader
import Transcript

/// Prefix and postfix operators: negative literals read as literals, `!` on a known `Bool`
/// without a call, one-sided ranges, and the program's own unary operators.
extension Compiler {
  func compilePrefix(_ op: String, _ operand: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    if !Compiler.standardPrefix.contains(op) { return compileCustomUnary(op, operand, isPostfix: false, at: location) }
    if op == "-", case .integerLiteral(let text) = operand.kind {
      // From the sign: swiftc places a negative literal's diagnostics there.
      let range = SourceRange(start: location, end: operand.range.end)
      return compileExpr(Expr(.integerLiteral("-" + text), range: range, id: operand.id), expected: expected)
    }
    if op == "-", case .floatLiteral(let text) = operand.kind {
      return compileExpr(Expr(.floatLiteral("-" + text), range: operand.range, id: operand.id), expected: expected)
    }
    // `-5.magnitude`: `UInt` (an `Int`'s magnitude) has no prefix `-`, so swiftc makes the
    // literal a `Double` (prints `-5.0`).
    if op == "-", case .member(let base, "magnitude", let nameRange) = operand.kind,
      let literal = Compiler.integerLiteralText(base)
    {
      let double = Expr(.floatLiteral(literal), range: base.range, id: base.id)
      let member = Expr(.member(base: double, name: "magnitude", nameRange: nameRange), range: operand.range, id: operand.id)
      return map(compileExpr(member, expected: .double), type: .double) { frame, operand in
        try frame.interpreter.unary(op, operand, at: location)
      }
    }
    if op == "&" {
      error("'&' may only be used to pass an argument to an 'inout' parameter", at: location)
      return compileExpr(operand, expected: expected)
    }
    if op == "..<" || op == "..." {
      let value = compileExpr(operand, expected: nil)
      let closed = op == "..."
      return map(value, type: .partialRange(value.type, kind: closed ? .through : .upTo)) { _, bound in
        .range(RangeValue(lower: nil, upper: bound, isClosed: closed))
      }
    }
    let value = implicitlyUnwrappedOperand(
      compileExpr(operand, expected: op == "!" ? .bool : expected), op, isPrefix: true)
    if op == "-", case .number(let kind) = value.type, kind.isInteger, !kind.isSigned {
      error("unary operator '-' cannot be applied to an operand of type '\(kind.rawValue)'", at: location)
    }
    if op == "-" { checkConstantNegation(operand, type: value.type, at: location) }
    if op == "!", value.type.isSame(as: .bool), !value.isAsync {
      let run = value.run
      return ExprCode(type: .bool, run: { frame in
        guard case .bool(let b) = try run(frame) else {
          return try frame.interpreter.unary(op, try run(frame), at: location)
        }
        return .bool(!b)
      }, location: location)
    }
    return map(value, type: value.type) { frame, operand in try frame.interpreter.unary(op, operand, at: location) }
  }

  /// The digits of an integer literal, also written in parentheses (`(5)`).
  static func integerLiteralText(_ expr: Expr) -> String? {
    switch expr.kind {
    case .integerLiteral(let text): return text
    case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
      return integerLiteralText(arguments[0].value)
    default: return nil
    }
  }

  func compilePostfixOperator(_ op: String, _ operand: Expr, at location: SourceLocation) -> ExprCode {
    guard op == "..." else { return compileCustomUnary(op, operand, isPostfix: true, at: location) }
    let value = compileExpr(operand, expected: nil)
    return map(value, type: .partialRange(value.type, kind: .from)) { _, bound in
      .range(RangeValue(lower: bound, upper: nil, isClosed: false))
    }
  }
}

extension Compiler {
  /// `Int.Magnitude` is `UInt`, `Int8.Magnitude` is `UInt8`…; an unsigned type is its own.
  static func integerMagnitude(_ name: String) -> SwiftType? {
    let unsigned: [String: NumberKind] = [
      "Int": .uint, "Int8": .uint8, "Int16": .uint16, "Int32": .uint32, "Int64": .uint64,
      "UInt": .uint, "UInt8": .uint8, "UInt16": .uint16, "UInt32": .uint32, "UInt64": .uint64,
    ]
    return unsigned[name].map { .number($0) }
  }
}
