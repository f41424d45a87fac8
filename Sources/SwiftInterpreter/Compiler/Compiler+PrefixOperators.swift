import SwiftReader
import Transcript

/// Prefix and postfix operators: negative literals read as literals, `!` on a known `Bool`
/// without a call, one-sided ranges, and the program's own unary operators.
extension Compiler {
  func compilePrefix(_ op: String, _ operand: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    if !Compiler.standardPrefix.contains(op) { return compileCustomUnary(op, operand, isPostfix: false, at: location) }
    if op == "-", case .integerLiteral(let text) = operand.kind {
      return compileExpr(Expr(.integerLiteral("-" + text), range: operand.range, id: operand.id), expected: expected)
    }
    if op == "-", case .floatLiteral(let text) = operand.kind {
      return compileExpr(Expr(.floatLiteral("-" + text), range: operand.range, id: operand.id), expected: expected)
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
    let value = compileExpr(operand, expected: op == "!" ? .bool : expected)
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

  func compilePostfixOperator(_ op: String, _ operand: Expr, at location: SourceLocation) -> ExprCode {
    guard op == "..." else { return compileCustomUnary(op, operand, isPostfix: true, at: location) }
    let value = compileExpr(operand, expected: nil)
    return map(value, type: .partialRange(value.type, kind: .from)) { _, bound in
      .range(RangeValue(lower: bound, upper: nil, isClosed: false))
    }
  }
}
