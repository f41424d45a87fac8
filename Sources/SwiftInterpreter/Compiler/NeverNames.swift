import SwiftReader

/// The names, anywhere in a program, of functions, properties and parameters whose type
/// mentions `Never`: a call to one may not return, so a missing-return check stays unsure.
struct NeverNames {
  var names: Set<String> = []

  mutating func visit(_ decl: Decl) {
    switch decl.kind {
    case .function(let function), .subscriptDecl(let function):
      if let result = function.returnType, Self.mentionsNever(result) { names.insert(function.name) }
      visit(function.parameters)
      if let body = function.body { visit(body) }
    case .initializer(let initializer):
      visit(initializer.parameters)
      if let body = initializer.body { visit(body) }
    case .deinitializer(let body): visit(body)
    case .variable(let variable):
      for binding in variable.bindings {
        if let type = binding.type, Self.mentionsNever(type) { Self.collect(binding.pattern, into: &names) }
        if let initializer = binding.initializer { visitClosures(in: initializer) }
        switch binding.accessors {
        case .getter(let body)?: visit(body)
        case .accessors(let accessors)?: for accessor in accessors { if let body = accessor.body { visit(body) } }
        case nil: break
        }
      }
    case .type(let type): for member in type.members { visit(member) }
    case .extensionDecl(let ext): for member in ext.members { visit(member) }
    case .conditional(let block): for clause in block.clauses { for item in clause.items { visit(item) } }
    case .topLevelCode(let statement): visit([statement])
    default: break
    }
  }

  private mutating func visit(_ parameters: [Parameter]) {
    for parameter in parameters where Self.mentionsNever(parameter.type) { names.insert(parameter.name) }
  }

  /// Each statement is walked once: the walker already descends into nested statements, so
  /// walking every nested statement again (as `forEachStatement` lists them) visited a closure
  /// once per statement around it, twice as often at each level of `if` in a builder closure.
  private mutating func visit(_ statements: [Stmt]) {
    var found: [Decl] = []
    var closures: [Closure] = []
    Self.forEachStatement(statements) { statement in
      if case .declaration(let decl) = statement.kind { found.append(decl) }
    }
    for statement in statements {
      SyntaxWalker.visit(statement, intoClosures: false) { expr in
        if case .closure(let closure) = expr.kind { closures.append(closure) }
        if case .call(_, _, let trailing, _) = expr.kind { closures += trailing.map(\.closure) }
        return true
      }
    }
    for decl in found { visit(decl) }
    for closure in closures { visit(closure.body) }
  }

  private mutating func visitClosures(in expression: Expr) {
    var closures: [Closure] = []
    SyntaxWalker.visit(expression, intoClosures: false) { expr in
      if case .closure(let closure) = expr.kind { closures.append(closure) }
      if case .call(_, _, let trailing, _) = expr.kind { closures += trailing.map(\.closure) }
      return true
    }
    for closure in closures { visit(closure.body) }
  }

  static func mentionsNever(_ type: TypeSyntax) -> Bool {
    switch type.kind {
    case .named(let name, let generics): return name == "Never" || generics.contains(where: mentionsNever)
    case .member(let base, let name, let generics):
      return name == "Never" || mentionsNever(base) || generics.contains(where: mentionsNever)
    case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .opaque(let inner),
      .existential(let inner), .metatype(let inner, _), .attributed(_, let inner), .inoutType(let inner):
      return mentionsNever(inner)
    case .dictionary(let key, let value): return mentionsNever(key) || mentionsNever(value)
    case .tuple(let elements): return elements.contains { mentionsNever($0.type) }
    case .function(let parameters, _, _, let result): return parameters.contains(where: mentionsNever) || mentionsNever(result)
    case .composition(let parts): return parts.contains(where: mentionsNever)
    }
  }

  static func collect(_ pattern: Pattern, into names: inout Set<String>) {
    switch pattern.kind {
    case .identifier(let name): names.insert(name)
    case .binding(_, let inner), .optional(let inner), .asType(let inner, _): collect(inner, into: &names)
    case .tuple(let elements): for element in elements { collect(element.pattern, into: &names) }
    case .enumCase(_, _, let arguments): for argument in arguments ?? [] { collect(argument.pattern, into: &names) }
    default: break
    }
  }

  /// Calls `body` for every statement, nested ones too (not inside closures).
  static func forEachStatement(_ statements: [Stmt], _ body: (Stmt) -> Void) {
    for statement in statements {
      body(statement)
      switch statement.kind {
      case .ifStmt(let ifStmt): forEach(ifStmt, body)
      case .guardStmt(_, let inner), .whileStmt(_, _, let inner), .repeatWhile(_, let inner, _),
        .forIn(_, _, _, _, let inner), .deferStmt(let inner):
        forEachStatement(inner, body)
      case .switchStmt(_, let cases): for switchCase in cases { forEachStatement(switchCase.body, body) }
      case .doCatch(let inner, let catches):
        forEachStatement(inner, body)
        for clause in catches { forEachStatement(clause.body, body) }
      case .conditional(let block): for clause in block.clauses { forEachStatement(clause.items, body) }
      default: break
      }
    }
  }

  private static func forEach(_ ifStmt: IfStmt, _ body: (Stmt) -> Void) {
    forEachStatement(ifStmt.thenBody, body)
    switch ifStmt.elseClause {
    case nil: break
    case .block(let inner)?: forEachStatement(inner, body)
    case .elseIf(let nested, _, _)?: forEach(nested, body)
    }
  }
}
