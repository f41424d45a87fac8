import SwiftReader
import Transcript

/// `swap(&a[0], &a[1])`: two `inout` accesses to the same array at once. swiftc refuses it
/// (`overlapping accesses to 'a', but modification requires exclusive access; consider calling
/// MutableCollection.swapAt(_:_:) [#ExclusivityViolation]`, at the first `&`), so it never runs
/// here, where it swapped the elements. The message is the whole text swiftc 6.3 prints after
/// `error: `, its diagnostic group included.
///
/// Only the standard `swap` (no function or variable of the program named so) with both
/// arguments elements of one variable named directly is refused; `&a[0], &b[0]` and
/// `&p.x, &p.y` (disjoint properties of a local struct, which swiftc allows) are not.
extension Compiler {
  func checkOverlappingSwap(_ name: String, _ arguments: [Argument]) {
    guard name == "swap", arguments.count == 2, program.functions["swap"] == nil, context.lookup("swap") == nil,
      scriptGlobals["swap"] == nil,
      let first = Self.subscriptedVariable(arguments[0].value),
      let second = Self.subscriptedVariable(arguments[1].value), first == second
    else { return }
    error(
      "overlapping accesses to '\(first)', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:) [#ExclusivityViolation]",
      at: arguments[0].value.range.start)
  }

  /// `&name[…]` (any number of subscripts): the variable's name.
  private static func subscriptedVariable(_ expr: Expr) -> String? {
    guard case .prefixOperator("&", let operand) = expr.kind, case .subscriptCall(var base, _) = operand.kind else {
      return nil
    }
    while case .subscriptCall(let inner, _) = base.kind { base = inner }
    guard case .identifier(let name) = base.kind, name != "self" else { return nil }
    return name
  }
}
