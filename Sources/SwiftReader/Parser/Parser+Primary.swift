import Transcript

/// Primary expressions: literals, names, implicit members, tuples, collections, key paths,
/// macro expansions, types in expression position, and `if`/`switch` used as values.
extension Parser {
  mutating func parsePrimary() throws(ReadError) -> Expr {
    switch current.kind {
    case .integer, .float, .string:
      return try parseLiteral()
    case .pound:
      return try parseMacroExpression()
    case .word:
      return try parseWordExpression()
    case .punct:
      switch current.text {
      case "(": return try parseTupleExpression()
      case "[": return try parseCollectionOrType()
      case "{": return try parseClosureExpression()
      case ".": return try parseImplicitMember()
      case "\\": return try parseKeyPath()
      default: throw error("expected expression")
      }
    case .op, .eof:
      throw error("expected expression")
    }
  }

  /// `42`, `0.85`, `"🥕 \(beans)"`.
  private mutating func parseLiteral() throws(ReadError) -> Expr {
    let start = location
    let token = current
    advance()
    switch token.kind {
    case .integer: return try makeExpr(.integerLiteral(token.text), from: start)
    case .float: return try makeExpr(.floatLiteral(token.text), from: start)
    case .string(let parts):
      return try makeExpr(.stringLiteral(try parseStringSegments(parts)), from: start)
    default: throw ReadError("expected expression", at: start)
    }
  }

  private mutating func parseMacroExpression() throws(ReadError) -> Expr {
    let start = location
    let (name, arguments, closures) = try parseMacroExpansionParts()
    return try makeExpr(
      .macroExpansion(name: name, arguments: arguments, trailingClosures: closures), from: start)
  }

  /// `(a, label: b)`, and `(x)`, a tuple of one; `((Int) -> String).self` or `(any P).self`, a
  /// type used as a value (only tried where `((` or `(any` opens it, so other tuples cost
  /// nothing more).
  private mutating func parseTupleExpression() throws(ReadError) -> Expr {
    let start = location
    if peek().text == "(", let type = attempt({ p throws(ReadError) in try p.parseFunctionTypeExpression() }) {
      return try makeExpr(.type(type), from: start)
    }
    if peek().text == "any", let type = attempt({ p throws(ReadError) in try p.parseExistentialTypeExpression() }) {
      return try makeExpr(.type(type), from: start)
    }
    let (arguments, _) = try parseArgumentList(closing: ")", "expected ')' in expression list")
    return try makeExpr(.tuple(arguments), from: start)
  }

  private mutating func parseClosureExpression() throws(ReadError) -> Expr {
    let start = location
    let closure = try parseClosure()
    return try makeExpr(.closure(closure), from: start)
  }

  /// `.active`, `.seconds` (of `.seconds(1)`).
  private mutating func parseImplicitMember() throws(ReadError) -> Expr {
    let start = location
    advance()
    guard current.isWord, !current.spaceBefore else {
      throw error("expected identifier after '.' expression")
    }
    let name = current.text
    advance()
    return try makeExpr(.implicitMember(name), from: start)
  }

  /// Names, `self`, `true`, `nil`, `Array<Int>` (a type), and `if`/`switch` expressions.
  private mutating func parseWordExpression() throws(ReadError) -> Expr {
    let start = location
    let word = current.text
    if !current.isEscaped {
      switch word {
      case "true", "false":
        advance()
        return try makeExpr(.booleanLiteral(word == "true"), from: start)
      case "nil":
        advance()
        return try makeExpr(.nilLiteral, from: start)
      case "if", "switch":
        return try parseStatementExpression()
      case "self", "Self", "super":
        break
      case _ where Keywords.reserved.contains(word):
        throw error("expected expression")
      default:
        break
      }
    }
    advance()
    if current.isOperator && current.text.hasPrefix("<") && !current.spaceBefore {
      return try parseGenericTypeExpression(named: word, from: start)
    }
    return try makeExpr(.identifier(word), from: start)
  }

