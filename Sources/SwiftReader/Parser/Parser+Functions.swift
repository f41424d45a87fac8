import Transcript

/// Functions and initializers: parameter clauses and effects.
extension Parser {
  // MARK: - Functions and initializers

  mutating func parseFunction(
    attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> FunctionDecl {
    advance()
    let name: String
    let nameRange = currentRange
    if current.isOperator {
      name = current.text
      advance()
    } else {
      name = try identifier("expected identifier in function declaration").0
    }
    var generics = try parseGenericParameters()
    let parameters = try parseParameterClause()
    let (isAsync, isThrowing) = try parseEffects()
    let thrownType = lastThrownType
    var returnType: TypeSyntax? = nil
    if atOperator("->") {
      advance()
      returnType = try parseType()
    }
    try parseWhereClause(into: &generics)
    let body = at("{") ? try parseBlock("expected '{' in body of function declaration") : nil
    var function = FunctionDecl(
      name: name, nameRange: nameRange, attributes: attributes, modifiers: modifiers,
      genericParameters: generics, parameters: parameters, isAsync: isAsync,
      isThrowing: isThrowing, returnType: returnType, body: body)
    function.thrownType = thrownType
    return function
  }

  mutating func parseInitializer(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    advance()
    var isFailable = false
    if (atOperator("?") || atOperator("!")) && !current.spaceBefore {
      isFailable = true
      advance()
    }
    let generics = try parseGenericParameters()
    guard at("(") else { throw error("expected '(' for initializer parameters") }
    let parameters = try parseParameterClause()
    let (isAsync, isThrowing) = try parseEffects()
    try parseWhereClause()
    let body = at("{") ? try parseBlock("expected '{' in body of initializer") : nil
    var initializer = InitializerDecl(
      attributes: attributes, modifiers: modifiers, isFailable: isFailable,
      parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, body: body)
    initializer.genericParameters = generics
    return try makeDecl(.initializer(initializer), from: start)
  }

  /// `(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: … = nil)`.
  mutating func parseParameterClause() throws(ReadError) -> [Parameter] {
    try expect("(", "expected '(' in argument list of function declaration")
    var parameters: [Parameter] = []
    var progress = LoopProgress()
    while !at(")") {
      try progress.check(self)
      parameters.append(try parseParameter())
      if !consume(",") { break }
    }
    try expect(")", "expected ')' in parameter")
    return parameters
  }

  /// One parameter; attributes written before it (`@ViewBuilder content: …`) go on its type.
  mutating func parseParameter() throws(ReadError) -> Parameter {
    let start = location
    let attributes = try parseAttributes()
    guard current.isWord else { throw error("expected parameter name followed by ':'") }
    let first = current
    advance()
    let label: String? = first.isWord("_") ? nil : first.text
    var name = first.text
    if current.isWord {
      name = current.text
      advance()
    }
    try expect(":", "expected ':' following argument label and parameter name")
    var type = try parseType()
    if !attributes.isEmpty {
      type = TypeSyntax(
        .attributed(attributes, type),
        range: SourceRange(start: attributes[0].range.start, end: type.range.end))
    }
    var isVariadic = false
    if atOperator("...") {
      isVariadic = true
      advance()
    }
    var defaultValue: Expr? = nil
    if atOperator("=") {
      advance()
      defaultValue = try parseExpression()
    }
    return Parameter(
      label: label, name: name, type: type, defaultValue: defaultValue, isVariadic: isVariadic,
      range: range(from: start))
  }

  /// `async`, `throws`, `throws(MyError)`, `rethrows`, in that order.
  mutating func parseEffects() throws(ReadError) -> (isAsync: Bool, isThrowing: Bool) {
    var isAsync = false
    var isThrowing = false
    lastThrownType = nil
    if consumeWord("async") { isAsync = true }
    if atWord("throws") || atWord("rethrows") {
      isThrowing = true
      advance()
      if at("(") && !current.spaceBefore {
        advance()
        lastThrownType = try parseType()
        try expect(")", "expected ')' after thrown error type")
      }
    }
    if atWord("async") { throw error("'async' must precede 'throws'") }
    return (isAsync, isThrowing)
  }
}
