import SwiftReader
import Transcript

/// Values of a function's generic parameter that has no constraint (`func largest<T>`) can only
/// be copied and passed: comparing them or asking an array of them for its largest is swiftc's
/// error (the lesson on generics shows it, then adds `T: Comparable`); run, the values' own
/// `<` answered and the function printed as if constrained. Only a function's own placeholder
/// is judged, never a type's, whose extensions' `where` clauses the reader drops.
extension Compiler {
  /// `a > b`, `a == b` of two values of the unconstrained `T`.
  func checkUnconstrainedComparison(_ op: String, _ left: SwiftType, _ right: SwiftType, _ lhs: Expr, _ rhs: Expr) {
    guard case .generic(let name) = left, case .generic(name) = right, isUnconstrainedGeneric(name) else { return }
    let location = operatorLocation(op, lhs, rhs)
    switch op {
    case "<", ">", "<=", ">=":
      error("referencing operator function '\(op)' on 'Comparable' requires that '\(name)' conform to 'Comparable'", at: location)
    case "==", "!=":
      error("binary operator '\(op)' cannot be applied to two '\(name)' operands", at: location)
    default: break
    }
  }

  /// `xs.max()`, `xs.min()`, `xs.sorted()` of a `[T]` with `T` unconstrained; `xs.contains(x)`,
  /// which only `contains(where:)` can then be, is swiftc's missing label.
  func checkUnconstrainedElementOrder(_ baseType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation) {
    guard case .array(.generic(let element)) = baseType, isUnconstrainedGeneric(element) else { return }
    if name == "contains", syntax.count == 1, syntax[0].label == nil, !syntax[0].isClosure {
      error("missing argument label 'where:' in call", at: syntax[0].expression.range.start)
      return
    }
    guard syntax.isEmpty, ["max", "min", "sorted"].contains(name) else { return }
    error("referencing instance method '\(name)()' on 'Sequence' requires that '\(element)' conform to 'Comparable'", at: location)
  }

  /// Whether `name` is the unconstrained generic parameter of the function being compiled (or
  /// of the function around the closure being compiled).
  func isUnconstrainedGeneric(_ name: String) -> Bool {
    var scope: FunctionContext? = context
    while let current = scope {
      if current.code.genericParameters.contains(name) { return current.code.unconstrainedGenerics.contains(name) }
      if current.selfType?.instanceType.userType?.genericParameters.contains(where: { $0.name == name }) == true { return false }
      scope = current.parent
    }
    return false
  }
}
