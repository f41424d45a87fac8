import SwiftReader
import Transcript

/// The pattern of a `for`-`in` loop that cannot match the sequence's elements: `for (i, w) in
/// words` over a `[String]` is swiftc's "tuple pattern cannot match values of non-tuple type
/// 'String'"; run, no turn bound and the loop silently did nothing.
extension Compiler {
  func checkLoopPattern(_ pattern: Pattern, over sequence: Expr, _ sequenceType: SwiftType) {
    guard case .tuple = Compiler.unbound(pattern).kind, case .identifier = sequence.kind, isCertainlyTyped(sequence),
      case .array(let element) = sequenceType, let name = Self.checkedName(element)
    else { return }
    error("tuple pattern cannot match values of non-tuple type '\(name)'", at: sequence.range.start)
  }

  /// A pattern every value of the right type matches (names, `_`, tuples of them): a value that
  /// does not match it is a type the program's text did not allow.
  static func isIrrefutable(_ pattern: Pattern) -> Bool {
    switch pattern.kind {
    case .wildcard, .identifier: return true
    case .binding(_, let inner): return isIrrefutable(inner)
    case .tuple(let elements): return elements.allSatisfy { isIrrefutable($0.pattern) }
    default: return false
    }
  }

  /// The pattern inside `let` or `var`.
  static func unbound(_ pattern: Pattern) -> Pattern {
    if case .binding(_, let inner) = pattern.kind { return unbound(inner) }
    return pattern
  }
}
