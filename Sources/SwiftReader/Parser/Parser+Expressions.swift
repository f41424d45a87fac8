import Transcript

/// Expressions: infix sequences folded by precedence, `try`/`await`, prefix operators, and the
/// postfix chain of members, calls, subscripts, `!`, `?` and trailing closures.
extension Parser {
  /// An infix operator met while reading a sequence, waiting to be folded.
  private struct PendingOperator {
    enum Kind {
      case binary(String)
      case ternary(then: Expr)
    }

    var kind: Kind
    var precedence: Int
    var isRightAssociative: Bool

    /// Whether this operator, to the left of `next`, takes its right operand first.
    func bindsTighter(than next: PendingOperator) -> Bool {
      precedence > next.precedence || (precedence == next.precedence && !next.isRightAssociative)
    }
  }

  /// What follows an operand in a sequence: an operator, or a cast that applies at once.
  private enum InfixPart {
    case op(PendingOperator)
    /// `as T`, `as? T`, `as! T` (a kind), or `is T` (nil).
    case cast(CastKind?, TypeSyntax)
  }

  // MARK: - Sequences

  /// A full expression: operands joined by infix operators, `? :`, `as`, `is` and assignments.
  ///
  /// With `stopsAtAssignment` (patterns in `if case … = x`) it ends before `=`.
  mutating func parseExpression(stopsAtAssignment: Bool = false) throws(ReadError) -> Expr {
    try descend()
    defer { ascend() }
    var operands = [try parseOperand()]
    var operators: [PendingOperator] = []
    var progress = LoopProgress()
    while let part = try parseInfixPart(stopsAtAssignment: stopsAtAssignment) {
      try progress.check(self)
      switch part {
      case .cast(let kind, let type):
        while let top = operators.last, top.precedence >= OperatorPrecedence.casting {
          try fold(&operands, &operators)
        }
        let operand = operands.removeLast()
        let cast: Expr.Kind = kind.map { .cast($0, operand, type) } ?? .typeCheck(operand, type)
        let range = SourceRange(start: operand.range.start, end: type.range.end)
        operands.append(Expr(cast, range: range, id: try nextID()))
      case .op(let next):
        while let top = operators.last, top.bindsTighter(than: next) {
          try fold(&operands, &operators)
        }
        operators.append(next)
        guard canStartExpression(current) else {
          throw error("expected expression after operator")
        }
        operands.append(try parseOperand())
      }
    }
    while !operators.isEmpty { try fold(&operands, &operators) }
    return operands[0]
  }

  /// Reads the infix operator after an operand, or returns nil when the sequence ends.
  private mutating func parseInfixPart(stopsAtAssignment: Bool) throws(ReadError) -> InfixPart? {
    if case .op(let fixity) = current.kind, fixity == .infix {
      let op = current.text
      if op == "->" { return nil }
      if op == "?" {
        advance()
        guard canStartExpression(current) else {
          throw error("expected expression after '?' in ternary expression")
        }
        let then = try parseExpression()
        try expect(":", "expected ':' after '? ...' in ternary expression")
        return .op(
          PendingOperator(
            kind: .ternary(then: then), precedence: OperatorPrecedence.ternary,
            isRightAssociative: true))
      }
      let (precedence, isRightAssociative) = OperatorPrecedence.of(op)
      if stopsAtAssignment && precedence <= OperatorPrecedence.assignment { return nil }
      advance()
      return .op(
        PendingOperator(
          kind: .binary(op), precedence: precedence, isRightAssociative: isRightAssociative))
    }
    if atWord("as") {
      advance()
      var kind = CastKind.plain
      if (atOperator("?") || atOperator("!")) && !current.spaceBefore {
        kind = atOperator("?") ? .optional : .forced
        advance()
      }
      guard current.isWord || at("(") || at("[") || at("@") else { throw error("expected type after 'as'") }
      return .cast(kind, try parseType())
    }
    if atWord("is") {
      advance()
      guard current.isWord || at("(") || at("[") else { throw error("expected type after 'is'") }
      return .cast(nil, try parseType())
    }
    return nil
  }

  /// Folds the operator on top of the stack with its two operands.
  private mutating func fold(
    _ operands: inout [Expr], _ operators: inout [PendingOperator]
  ) throws(ReadError) {
    let pending = operators.removeLast()
    let rhs = operands.removeLast()
    let lhs = operands.removeLast()
    let kind: Expr.Kind
    switch pending.kind {
    case .binary(let op): kind = .infixOperator(op: op, lhs: lhs, rhs: rhs)
    case .ternary(let then): kind = .ternary(condition: lhs, then: then, else: rhs)
    }
    let range = SourceRange(start: lhs.range.start, end: rhs.range.end)
    operands.append(Expr(kind, range: range, id: try nextID()))
  }

  // MARK: - Operands

  /// `try x`, `await x`, `-x`, `!x`, `&x`, or a postfix expression.
  ///
  /// `try` and `await` cover everything to their right, as in Swift.
  mutating func parseOperand() throws(ReadError) -> Expr {
    let start = location
    if atWord("try") {
      advance()
      var kind = TryKind.plain
      if (atOperator("?") || atOperator("!")) && !current.spaceBefore {
        kind = atOperator("?") ? .optional : .forced
        advance()
      }
      guard canStartExpression(current) else {
        throw error("expected expression after '\(kind.rawValue)'")
      }
      let operand = try parseExpression()
      return try makeExpr(.tryExpr(kind, operand), from: start)
    }
    if atWord("await") {
      advance()
      guard canStartExpression(current) else { throw error("expected expression after 'await'") }
      let operand = try parseExpression()
      return try makeExpr(.awaitExpr(operand), from: start)
    }
    if case .op(let fixity) = current.kind {
      let op = current.text
      guard fixity == .prefix else {
        if fixity == .infix && !peek().newlineBefore && canStartExpression(peek()) {
          throw error("unary operator cannot be separated from its operand")
        }
        throw error("expected expression")
      }
      advance()
      try descend()
      defer { ascend() }
      let operand = try parseOperand()
      return try makeExpr(.prefixOperator(op: op, operand: operand), from: start)
    }
    return try parsePostfixExpression()
  }

