import Transcript

/// `#if` blocks (the Swift book's "Compiler Control Statements"): every branch is read; the
/// compiler picks the one whose condition holds on the platform it compiles for.
extension Parser {
  func atConditionalStart() -> Bool {
    if case .pound = current.kind { return current.text == "if" }
    return false
  }

  private func atPound(_ names: Set<String>) -> Bool {
    if case .pound = current.kind { return names.contains(current.text) }
    return false
  }

  /// `#if` around declarations, at file or type scope.
  mutating func parseConditional(_ item: (inout Parser) throws(ReadError) -> Decl) throws(ReadError) -> Decl {
    let start = location
    let block = try parseConditionalBlock(item)
    return try makeDecl(.conditional(block), from: start)
  }

  /// `#if` around statements.
  mutating func parseConditionalStatements() throws(ReadError) -> Stmt {
    let start = location
    let block = try parseConditionalBlock { parser throws(ReadError) in try parser.parseStatement() }
    return try makeStmt(.conditional(block), from: start)
  }

  /// Whether the current `#if` wraps postfix members of the expression before it: the first
  /// token after its condition line is a `.` (as swiftc reads `foo\n#if X\n.bar()\n#endif`).
  func atPostfixConditional() -> Bool {
    guard atConditionalStart() else { return false }
    var offset = 1
    while !peek(offset).newlineBefore && !peek(offset).isEOF { offset += 1 }
    return peek(offset).isPunct(".")
  }

  /// `#if` around postfix members: each clause's members are read on `base`.
  mutating func parsePostfixConditional(of base: Expr) throws(ReadError) -> Expr {
    let block = try parseConditionalBlock(single: true) { parser throws(ReadError) in
      guard parser.at(".") else { throw parser.error("unexpected tokens in '#if' expression body") }
      return try parser.parsePostfixSuffixes(of: base)
    }
    return try makeExpr(.conditionalPostfix(base: base, block: block), from: base.range.start)
  }

  /// Reads `#if … #endif`; `single` for a postfix `#if`, whose clauses hold one item at most.
  private mutating func parseConditionalBlock<Item>(
    single: Bool = false, _ item: (inout Parser) throws(ReadError) -> Item
  ) throws(ReadError) -> ConditionalBlock<Item> {
    try descend()
    defer { ascend() }
    var clauses: [ConditionalBlock<Item>.Clause] = []
    var sawElse = false
    while true {
      guard case .pound = current.kind else { throw error("expected #else or #endif at end of conditional compilation block") }
      let word = current.text
      let line = current.start.line
      if sawElse && (word == "else" || word == "elseif") {
        throw error("further conditions after #else are unreachable")
      }
      advance()
      switch word {
      case "endif":
        return ConditionalBlock(clauses: clauses)
      case "else":
        sawElse = true
        clauses.append(.init(condition: nil, items: try parseConditionalItems(single: single, item)))
      case "if" where clauses.isEmpty, "elseif" where !sawElse:
        let condition = try parseCompilationCondition()
        guard current.newlineBefore || current.isEOF || current.start.line != line else {
          throw error("extra tokens following conditional compilation directive")
        }
        clauses.append(.init(condition: condition, items: try parseConditionalItems(single: single, item)))
      default:
        throw error("expected #else or #endif at end of conditional compilation block")
      }
    }
  }

  private mutating func parseConditionalItems<Item>(
    single: Bool, _ item: (inout Parser) throws(ReadError) -> Item
  ) throws(ReadError) -> [Item] {
    var items: [Item] = []
    var progress = LoopProgress()
    if single {
      if atPound(["elseif", "else", "endif"]) { return [] }
      items.append(try item(&self))
      guard atPound(["elseif", "else", "endif"]) else { throw error("unexpected tokens in '#if' expression body") }
      return items
    }
    while !atPound(["elseif", "else", "endif"]) {
      guard !current.isEOF else { throw error("expected #else or #endif at end of conditional compilation block") }
      guard !at("}") else { throw error("expected #else or #endif at end of conditional compilation block") }
      try progress.check(self)
      if consume(";") { continue }
      items.append(try item(&self))
      if atPound(["elseif", "else", "endif"]) { continue }
      try expectSeparator(between: "statements")
    }
    return items
  }

  // MARK: - Conditions

  /// `a || b`, `a && b`, `!a`, `(a)`, a flag, or a platform check; `&&` binds tighter.
  private mutating func parseCompilationCondition() throws(ReadError) -> CompilationCondition {
    var left = try parseConditionConjunction()
    while atOperator("||") {
      advance()
      left = .or(left, try parseConditionConjunction())
    }
    return left
  }

  private mutating func parseConditionConjunction() throws(ReadError) -> CompilationCondition {
    var left = try parseConditionOperand()
    while atOperator("&&") {
      advance()
      left = .and(left, try parseConditionOperand())
    }
    return left
  }

  private mutating func parseConditionOperand() throws(ReadError) -> CompilationCondition {
    if atOperator("!") {
      advance()
      return .not(try parseConditionOperand())
    }
    if consume("(") {
      let inner = try parseCompilationCondition()
      try expect(")", "expected ')' in conditional compilation expression")
      return inner
    }
    guard current.isWord else { throw error("expected conditional compilation expression") }
    let name = current.text
    advance()
    guard at("(") && !current.spaceBefore else { return .flag(name) }
    advance()
    switch name {
    case "swift", "compiler":
      let isAtLeast: Bool
      if consumeOperatorPrefix(">=") {
        isAtLeast = true
      } else if consumeOperatorPrefix("<") {
        isAtLeast = false
      } else {
        throw error("'\(name)' must be followed by '>=' or '<' and a version")
      }
      var text = ""
      while !at(")") && !current.isEOF {
        text += current.text
        advance()
      }
      let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
      guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { throw error("expected version number") }
      try expect(")", "expected ')' in conditional compilation expression")
      return .version(name, isAtLeast: isAtLeast, version: parts.map { $0! })
    default:
      var argument = ""
      while !at(")") && !current.isEOF {
        argument += current.text
        advance()
      }
      try expect(")", "expected ')' in conditional compilation expression")
      return .platform(name, argument: argument)
    }
  }
}
