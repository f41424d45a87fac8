/// Swift's standard precedence groups for infix operators, so `a + b * c` folds as Swift does.
///
/// The groups, tightest first: BitwiseShift, Multiplication, Addition, RangeFormation,
/// Casting (`as`, `is`), NilCoalescing, Comparison, LogicalConjunction, LogicalDisjunction,
/// Default (operators the reader does not know), Ternary, Assignment.
enum OperatorPrecedence {
  /// The distance between two neighbouring standard levels (the levels are Swift's, times
  /// this), so that a program's own groups fit between them (`OperatorTable`).
  static let step = 1000
  static let bitwiseShift = 160 * step
  static let multiplication = 150 * step
  static let addition = 140 * step
  static let rangeFormation = 135 * step
  static let casting = 132 * step
  static let nilCoalescing = 131 * step
  static let comparison = 130 * step
  static let logicalConjunction = 120 * step
  static let logicalDisjunction = 110 * step
  static let defaultPrecedence = 105 * step
  static let ternary = 100 * step
  static let assignment = 90 * step

  /// The precedence of an infix operator and whether it groups to the right.
  static func of(_ op: String) -> (precedence: Int, isRightAssociative: Bool) {
    switch op {
    case "<<", ">>", "&<<", "&>>": return (bitwiseShift, false)
    case "*", "/", "%", "&*", "&": return (multiplication, false)
    case "+", "-", "&+", "&-", "|", "^": return (addition, false)
    case "...", "..<": return (rangeFormation, false)
    case "??": return (nilCoalescing, true)
    case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=": return (comparison, false)
    case "&&": return (logicalConjunction, false)
    case "||": return (logicalDisjunction, false)
    case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=",
      "&<<=", "&>>=":
      return (assignment, true)
    default: return (defaultPrecedence, false)
    }
  }
}
