import SwiftReader
import Transcript

/// A subclass's initializer that calls `super.init` before setting its own stored properties:
/// swiftc refuses it (`property 'self.school' not initialized at super.init call`, at `init`),
/// as Swift's two-phase initialization requires; run, the property was set afterwards and read
/// as if nothing were wrong.
///
/// Only the plain case is judged: `super.init(…)` as a statement of the body itself, preceded by
/// statements that either never name the property or assign it with `=` (`self.x = …`, `x = …`);
/// anything else naming it before the call leaves it unjudged. The first property in declaration
/// order is named, as swiftc names it first; a `let` assigned after the call is "immutable value
/// 'self.id' may only be initialized once", at the `=`.
extension Compiler {
  func checkPropertiesBeforeSuperInit(_ body: [Stmt], of type: UserType, required: [String], scan: InitializerBodyScan) {
    guard let callIndex = body.firstIndex(where: { Self.superInitName($0) != nil }),
      let anchor = Self.superInitName(body[callIndex]),
      !scan.mentions(Array(body[..<callIndex]), "super")
    else { return }
    let before = Array(body[..<callIndex])
    for name in required {
      let assigned = before.contains { Self.assigns($0, name) }
      if assigned { continue }
      // Named some other way before the call (in an `if`, passed `inout`): left to the run.
      if before.contains(where: { scan.mentions([$0], name) }) { continue }
      // A `let` set after the call: super.init counts as its initialization, the assignment as a second.
      if let index = type.field(named: name), type.storedProperties[index].isConstant {
        let after = body[(callIndex + 1)...]
        if let assignment = after.first(where: { Self.assigns($0, name) }),
          case .expression(let expression) = assignment.kind, case .infixOperator(_, let lhs, let rhs) = expression.kind
        {
          error("immutable value 'self.\(name)' may only be initialized once", at: operatorLocation("=", lhs, rhs))
          return
        }
        if after.contains(where: { scan.mentions([$0], name) }) { return }
      }
      error("property 'self.\(name)' not initialized at super.init call", at: anchor)
      return
    }
  }

  /// Where `init` stands in a statement `super.init(…)` (or `try super.init(…)`).
  private static func superInitName(_ statement: Stmt) -> SourceLocation? {
    guard case .expression(var expression) = statement.kind else { return nil }
    if case .tryExpr(_, let inner) = expression.kind { expression = inner }
    guard case .call(let callee, _, _, _) = expression.kind, case .member(let base, "init", let nameRange) = callee.kind,
      case .identifier("super") = base.kind
    else { return nil }
    return nameRange.start
  }

  /// `name = …` or `self.name = …` as a statement.
  private static func assigns(_ statement: Stmt, _ name: String) -> Bool {
    guard case .expression(let expression) = statement.kind, case .infixOperator("=", let target, _) = expression.kind else {
      return false
    }
    switch target.kind {
    case .identifier(name): return true
    case .member(let base, name, _): if case .identifier("self") = base.kind { return true } else { return false }
    default: return false
    }
  }
}
