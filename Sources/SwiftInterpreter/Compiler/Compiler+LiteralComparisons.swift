import SwiftReader
import Transcript

/// A number literal compared with a `Bool` or a `String` of certain type (`flag == 1`,
/// `text < 10`): swiftc's "binary operator '==' cannot be applied to operands of type 'Bool' and
/// 'Int'", at the operator; run, it compared and printed `false`. Arithmetic is worded otherwise
/// by swiftc, case by case, and is left to the run.
extension Compiler {
  func checkLiteralComparison(_ op: String, _ left: ExprCode, _ right: ExprCode, _ lhs: Expr, _ rhs: Expr) -> Bool {
    guard ["==", "!=", "<", ">", "<=", ">="].contains(op) else { return false }
    let names: (String, String)
    if let literal = Self.numberLiteralName(lhs), isCertainlyTyped(rhs), let other = Self.checkedName(right.type),
      other == "Bool" || other == "String"
    {
      names = (literal, other)
    } else if let literal = Self.numberLiteralName(rhs), isCertainlyTyped(lhs), let other = Self.checkedName(left.type),
      other == "Bool" || other == "String"
    {
      names = (other, literal)
    } else {
      return false
    }
    error("binary operator '\(op)' cannot be applied to operands of type '\(names.0)' and '\(names.1)'",
      at: operatorLocation(op, lhs, rhs))
    return true
  }

  /// `Int` for an integer literal, `Double` for a floating-point one (`-1` included).
  static func numberLiteralName(_ expr: Expr) -> String? {
    switch expr.kind {
    case .integerLiteral: return "Int"
    case .floatLiteral: return "Double"
    case .prefixOperator("-", let operand): return numberLiteralName(operand)
    default: return nil
    }
  }
}

extension Compiler {
  /// A variable certainly of a number type (`Int`, `Double`): `Int(n)` of it is an `Int`.
  static func isCertainNumberExpression(_ expr: Expr, _ compiler: Compiler) -> Bool {
    guard case .identifier(let name) = expr.kind else { return false }
    let type = compiler.visibleVariable(name)?.type ?? (compiler.scriptGlobals[name] ?? compiler.program.globalsByName[name])?.type
    switch type {
    case .int?, .double?: return true
    default: return false
    }
  }
}

/// A floating-point literal beside an `Int` of certain type (`n * 1.5`, `n < 0.5`): no overload
/// takes both, so swiftc refuses it ("binary operator '*' cannot be applied to operands of type
/// 'Int' and 'Double'", or, where the context asks for one of the two types, the other operand
/// cannot be converted to it); run, `n` was widened and `3.0` printed.
extension Compiler {
  func checkFloatLiteralBesideInt(
    _ op: String, _ left: ExprCode, _ right: ExprCode, _ lhs: Expr, _ rhs: Expr, expected: SwiftType?
  ) -> Bool {
    guard ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="].contains(op) else { return false }
    let literalOnLeft: Bool
    if Self.numberLiteralName(lhs) == "Double", isCertainlyTyped(rhs), Self.checkedName(right.type) == "Int" {
      literalOnLeft = true
    } else if Self.numberLiteralName(rhs) == "Double", isCertainlyTyped(lhs), Self.checkedName(left.type) == "Int" {
      literalOnLeft = false
    } else {
      return false
    }
    let (literal, integer) = literalOnLeft ? (lhs, rhs) : (rhs, lhs)
    // `nums.filter { $0 > 1.5 }`: a comparison of a closure's certain parameter converts the
    // literal to it (swiftc 6.3.1), where a loop's or a constant's is the operator's error.
    var wanted = expected.flatMap(Self.checkedName)
    if wanted == nil, ["<", ">", "<=", ">=", "==", "!="].contains(op), context.code.parametersAreCertain,
      case .identifier(let name) = integer.kind, context.code.parameters.contains(where: { $0.name == name })
    {
      wanted = "Int"
    }
    switch wanted {
    case "Double"?:
      error("cannot convert value of type 'Int' to expected argument type 'Double'", at: anchor(of: integer))
    case "Int"?:
      error("cannot convert value of type 'Double' to expected argument type 'Int'", at: anchor(of: literal))
    case nil:
      let names = literalOnLeft ? ("Double", "Int") : ("Int", "Double")
      error("binary operator '\(op)' cannot be applied to operands of type '\(names.0)' and '\(names.1)'",
        at: operatorLocation(op, lhs, rhs))
    default:
      return false
    }
    return true
  }
}
