import SwiftReader
import Transcript

/// Typed throws (SE-0413): a `do` body whose every `try` calls functions declared `throws(E)`
/// of one `E` gives its `catch` an `error` of type `E`.
extension Compiler {
  func thrownType(of body: [Stmt]) -> SwiftType? {
    var types: [SwiftType] = []
    var unknown = false
    for statement in body {
      if case .throwStmt = statement.kind { unknown = true }
      SyntaxWalker.visit(statement, intoClosures: false) { expr in
        guard case .tryExpr(_, let inner) = expr.kind else { return true }
        if let type = thrownTypeOfCall(inner) { types.append(type) } else { unknown = true }
        return true
      }
    }
    guard !unknown, let first = types.first, types.allSatisfy({ $0.isSame(as: first) }) else { return nil }
    return first
  }

  /// The `throws(E)` of the free function a `try` calls, when every overload of it declares one.
  private func thrownTypeOfCall(_ expr: Expr) -> SwiftType? {
    guard case .call(let callee, _, _, _) = expr.kind, case .identifier(let name) = callee.kind,
      let functions = program.functions[name], !functions.isEmpty
    else { return nil }
    let types = functions.compactMap(\.thrownType)
    guard types.count == functions.count, let first = types.first, types.allSatisfy({ $0.isSame(as: first) }) else {
      return nil
    }
    return first
  }
}
