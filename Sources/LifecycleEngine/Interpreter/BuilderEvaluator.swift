import SwiftReader
import Transcript

/// Gives a body result-builder meaning: each expression statement is a piece of content,
/// `if` and `switch` choose a branch whose identity the view graph keeps.
struct BuilderEvaluator {
  let interpreter: Interpreter
  let kind: BuilderKind

  func build(_ body: [Stmt], _ context: Context) throws -> Value {
    // A body with an explicit `return` is ordinary code: Swift applies no builder to it.
    if body.contains(where: { if case .returnStmt = $0.kind { true } else { false } }) {
      let machine = StatementMachine(
        interpreter: interpreter, body: body, context: context, task: nil, valueOfLastExpression: false)
      return try wrap(machine.runToCompletion(), at: body.first?.range.start)
    }
    return combine(try collect(body, context))
  }

  private func collect(_ body: [Stmt], _ context: Context) throws -> [Value] {
    var items: [Value] = []
    for statement in body {
      try interpreter.tick(statement.range.start)
      switch statement.kind {
      case .expression(let expr):
        let value = try interpreter.evaluate(expr, context)
        if case .void = value { continue }
        items.append(try wrap(value, at: expr.range.start))
      case .declaration(let decl):
        try interpreter.declareLocal(decl, context)
      case .ifStmt(let ifStatement):
        items.append(try conditional(ifStatement, context, branch: 0))
      case .switchStmt(let subject, let cases):
        items.append(try switchContent(subject, cases, context))
      default:
        throw RuntimeError(
          "closure containing control flow statement cannot be used with result builder '\(builderName)'",
          at: statement.range.start)
      }
    }
    return items
  }

  private var builderName: String { kind == .view ? "ViewBuilder" : "SceneBuilder" }

  private func conditional(_ statement: IfStmt, _ context: Context, branch: Int) throws -> Value {
    let scope = context.scope.child()
    if try interpreter.evaluateConditions(statement.conditions, context, bindingIn: scope) {
      return branchContent(branch, try collect(statement.thenBody, context.with(scope: scope)))
    }
    switch statement.elseClause {
    case .block(let body):
      return branchContent(branch + 1, try collect(body, context.with(scope: context.scope.child())))
    case .elseIf(let nested, _, _):
      return try conditional(nested, context, branch: branch + 1)
    case nil:
      return branchContent(-1, [])
    }
  }

  private func switchContent(_ subject: Expr, _ cases: [SwitchCase], _ context: Context) throws -> Value {
    let value = try interpreter.evaluate(subject, context)
    for (index, item) in cases.enumerated() {
      let scope = context.scope.child()
      var matched = false
      switch item.label {
      case .defaultLabel, .unknownDefault: matched = true
      case .patterns(let patterns):
        for pattern in patterns where try interpreter.match(pattern.pattern, value, context, bindingIn: scope) {
          matched = true
          break
        }
      }
      if matched { return branchContent(index, try collect(item.body, context.with(scope: scope))) }
    }
    return branchContent(-1, [])
  }

  private func branchContent(_ branch: Int, _ items: [Value]) -> Value {
    switch kind {
    case .view:
      guard case .view(let content) = combine(items) else { return .view(.empty) }
      return .view(.conditional(branch: branch, content))
    case .scene:
      return combine(items)
    }
  }

  private func combine(_ items: [Value]) -> Value {
    switch kind {
    case .view:
      let contents = items.compactMap { if case .view(let c) = $0 { c } else { nil } }
      if contents.count == 1 { return .view(contents[0]) }
      return .view(contents.isEmpty ? .empty : .container("TupleView", contents))
    case .scene:
      let scenes = items.compactMap { if case .scene(let s) = $0 { s } else { nil } }
      if scenes.count == 1 { return .scene(scenes[0]) }
      return .scene(.group(scenes))
    }
  }

  /// Content as the builder accepts it: a view value of the program becomes `user` content.
  private func wrap(_ value: Value, at location: SourceLocation?) throws -> Value {
    switch (kind, value) {
    case (_, .view), (_, .scene): return value
    case (.view, .structure(let structure)) where interpreter.program.conforms(structure.type, to: "View"):
      return .view(.user(structure))
    case (.scene, .structure(let structure)) where interpreter.program.conforms(structure.type, to: "Scene"):
      return .scene(.custom(structure))
    case (.view, .native(.opaque(let name))):
      return .view(.leaf(name))
    case (.view, .optional(nil)):
      return .view(.empty)
    case (.view, .optional(let inner?)):
      return try wrap(inner, at: location)
    default:
      throw RuntimeError(
        "type '\(interpreter.typeName(of: value))' cannot be used as content of '\(builderName)'", at: location)
    }
  }
}
