import SwiftReader

/// How an initializer's body names `self` and the type's stored properties: what the
/// initializer checks need to be sure swiftc's first complaint is the one they give.
struct InitializerBodyScan {
  let body: [Stmt]
  /// Parameters and locals: a bare name among them is not the property.
  let shadowed: Set<String>

  init(_ body: [Stmt], parameters: [String]) {
    self.body = body
    shadowed = Set(parameters).union(InitializerBodyScan.declaredNames(in: body))
  }

  /// Whether `self` appears only as `self.x = …` for a stored `x`, and no method or computed
  /// property of the type is named (`setUp()` would be "'self' used before …" in swiftc).
  func usesSelfOnlyToAssign(stored: Set<String>, memberNames: Set<String>) -> Bool {
    var selves = 0
    var assignments = 0
    var namesMember = false
    visit(body) { expr in
      switch expr.kind {
      case .identifier("self"): selves += 1
      case .identifier(let name) where memberNames.contains(name) && !shadowed.contains(name): namesMember = true
      case .infixOperator("=", let lhs, _):
        if case .member(let base, let name, _) = lhs.kind, case .identifier("self") = base.kind, stored.contains(name) {
          assignments += 1
        }
      default: break
      }
    }
    return !namesMember && selves == assignments
  }

  /// Whether every mention of the property is the target of a plain `=`.
  func onlyAssigns(_ name: String) -> Bool {
    var mentions = 0
    var assignments = 0
    visit(body) { expr in
      if isProperty(expr, name) { mentions += 1 }
      if case .infixOperator("=", let lhs, _) = expr.kind, isProperty(lhs, name) { assignments += 1 }
    }
    return mentions == assignments
  }

  /// Whether the statements name the property (or, for `super`, the word).
  func mentions(_ statements: [Stmt], _ name: String) -> Bool {
    var found = false
    visit(statements) { expr in
      if isProperty(expr, name) { found = true }
      if name == "super", case .identifier("super") = expr.kind { found = true }
    }
    return found
  }

  var containsReturn: Bool {
    var found = false
    NeverNames.forEachStatement(body) { if case .returnStmt = $0.kind { found = true } }
    return found
  }

  /// `self.name`, or `name` alone when no parameter or local hides the property; also
  /// `other.name` (counted as a mention, never as the property assigned).
  private func isProperty(_ expr: Expr, _ name: String) -> Bool {
    switch expr.kind {
    case .identifier(let identifier): return identifier == name && !shadowed.contains(name)
    case .member(_, let member, _): return member == name
    default: return false
    }
  }

  private func visit(_ statements: [Stmt], _ visitor: (Expr) -> Void) {
    for statement in statements {
      SyntaxWalker.visit(statement, intoClosures: true) { expr in
        visitor(expr)
        return true
      }
    }
  }

  /// Every name a `let` or `var` declares anywhere in the statements, or binds in a condition.
  static func declaredNames(in statements: [Stmt]) -> Set<String> {
    var names: Set<String> = []
    NeverNames.forEachStatement(statements) { statement in
      switch statement.kind {
      case .declaration(let decl):
        if case .variable(let variable) = decl.kind {
          for binding in variable.bindings { NeverNames.collect(binding.pattern, into: &names) }
        }
      case .forIn(_, let pattern, _, _, _): NeverNames.collect(pattern, into: &names)
      case .ifStmt(let ifStmt): collect(ifStmt.conditions, into: &names)
      case .guardStmt(let conditions, _), .whileStmt(_, let conditions, _): collect(conditions, into: &names)
      default: break
      }
    }
    return names
  }

  private static func collect(_ conditions: [Condition], into names: inout Set<String>) {
    for condition in conditions {
      switch condition {
      case .optionalBinding(_, let name, _, _, _): names.insert(name)
      case .casePattern(let pattern, _, _): NeverNames.collect(pattern, into: &names)
      default: break
      }
    }
  }
}
