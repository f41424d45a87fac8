import SwiftReader
import Transcript

/// Visits every node of a file in source order, so tests can find a node or check a property
/// (unique ids, well-formed ranges) of all of them.
struct SyntaxWalk {
  enum Node {
    case decl(Decl)
    case stmt(Stmt)
    case expr(Expr)
    case closure(Closure)

    var id: Int {
      switch self {
      case .decl(let d): return d.id
      case .stmt(let s): return s.id
      case .expr(let e): return e.id
      case .closure(let c): return c.id
      }
    }

    var range: SourceRange {
      switch self {
      case .decl(let d): return d.range
      case .stmt(let s): return s.range
      case .expr(let e): return e.range
      case .closure(let c): return c.range
      }
    }
  }

  private(set) var nodes: [Node] = []

  init(_ files: [SourceFile]) {
    for file in files { file.declarations.forEach { visit($0) } }
  }

  var expressions: [Expr] {
    nodes.compactMap { if case .expr(let e) = $0 { return e } else { return nil } }
  }

  var statements: [Stmt] {
    nodes.compactMap { if case .stmt(let s) = $0 { return s } else { return nil } }
  }

  var closures: [Closure] {
    nodes.compactMap { if case .closure(let c) = $0 { return c } else { return nil } }
  }

  /// The calls whose callee ends in `name`: `onChange` finds `.onChange(…)` and `x.onChange(…)`.
  func calls(named name: String) -> [Expr] {
    expressions.filter { expr in
      guard case .call(let callee, _, _, _) = expr.kind else { return false }
      switch callee.kind {
      case .identifier(let n), .implicitMember(let n), .member(_, let n, _): return n == name
      default: return false
      }
    }
  }

  private mutating func visit(_ d: Decl) {
    nodes.append(.decl(d))
    switch d.kind {
    case .type(let t):
      t.attributes.forEach { visit($0) }
      t.members.forEach { visit($0) }
    case .extensionDecl(let e): e.members.forEach { visit($0) }
    case .function(let f), .subscriptDecl(let f): visit(f)
    case .initializer(let i):
      i.attributes.forEach { visit($0) }
      i.parameters.forEach { visit($0) }
      i.body?.forEach { visit($0) }
    case .deinitializer(let body): body.forEach { visit($0) }
    case .variable(let v):
      v.attributes.forEach { visit($0) }
      for binding in v.bindings {
        visit(binding.pattern)
        binding.initializer.map { visit($0) }
        switch binding.accessors {
        case .getter(let body)?: body.forEach { visit($0) }
        case .accessors(let accessors)?: accessors.forEach { $0.body?.forEach { visit($0) } }
        case nil: break
        }
      }
    case .enumCase(let c):
      for element in c.elements {
        element.associatedValues?.forEach { $0.defaultValue.map { visit($0) } }
        element.rawValue.map { visit($0) }
      }
    case .macroExpansion(_, let arguments, let closures):
      arguments.forEach { visit($0.value) }
      closures.forEach { visit($0.closure) }
    case .topLevelCode(let s): visit(s)
    case .conditional(let c): c.clauses.forEach { $0.items.forEach { visit($0) } }
    case .importDecl, .typeAlias, .associatedType, .operatorDeclaration: break
    }
  }

  private mutating func visit(_ f: FunctionDecl) {
    f.attributes.forEach { visit($0) }
    f.parameters.forEach { visit($0) }
    f.body?.forEach { visit($0) }
  }

  private mutating func visit(_ a: Attribute) {
    a.arguments?.forEach { visit($0.value) }
  }

  private mutating func visit(_ p: Parameter) {
    p.defaultValue.map { visit($0) }
  }

