import Transcript

/// Patterns in `let`/`var`, `for`, `case` and `catch`: names, `_`, tuples, enum cases,
/// `let`/`var` bindings, `is T`, `p as T`, `p?`, and expressions matched with `~=`.
extension Parser {
  /// Reads a pattern; with `binding`, bare names bind (inside `let`, or a declaration).
  mutating func parsePattern(binding: Bool) throws(ReadError) -> Pattern {
    try descend()
    defer { ascend() }
    let start = location
    var (pattern, height) = try measuring { p throws(ReadError) in
      try p.parsePrimaryPattern(binding: binding)
    }
    var progress = LoopProgress()
    while true {
      try progress.check(self)
      let linkStart = location
      if !current.spaceBefore && consumeOperatorPrefix("?") {
        pattern = Pattern(.optional(pattern), range: range(from: start))
        height += 1
      } else if atWord("as") {
        advance()
        let (type, typeHeight) = try measuring { p throws(ReadError) in try p.parseType() }
        pattern = Pattern(.asType(pattern, type), range: range(from: start))
        height = max(height, typeHeight) + 1
      } else {
        return pattern
      }
      try reachChain(height, at: linkStart)
    }
  }

  private mutating func parsePrimaryPattern(binding: Bool) throws(ReadError) -> Pattern {
    let start = location
    if atWord("_") {
      advance()
      return Pattern(.wildcard, range: range(from: start))
    }
    if atWord("let") || atWord("var") {
      let isLet = atWord("let")
      advance()
      let inner = try parsePattern(binding: true)
      return Pattern(.binding(isLet: isLet, inner), range: range(from: start))
    }
    if atWord("is") {
      advance()
      return Pattern(.isType(try parseType()), range: range(from: start))
    }
    if at("(") {
      let elements = try parsePatternElements(binding: binding)
      if elements.count == 1 && elements[0].label == nil { return elements[0].pattern }
      return Pattern(.tuple(elements), range: range(from: start))
    }
    if at(".") && peek().isWord && !peek().spaceBefore {
      advance()
      let name = current.text
      advance()
      let arguments =
        at("(") && !current.newlineBefore ? try parsePatternElements(binding: binding) : nil
      return Pattern(
        .enumCase(type: nil, name: name, arguments: arguments), range: range(from: start))
    }
    if let pattern = attempt({ p throws(ReadError) in
      try p.parseQualifiedEnumCasePattern(binding: binding)
    }) {
      return pattern
    }
    // `case let (x?, nil)`, `case let (x, 0)`: a literal is matched, even where names bind.
    if binding && !atLiteralPattern {
      let (name, _) = try identifier("expected pattern")
      return Pattern(.identifier(name), range: range(from: start))
    }
    guard canStartExpression(current) else { throw error("expected pattern") }
    let expression = try parseExpression(stopsAtAssignment: true)
    return Pattern(.expression(expression), range: range(from: start))
  }

  /// Whether a literal starts here (`nil`, `true`, `0`, `-1`, `"a"`): an expression pattern.
  private var atLiteralPattern: Bool {
    switch current.kind {
    case .integer, .float, .string: return true
    case .word: return ["nil", "true", "false"].contains(current.text)
    case .op:
      guard current.text == "-", !peek().spaceBefore else { return false }
      switch peek().kind {
      case .integer, .float: return true
      default: return false
      }
    default: return false
    }
  }

  /// `(a, b)`, `(label: let x, _)`, `(let v)` after an enum case name.
  private mutating func parsePatternElements(
    binding: Bool
  ) throws(ReadError) -> [(label: String?, pattern: Pattern)] {
    advance()
    var elements: [(label: String?, pattern: Pattern)] = []
    var progress = LoopProgress()
    while !at(")") {
      try progress.check(self)
      var label: String? = nil
      if current.isWord && peek().isPunct(":") {
        label = current.text
        advance()
        advance()
      }
      elements.append((label, try parsePattern(binding: binding)))
      if !consume(",") { break }
    }
    try expect(")", "expected ')' at end of tuple pattern")
    return elements
  }

  /// `Shade.awake`, `MyError.failed(let reason)`: a case named through its type.
  private mutating func parseQualifiedEnumCasePattern(binding: Bool) throws(ReadError) -> Pattern {
    let start = location
    guard current.isWord, current.text.first?.isUppercase ?? false, peek().isPunct(".") else {
      throw error("expected pattern")
    }
    var names: [(String, SourceRange)] = [(current.text, currentRange)]
    advance()
    var progress = LoopProgress()
    while at(".") && peek().isWord {
      try progress.check(self)
      try reachChain(names.count, at: location)
      advance()
      names.append((current.text, currentRange))
      advance()
    }
    guard names.count >= 2, let (caseName, _) = names.last else { throw error("expected pattern") }
    var type = TypeSyntax(.named(names[0].0, genericArguments: []), range: names[0].1)
    for (name, nameRange) in names[1..<(names.count - 1)] {
      type = TypeSyntax(
        .member(base: type, name: name, genericArguments: []),
        range: SourceRange(start: start, end: nameRange.end))
    }
    let arguments =
      at("(") && !current.newlineBefore ? try parsePatternElements(binding: binding) : nil
    let endsPattern =
      at(":") || at(",") || at(")") || at("{") || atOperator("=") || atWord("where")
      || atWord("in") || atWord("as") || current.isEOF
      || (current.isOperator && current.text.hasPrefix("?") && !current.spaceBefore)
    guard endsPattern else { throw error("expected pattern") }
    return Pattern(
      .enumCase(type: type, name: caseName, arguments: arguments), range: range(from: start))
  }
}
