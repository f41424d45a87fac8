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
    /// Where the operator stands, for an error about the node it makes.
    var location: SourceLocation
    /// How many levels the middle operand of `? :` reaches; 0 for other operators.
    var middleHeight = 0
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
    /// `as T`, `as? T`, `as! T` (a kind), or `is T` (nil), and the levels the type reaches.
    case cast(CastKind?, TypeSyntax, height: Int)
  }

  /// An operand and how many levels it reaches.
  private typealias Operand = (Expr, height: Int)

  // MARK: - Sequences

  /// A full expression: operands joined by infix operators, `? :`, `as`, `is` and assignments.
  ///
  /// With `stopsAtAssignment` (patterns in `if case … = x`) it ends before `=`.
  mutating func parseExpression(stopsAtAssignment: Bool = false) throws(ReadError) -> Expr {
    try descend()
    defer { ascend() }
    var operands = [try measuring { p throws(ReadError) in try p.parseOperand() }]
    var operators: [PendingOperator] = []
    var progress = LoopProgress()
    while let part = try parseInfixPart(stopsAtAssignment: stopsAtAssignment) {
      try progress.check(self)
      switch part {
      case .cast(let kind, let type, let typeHeight):
        while let top = operators.last, top.precedence >= OperatorPrecedence.casting {
          try fold(&operands, &operators)
        }
        try applyCast(kind, type, typeHeight, to: &operands)
      case .op(let next):
        while let top = operators.last, top.bindsTighter(than: next) {
          try fold(&operands, &operators)
        }
        operators.append(next)
        guard canStartExpression(current) else {
          throw error("expected expression after operator")
        }
        operands.append(try measuring { p throws(ReadError) in try p.parseOperand() })
        // Operands wait for their operators: each one waiting is a level of the tree to come.
        try reachChain(operators.count + operands.last!.height, at: next.location)
      }
    }
    while !operators.isEmpty { try fold(&operands, &operators) }
    return operands[0].0
  }

  /// Reads the infix operator after an operand, or returns nil when the sequence ends.
  private mutating func parseInfixPart(stopsAtAssignment: Bool) throws(ReadError) -> InfixPart? {
    if case .op(.infix) = current.kind {
      if atOperator("->") { return nil }
      if atOperator("?") { return try parseTernaryOperator() }
      let op = current.text
      let (precedence, isRightAssociative) = operators.precedence(of: op)
      if stopsAtAssignment && precedence <= OperatorPrecedence.assignment { return nil }
      let start = location
      advance()
      return .op(
        PendingOperator(
          kind: .binary(op), location: start, precedence: precedence,
          isRightAssociative: isRightAssociative))
    }
    if atWord("as") || atWord("is") { return try parseCastOperator() }
    return nil
  }

  /// `? then :`, read as one operator whose middle operand is already known.
  private mutating func parseTernaryOperator() throws(ReadError) -> InfixPart {
    let start = location
    advance()
    guard canStartExpression(current) else {
      throw error("expected expression after '?' in ternary expression")
    }
    let (then, height) = try measuring { p throws(ReadError) in try p.parseExpression() }
    try expect(":", "expected ':' after '? ...' in ternary expression")
    return .op(
      PendingOperator(
        kind: .ternary(then: then), location: start, middleHeight: height,
        precedence: OperatorPrecedence.ternary, isRightAssociative: true))
  }

  /// `as T`, `as? T`, `as! T`, `is T`.
  private mutating func parseCastOperator() throws(ReadError) -> InfixPart {
    let isCheck = atWord("is")
    advance()
    var kind = CastKind.plain
    if !isCheck && (atOperator("?") || atOperator("!")) && !current.spaceBefore {
      kind = atOperator("?") ? .optional : .forced
      advance()
    }
    guard current.isWord || at("(") || at("[") || at("@") else {
      throw error("expected type after '\(isCheck ? "is" : "as")'")
    }
    let (type, height) = try measuring { p throws(ReadError) in try p.parseType() }
    return .cast(isCheck ? nil : kind, type, height: height)
  }

  /// Replaces the last operand `x` with `x as T` (a kind) or `x is T` (nil).
  private mutating func applyCast(
    _ kind: CastKind?, _ type: TypeSyntax, _ typeHeight: Int, to operands: inout [Operand]
  ) throws(ReadError) {
    let (operand, operandHeight) = operands.removeLast()
    let height = max(operandHeight, typeHeight) + 1
    try reachChain(height, at: type.range.start)
    let cast: Expr.Kind = kind.map { .cast($0, operand, type) } ?? .typeCheck(operand, type)
    let range = SourceRange(start: operand.range.start, end: type.range.end)
    operands.append((Expr(cast, range: range, id: try nextID()), height))
  }

  /// Folds the operator on top of the stack with its two operands.
  private mutating func fold(
    _ operands: inout [Operand], _ operators: inout [PendingOperator]
  ) throws(ReadError) {
    let pending = operators.removeLast()
    let (rhs, rightHeight) = operands.removeLast()
    let (lhs, leftHeight) = operands.removeLast()
    let height = max(leftHeight, rightHeight, pending.middleHeight) + 1
    try reachChain(height, at: pending.location)
    let kind: Expr.Kind
    switch pending.kind {
    case .binary(let op): kind = .infixOperator(op: op, lhs: lhs, rhs: rhs)
    case .ternary(let then): kind = .ternary(condition: lhs, then: then, else: rhs)
    }
    let range = SourceRange(start: lhs.range.start, end: rhs.range.end)
    operands.append((Expr(kind, range: range, id: try nextID()), height))
  }

  // MARK: - Operands

  /// `try x`, `await x`, `-x`, `!x`, `&x`, or a postfix expression.
  ///
  /// `try` and `await` cover everything to their right, as in Swift.
  mutating func parseOperand() throws(ReadError) -> Expr {
    if atWord("try") { return try parseTry() }
    if atWord("await") { return try parseAwait() }
    if case .op = current.kind { return try parsePrefixOperator() }
    return try parsePostfixExpression()
  }

  private mutating func parseTry() throws(ReadError) -> Expr {
    let start = location
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

  private mutating func parseAwait() throws(ReadError) -> Expr {
    let start = location
    advance()
    guard canStartExpression(current) else { throw error("expected expression after 'await'") }
    let operand = try parseExpression()
    return try makeExpr(.awaitExpr(operand), from: start)
  }

  private mutating func parsePrefixOperator() throws(ReadError) -> Expr {
    let start = location
    let op = current.text
    guard current.fixity == .prefix else {
      if current.fixity == .infix && !peek().newlineBefore && canStartExpression(peek()) {
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
    let (primary, height) = try measuring { p throws(ReadError) in try p.parsePrimary() }
    return try parsePostfixSuffixes(of: primary, height: height)
  }

  /// `.member`, `(arguments) { trailing }`, `[index]`, `!`, `?`, postfix operators.
  ///
  /// `height` is how many levels `base` reaches; each link adds one.
  mutating func parsePostfixSuffixes(of base: Expr, height: Int = 0) throws(ReadError) -> Expr {
    var expr = base
    var height = height
    var progress = LoopProgress()
    while true {
      try progress.check(self)
      let start = location
      let link: (Expr, height: Int)
      if at(".") {
        link = try measuring { p throws(ReadError) in try p.parseMemberSuffix(of: expr) }
      } else if at("(") && !current.newlineBefore, let labels = compoundNameLabels(after: expr) {
        link = try measuring { p throws(ReadError) in try p.parseCompoundName(of: expr, labels: labels) }
      } else if at("(") && !current.newlineBefore {
        link = try measuring { p throws(ReadError) in try p.parseCallSuffix(of: expr) }
      } else if at("[") && !current.newlineBefore {
        link = try measuring { p throws(ReadError) in try p.parseSubscriptSuffix(of: expr) }
      } else if case .op(.postfix) = current.kind {
        link = try measuring { p throws(ReadError) in try p.parsePostfixOperatorSuffix(of: expr) }
      } else if startsTrailingClosure() {
        link = try measuring { p throws(ReadError) in try p.parseTrailingClosureCall(of: expr) }
      } else if atPostfixConditional() {
        link = try measuring { p throws(ReadError) in try p.parsePostfixConditional(of: expr) }
      } else {
        return expr
      }
      height = max(height, link.height) + 1
      try reachChain(height, at: start)
      expr = link.0
    }
  }

  /// `base.name`, `tuple.0`.
  private mutating func parseMemberSuffix(of base: Expr) throws(ReadError) -> Expr {
    advance()
    let nameRange = currentRange
    let name: String
    switch current.kind {
    case .word, .integer: name = current.text
    default: throw error("expected member name following '.'")
    }
    advance()
    if let type = nestedGenericType(name, of: base) { return try makeExpr(.type(type), from: base.range.start) }
    return try makeExpr(
      .member(base: base, name: name, nameRange: nameRange), from: base.range.start)
  }

  /// The argument labels of a compound name (`handle(_:with:)`, `Greeter.greet(name:)`) that
  /// starts at the current `(` after a name, or nil when the parentheses hold a call's arguments.
  private func compoundNameLabels(after expr: Expr) -> [String]? {
    switch expr.kind {
    case .identifier(let name), .member(_, let name, _), .implicitMember(let name):
      guard !name.contains("(") else { return nil }
    default: return nil
    }
    var labels: [String] = []
    var offset = 1
    while peek(offset).isWord, peek(offset + 1).isPunct(":"), !peek(offset + 1).spaceBefore {
      labels.append(peek(offset).text)
      offset += 2
    }
    guard !labels.isEmpty, peek(offset).isPunct(")") else { return nil }
    return labels
  }

  /// A compound name, read as the name with its labels: `handle(_:with:)`.
  private mutating func parseCompoundName(of expr: Expr, labels: [String]) throws(ReadError) -> Expr {
    for _ in 0..<(labels.count * 2 + 2) { advance() }
    let suffix = "(" + labels.map { $0 + ":" }.joined() + ")"
    switch expr.kind {
    case .member(let base, let name, let nameRange):
      return try makeExpr(.member(base: base, name: name + suffix, nameRange: nameRange), from: expr.range.start)
    case .implicitMember(let name):
      return try makeExpr(.implicitMember(name + suffix), from: expr.range.start)
    case .identifier(let name):
      return try makeExpr(.identifier(name + suffix), from: expr.range.start)
    default:
      return expr
    }
  }

  /// `callee(arguments)`, with any trailing closures after the `)`.
  private mutating func parseCallSuffix(of callee: Expr) throws(ReadError) -> Expr {
    let (arguments, rightParen) = try parseArgumentList(
      closing: ")", "expected ')' in argument list")
    let closures = startsTrailingClosure() ? try parseTrailingClosures() : []
    return try makeExpr(
      .call(
        callee: callee, arguments: arguments, trailingClosures: closures, rightParen: rightParen),
      from: callee.range.start)
  }

  private mutating func parseSubscriptSuffix(of base: Expr) throws(ReadError) -> Expr {
    let (arguments, _) = try parseArgumentList(closing: "]", "expected ']' in expression list")
    return try makeExpr(.subscriptCall(base: base, arguments: arguments), from: base.range.start)
  }

  /// `x!`, `x?` (an optional chain), `x...`.
  private mutating func parsePostfixOperatorSuffix(of operand: Expr) throws(ReadError) -> Expr {
    let op = current.text
    advance()
    // `x!!`, `x?!`: no postfix operator may begin with `!` or `?`, so each is its own.
    if op.count > 1, op.allSatisfy({ $0 == "!" || $0 == "?" }) {
      var expr = operand
      for mark in op {
        expr = try makeExpr(mark == "!" ? .forceUnwrap(expr) : .optionalChain(expr), from: operand.range.start)
      }
      return expr
    }
    let kind: Expr.Kind
    switch op {
    case "!": kind = .forceUnwrap(operand)
    case "?": kind = .optionalChain(operand)
    default: kind = .postfixOperator(op: op, operand: operand)
    }
    return try makeExpr(kind, from: operand.range.start)
  }

  /// `WindowGroup { … }`: a call with trailing closures only; `rightParen` is the callee's end.
  private mutating func parseTrailingClosureCall(of callee: Expr) throws(ReadError) -> Expr {
    let closures = try parseTrailingClosures()
    return try makeExpr(
      .call(
        callee: callee, arguments: [], trailingClosures: closures, rightParen: callee.range.end),
      from: callee.range.start)
  }

  /// A `{` on the callee's line that is a trailing closure here (not an `if` body, not accessors).
  private func startsTrailingClosure() -> Bool {
    at("{") && allowsTrailingClosures && !current.newlineBefore && !looksLikeAccessorBlock()
  }

  /// `{ … }` and then `label: { … }` for each further closure.
  private mutating func parseTrailingClosures() throws(ReadError) -> [TrailingClosure] {
    let start = location
    var closures = [
      TrailingClosure(label: nil, closure: try parseClosure(), range: range(from: start))
    ]
    var progress = LoopProgress()
    while current.isWord && peek().isPunct(":") && peek(2).isPunct("{") && !isCaseLabelStart() {
      try progress.check(self)
      let labelStart = location
      let label = current.text
      advance()
      advance()
      let closure = try parseClosure()
      closures.append(
        TrailingClosure(label: label, closure: closure, range: range(from: labelStart)))
    }
    return closures
  }
}
