import Transcript

/// Properties with their accessors, enum cases, type aliases, associated types and subscripts.
extension Parser {
  // MARK: - Properties

  mutating func parseVariable(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    let isLet = atWord("let")
    advance()
    var bindings: [PatternBinding] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      let bindingStart = location
      let pattern = try parsePattern(binding: true)
      var type: TypeSyntax? = nil
      if consume(":") { type = try parseType() }
      var initializer: Expr? = nil
      if atOperator("=") {
        advance()
        initializer = try parseExpression()
      }
      var accessors: AccessorBlock? = nil
      if at("{") && (initializer == nil || looksLikeAccessorBlock()) {
        accessors = try parseAccessorBlock()
      }
      bindings.append(
        PatternBinding(
          pattern: pattern, type: type, initializer: initializer, accessors: accessors,
          range: range(from: bindingStart)))
    } while consume(",")
    // `var x, y: Double`: a name with neither type nor initializer takes the next written type.
    var following: TypeSyntax? = nil
    for index in bindings.indices.reversed() {
      if let type = bindings[index].type {
        following = type
      } else if bindings[index].initializer == nil && bindings[index].accessors == nil {
        bindings[index].type = following
      } else {
        following = nil
      }
    }
    let variable = VariableDecl(
      attributes: attributes, modifiers: modifiers, isLet: isLet, bindings: bindings)
    return try makeDecl(.variable(variable), from: start)
  }

  /// At `{`: whether the braces hold accessors (`get`, `set`, `didSet` …), not statements.
  func looksLikeAccessorBlock() -> Bool {
    guard at("{") else { return false }
    var offset = 1
    while peek(offset).isWord("mutating") || peek(offset).isWord("nonmutating") { offset += 1 }
    let word = peek(offset)
    guard word.isWord, !word.isEscaped, Keywords.accessors.contains(word.text) else { return false }
    let next = peek(offset + 1)
    if next.isPunct("{") || next.isPunct("(") || next.isPunct("}") { return true }
    guard next.isWord, !next.isEscaped else { return false }
    let effects: Set<String> = ["async", "throws", "mutating", "nonmutating"]
    return Keywords.accessors.contains(next.text) || effects.contains(next.text)
  }

  /// `{ statements }` (a getter) or `{ get { … } set { … } }`, `{ get set }`, `{ didSet { … } }`.
  mutating func parseAccessorBlock() throws(ReadError) -> AccessorBlock {
    guard looksLikeAccessorBlock() else {
      let body = try parseBlock("expected '{' in computed property")
      return .getter(body)
    }
    advance()
    var accessors: [Accessor] = []
    var progress = LoopProgress()
    while !at("}") {
      guard !current.isEOF else { throw error("expected '}' at end of variable get/set clause") }
      try progress.check(self)
      if consume(";") { continue }
      accessors.append(try parseAccessor())
    }
    advance()
    return .accessors(accessors)
  }

  mutating func parseAccessor() throws(ReadError) -> Accessor {
    let start = location
    while atWord("mutating") || atWord("nonmutating") { advance() }
    let kind: Accessor.Kind
    switch current.isEscaped ? "" : current.text {
    case "get": kind = .get
    case "set": kind = .set
    case "willSet": kind = .willSet
    case "didSet": kind = .didSet
    case "modify", "_modify": kind = .modify
    case "read", "_read", "unsafeAddress", "unsafeMutableAddress":
      throw error("unsupported construct '\(current.text)' accessor")
    default:
      throw error(
        "expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition")
    }
    advance()
    var parameterName: String?
    switch kind {
    case .set, .willSet: parameterName = "newValue"
    case .didSet: parameterName = "oldValue"
    default: parameterName = nil
    }
    if at("(") {
      advance()
      parameterName = try identifier("expected \(kind.rawValue) parameter name").0
      try expect(")", "expected ')' after \(kind.rawValue) parameter name")
    }
    if atWord("async") || atWord("throws") {
      throw error("unsupported construct '\(kind.rawValue) \(current.text)'")
    }
    let body = at("{") ? try parseBlock("expected '{' to start \(kind.rawValue) definition") : nil
    return Accessor(kind: kind, parameterName: parameterName, body: body, range: range(from: start))
  }

  // MARK: - Enum cases, aliases, subscripts

  mutating func parseEnumCase(start: SourceLocation, isIndirect: Bool = false) throws(ReadError) -> Decl {
    advance()
    var elements: [EnumCaseElement] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      if at(".") { throw error("extraneous '.' in enum 'case' declaration") }
      let (name, nameRange) = try identifier("expected identifier in enum 'case' declaration")
      var associatedValues: [(label: String?, type: TypeSyntax, defaultValue: Expr?)]? = nil
      if at("(") && !current.newlineBefore {
        associatedValues = try parseAssociatedValues()
      }
      var rawValue: Expr? = nil
      if atOperator("=") {
        advance()
        guard canStartExpression(current) else {
          throw error("expected expression after '=' in 'case'")
        }
        rawValue = try parseExpression()
      }
      elements.append(
        EnumCaseElement(
          name: name, nameRange: nameRange, associatedValues: associatedValues, rawValue: rawValue))
    } while consume(",")
    return try makeDecl(.enumCase(EnumCaseDecl(elements: elements, isIndirect: isIndirect)), from: start)
  }

  /// `(Int)`, `(label: String, Int = 0)` after an enum case's name.
  mutating func parseAssociatedValues() throws(ReadError)
    -> [(label: String?, type: TypeSyntax, defaultValue: Expr?)]
  {
    advance()
    var values: [(label: String?, type: TypeSyntax, defaultValue: Expr?)] = []
    var progress = LoopProgress()
    while !at(")") {
      try progress.check(self)
      let label = parseElementLabel()
      let type = try parseType()
      var defaultValue: Expr? = nil
      if atOperator("=") {
        advance()
        defaultValue = try parseExpression()
      }
      values.append((label, type, defaultValue))
      if !consume(",") { break }
    }
    try expect(")", "expected ')' in enum case associated values")
    return values
  }

  mutating func parseTypeAlias(start: SourceLocation) throws(ReadError) -> Decl {
    advance()
    let (name, _) = try identifier("expected identifier in typealias declaration")
    let generics = try parseGenericParameters()
    guard atOperator("=") else { throw error("expected '=' in type alias declaration") }
    advance()
    let type = try parseType()
    try parseWhereClause()
    return try makeDecl(.typeAlias(name: name, type: type, genericParameters: generics.map(\.name)), from: start)
  }

  mutating func parseAssociatedType(start: SourceLocation) throws(ReadError) -> Decl {
    advance()
    let (name, _) = try identifier("expected identifier in associatedtype declaration")
    _ = try parseInheritance()
    if atOperator("=") {
      advance()
      _ = try parseType()
    }
    try parseWhereClause()
    return try makeDecl(.associatedType(name: name), from: start)
  }

  /// `subscript(index: Int) -> T { … }`: read-only subscripts only (a getter body, or `get`).
  mutating func parseSubscript(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    let nameRange = currentRange
    advance()
    let generics = try parseGenericParameters()
    guard at("(") else { throw error("expected '(' for subscript parameters") }
    let parameters = try parseParameterClause()
    guard atOperator("->") else { throw error("expected '->' for subscript element type") }
    advance()
    let returnType = try parseType()
    try parseWhereClause()
    var body: [Stmt]? = nil
    var setter: Accessor? = nil
    if at("{") {
      switch try parseAccessorBlock() {
      case .getter(let statements):
        body = statements
      case .accessors(let accessors):
        for accessor in accessors where accessor.kind != .get && accessor.kind != .set {
          throw ReadError(
            "unsupported construct 'subscript \(accessor.kind.rawValue)'", at: accessor.range.start)
        }
        body = accessors.first { $0.kind == .get }?.body
        setter = accessors.first { $0.kind == .set }
      }
    }
    var function = FunctionDecl(
      name: "subscript", nameRange: nameRange, attributes: attributes, modifiers: modifiers,
      genericParameters: generics, parameters: parameters, isAsync: false, isThrowing: false,
      returnType: returnType, body: body)
    function.setter = setter
    return try makeDecl(.subscriptDecl(function), from: start)
  }
}
