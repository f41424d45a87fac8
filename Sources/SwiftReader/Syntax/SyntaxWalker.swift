/// Visits every expression under a syntax node, depth first, in source order.
///
/// The visitor returns false to stop descending below the expression it was
/// given. Checks that need "anywhere in the program" (a deprecated call, an
/// `await`) use it instead of each writing its own traversal.
public enum SyntaxWalker {
  public typealias Visitor = (Expr) -> Bool

  public static func visit(_ file: SourceFile, intoClosures: Bool = true, _ visitor: Visitor) {
    for decl in file.declarations { visit(decl, intoClosures: intoClosures, visitor) }
  }

  public static func visit(_ decl: Decl, intoClosures: Bool = true, _ visitor: Visitor) {
    withoutActuallyEscaping(visitor) { visitor in
      var walker = Walker(intoClosures: intoClosures, visitor: visitor)
      walker.decl(decl)
    }
  }

  public static func visit(_ stmt: Stmt, intoClosures: Bool = false, _ visitor: Visitor) {
    withoutActuallyEscaping(visitor) { visitor in
      var walker = Walker(intoClosures: intoClosures, visitor: visitor)
      walker.stmt(stmt)
    }
  }

  public static func visit(_ expr: Expr, intoClosures: Bool = false, _ visitor: Visitor) {
    withoutActuallyEscaping(visitor) { visitor in
      var walker = Walker(intoClosures: intoClosures, visitor: visitor)
      walker.expr(expr)
    }
  }
}

private struct Walker {
  let intoClosures: Bool
  let visitor: SyntaxWalker.Visitor

  mutating func decl(_ decl: Decl) {
    switch decl.kind {
    case .importDecl, .typeAlias, .associatedType, .enumCase:
      if case .enumCase(let cases) = decl.kind {
        for element in cases.elements {
          for value in element.associatedValues ?? [] { value.defaultValue.map { expr($0) } }
        }
      }
    case .type(let type): type.members.forEach { self.decl($0) }
    case .extensionDecl(let ext): ext.members.forEach { self.decl($0) }
    case .function(let function), .subscriptDecl(let function):
      parameters(function.parameters)
      function.body.map { stmts($0) }
    case .initializer(let initializer):
      parameters(initializer.parameters)
      initializer.body.map { stmts($0) }
    case .deinitializer(let body): stmts(body)
    case .variable(let variable):
      for binding in variable.bindings {
        binding.initializer.map { expr($0) }
        switch binding.accessors {
        case .getter(let body): stmts(body)
        case .accessors(let accessors): accessors.forEach { $0.body.map { stmts($0) } }
        case nil: break
        }
      }
      for attribute in variable.attributes { attribute.arguments?.forEach { expr($0.value) } }
    case .macroExpansion(_, let arguments, let trailing):
      arguments.forEach { expr($0.value) }
      trailing.forEach { closure($0.closure) }
    case .topLevelCode(let statement): stmt(statement)
    case .conditional(let block): for clause in block.clauses { clause.items.forEach { self.decl($0) } }
    }
  }

  mutating func parameters(_ parameters: [Parameter]) {
    for parameter in parameters { parameter.defaultValue.map { expr($0) } }
  }

  mutating func stmts(_ list: [Stmt]) { list.forEach { stmt($0) } }

  mutating func stmt(_ stmt: Stmt) {
    switch stmt.kind {
    case .expression(let e): expr(e)
    case .declaration(let d): decl(d)
    case .returnStmt(let e): e.map { expr($0) }
    case .ifStmt(let s): ifStmt(s)
    case .guardStmt(let conditions, let elseBody):
      self.conditions(conditions)
      stmts(elseBody)
    case .whileStmt(_, let conditions, let body):
      self.conditions(conditions)
      stmts(body)
    case .repeatWhile(_, let body, let condition):
      stmts(body)
      expr(condition)
    case .forIn(_, _, let sequence, let whereClause, let body):
      expr(sequence)
      whereClause.map { expr($0) }
      stmts(body)
    case .switchStmt(let subject, let cases):
      expr(subject)
      for item in cases {
        if case .patterns(let items) = item.label {
          for caseItem in items { caseItem.whereClause.map { expr($0) } }
        }
        stmts(item.body)
      }
    case .doCatch(let body, let catches):
      stmts(body)
      for clause in catches {
        clause.whereClause.map { expr($0) }
        stmts(clause.body)
      }
    case .throwStmt(let e): expr(e)
    case .deferStmt(let body): stmts(body)
    case .breakStmt, .continueStmt, .fallthroughStmt: break
    case .conditional(let block): for clause in block.clauses { stmts(clause.items) }
    }
  }

  mutating func ifStmt(_ s: IfStmt) {
    conditions(s.conditions)
    stmts(s.thenBody)
    switch s.elseClause {
    case .block(let body): stmts(body)
    case .elseIf(let nested, _, _): ifStmt(nested)
    case nil: break
    }
  }

  mutating func conditions(_ list: [Condition]) {
    for condition in list {
      switch condition {
      case .expression(let e): expr(e)
      case .optionalBinding(_, _, _, let initializer, _): initializer.map { expr($0) }
      case .casePattern(_, let e, _): expr(e)
      case .availability: break
      }
    }
  }

  mutating func closure(_ closure: Closure) {
    if intoClosures { stmts(closure.body) }
  }

  mutating func arguments(_ list: [Argument]) { list.forEach { expr($0.value) } }

  mutating func expr(_ e: Expr) {
    guard visitor(e) else { return }
    switch e.kind {
    case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier,
      .implicitMember, .keyPath, .type:
      break
    case .stringLiteral(let segments):
      for case .interpolation(let args, _) in segments { arguments(args) }
    case .arrayLiteral(let elements): elements.forEach { expr($0) }
    case .dictionaryLiteral(let elements):
      for element in elements {
        expr(element.key)
        expr(element.value)
      }
    case .member(let base, _, _): expr(base)
    case .optionalChain(let inner), .forceUnwrap(let inner), .awaitExpr(let inner):
      expr(inner)
    case .call(let callee, let args, let trailing, _):
      expr(callee)
      arguments(args)
      trailing.forEach { closure($0.closure) }
    case .subscriptCall(let base, let args):
      expr(base)
      arguments(args)
    case .closure(let c): closure(c)
    case .prefixOperator(_, let operand), .postfixOperator(_, let operand): expr(operand)
    case .infixOperator(_, let lhs, let rhs):
      expr(lhs)
      expr(rhs)
    case .ternary(let condition, let then, let otherwise):
      expr(condition)
      expr(then)
      expr(otherwise)
    case .tryExpr(_, let inner), .cast(_, let inner, _), .typeCheck(let inner, _): expr(inner)
    case .tuple(let args): arguments(args)
    case .macroExpansion(_, let args, let trailing):
      arguments(args)
      trailing.forEach { closure($0.closure) }
    case .statementExpression(let statement): stmt(statement)
    }
  }
}
