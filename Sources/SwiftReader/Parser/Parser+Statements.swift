import Transcript

/// Statements: blocks, `if`/`guard`/`while`/`repeat`/`for`/`switch`/`do`, jumps, `defer`,
/// local declarations and expression statements.
extension Parser {
  // MARK: - Blocks

  /// `{ statements }`; `opening` is the message when the `{` is missing.
  mutating func parseBlock(
    _ opening: String, closing: String = "expected '}' at end of brace statement"
  ) throws(ReadError) -> [Stmt] {
    try expect("{", opening)
    let saved = allowsTrailingClosures
    allowsTrailingClosures = true
    defer { allowsTrailingClosures = saved }
    let statements = try parseStatements(inSwitch: false)
    guard at("}") else { throw error(closing) }
    advance()
    return statements
  }

  /// Statements up to `}` (or, in a switch, up to the next `case` or `default` label).
  mutating func parseStatements(inSwitch: Bool) throws(ReadError) -> [Stmt] {
    var statements: [Stmt] = []
    var progress = LoopProgress()
    while !at("}") && !current.isEOF && !(inSwitch && isCaseLabelStart()) {
      try progress.check(self)
      if consume(";") { continue }
      statements.append(try parseStatement())
      try expectSeparator(between: "statements", orAtCaseLabel: inSwitch)
    }
    return statements
  }

  func isCaseLabelStart() -> Bool {
    atWord("case") || atWord("default") || (at("@") && peek().isWord("unknown"))
  }

  // MARK: - Statements

  /// Dispatches on the statement's first word; each kind has its own function, which keeps
  /// the frames on the recursive path small.
  mutating func parseStatement() throws(ReadError) -> Stmt {
    try descend()
    defer { ascend() }
    if let label = statementLabel() { return try parseLabeledStatement(label) }
    guard current.isWord, !current.isEscaped else { return try parseOtherStatement() }
    switch current.text {
    case "if": return try parseIfStatement()
    case "guard": return try parseGuard()
    case "while": return try parseWhile(label: nil, start: location)
    case "repeat": return try parseRepeat(label: nil, start: location)
    case "for": return try parseFor(label: nil, start: location)
    case "switch": return try parseSwitch()
    case "do": return try parseDo()
    case "return": return try parseReturn()
    case "throw": return try parseThrow()
    case "break", "continue": return try parseJump()
    case "fallthrough": return try parseFallthrough()
    case "defer": return try parseDefer()
    default: return try parseOtherStatement()
    }
  }

  /// `outer: for …`: labels are read on loops only.
  mutating func parseLabeledStatement(_ label: String) throws(ReadError) -> Stmt {
    let start = location
    advance()
    advance()
    switch current.text {
    case "for": return try parseFor(label: label, start: start)
    case "while": return try parseWhile(label: label, start: start)
    case "repeat": return try parseRepeat(label: label, start: start)
    default: throw error("unsupported construct 'labeled \(current.text)'")
    }
  }

  /// A declaration, an expression, or one of the words that cannot start a statement here.
  mutating func parseOtherStatement() throws(ReadError) -> Stmt {
    if atConditionalStart() { return try parseConditionalStatements() }
    if case .pound = current.kind, ["elseif", "else", "endif"].contains(current.text) {
      throw error("unexpected '#\(current.text)'")
    }
    if current.isWord && !current.isEscaped {
      switch current.text {
      case "async" where peek().isWord("let"):
        return try parseAsyncLet()
      case "async" where peek().isWord("var"):
        advance()
        throw error("'async' can only be used with 'let' declarations")
      case "default":
        throw error("'default' label can only appear inside a 'switch' statement")
      case "else", "catch":
        throw error("unexpected '\(current.text)'")
      default:
        break
      }
    }
    if isDeclarationStart() { return try parseDeclarationStatement() }
    return try parseExpressionStatement()
  }

