import Transcript

/// Files and declarations: types, extensions, functions, initializers, properties, enum cases,
/// attributes and modifiers.
extension Parser {
  /// Where a declaration stands, which decides what may appear there.
  enum DeclarationScope {
    case file, type, local
  }

  // MARK: - Files

  /// Reads a whole file: declarations, and statements as top-level code.
  mutating func parseSourceFile() throws(ReadError) -> [Decl] {
    var declarations: [Decl] = []
    var progress = LoopProgress()
    while !current.isEOF {
      try progress.check(self)
      if consume(";") { continue }
      if at("}") { throw error("extraneous '}' at top level") }
      declarations.append(try parseSourceFileItem())
      try expectSeparator(between: "statements")
    }
    return declarations
  }

  /// One declaration of a file, a statement as top-level code, or `#if` around either.
  mutating func parseSourceFileItem() throws(ReadError) -> Decl {
    if atConditionalStart() {
      return try parseConditional { parser throws(ReadError) in try parser.parseSourceFileItem() }
    }
    if isDeclarationStart() || isMacroDeclarationStart() {
      return try parseDeclaration(scope: .file)
    }
    let statement = try parseStatement()
    return Decl(.topLevelCode(statement), range: statement.range, id: try nextID())
  }

  /// A statement or declaration must end at a newline, `;`, `}` or the end of the file.
  mutating func expectSeparator(between what: String, orAtCaseLabel: Bool = false) throws(ReadError)
  {
    if current.newlineBefore || at(";") || at("}") || current.isEOF { return }
    if orAtCaseLabel && isCaseLabelStart() { return }
    if at(")") || at("]") { throw error("unexpected \(current.quoted)") }
    throw error("consecutive \(what) on a line must be separated by ';'")
  }

  /// Whether the current token starts a declaration (attributes, modifiers or a keyword).
  func isDeclarationStart() -> Bool {
    if at("@") { return true }
    guard current.isWord, !current.isEscaped else { return false }
    let word = current.text
    switch word {
    case "actor", "macro", "operator", "precedencegroup":
      return peek().isWord || (word == "operator" && peek().isOperator)
    case _ where Keywords.declarationWords.contains(word):
      return true
    case _ where Keywords.modifiers.contains(word):
      return isModifier(at: 0)
    default:
      return false
    }
  }

  /// `#Preview { … }` and other freestanding macros at file or type scope.
  func isMacroDeclarationStart() -> Bool {
    guard case .pound = current.kind else { return false }
    return !["available", "unavailable"].contains(current.text)
  }

  /// Whether the modifier word `offset` tokens ahead is used as a modifier here, not a name.
  private func isModifier(at offset: Int) -> Bool {
    let word = peek(offset)
    guard word.isWord, !word.isEscaped, Keywords.modifiers.contains(word.text) else { return false }
    var next = peek(offset + 1)
    if next.isPunct("(") && !next.spaceBefore {
      // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`; not a call such as `open(url)`.
      let detail = peek(offset + 2)
      guard ["set", "safe", "unsafe"].contains(detail.text), detail.isWord,
        peek(offset + 3).isPunct(")")
      else { return false }
      next = peek(offset + 4)
    }
    guard next.isWord, !next.isEscaped else { return false }
    return Keywords.declarationWords.contains(next.text) || Keywords.modifiers.contains(next.text)
  }

  // MARK: - Declarations