  /// `let x = if c { 1 } else { 2 }`.
  private mutating func parseStatementExpression() throws(ReadError) -> Expr {
    let start = location
    let statement = atWord("if") ? try parseIfStatement() : try parseSwitch()
    return try makeExpr(.statementExpression(statement), from: start)
  }

  /// `Set<String>` in `Set<String>()`, or just the name when `<` is a comparison.
  private mutating func parseGenericTypeExpression(
    named name: String, from start: SourceLocation
  ) throws(ReadError) -> Expr {
    guard
      let arguments = attempt({ p throws(ReadError) in try p.parseGenericArgumentsInExpression() })
    else { return try makeExpr(.identifier(name), from: start) }
    let type = TypeSyntax(.named(name, genericArguments: arguments), range: range(from: start))
    return try makeExpr(.type(type), from: start)
  }

  /// `<Int>` after a name, kept only when a call or member follows: `Set<String>()`.
  mutating func parseGenericArgumentsInExpression() throws(ReadError) -> [TypeSyntax] {
    let arguments = try parseGenericArguments()
    // `Task<Int, Never> { … }`: a trailing closure after the arguments, where one may be.
    let trailingClosure = at("{") && !current.newlineBefore && allowsTrailingClosures
    guard (at("(") && !current.newlineBefore) || at(".") || trailingClosure else {
      throw error("expected '(' or '.' after generic arguments")
    }
    return arguments
  }

  /// `[a, b]`, `[k: v]`, `[:]`, or a type used as a value: `[String].self`, `[Int: Int]()`.
  private mutating func parseCollectionOrType() throws(ReadError) -> Expr {
    let start = location
    if let type = attempt({ p throws(ReadError) in try p.parseCollectionTypeExpression() }) {
      return try makeExpr(.type(type), from: start)
    }
    return try parseCollectionLiteral()
  }

  private mutating func parseCollectionLiteral() throws(ReadError) -> Expr {
    let start = location
    advance()
    let saved = allowsTrailingClosures
    allowsTrailingClosures = true
    defer { allowsTrailingClosures = saved }
    let message = "expected ']' in container literal expression"
    if at(":") && peek().isPunct("]") {
      advance()
      advance()
      return try makeExpr(.dictionaryLiteral([]), from: start)
    }
    var elements: [Expr] = []
    var pairs: [DictionaryElement] = []
    var isDictionary = false
    var progress = LoopProgress()
    while !at("]") {
      try progress.check(self)
      guard canStartExpression(current) else {
        throw error(current.isEOF || at("}") ? message : "expected expression in container literal")
      }
      let element = try parseExpression()
      if elements.isEmpty && pairs.isEmpty && at(":") { isDictionary = true }
      if isDictionary {
        pairs.append(try parseDictionaryValue(for: element))
      } else {
        elements.append(element)
      }
      if !consume(",") {
        guard at("]") else { throw error(message) }
      }
    }
    advance()
    return try makeExpr(
      isDictionary ? .dictionaryLiteral(pairs) : .arrayLiteral(elements), from: start)
  }

  /// `: value` after a dictionary literal's key.
  private mutating func parseDictionaryValue(for key: Expr) throws(ReadError) -> DictionaryElement {
    try expect(":", "expected ':' in dictionary literal")
    guard canStartExpression(current) else { throw error("expected value in dictionary literal") }
    return DictionaryElement(key: key, value: try parseExpression())
  }

  private mutating func parseCollectionTypeExpression() throws(ReadError) -> TypeSyntax {
    let type = try parseType()
    let followedByCall = at("(") && !current.newlineBefore
    let followedByMember = at(".") && (peek().isWord("self") || peek().isWord("init"))
    guard followedByCall || followedByMember else { throw error("not a type expression") }
    return type
  }