  /// Whether `token` can begin an expression.
  func canStartExpression(_ token: Token) -> Bool {
    switch token.kind {
    case .word:
      return token.isEscaped || !Keywords.reserved.contains(token.text)
        || Keywords.expressionWords.contains(token.text)
    case .integer, .float, .string, .pound:
      return true
    case .punct:
      return ["(", "[", "{", ".", "\\"].contains(token.text)
    case .op(let fixity):
      return fixity == .prefix
    case .eof:
      return false
    }
  }

  // MARK: - Postfix chains

  mutating func parsePostfixExpression() throws(ReadError) -> Expr {
    let primary = try parsePrimary()
    return try parsePostfixSuffixes(of: primary)
  }

  /// `.member`, `(arguments) { trailing }`, `[index]`, `!`, `?`, postfix operators.
  mutating func parsePostfixSuffixes(of base: Expr) throws(ReadError) -> Expr {
    var expr = base
    let start = base.range.start
    var progress = LoopProgress()
    while true {
      try progress.check(self)
      if at(".") {
        advance()
        let nameRange = current.range
        let name: String
        switch current.kind {
        case .word, .integer: name = current.text
        default: throw error("expected member name following '.'")
        }
        advance()
        expr = try makeExpr(.member(base: expr, name: name, nameRange: nameRange), from: start)
      } else if at("(") && !current.newlineBefore {
        let (arguments, rightParen) = try parseArgumentList(closing: ")", "expected ')' in argument list")
        let closures = startsTrailingClosure() ? try parseTrailingClosures() : []
        expr = try makeExpr(
          .call(callee: expr, arguments: arguments, trailingClosures: closures, rightParen: rightParen),
          from: start)
      } else if at("[") && !current.newlineBefore {
        let (arguments, _) = try parseArgumentList(closing: "]", "expected ']' in expression list")
        expr = try makeExpr(.subscriptCall(base: expr, arguments: arguments), from: start)
      } else if case .op(.postfix) = current.kind {
        let op = current.text
        advance()
        switch op {
        case "!": expr = try makeExpr(.forceUnwrap(expr), from: start)
        case "?": expr = try makeExpr(.optionalChain(expr), from: start)
        default: expr = try makeExpr(.postfixOperator(op: op, operand: expr), from: start)
        }
      } else if startsTrailingClosure() {
        let calleeEnd = expr.range.end
        let closures = try parseTrailingClosures()
        expr = try makeExpr(
          .call(callee: expr, arguments: [], trailingClosures: closures, rightParen: calleeEnd),
          from: start)
      } else {
        return expr
      }
    }
  }

  /// A `{` on the callee's line that is a trailing closure here (not an `if` body, not accessors).
  private func startsTrailingClosure() -> Bool {
    at("{") && allowsTrailingClosures && !current.newlineBefore && !looksLikeAccessorBlock()
  }

  /// `{ … }` and then `label: { … }` for each further closure.
  private mutating func parseTrailingClosures() throws(ReadError) -> [TrailingClosure] {
    let start = location
    var closures = [TrailingClosure(label: nil, closure: try parseClosure(), range: range(from: start))]
    var progress = LoopProgress()
    while current.isWord && peek().isPunct(":") && peek(2).isPunct("{") && !isCaseLabelStart() {
      try progress.check(self)
      let labelStart = location
      let label = current.text
      advance()
      advance()
      let closure = try parseClosure()
      closures.append(TrailingClosure(label: label, closure: closure, range: range(from: labelStart)))
    }
    return closures
  }

  // MARK: - Argument lists

  /// `(label: value, value)` or `[index]`, from the opening bracket to `closing`.
  ///
  /// Returns the arguments and where `closing` stood.
  mutating func parseArgumentList(
    closing: String, _ message: String
  ) throws(ReadError) -> (arguments: [Argument], closing: SourceLocation) {
    advance()
    let saved = allowsTrailingClosures
    allowsTrailingClosures = true
    defer { allowsTrailingClosures = saved }
    var arguments: [Argument] = []
    var progress = LoopProgress()
    while !at(closing) {
      try progress.check(self)
      let start = location
      var label: String? = nil
      if current.isWord && peek().isPunct(":") {
        label = current.isWord("_") ? nil : current.text
        advance()
        advance()
      }
      let value: Expr
      if current.isOperator && (peek().isPunct(",") || peek().isPunct(closing)) {
        let op = current.text
        advance()
        value = try makeExpr(.identifier(op), from: start)
      } else {
        guard canStartExpression(current) else {
          throw error(current.isEOF || at("}") || current.newlineBefore ? message : "expected expression in list of expressions")
        }
        value = try parseExpression()
      }
      arguments.append(Argument(label: label, value: value, range: range(from: start)))
      if !consume(",") {
        guard at(closing) else { throw error(message) }
      }
    }
    let closingLocation = location
    advance()
    return (arguments, closingLocation)
  }
}
