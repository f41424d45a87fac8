import SwiftReader
import Transcript

/// A `return` that does not fit its function: swiftc refuses to build the program, so it never
/// runs here, where the value would be dropped or printed as if it fitted.
///
/// - `return` alone in a function, method or getter with a result: `non-void function should
///   return a value`, at `return`;
/// - a literal returned from a function or method without a result: `unexpected non-void
///   return value in void function`, at the literal;
/// - a literal of another type than the declared `String`, `Int`, `Double` or `Bool` (or an
///   optional of one): `cannot convert return expression of type 'Int' to return type
///   'String'`, at the literal (swiftc names the wrapped type of an optional).
///
/// - `nil` returned where the result takes none (`-> [Int]`): `'nil' is incompatible with return
///   type '[Int]'`, at `nil`.
///
/// Only literals are judged: their type is sure; any other expression is left to the checks of
/// values. An integer literal returned as a `Bool` is worded otherwise by swiftc and left alone.
extension Compiler {
  func checkReturn(_ expression: Expr?, at location: SourceLocation) {
    let code = context.code
    guard [.function, .method, .getter].contains(code.kind) else { return }
    let returnType = code.returnType
    guard let expression else {
      if !returnType.isUnknown, !isVoid(returnType), !Self.isNever(returnType) {
        error("non-void function should return a value", at: location)
      }
      return
    }
    if !returnType.isOptional, let name = Self.checkedName(returnType), let wrapped = certainOptional(expression),
      Self.checkedName(wrapped) == name
    {
      error("value of optional type '\(name)?' must be unwrapped to a value of type '\(name)'", at: anchor(of: expression))
      return
    }
    guard let literal = Self.literalTypeName(expression) else { return }
    if isVoid(returnType), code.kind != .getter {
      error("unexpected non-void return value in void function", at: expression.range.start)
      return
    }
    if literal == "nil", let name = Self.nilRefusingName(returnType) {
      error("'nil' is incompatible with return type '\(name)'", at: expression.range.start)
      return
    }
    let wanted: String
    switch returnType.wrapped {
    case .string: wanted = "String"
    case .int: wanted = "Int"
    case .double: wanted = "Double"
    case .bool: wanted = "Bool"
    default: return
    }
    let fits: Set<String> = switch literal {
    case "Int": ["Int", "Double", "Bool"]
    case "Double": ["Double", "Bool"]
    case "nil": returnType.isOptional ? [wanted] : []
    default: [literal]
    }
    guard !fits.contains(wanted), literal != "nil" else { return }
    error("cannot convert return expression of type '\(literal)' to return type '\(wanted)'", at: expression.range.start)
  }

  /// `return "Hi " + name` in a function without a result: a value of certain type (the
  /// literals are judged above), at the operator or the value, as swiftc words it.
  func checkValueReturnedFromVoid(_ expression: Expr, _ type: SwiftType) {
    let code = context.code
    guard [.function, .method].contains(code.kind), isVoid(code.returnType), Self.literalTypeName(expression) == nil,
      Self.checkedName(type) != nil, isCertainValue(expression)
    else { return }
    error("unexpected non-void return value in void function", at: anchor(of: expression))
  }

  /// A variable of certain type, or an operator joining such values and literals.
  private func isCertainValue(_ expression: Expr) -> Bool {
    if case .infixOperator(_, let lhs, let rhs) = expression.kind {
      return (isCertainValue(lhs) || Self.literalTypeName(lhs) != nil) && (isCertainValue(rhs) || Self.literalTypeName(rhs) != nil)
    }
    return isCertainlyTyped(expression)
  }

  private static func isNever(_ type: SwiftType) -> Bool {
    if case .never = type { return true }
    return false
  }

  /// The type of a literal as swiftc names it without context; nil for any other expression.
  static func literalTypeName(_ expression: Expr) -> String? {
    switch expression.kind {
    case .integerLiteral: return "Int"
    case .floatLiteral: return "Double"
    case .stringLiteral: return "String"
    case .booleanLiteral: return "Bool"
    case .nilLiteral: return "nil"
    default: return nil
    }
  }
}