  private mutating func parseFunctionTypeExpression() throws(ReadError) -> TypeSyntax {
    let type = try parseType()
    var inner = type
    if case .tuple(let elements) = type.kind, elements.count == 1, elements[0].label == nil { inner = elements[0].type }
    guard case .function = inner.kind, at("."), peek().isWord("self") else {
      throw error("not a type expression")
    }
    return inner
  }

  // MARK: - Key paths

  /// `\.scenePhase`, `\.self`, `\.a.b`, `\Item.name`, `\.address?.city`, `\.0` (a tuple element).
  private mutating func parseKeyPath() throws(ReadError) -> Expr {
    let start = location
    advance()
    var root: TypeSyntax? = nil
    var components: [String] = []
    if current.isWord && !current.spaceBefore {
      var names: [(String, SourceRange)] = [(current.text, currentRange)]
      advance()
      while at(".") && !current.spaceBefore && isKeyPathMember(peek()) {
        try reachChain(names.count, at: location)
        advance()
        names.append((current.text, currentRange))
        advance()
      }
      let rootCount = min(names.prefix { $0.0.first?.isUppercase ?? false }.count, names.count - 1)
      guard rootCount > 0 else {
        throw ReadError("expected a type name as the root of the key path", at: names[0].1.start)
      }
      var type = TypeSyntax(.named(names[0].0, genericArguments: []), range: names[0].1)
      for (name, nameRange) in names[1..<rootCount] {
        type = TypeSyntax(
          .member(base: type, name: name, genericArguments: []),
          range: SourceRange(start: names[0].1.start, end: nameRange.end))
      }
      root = type
      components = names[rootCount...].map(\.0)
    } else if !current.spaceBefore && (at(".") || at("[") || at("(")) {
      // `\[Int].count`, `\[String: Int].keys`, `\(Int, String).1`: a collection or tuple type
      // as the root.
      if at("[") || at("(") {
        root = try parseType()
        guard at(".") && !current.spaceBefore else { throw error("expected member name following '.'") }
      }
      var progress = LoopProgress()
      while at(".") && !current.spaceBefore {
        try progress.check(self)
        advance()
        guard isKeyPathMember(current) && !current.spaceBefore else {
          throw error("expected member name following '.'")
        }
        components.append(current.text)
        advance()
      }
    } else {
      throw error("expected expression path in Swift key path")
    }
    // `?` and `!` are components of their own (`\.address?.city`, `\.first!`).
    var progress = LoopProgress()
    while !current.spaceBefore && current.isOperator && (current.text == "?" || current.text == "!") {
      try progress.check(self)
      components.append(current.text)
      advance()
      while at(".") && !current.spaceBefore && isKeyPathMember(peek()) {
        try reachChain(components.count, at: location)
        advance()
        components.append(current.text)
        advance()
      }
    }
    if !current.spaceBefore
      && (at("[")
        || current.isOperator && (current.text.hasPrefix("?") || current.text.hasPrefix("!")))
    {
      throw error("unsupported construct '\(current.text)' in a key path")
    }
    return try makeExpr(.keyPath(root: root, components: components), from: start)
  }

  /// A name or a tuple element's index (`\.0`, `\Pair.t.1`), as after '.' in `tuple.0`.
  private func isKeyPathMember(_ token: Token) -> Bool {
    if case .integer = token.kind { return true }
    return token.isWord
  }

  // MARK: - Macros and strings

