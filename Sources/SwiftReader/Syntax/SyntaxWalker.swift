/// Visits every expression under a syntax node, depth first, in source order.
///
/// The visitor returns false to stop descending below the expression it was
/// given. Checks that need "anywhere in the program" (a deprecated call, an
/// `await`) use it instead of each writing its own traversal.
///
/// The walk keeps its own stack of nodes still to visit instead of recursing, so the tallest
/// tree the reader accepts is walked on any thread, however small its stack.
public enum SyntaxWalker {
  public typealias Visitor = (Expr) -> Bool

  public static func visit(_ file: SourceFile, intoClosures: Bool = true, _ visitor: Visitor) {
    for decl in file.declarations { visit(decl, intoClosures: intoClosures, visitor) }
  }

  public static func visit(_ decl: Decl, intoClosures: Bool = true, _ visitor: Visitor) {
    withoutActuallyEscaping(visitor) { visitor in
      Walker(intoClosures: intoClosures, visitor: visitor).walk(.decl(decl))
    }
  }

  public static func visit(_ stmt: Stmt, intoClosures: Bool = false, _ visitor: Visitor) {
    withoutActuallyEscaping(visitor) { visitor in
      Walker(intoClosures: intoClosures, visitor: visitor).walk(.stmt(stmt))
    }
  }

  public static func visit(_ expr: Expr, intoClosures: Bool = false, _ visitor: Visitor) {
    withoutActuallyEscaping(visitor) { visitor in
      Walker(intoClosures: intoClosures, visitor: visitor).walk(.expr(expr))
    }
  }
}

private struct Walker {
  /// A node still to visit.
  enum Item {
    case decl(Decl)
    case stmt(Stmt)
    case expr(Expr)
    case ifStmt(IfStmt)
  }

  let intoClosures: Bool
  let visitor: SyntaxWalker.Visitor

  /// Visits `start` and everything under it: each node's children are pushed last first, so
  /// that they come off the stack in source order.
  func walk(_ start: Item) {
    var stack = [start]
    while let item = stack.popLast() {
      let children: [Item]
      switch item {
      case .decl(let decl): children = self.children(of: decl)
      case .stmt(let stmt): children = self.children(of: stmt)
      case .ifStmt(let statement): children = self.children(of: statement)
      case .expr(let expr):
        guard visitor(expr) else { continue }
        children = self.children(of: expr)
      }
      stack.append(contentsOf: children.reversed())
    }
  }

  private func children(of decl: Decl) -> [Item] {
    switch decl.kind {
    case .importDecl, .typeAlias, .associatedType, .operatorDeclaration:
      return []
    case .enumCase(let cases):
      return cases.elements.flatMap { element in
        (element.associatedValues ?? []).compactMap { $0.defaultValue.map(Item.expr) }
      }
    case .type(let type): return type.members.map(Item.decl)
    case .extensionDecl(let ext): return ext.members.map(Item.decl)
    case .function(let function), .subscriptDecl(let function):
      return parameters(function.parameters) + (function.body ?? []).map(Item.stmt)
    case .initializer(let initializer):
      return parameters(initializer.parameters) + (initializer.body ?? []).map(Item.stmt)
    case .deinitializer(let body): return body.map(Item.stmt)
    case .variable(let variable):
      var items: [Item] = []
      for binding in variable.bindings {
        if let initializer = binding.initializer { items.append(.expr(initializer)) }
        switch binding.accessors {
        case .getter(let body): items += body.map(Item.stmt)
        case .accessors(let accessors): items += accessors.flatMap { ($0.body ?? []).map(Item.stmt) }
        case nil: break
        }
      }
      for attribute in variable.attributes {
        items += (attribute.arguments ?? []).map { .expr($0.value) }
      }
      return items
    case .macroExpansion(_, let arguments, let trailing):
      return arguments.map { .expr($0.value) } + closures(trailing.map(\.closure))
    case .topLevelCode(let statement): return [.stmt(statement)]
    case .conditional(let block): return block.clauses.flatMap { $0.items.map(Item.decl) }
    }
  }

  private func parameters(_ parameters: [Parameter]) -> [Item] {
    parameters.compactMap { $0.defaultValue.map(Item.expr) }
  }

