import SwiftReader
import Transcript

/// A condition that is not a `Bool`: swiftc refuses it at build time, where the run would stop
/// only when the condition is reached, after printing. Worded as swiftc words it:
/// `if n = 2` is `use of '=' in a boolean context, did you mean '=='?` at the `=`; an `Int` is
/// `type 'Int' cannot be used as a boolean; test for '!= 0' instead`; a `Double` or a `String`
/// is `cannot convert value of type 'Double' to expected condition type 'Bool'`, at the value.
/// Only values whose type is certain (`isCertainlyTyped`) and that are not literals are judged.
extension Compiler {
  func checkCondition(_ expression: Expr, _ value: ExprCode) {
    if case .infixOperator("=", let lhs, let rhs) = expression.kind {
      error("use of '=' in a boolean context, did you mean '=='?", at: operatorLocation("=", lhs, rhs))
      return
    }
    guard !isLiteralOnly(expression), isCertainlyTyped(expression) else { return }
    switch value.type {
    case .int:
      error("type 'Int' cannot be used as a boolean; test for '!= 0' instead", at: expression.range.start)
    case .double, .string:
      let name = Self.checkedName(value.type) ?? ""
      error("cannot convert value of type '\(name)' to expected condition type 'Bool'", at: expression.range.start)
    default:
      return
    }
  }
}

/// `word[0]`: a `String` read by an `Int` is unavailable in Swift (`'subscript(_:)' is
/// unavailable: cannot subscript String with an Int, use a String.Index instead.`), refused at
/// build time; the run would stop only there. Checked when the string and the index are
/// certainly typed and no extension of the program declares a subscript (which might take an
/// `Int`).
extension Compiler {
  func checkStringIntSubscript(_ base: Expr, _ baseType: SwiftType, _ arguments: [Argument], _ indices: [ExprCode],
    at location: SourceLocation
  ) {
    guard case .string = baseType, arguments.count == 1, arguments[0].label == nil, case .int = indices[0].type,
      isCertainlyTyped(base), isCertainlyTyped(arguments[0].value),
      !nativeExtensionMembers.contains(where: { $0.members.contains { if case .subscriptDecl = $0.kind { true } else { false } } })
    else { return }
    error("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", at: location)
  }
}