  /// `async let x = f()`: a local constant with the `async` modifier (a child task).
  mutating func parseAsyncLet() throws(ReadError) -> Stmt {
    let start = location
    advance()
    let statement = try parseDeclarationStatement()
    guard case .declaration(var declaration) = statement.kind,
      case .variable(var variable) = declaration.kind
    else { return statement }
    let range = SourceRange(start: start, end: statement.range.start)
    variable.modifiers.insert(DeclModifier(name: "async", range: range), at: 0)
    // The initializer runs as a child task: it is kept as the body of an async, throwing
    // closure (`{ try await initializer }`), the way the task is started; the `try await`
    // that the child's call needs is written where the constant is read.
    for index in variable.bindings.indices {
      guard let initializer = variable.bindings[index].initializer else { continue }
      let whole = initializer.range
      let awaited = Expr(.awaitExpr(initializer), range: whole, id: try nextID())
      let tried = Expr(.tryExpr(.plain, awaited), range: whole, id: try nextID())
      let body = Stmt(.expression(tried), range: whole, id: try nextID())
      let closure = Closure(
        parameters: [], isAsync: true, isThrowing: true, body: [body], range: whole, id: try nextID())
      variable.bindings[index].initializer = Expr(.closure(closure), range: whole, id: try nextID())
    }
    declaration.kind = .variable(variable)
    declaration.range.start = start
    return Stmt(.declaration(declaration), range: declaration.range, id: statement.id)
  }

  mutating func parseDeclarationStatement() throws(ReadError) -> Stmt {
    let declaration = try parseDeclaration(scope: .local)
    return Stmt(.declaration(declaration), range: declaration.range, id: try nextID())
  }

  mutating func parseGuard() throws(ReadError) -> Stmt {
    let start = location
    advance()
    let conditions = try parseConditions(of: "guard")
    try expectWord("else", "expected 'else' after 'guard' condition")
    let body = try parseBlock("expected '{' after 'guard' else")
    return try makeStmt(.guardStmt(conditions: conditions, elseBody: body), from: start)
  }

  mutating func parseReturn() throws(ReadError) -> Stmt {
    let start = location
    advance()
    let value = returnsValue() ? try parseExpression() : nil
    return try makeStmt(.returnStmt(value), from: start)
  }

  mutating func parseThrow() throws(ReadError) -> Stmt {
    let start = location
    advance()
    guard canStartExpression(current) else {
      throw error("expected expression in 'throw' statement")
    }
    return try makeStmt(.throwStmt(try parseExpression()), from: start)
  }

  /// `break`, `continue`, with an optional label on the same line.
  mutating func parseJump() throws(ReadError) -> Stmt {
    let start = location
    let isBreak = atWord("break")
    advance()
    let label = try jumpLabel()
    return try makeStmt(
      isBreak ? .breakStmt(label: label) : .continueStmt(label: label), from: start)
  }

  mutating func parseFallthrough() throws(ReadError) -> Stmt {
    let start = location
    advance()
    return try makeStmt(.fallthroughStmt, from: start)
  }

  mutating func parseDefer() throws(ReadError) -> Stmt {
    let start = location
    advance()
    return try makeStmt(.deferStmt(try parseBlock("expected '{' after 'defer'")), from: start)
  }

  mutating func parseExpressionStatement() throws(ReadError) -> Stmt {
    let expression = try parseExpression()
    return Stmt(.expression(expression), range: expression.range, id: try nextID())
  }

  /// `outer:` before a loop.
  func statementLabel() -> String? {
    guard current.isWord, !Keywords.reserved.contains(current.text) || current.isEscaped,
      peek().isPunct(":"), peek(2).isWord, !peek(2).isEscaped,
      ["for", "while", "repeat", "switch", "if", "do"].contains(peek(2).text)
    else { return nil }
    return current.text
  }