  private func children(of stmt: Stmt) -> [Item] {
    switch stmt.kind {
    case .expression(let e): return [.expr(e)]
    case .declaration(let d): return [.decl(d)]
    case .returnStmt(let e): return e.map { [.expr($0)] } ?? []
    case .ifStmt(let s): return [.ifStmt(s)]
    case .guardStmt(let conditions, let elseBody):
      return self.conditions(conditions) + elseBody.map(Item.stmt)
    case .whileStmt(_, let conditions, let body):
      return self.conditions(conditions) + body.map(Item.stmt)
    case .repeatWhile(_, let body, let condition):
      return body.map(Item.stmt) + [.expr(condition)]
    case .forIn(_, _, let sequence, let whereClause, let body):
      return [.expr(sequence)] + (whereClause.map { [.expr($0)] } ?? []) + body.map(Item.stmt)
    case .switchStmt(let subject, let cases):
      var items: [Item] = [.expr(subject)]
      for item in cases {
        if case .patterns(let patterns) = item.label {
          items += patterns.compactMap { $0.whereClause.map(Item.expr) }
        }
        items += item.body.map(Item.stmt)
      }
      return items
    case .doCatch(let body, let catches):
      var items = body.map(Item.stmt)
      for clause in catches {
        if let whereClause = clause.whereClause { items.append(.expr(whereClause)) }
        items += clause.body.map(Item.stmt)
      }
      return items
    case .throwStmt(let e): return [.expr(e)]
    case .deferStmt(let body): return body.map(Item.stmt)
    case .breakStmt, .continueStmt, .fallthroughStmt: return []
    case .conditional(let block): return block.clauses.flatMap { $0.items.map(Item.stmt) }
    }
  }

  private func children(of s: IfStmt) -> [Item] {
    var items = conditions(s.conditions) + s.thenBody.map(Item.stmt)
    switch s.elseClause {
    case .block(let body): items += body.map(Item.stmt)
    case .elseIf(let nested, _, _): items.append(.ifStmt(nested))
    case nil: break
    }
    return items
  }

  private func conditions(_ list: [Condition]) -> [Item] {
    list.compactMap { condition in
      switch condition {
      case .expression(let e): .expr(e)
      case .optionalBinding(_, _, _, let initializer, _): initializer.map(Item.expr)
      case .casePattern(_, let e, _): .expr(e)
      case .availability: nil
      }
    }
  }

  private func closures(_ list: [Closure]) -> [Item] {
    intoClosures ? list.flatMap { $0.body.map(Item.stmt) } : []
  }

  private func arguments(_ list: [Argument]) -> [Item] { list.map { .expr($0.value) } }

  private func children(of e: Expr) -> [Item] {
    switch e.kind {
    case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier,
      .implicitMember, .keyPath, .type:
      return []
    case .stringLiteral(let segments):
      return segments.flatMap { segment -> [Item] in
        if case .interpolation(let args, _) = segment { return arguments(args) }
        return []
      }
    case .arrayLiteral(let elements): return elements.map(Item.expr)
    case .dictionaryLiteral(let elements):
      return elements.flatMap { [Item.expr($0.key), .expr($0.value)] }
    case .member(let base, _, _): return [.expr(base)]
    case .optionalChain(let inner), .forceUnwrap(let inner), .awaitExpr(let inner):
      return [.expr(inner)]
    case .call(let callee, let args, let trailing, _):
      return [.expr(callee)] + arguments(args) + closures(trailing.map(\.closure))
    case .subscriptCall(let base, let args): return [.expr(base)] + arguments(args)
    case .closure(let c): return closures([c])
    case .prefixOperator(_, let operand), .postfixOperator(_, let operand): return [.expr(operand)]
    case .infixOperator(_, let lhs, let rhs): return [.expr(lhs), .expr(rhs)]
    case .ternary(let condition, let then, let otherwise):
      return [.expr(condition), .expr(then), .expr(otherwise)]
    case .tryExpr(_, let inner), .cast(_, let inner, _), .typeCheck(let inner, _):
      return [.expr(inner)]
    case .tuple(let args): return arguments(args)
    case .macroExpansion(_, let args, let trailing):
      return arguments(args) + closures(trailing.map(\.closure))
    case .statementExpression(let statement): return [.stmt(statement)]
    case .conditionalPostfix(let base, let block):
      // Each clause holds `base` with its members: `base` alone only where a clause adds none
      // (with several clauses, the walk sees `base` once per clause).
      let clauses = block.clauses.flatMap { $0.items.map(Item.expr) }
      let bare = block.clauses.contains { $0.items.isEmpty } || !block.clauses.contains { $0.condition == nil }
      return bare || clauses.isEmpty ? [.expr(base)] + clauses : clauses
    }
  }
}
