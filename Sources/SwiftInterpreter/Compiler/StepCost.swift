import SwiftReader

/// What a call or a turn of a loop costs of the step budget: one step, and one more for every
/// three expressions its body holds, so that the budget bounds time whatever a body holds.
///
/// A step was a call or a turn, whatever ran between two of them: a loop adding 244 terms on
/// each turn took 10.6 s to spend the default budget, and `while !Task.isCancelled { try? await
/// Task.sleep }` (a `Task.sleep` never called) 1.4 s (lesson-fuzz seed 1, case 765319). Counted
/// once, where the body is compiled: every expression written in it, however many run, except
/// those in closures (a closure's call pays for its own body); a loop inside a body is counted
/// in the body and again on each of its turns. The largest fixture takes about 15,000 steps of
/// the 1,000,000 `verify` allows, as before; a loop building a list of 200,000 objects, 800,000.
enum StepCost {
  /// Expressions a step pays for, beyond the call or turn itself.
  static let expressionsPerStep = 3

  /// The cost of running `body` (and `conditions`, `expressions`) once.
  static func of(_ body: [Stmt], conditions: [Condition] = [], expressions: [Expr] = []) -> Int {
    var count = 0
    let visitor: (Expr) -> Bool = { _ in
      count += 1
      return true
    }
    for statement in body { SyntaxWalker.visit(statement, intoClosures: false, visitor) }
    for expression in expressions + conditions.compactMap(Self.expression) {
      SyntaxWalker.visit(expression, intoClosures: false, visitor)
    }
    return 1 + count / expressionsPerStep
  }

  private static func expression(_ condition: Condition) -> Expr? {
    switch condition {
    case .expression(let expression), .casePattern(_, let expression, _): expression
    case .optionalBinding(_, _, _, let initializer, _): initializer
    case .availability: nil
    }
  }
}
