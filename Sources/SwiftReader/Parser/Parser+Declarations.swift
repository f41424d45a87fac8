import Transcript

/// Files and declarations: types, extensions, member blocks, and which scope allows which.
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
  func isModifier(at offset: Int) -> Bool {
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
      return try parseEnumCase(start: start, isIndirect: modifiers.contains { $0.name == "indirect" })
    case "typealias":
      return try parseTypeAlias(start: start)
    case "associatedtype":
      return try parseAssociatedType(start: start)
    case "subscript":
      return try parseSubscript(start: start, attributes: attributes, modifiers: modifiers)
    case "operator":
      return try parseOperatorDeclaration(start: start, modifiers: modifiers, scope: scope)
    case "precedencegroup":
      return try parsePrecedenceGroup(start: start, scope: scope)
    case "macro":
      throw error("unsupported construct '\(current.text) declaration'")
    default:
      throw error("expected declaration")
    }
  }

  mutating func parseImport(start: SourceLocation) throws(ReadError) -> Decl {
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

  mutating func parseTypeDeclaration(
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

  mutating func parseExtension(
    start: SourceLocation, attributes: [Attribute], modifiers: [DeclModifier]
  ) throws(ReadError) -> Decl {
    advance()
    guard current.isWord else { throw error("expected type name in extension declaration") }
    let extendedType = try parseType()
    let inheritance = try parseInheritance()
    let isConstrained = atWord("where")
    let selfConformances = try parseWhereClause()
    let members = try parseMemberBlock(of: "extension")
    var ext = ExtensionDecl(
      extendedType: extendedType, attributes: attributes, modifiers: modifiers,
      inheritance: inheritance, members: members, selfConformances: selfConformances)
    ext.isConstrained = isConstrained
    return try makeDecl(.extensionDecl(ext), from: start)
  }

  /// `{ member … }` of a type or extension.
  mutating func parseMemberBlock(of what: String) throws(ReadError) -> [Decl] {
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
  mutating func parseMacroDeclaration(start: SourceLocation) throws(ReadError) -> Decl {
    let (name, arguments, closures) = try parseMacroExpansionParts()
    return try makeDecl(
      .macroExpansion(name: name, arguments: arguments, trailingClosures: closures), from: start)
  }
}