  mutating func parseDeclaration(scope: DeclarationScope) throws(ReadError) -> Decl {
    try descend()
    defer { ascend() }
    let start = location
    if case .pound = current.kind, scope != .local {
      return try parseMacroDeclaration(start: start)
    }
    let attributes = try parseAttributes()
    let modifiers = try parseModifiers()
    guard current.isWord, !current.isEscaped else { throw error("expected declaration") }
    switch current.text {
    case "import":
      return try parseImport(start: start)
    case "struct", "class", "enum", "actor", "protocol":
      return try parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers)
    case "extension":
      return try parseExtension(start: start, attributes: attributes, modifiers: modifiers)
    case "func":
      let function = try parseFunction(attributes: attributes, modifiers: modifiers)
      return try makeDecl(.function(function), from: start)
    case "init":
      return try parseInitializer(start: start, attributes: attributes, modifiers: modifiers)
    case "deinit":
      advance()
      let body = try parseBlock("expected '{' for deinitializer")
      return try makeDecl(.deinitializer(body: body), from: start)
    case "var", "let":
      return try parseVariable(start: start, attributes: attributes, modifiers: modifiers)
    case "case":
      guard scope == .type else { throw error("enum 'case' is not allowed outside of an enum") }
      return try parseEnumCase(start: start)
    case "typealias":
      return try parseTypeAlias(start: start)
    case "associatedtype":
      return try parseAssociatedType(start: start)
    case "subscript":
      return try parseSubscript(start: start, attributes: attributes, modifiers: modifiers)
    case "operator", "precedencegroup", "macro":
      throw error("unsupported construct '\(current.text) declaration'")
    default:
      throw error("expected declaration")
    }
  }

  private mutating func parseImport(start: SourceLocation) throws(ReadError) -> Decl {
    advance()
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]
    if current.isWord && kinds.contains(current.text) && peek().isWord { advance() }
    var path = try identifier("expected module name in import declaration").0
    while at(".") && !current.newlineBefore {
      advance()
      path += "." + (try identifier("expected identifier in import path").0)
    }
    return try makeDecl(.importDecl(path), from: start)
  }

  private mutating func parseTypeDeclaration(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    let keyword = current.text
    let kind: TypeDecl.Kind
    switch keyword {
    case "struct": kind = .structType
    case "class": kind = .classType
    case "enum": kind = .enumType
    case "actor": kind = .actorType
    default: kind = .protocolType
    }
    advance()
    let (name, nameRange) = try identifier("expected identifier in \(keyword) declaration")
    let generics = try parseGenericParameters()
    let inheritance = try parseInheritance()
    try parseWhereClause()
    let members = try parseMemberBlock(of: keyword)
    let type = TypeDecl(
      kind: kind, name: name, nameRange: nameRange, attributes: attributes, modifiers: modifiers,
      genericParameters: generics, inheritance: inheritance, members: members)
    return try makeDecl(.type(type), from: start)
  }

  private mutating func parseExtension(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    advance()
    guard current.isWord else { throw error("expected type name in extension declaration") }
    let extendedType = try parseType()
    let inheritance = try parseInheritance()
    try parseWhereClause()
    let members = try parseMemberBlock(of: "extension")
    let ext = ExtensionDecl(
      extendedType: extendedType, attributes: attributes, modifiers: modifiers,
      inheritance: inheritance, members: members)
    return try makeDecl(.extensionDecl(ext), from: start)
  }

  /// `{ member … }` of a type or extension.
  private mutating func parseMemberBlock(of what: String) throws(ReadError) -> [Decl] {
    try expect("{", "expected '{' in \(what)")
    var members: [Decl] = []
    var progress = LoopProgress()
    while !at("}") {
      guard !current.isEOF else { throw error("expected '}' at end of \(what)") }
      try progress.check(self)
      if consume(";") { continue }
      if atConditionalStart() {
        members.append(try parseConditional { parser throws(ReadError) in try parser.parseDeclaration(scope: .type) })
        continue
      }
      members.append(try parseDeclaration(scope: .type))
      try expectSeparator(between: "declarations")
    }
    advance()
    return members
  }

  /// `#Preview { … }`, `#Preview("Name") { … }`.
  private mutating func parseMacroDeclaration(start: SourceLocation) throws(ReadError) -> Decl {
    let (name, arguments, closures) = try parseMacroExpansionParts()
    return try makeDecl(
      .macroExpansion(name: name, arguments: arguments, trailingClosures: closures), from: start)
  }

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
    let generics = try parseGenericParameters()
    let parameters = try parseParameterClause()
    let (isAsync, isThrowing) = try parseEffects()
    let thrownType = lastThrownType
    var returnType: TypeSyntax? = nil
    if atOperator("->") {
      advance()
      returnType = try parseType()
    }
    try parseWhereClause()
    let body = at("{") ? try parseBlock("expected '{' in body of function declaration") : nil
    var function = FunctionDecl(
      name: name, nameRange: nameRange, attributes: attributes, modifiers: modifiers,
      genericParameters: generics, parameters: parameters, isAsync: isAsync,
      isThrowing: isThrowing, returnType: returnType, body: body)
    function.thrownType = thrownType
    return function
  }

  private mutating func parseInitializer(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    advance()
    var isFailable = false
    if (atOperator("?") || atOperator("!")) && !current.spaceBefore {
      isFailable = true
      advance()
    }
    _ = try parseGenericParameters()
    guard at("(") else { throw error("expected '(' for initializer parameters") }
    let parameters = try parseParameterClause()
    let (isAsync, isThrowing) = try parseEffects()
    try parseWhereClause()
    let body = at("{") ? try parseBlock("expected '{' in body of initializer") : nil
    let initializer = InitializerDecl(
      attributes: attributes, modifiers: modifiers, isFailable: isFailable,
      parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, body: body)
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
  private mutating func parseParameter() throws(ReadError) -> Parameter {
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

  // MARK: - Properties

  private mutating func parseVariable(
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

  private mutating func parseAccessor() throws(ReadError) -> Accessor {
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

  private mutating func parseEnumCase(start: SourceLocation) throws(ReadError) -> Decl {
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
    return try makeDecl(.enumCase(EnumCaseDecl(elements: elements)), from: start)
  }

  /// `(Int)`, `(label: String, Int = 0)` after an enum case's name.
  private mutating func parseAssociatedValues() throws(ReadError)
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

  private mutating func parseTypeAlias(start: SourceLocation) throws(ReadError) -> Decl {
    advance()
    let (name, _) = try identifier("expected identifier in typealias declaration")
    _ = try parseGenericParameters()
    guard atOperator("=") else { throw error("expected '=' in type alias declaration") }
    advance()
    let type = try parseType()
    try parseWhereClause()
    return try makeDecl(.typeAlias(name: name, type: type), from: start)
  }

  private mutating func parseAssociatedType(start: SourceLocation) throws(ReadError) -> Decl {
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
  private mutating func parseSubscript(
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
    if at("{") {
      switch try parseAccessorBlock() {
      case .getter(let statements):
        body = statements
      case .accessors(let accessors):
        for accessor in accessors where accessor.kind != .get {
          throw ReadError(
            "unsupported construct 'subscript \(accessor.kind.rawValue)'", at: accessor.range.start)
        }
        body = accessors.first?.body
      }
    }
    let function = FunctionDecl(
      name: "subscript", nameRange: nameRange, attributes: attributes, modifiers: modifiers,
      genericParameters: generics, parameters: parameters, isAsync: false, isThrowing: false,
      returnType: returnType, body: body)
    return try makeDecl(.subscriptDecl(function), from: start)
  }

  // MARK: - Generics and inheritance

  /// `<T: View, U>`; none when the next token is not `<`.
  mutating func parseGenericParameters() throws(ReadError) -> [GenericParameter] {
    guard consumeOperatorPrefix("<") else { return [] }
    var parameters: [GenericParameter] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      if atWord("each") { throw error("unsupported construct 'parameter pack'") }
      let (name, _) = try identifier("expected an identifier to name generic parameter")
      var constraint: TypeSyntax? = nil
      if consume(":") { constraint = try parseType() }
      parameters.append(GenericParameter(name: name, constraint: constraint))
    } while consume(",")
    guard consumeOperatorPrefix(">") else {
      throw error("expected '>' to complete generic parameter list")
    }
    return parameters
  }

  /// `: App`, `: NSObject, UIApplicationDelegate`.
  mutating func parseInheritance() throws(ReadError) -> [TypeSyntax] {
    guard consume(":") else { return [] }
    var types: [TypeSyntax] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      types.append(try parseType())
    } while consume(",")
    return types
  }

  /// `where T: Equatable, U == Int`: read and dropped, since the engine does not check types.
  mutating func parseWhereClause() throws(ReadError) {
    guard consumeWord("where") else { return }
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      _ = try parseType()
      if consume(":") {
        _ = try parseType()
      } else if atOperator("==") {
        advance()
        _ = try parseType()
      } else {
        throw error("expected ':' or '==' to indicate a conformance or same-type requirement")
      }
    } while consume(",")
  }

  // MARK: - Attributes and modifiers

  /// `@main`, `@State`, `@Environment(\.scenePhase)`, `@UIApplicationDelegateAdaptor(T.self)`.
  mutating func parseAttributes() throws(ReadError) -> [Attribute] {
    var attributes: [Attribute] = []
    while at("@") {
      let start = location
      advance()
      guard current.isWord, !current.spaceBefore else { throw error("expected an attribute name") }
      var name = current.text
      advance()
      while at(".") && !current.spaceBefore && peek().isWord {
        advance()
        name += "." + current.text
        advance()
      }
      var arguments: [Argument]? = nil
      if at("(") && !current.spaceBefore {
        if Keywords.attributesWithoutExpressionArguments.contains(name) {
          try skipBalancedParentheses("expected ')' in '\(name)' attribute")
          arguments = []
        } else {
          arguments = try parseArgumentList(closing: ")", "expected ')' in '\(name)' attribute")
            .arguments
        }
      }
      attributes.append(Attribute(name: name, arguments: arguments, range: range(from: start)))
    }
    return attributes
  }

  /// Skips `( … )` with everything nested in it, for arguments that are not expressions.
  mutating func skipBalancedParentheses(_ message: String) throws(ReadError) {
    var depth = 0
    repeat {
      if current.isEOF { throw error(message) }
      if at("(") { depth += 1 } else if at(")") { depth -= 1 }
      advance()
    } while depth > 0
  }

  private mutating func parseModifiers() throws(ReadError) -> [DeclModifier] {
    var modifiers: [DeclModifier] = []
    while isModifier(at: 0) {
      let start = location
      let name = current.text
      advance()
      var detail: String? = nil
      if at("(") && !current.spaceBefore {
        advance()
        detail = current.text
        advance()
        try expect(")", "expected ')' in '\(name)' modifier")
      }
      modifiers.append(DeclModifier(name: name, detail: detail, range: range(from: start)))
    }
    return modifiers
  }
}
