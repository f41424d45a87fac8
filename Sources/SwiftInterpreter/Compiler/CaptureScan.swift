import SwiftReader

/// Finds the names a body's closures and local functions use: locals of those names must
/// live in cells, which the closures share with the body (Swift captures variables, not values).
///
/// By name, not by declaration: a name used in any closure puts every local of that name in
/// a cell. An over-approximation that costs a cell, never a wrong value.
enum CaptureScan {
  static func capturedNames(in body: [Stmt]) -> Set<String> {
    var names: Set<String> = []
    for statement in body {
      // Not into closures: `collect` walks each closure's body, nested closures included
      // (walking them again from here made nested builder closures quadratic in their depth).
      // A trailing closure is no `.closure` expression: its body hangs off its call, and was
      // missed (`list.forEach { total += $0 }` left `total` unchanged).
      SyntaxWalker.visit(statement, intoClosures: false) { expr in
        switch expr.kind {
        case .closure(let closure):
          collect(closure.body, into: &names)
          return false
        case .call(_, _, let trailing, _), .macroExpansion(_, _, let trailing):
          for closure in trailing { collect(closure.closure.body, into: &names) }
          return true
        default:
          return true
        }
      }
      collectLocalFunctions(statement, into: &names)
    }
    return names
  }

  private static func collectLocalFunctions(_ statement: Stmt, into names: inout Set<String>) {
    switch statement.kind {
    case .declaration(let decl):
      if case .function(let function) = decl.kind, let body = function.body {
        collect(body, into: &names)
      }
    case .ifStmt(let ifStmt):
      for inner in ifStmt.thenBody { collectLocalFunctions(inner, into: &names) }
      var elseClause = ifStmt.elseClause
      while let clause = elseClause {
        switch clause {
        case .block(let body):
          for inner in body { collectLocalFunctions(inner, into: &names) }
          elseClause = nil
        case .elseIf(let nested, _, _):
          for inner in nested.thenBody { collectLocalFunctions(inner, into: &names) }
          elseClause = nested.elseClause
        }
      }
    case .whileStmt(_, _, let body), .repeatWhile(_, let body, _), .forIn(_, _, _, _, let body),
      .deferStmt(let body), .guardStmt(_, let body):
      for inner in body { collectLocalFunctions(inner, into: &names) }
    case .doCatch(let body, let catches):
      for inner in body { collectLocalFunctions(inner, into: &names) }
      for clause in catches { for inner in clause.body { collectLocalFunctions(inner, into: &names) } }
    case .switchStmt(_, let cases):
      for switchCase in cases { for inner in switchCase.body { collectLocalFunctions(inner, into: &names) } }
    case .conditional(let block):
      for clause in block.clauses { for inner in clause.items { collectLocalFunctions(inner, into: &names) } }
    default:
      break
    }
  }

  /// Every identifier used in some statements, closures and local functions included.
  private static func collect(_ body: [Stmt], into names: inout Set<String>) {
    for statement in body {
      SyntaxWalker.visit(statement, intoClosures: true) { expr in
        if case .identifier(let name) = expr.kind {
          names.insert(name)
          if name.hasPrefix("$") { names.insert(String(name.dropFirst())) }
        }
        return true
      }
      if case .declaration(let decl) = statement.kind, case .function(let function) = decl.kind,
        let inner = function.body
      {
        collect(inner, into: &names)
      }
    }
  }
}
