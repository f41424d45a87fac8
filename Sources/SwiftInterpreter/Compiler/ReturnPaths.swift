import SwiftReader

/// Whether a function's statements can reach its closing brace, as swiftc's check for a
/// missing `return` sees it (a check made after constant folding: `if 1 > 0 { return 1 }` and
/// `let t = true; if t { … }` count as always taken, `if flag { … }` on a parameter does not).
///
/// Three answers, and only `.reaches` is acted on: every statement it passes is one whose way
/// out is sure (a condition that reads a parameter or `self`, a `for` loop, a `switch` with a
/// case that ends, a call to nothing that may be `Never`). Anything else is `.unsure`.
struct ReturnPaths {
  enum Outcome: Equatable { case reaches, stops, unsure }

  /// Names that are never constants: the function's parameters not redeclared in its body.
  let opaqueNames: Set<String>
  /// Functions that may not return (`fatalError`, the program's `-> Never` functions).
  let neverNames: Set<String>
  /// The program's enum cases: `Shape.circle(2)` builds a value, it calls nothing.
  var enumCaseNames: Set<String> = []

  /// Standard functions that never return.
  static let standardNever: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "dispatchMain"]

  func outcome(of statements: [Stmt]) -> Outcome {
    var result = Outcome.reaches
    for statement in statements {
      switch outcome(of: statement) {
      case .stops: return .stops
      case .unsure: result = .unsure
      case .reaches: break
      }
    }
    return result
  }

  func outcome(of statement: Stmt) -> Outcome {
    switch statement.kind {
    case .returnStmt, .throwStmt: return .stops
    case .breakStmt, .continueStmt, .fallthroughStmt, .conditional: return .unsure
    case .expression(let expression): return expressionOutcome(expression)
    case .declaration(let decl):
      guard case .variable(let variable) = decl.kind else {
        if case .function = decl.kind { return .reaches }
        if case .type = decl.kind { return .reaches }
        return .unsure
      }
      let initializers = variable.bindings.compactMap(\.initializer)
      return initializers.allSatisfy { expressionOutcome($0) == .reaches } ? .reaches : .unsure
    case .deferStmt: return .reaches
    case .ifStmt(let ifStmt): return ifOutcome(ifStmt)
    case .guardStmt(let conditions, _):
      return conditionsAreOpaque(conditions) ? .reaches : .unsure
    case .whileStmt(let label, let conditions, let body):
      if conditions.count == 1, case .expression(let condition) = conditions[0], case .booleanLiteral(true) = condition.kind {
        return breaks(out: label, body) ? .unsure : .stops
      }
      return conditionsAreOpaque(conditions) ? .reaches : .unsure
    case .repeatWhile(_, let body, let condition):
      let inner = outcome(of: body)
      if inner == .stops { return .stops }
      return inner == .reaches && isOpaque(condition) ? .reaches : .unsure
    case .forIn(_, _, let sequence, _, _):
      return expressionOutcome(sequence)
    case .switchStmt(let subject, let cases):
      guard isOpaque(subject) else { return .unsure }
      let outcomes = cases.map { outcome(of: $0.body) }
      if outcomes.contains(.reaches) { return .reaches }
      return outcomes.allSatisfy { $0 == .stops } ? .stops : .unsure
    case .doCatch(let body, let catches):
      let inner = outcome(of: body)
      if inner == .reaches || catches.contains(where: { outcome(of: $0.body) == .reaches }) { return .reaches }
      return .unsure
    }
  }

  private func ifOutcome(_ ifStmt: IfStmt) -> Outcome {
    guard conditionsAreOpaque(ifStmt.conditions) else { return .unsure }
    let then = outcome(of: ifStmt.thenBody)
    let otherwise: Outcome
    switch ifStmt.elseClause {
    case nil: otherwise = .reaches
    case .block(let body)?: otherwise = outcome(of: body)
    case .elseIf(let nested, _, _)?: otherwise = ifOutcome(nested)
    }
    if then == .reaches || otherwise == .reaches { return .reaches }
    return then == .stops && otherwise == .stops ? .stops : .unsure
  }

  /// An expression statement: it ends normally unless it calls something that may not return.
  private func expressionOutcome(_ expression: Expr) -> Outcome {
    if case .call(let callee, _, _, _) = expression.kind, case .identifier(let name) = callee.kind,
      neverNames.contains(name)
    {
      return .stops
    }
    var mayStop = false
    SyntaxWalker.visit(expression) { expr in
      switch expr.kind {
      case .identifier(let name), .member(_, let name, _), .implicitMember(let name):
        if neverNames.contains(name) { mayStop = true }
      default: if Self.mayFold(expr) { mayStop = true }
      }
      return !mayStop
    }
    return mayStop ? .unsure : .reaches
  }

  /// Conditions swiftc cannot fold to a constant: each reads a parameter or `self`, or binds.
  func conditionsAreOpaque(_ conditions: [Condition]) -> Bool {
    conditions.allSatisfy { condition in
      switch condition {
      case .expression(let expression): return isOpaque(expression)
      case .optionalBinding(_, let name, _, let initializer, _):
        return initializer.map(isOpaque) ?? opaqueNames.contains(name)
      case .casePattern(_, let expression, _): return isOpaque(expression)
      case .availability: return false
      }
    }
  }

  /// Whether the expression reads something swiftc cannot fold (so it is no constant) and
  /// calls nothing that may not return: a parameter or `self`, a property or method of a value,
  /// a function call, `==` against `nil`, a string or an enum case. Literal arithmetic, `Int(3)`
  /// and `Int.max` fold (their code is transparent). Rows checked with swiftc 6.3.1.
  func isOpaque(_ expression: Expr) -> Bool {
    var readsOpaque = false
    var mayStop = false
    SyntaxWalker.visit(expression) { expr in
      switch expr.kind {
      case .identifier(let name):
        if opaqueNames.contains(name) || name == "self" { readsOpaque = true }
        if neverNames.contains(name) { mayStop = true }
      case .member(let base, let name, _):
        if !Self.isTypeName(base), !name.allSatisfy(\.isNumber) { readsOpaque = true }
      case .call(let callee, _, _, _):
        if callsOpaqueFunction(callee) { readsOpaque = true }
      case .infixOperator(let op, let lhs, let rhs) where op == "==" || op == "!=":
        if Self.comparesOpaquely(lhs) || Self.comparesOpaquely(rhs) { readsOpaque = true }
      default: break
      }
      if Self.mayFold(expr) { mayStop = true }
      return !mayStop
    }
    return readsOpaque && !mayStop
  }

  /// A call of a function (`abs(n)`, the program's own) or of a static method (`Bool.random()`);
  /// not a type's initializer nor an enum case.
  private func callsOpaqueFunction(_ callee: Expr) -> Bool {
    switch callee.kind {
    case .identifier(let name): return name.first?.isLowercase == true && !neverNames.contains(name)
    case .member(let base, let name, _):
      return Self.isTypeName(base) && name.first?.isLowercase == true && !enumCaseNames.contains(name)
    default: return false
    }
  }

  private static func isTypeName(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier(let name): return name.first?.isUppercase == true
    case .type: return true
    default: return false
    }
  }

  /// `==` with `nil`, a string or an enum case calls a function that is not transparent.
  private static func comparesOpaquely(_ operand: Expr) -> Bool {
    switch operand.kind {
    case .nilLiteral, .stringLiteral, .implicitMember: return true
    default: return false
    }
  }

  /// Whether swiftc may fold the expression into a trap or a constant branch: `assert(false)`,
  /// `n > 0 || true` (once the transparent `||` is inlined), `x!` on a constant `nil`, `try!`,
  /// `as!`; an `if`/`switch` expression or a macro is not looked into.
  private static func mayFold(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .booleanLiteral, .forceUnwrap, .statementExpression, .macroExpansion: return true
    case .tryExpr(let kind, _): return kind == .forced
    case .cast(let kind, _, _): return kind == .forced
    default: return false
    }
  }

  /// Whether a `break` in the body surely leaves the loop labelled `label` (or unlabelled):
  /// a plain `break` not inside a nested loop or `switch`, or `break label`.
  private func breaks(out label: String?, _ body: [Stmt], nested: Bool = false) -> Bool {
    body.contains { statement in
      switch statement.kind {
      case .breakStmt(let target):
        return target == nil ? !nested : target == label
      case .ifStmt(let ifStmt): return breaks(out: label, ifStmt, nested: nested)
      case .guardStmt(_, let elseBody): return breaks(out: label, elseBody, nested: nested)
      case .doCatch(let inner, let catches):
        return breaks(out: label, inner, nested: nested) || catches.contains { breaks(out: label, $0.body, nested: nested) }
      case .whileStmt(_, _, let inner), .repeatWhile(_, let inner, _), .forIn(_, _, _, _, let inner):
        return breaks(out: label, inner, nested: true)
      case .switchStmt(_, let cases):
        return cases.contains { breaks(out: label, $0.body, nested: true) }
      case .conditional: return true
      default: return false
      }
    }
  }

  private func breaks(out label: String?, _ ifStmt: IfStmt, nested: Bool) -> Bool {
    if breaks(out: label, ifStmt.thenBody, nested: nested) { return true }
    switch ifStmt.elseClause {
    case nil: return false
    case .block(let body)?: return breaks(out: label, body, nested: nested)
    case .elseIf(let inner, _, _)?: return breaks(out: label, inner, nested: nested)
    }
  }
}