  /// `#Preview("Name") { … }`, `#file`, `#selector(f)`: the name, arguments and closures.
  mutating func parseMacroExpansionParts() throws(ReadError) -> (
    String, [Argument], [TrailingClosure]
  ) {
    let name = current.text
    switch name {
    case "if", "elseif", "else", "endif":
      throw error("unsupported construct '#\(name)'")
    case "available", "unavailable":
      throw error("#\(name) may only be used as condition of an 'if', 'guard' or 'while' statement")
    default:
      break
    }
    advance()
    var arguments: [Argument] = []
    if name == "selector", let argument = try parseCompoundSelector() {
      arguments = [argument]
    } else if at("(") && !current.newlineBefore {
      arguments = try parseArgumentList(closing: ")", "expected ')' in argument list").arguments
    }
    if name == "sourceLocation" { try applySourceLocation(arguments) }
    var closures: [TrailingClosure] = []
    if at("{") && !current.newlineBefore && allowsTrailingClosures {
      let start = location
      closures.append(
        TrailingClosure(label: nil, closure: try parseClosure(), range: range(from: start)))
    }
    return (name, arguments, closures)
  }

  /// `#sourceLocation(file: "F.swift", line: 100)`: the next line is line 100 of `F.swift` for
  /// every location read after it (`#line`, `#fileID`, diagnostics); `#sourceLocation()` ends
  /// that (The Swift Programming Language, "Line Control Statement").
  mutating func applySourceLocation(_ arguments: [Argument]) throws(ReadError) {
    guard !arguments.isEmpty else {
      lineRemap = nil
      return
    }
    guard arguments.count == 2, arguments[0].label == "file", arguments[1].label == "line",
      case .stringLiteral(let segments) = arguments[0].value.kind,
      case .integerLiteral(let digits) = arguments[1].value.kind, let line = Int(digits), line > 0
    else { throw error("expected 'file' and 'line' in '#sourceLocation'") }
    var name = ""
    for segment in segments {
      guard case .text(let text) = segment else { throw error("expected a plain string in '#sourceLocation'") }
      name += text
    }
    lineRemap = (name, line - (previousEnd.line + 1), previousEnd.line + 1)
  }

  /// `#selector(close(_:))`, `#selector(Self.tapped(_:forEvent:))`: a method named with its
  /// argument labels, which is not an expression elsewhere; read as the method's name. Nil (and
  /// nothing read) when the parentheses hold anything else.
  private mutating func parseCompoundSelector() throws(ReadError) -> Argument? {
    guard at("("), !current.newlineBefore else { return nil }
    var offset = 1
    while peek(offset).isWord, peek(offset + 1).isPunct(".") { offset += 2 }
    guard peek(offset).isWord, peek(offset + 1).isPunct("(") else { return nil }
    var labelsEnd = offset + 2
    while peek(labelsEnd).isWord, peek(labelsEnd + 1).isPunct(":") { labelsEnd += 2 }
    guard labelsEnd > offset + 2, peek(labelsEnd).isPunct(")"), peek(labelsEnd + 1).isPunct(")") else { return nil }
    advance()
    let start = location
    var expr = try makeExpr(.identifier(current.text), from: start)
    advance()
    while at(".") {
      advance()
      let nameStart = location
      let member = current.text
      advance()
      expr = try makeExpr(.member(base: expr, name: member, nameRange: range(from: nameStart)), from: start)
    }
    while !at(")") { advance() }
    advance()
    let argument = Argument(label: nil, value: expr, range: range(from: start))
    advance()
    return argument
  }

  /// Turns a string token's parts into segments, reading each interpolation's tokens.
  private mutating func parseStringSegments(_ parts: [Token.Part]) throws(ReadError)
    -> [StringSegment]
  {
    var segments: [StringSegment] = []
    for part in parts {
      switch part {
      case .text(let text):
        segments.append(.text(text))
      case .interpolation(let tokens, let range):
        let arguments = try reading(tokens) { p throws(ReadError) in
          let arguments = try p.parseArgumentList(
            closing: ")", "expected ')' in string interpolation"
          ).arguments
          guard p.current.isEOF else {
            throw p.error("extra tokens after interpolated string expression")
          }
          return arguments
        }
        guard !arguments.isEmpty else {
          throw ReadError("expected expression in string interpolation", at: range.start)
        }
        segments.append(.interpolation(arguments, range: range))
      }
    }
    return segments
  }
}