  private mutating func visit(_ s: Stmt) {
    nodes.append(.stmt(s))
    switch s.kind {
    case .expression(let e), .throwStmt(let e): visit(e)
    case .declaration(let d): visit(d)
    case .returnStmt(let e): e.map { visit($0) }
    case .ifStmt(let i): visit(i)
    case .guardStmt(let conditions, let body):
      conditions.forEach { visit($0) }
      body.forEach { visit($0) }
    case .whileStmt(_, let conditions, let body):
      conditions.forEach { visit($0) }
      body.forEach { visit($0) }
    case .repeatWhile(_, let body, let condition):
      body.forEach { visit($0) }
      visit(condition)
    case .forIn(_, let pattern, let sequence, let whereClause, let body):
      visit(pattern)
      visit(sequence)
      whereClause.map { visit($0) }
      body.forEach { visit($0) }
    case .switchStmt(let subject, let cases):
      visit(subject)
      for c in cases {
        if case .patterns(let items) = c.label {
          items.forEach {
            visit($0.pattern)
            $0.whereClause.map { visit($0) }
          }
        }
        c.body.forEach { visit($0) }
      }
    case .doCatch(let body, let catches):
      body.forEach { visit($0) }
      for c in catches {
        c.pattern.map { visit($0) }
        c.whereClause.map { visit($0) }
        c.body.forEach { visit($0) }
      }
    case .deferStmt(let body): body.forEach { visit($0) }
    case .breakStmt, .continueStmt, .fallthroughStmt: break
    case .conditional(let c): c.clauses.forEach { $0.items.forEach { visit($0) } }
    }
  }

  private mutating func visit(_ i: IfStmt) {
    i.conditions.forEach { visit($0) }
    i.thenBody.forEach { visit($0) }
    switch i.elseClause {
    case .block(let body)?: body.forEach { visit($0) }
    case .elseIf(let nested, _, _)?: visit(nested)
    case nil: break
    }
  }

  private mutating func visit(_ c: Condition) {
    switch c {
    case .expression(let e): visit(e)
    case .optionalBinding(_, _, _, let initializer, _): initializer.map { visit($0) }
    case .casePattern(let p, let e, _):
      visit(p)
      visit(e)
    case .availability: break
    }
  }

  private mutating func visit(_ p: Pattern) {
    switch p.kind {
    case .binding(_, let inner), .optional(let inner), .asType(let inner, _): visit(inner)
    case .tuple(let elements): elements.forEach { visit($0.pattern) }
    case .enumCase(_, _, let arguments): arguments?.forEach { visit($0.pattern) }
    case .expression(let e): visit(e)
    case .wildcard, .identifier, .isType: break
    }
  }

  private mutating func visit(_ c: Closure) {
    nodes.append(.closure(c))
    c.body.forEach { visit($0) }
  }

  private mutating func visit(_ e: Expr) {
    nodes.append(.expr(e))
    switch e.kind {
    case .stringLiteral(let segments):
      for case .interpolation(let arguments, _) in segments {
        arguments.forEach { visit($0.value) }
      }
    case .arrayLiteral(let elements): elements.forEach { visit($0) }
    case .dictionaryLiteral(let elements):
      elements.forEach {
        visit($0.key)
        visit($0.value)
      }
    case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base): visit(base)
    case .call(let callee, let arguments, let closures, _):
      visit(callee)
      arguments.forEach { visit($0.value) }
      closures.forEach { visit($0.closure) }
    case .subscriptCall(let base, let arguments):
      visit(base)
      arguments.forEach { visit($0.value) }
    case .closure(let c): visit(c)
    case .prefixOperator(_, let operand), .postfixOperator(_, let operand),
      .tryExpr(_, let operand),
      .awaitExpr(let operand), .cast(_, let operand, _), .typeCheck(let operand, _):
      visit(operand)
    case .infixOperator(_, let lhs, let rhs):
      visit(lhs)
      visit(rhs)
    case .ternary(let c, let t, let f):
      visit(c)
      visit(t)
      visit(f)
    case .tuple(let arguments): arguments.forEach { visit($0.value) }
    case .macroExpansion(_, let arguments, let closures):
      arguments.forEach { visit($0.value) }
      closures.forEach { visit($0.closure) }
    case .statementExpression(let s): visit(s)
    case .conditionalPostfix(let base, let block):
      visit(base)
      block.clauses.forEach { $0.items.forEach { visit($0) } }
    case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier, .implicitMember,
      .keyPath, .type:
      break
    }
  }
}

/// Finds the text of a range in the source it was read from (columns are UTF-8 bytes).
enum SourceSlice {
  static func text(_ range: SourceRange, in source: String) -> String? {
    guard let start = offset(range.start, in: source), let end = offset(range.end, in: source),
      start <= end
    else { return nil }
    let bytes = Array(source.utf8)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  static func offset(_ location: SourceLocation, in source: String) -> Int? {
    let bytes = Array(source.utf8)
    var line = 1
    var lineStart = 0
    for (index, byte) in bytes.enumerated() where line < location.line {
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
    }
    guard line == location.line else { return nil }
    let offset = lineStart + location.column - 1
    return offset <= bytes.count ? offset : nil
  }
}
