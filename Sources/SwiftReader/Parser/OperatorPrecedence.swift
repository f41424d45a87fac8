/// Swift's standard precedence groups for infix operators, so `a + b * c` folds as Swift does.
///
/// The groups, tightest first: BitwiseShift, Multiplication, Addition, RangeFormation,
/// Casting (`as`, `is`), NilCoalescing, Comparison, LogicalConjunction, LogicalDisjunction,
/// Default (operators the reader does not know), Ternary, Assignment.
enum OperatorPrecedence {
  static let bitwiseShift = 160
  static let multiplication = 150
  static let addition = 140
  static let rangeFormation = 135
  static let casting = 132
  static let nilCoalescing = 131
  static let comparison = 130
  static let logicalConjunction = 120
  static let logicalDisjunction = 110
  static let defaultPrecedence = 105
  static let ternary = 100
  static let assignment = 90

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