  /// `break outer`: a label on the same line.
  mutating func jumpLabel() throws(ReadError) -> String? {
    guard current.isWord, !current.newlineBefore,
      current.isEscaped || !Keywords.reserved.contains(current.text)
    else { return nil }
    return try identifier("expected label").0
  }

  /// Whether `return` has a value: not when `}`, `;`, the end, or a `case` label follows.
  func returnsValue() -> Bool {
    if at("}") || at(";") || current.isEOF || isCaseLabelStart() { return false }
    return canStartExpression(current)
  }

  // MARK: - Conditionals

  mutating func parseIfStatement() throws(ReadError) -> Stmt {
    let start = location
    let statement = try parseIf()
    return try makeStmt(.ifStmt(statement), from: start)
  }

  mutating func parseIf() throws(ReadError) -> IfStmt {
    try descend()
    defer { ascend() }
    advance()
    let conditions = try parseConditions(of: "if")
    let thenBody = try parseBlock("expected '{' after 'if' condition")
    var elseClause: IfStmt.ElseClause? = nil
    if consumeWord("else") {
      if atWord("if") {
        let start = location
        let nested = try parseIf()
        elseClause = .elseIf(nested, range: range(from: start), id: try nextID())
      } else {
        elseClause = .block(try parseBlock("expected '{' or 'if' after 'else'"))
      }
    }
    return IfStmt(conditions: conditions, thenBody: thenBody, elseClause: elseClause)
  }

  /// `x == y, let a, let b = c, case .some(let d) = e, #available(iOS 17, *)`.
  mutating func parseConditions(of statement: String) throws(ReadError) -> [Condition] {
    let saved = allowsTrailingClosures
    allowsTrailingClosures = false
    defer { allowsTrailingClosures = saved }
    if at("{") {
      throw error("missing condition in \(statement == "if" ? "an" : "a") '\(statement)' statement")
    }
    var conditions: [Condition] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      conditions.append(try parseCondition())
    } while consume(",")
    return conditions
  }

  mutating func parseCondition() throws(ReadError) -> Condition {
    if atWord("let") || atWord("var") { return try parseBindingCondition() }
    if atWord("case") { return try parseCaseCondition() }
    if case .pound = current.kind, current.text == "available" { return try parseAvailability() }
    if case .pound = current.kind, current.text == "unavailable" {
      throw error("unsupported construct '#unavailable'")
    }
    return .expression(try parseExpression())
  }

  /// `let x`, `let x = value`, `var x: T = value`.
  mutating func parseBindingCondition() throws(ReadError) -> Condition {
    let start = location
    let isLet = atWord("let")
    advance()
    guard current.isWord,
      current.isEscaped || !Keywords.reserved.contains(current.text) || atWord("self")
    else { throw error("expected pattern") }
    let name = current.text
    advance()
    var type: TypeSyntax? = nil
    if consume(":") { type = try parseType() }
    var initializer: Expr? = nil
    if atOperator("=") {
      advance()
      guard canStartExpression(current) else {
        throw error("expected expression after '=' in conditional binding")
      }
      initializer = try parseExpression()
    }
    return .optionalBinding(
      isLet: isLet, name: name, type: type, initializer: initializer, range: range(from: start))
  }

  /// `case pattern = value`.
  mutating func parseCaseCondition() throws(ReadError) -> Condition {
    let start = location
    advance()
    let pattern = try parsePattern(binding: false)
    guard atOperator("=") else { throw error("expected '=' after pattern in conditional") }
    advance()
    let value = try parseExpression()
    return .casePattern(pattern, value, range: range(from: start))
  }

  /// `#available(iOS 17, *)`: the platforms are not kept, the simulated device has them all.
  mutating func parseAvailability() throws(ReadError) -> Condition {
    let start = location
    advance()
    guard at("(") else { throw error("expected '(' in #available") }
    try skipBalancedParentheses("expected ')' in #available")
    return .availability(range: range(from: start))
  }
}
