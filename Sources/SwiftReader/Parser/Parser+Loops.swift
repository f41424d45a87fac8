import Transcript

/// Loops (`while`, `repeat`, `for`), `switch` with its cases, and `do` with its catches.
extension Parser {
  // MARK: - Loops

  mutating func parseWhile(label: String?, start: SourceLocation) throws(ReadError) -> Stmt
  {
    advance()
    let conditions = try parseConditions(of: "while")
    let body = try parseBlock("expected '{' after 'while' condition")
    return try makeStmt(.whileStmt(label: label, conditions: conditions, body: body), from: start)
  }

  mutating func parseRepeat(label: String?, start: SourceLocation) throws(ReadError) -> Stmt
  {
    advance()
    let body = try parseBlock("expected '{' after 'repeat'")
    try expectWord("while", "expected 'while' after body of 'repeat' statement")
    guard canStartExpression(current) else {
      throw error("expected expression in 'repeat-while' condition")
    }
    let condition = try withoutTrailingClosures { p throws(ReadError) in try p.parseExpression() }
    return try makeStmt(.repeatWhile(label: label, body: body, condition: condition), from: start)
  }

  mutating func parseFor(label: String?, start: SourceLocation) throws(ReadError) -> Stmt {
    advance()
    // `for await x in s` / `for try await x in s`: the sequence is kept wrapped in the
    // `await` (and `try`) the loop applies to each of its elements.
    let tryStart = location
    let isTry = consumeWord("try")
    let awaitStart = location
    let isAwait = consumeWord("await")
    let isCase = consumeWord("case")
    let pattern = try parsePattern(binding: !isCase)
    try expectWord("in", "expected 'in' after for-each pattern")
    guard canStartExpression(current) else {
      throw error("expected Sequence expression for for-each loop")
    }
    var sequence = try withoutTrailingClosures { p throws(ReadError) in try p.parseExpression() }
    if isAwait {
      sequence = Expr(.awaitExpr(sequence), range: SourceRange(start: awaitStart, end: sequence.range.end), id: try nextID())
    }
    if isTry {
      sequence = Expr(.tryExpr(.plain, sequence), range: SourceRange(start: tryStart, end: sequence.range.end), id: try nextID())
    }
    var whereClause: Expr? = nil
    if consumeWord("where") {
      whereClause = try withoutTrailingClosures { p throws(ReadError) in try p.parseExpression() }
    }
    let body = try parseBlock("expected '{' to start the body of for-each loop")
    return try makeStmt(
      .forIn(
        label: label, pattern: pattern, sequence: sequence, whereClause: whereClause, body: body),
      from: start)
  }

  /// Runs `parse` with trailing closures off, as in conditions and `for … in` sequences.
  mutating func withoutTrailingClosures<T>(
    _ parse: (inout Parser) throws(ReadError) -> T
  ) throws(ReadError) -> T {
    let saved = allowsTrailingClosures
    allowsTrailingClosures = false
    defer { allowsTrailingClosures = saved }
    return try parse(&self)
  }

  // MARK: - Switch and do

  mutating func parseSwitch() throws(ReadError) -> Stmt {
    let start = location
    advance()
    guard canStartExpression(current) else {
      throw error("expected expression in 'switch' statement")
    }
    let subject = try withoutTrailingClosures { p throws(ReadError) in try p.parseExpression() }
    try expect("{", "expected '{' after 'switch' subject expression")
    var cases: [SwitchCase] = []
    var progress = LoopProgress()
    while !at("}") {
      guard !current.isEOF else { throw error("expected '}' at end of 'switch' statement") }
      try progress.check(self)
      if consume(";") { continue }
      cases.append(try parseSwitchCase())
    }
    advance()
    return try makeStmt(.switchStmt(subject: subject, cases: cases), from: start)
  }

  mutating func parseSwitchCase() throws(ReadError) -> SwitchCase {
    let start = location
    let label: SwitchCase.Label
    if at("@") && peek().isWord("unknown") {
      advance()
      advance()
      guard atWord("default") else {
        throw error("unsupported construct '@unknown \(current.text)'")
      }
      advance()
      try expect(":", "expected ':' after 'default'")
      label = .unknownDefault
    } else if consumeWord("default") {
      if atWord("where") { throw error("'default' cannot be used with a 'where' guard expression") }
      try expect(":", "expected ':' after 'default'")
      label = .defaultLabel
    } else if consumeWord("case") {
      var items: [CaseItem] = []
      var progress = LoopProgress()
      repeat {
        try progress.check(self)
        let pattern = try parsePattern(binding: false)
        var whereClause: Expr? = nil
        if consumeWord("where") {
          guard canStartExpression(current) else {
            throw error("expected expression for 'where' guard of 'case'")
          }
          whereClause = try parseExpression()
        }
        items.append(CaseItem(pattern: pattern, whereClause: whereClause))
      } while consume(",")
      try expect(":", "expected ':' after 'case'")
      label = .patterns(items)
    } else {
      throw error("all statements inside a switch must be covered by a 'case' or 'default'")
    }
    let body = try parseStatements(inSwitch: true)
    return SwitchCase(label: label, body: body, range: range(from: start))
  }

  mutating func parseDo() throws(ReadError) -> Stmt {
    let start = location
    advance()
    if atWord("throws") { throw error("unsupported construct 'do throws'") }
    let body = try parseBlock("expected '{' after 'do'")
    var catches: [CatchClause] = []
    while atWord("catch") {
      let catchStart = location
      advance()
      var pattern: Pattern? = nil
      if !at("{") && !atWord("where") {
        pattern = try withoutTrailingClosures { p throws(ReadError) in
          try p.parsePattern(binding: false)
        }
        if at(",") { throw error("unsupported construct 'catch' with several patterns") }
      }
      var whereClause: Expr? = nil
      if consumeWord("where") {
        guard canStartExpression(current) else {
          throw error("expected expression for 'where' guard of 'catch'")
        }
        whereClause = try withoutTrailingClosures { p throws(ReadError) in try p.parseExpression() }
      }
      let catchBody = try parseBlock("expected '{' after 'catch' pattern")
      catches.append(
        CatchClause(
          pattern: pattern, whereClause: whereClause, body: catchBody,
          range: range(from: catchStart)))
    }
    return try makeStmt(.doCatch(body: body, catches: catches), from: start)
  }
}
