import SwiftReader

/// Locals whose value swiftc cannot know when it checks for a missing `return`: a `let` (or a
/// `var` nothing changes) set from something opaque (`let b = Bool.random()`), so that
/// `if b { return "a" }` may fall through to the `}`. A local set from literals folds
/// (`var b = true; if b …` builds), and one declared twice is looked at only when every
/// declaration is opaque. Checked with swiftc 6.3.1.
extension ReturnPaths {
  func addingOpaqueLocals(of body: [Stmt]) -> ReturnPaths {
    var initializers: [String: [Expr?]] = [:]
    var changed: Set<String> = []
    NeverNames.forEachStatement(body) { statement in
      switch statement.kind {
      case .declaration(let decl):
        guard case .variable(let variable) = decl.kind else { return }
        for binding in variable.bindings {
          var names: Set<String> = []
          NeverNames.collect(binding.pattern, into: &names)
          let simple: Expr? = { if case .identifier = binding.pattern.kind { return binding.initializer } else { return nil } }()
          for name in names {
            initializers[name, default: []].append(simple)
          }
        }
        for binding in variable.bindings { Self.collectChanged(in: binding.initializer, into: &changed) }
      default:
        SyntaxWalker.visit(statement) { expr in
          Self.noteChange(expr, into: &changed)
          return true
        }
      }
    }
    var result = self
    var grew = true
    while grew {
      grew = false
      for (name, values) in initializers where !result.opaqueNames.contains(name) && !changed.contains(name) {
        guard values.allSatisfy({ $0.map(result.isOpaque) ?? false }) else { continue }
        result = ReturnPaths(opaqueNames: result.opaqueNames.union([name]), neverNames: neverNames, enumCaseNames: enumCaseNames)
        grew = true
      }
    }
    return result
  }

  private static func collectChanged(in expression: Expr?, into changed: inout Set<String>) {
    guard let expression else { return }
    SyntaxWalker.visit(expression) { expr in
      noteChange(expr, into: &changed)
      return true
    }
  }

  /// An assignment, `+=`, `&name` or a method called on a local: its value may change, and a
  /// changed `let` is an error swiftc gives anyway.
  private static func noteChange(_ expr: Expr, into changed: inout Set<String>) {
    switch expr.kind {
    case .infixOperator(let op, let lhs, _) where op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op):
      if let root = root(of: lhs) { changed.insert(root) }
    case .prefixOperator("&", let operand):
      if let root = root(of: operand) { changed.insert(root) }
    case .call(let callee, _, _, _):
      if case .member(let base, _, _) = callee.kind, let root = root(of: base) { changed.insert(root) }
    default: break
    }
  }

  private static func root(of expr: Expr) -> String? {
    switch expr.kind {
    case .identifier(let name): return name
    case .member(let base, _, _), .subscriptCall(let base, _), .optionalChain(let base), .forceUnwrap(let base): return root(of: base)
    default: return nil
    }
  }
}
