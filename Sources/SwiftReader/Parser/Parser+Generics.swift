import Transcript

/// Generic parameters, inheritance clauses, where clauses, attributes and modifiers.
extension Parser {
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

  /// `where T: Equatable, U == Int`: read, and dropped but for the conformances required of
  /// `Self` (returned: an extension's members may use theirs), since the engine does not check types.
  @discardableResult
  mutating func parseWhereClause() throws(ReadError) -> [TypeSyntax] {
    var none: [GenericParameter] = []
    return try parseWhereClause(into: &none)
  }

  /// A function's `where T: Named`: also added to the constraint of its generic parameter `T`
  /// (with `&` when `<T: A>` already has one), so the function's code knows what `T` is.
  @discardableResult
  mutating func parseWhereClause(into generics: inout [GenericParameter]) throws(ReadError) -> [TypeSyntax] {
    guard consumeWord("where") else { return [] }
    var selfConformances: [TypeSyntax] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      let subject = try parseType()
      if consume(":") {
        let constraint = try parseType()
        if case .named("Self", let arguments) = subject.kind, arguments.isEmpty { selfConformances.append(constraint) }
        if case .named(let name, let arguments) = subject.kind, arguments.isEmpty,
          let index = generics.firstIndex(where: { $0.name == name })
        {
          let joined = generics[index].constraint.map { [$0, constraint] } ?? [constraint]
          generics[index].constraint = joined.count == 1
            ? constraint : TypeSyntax(.composition(joined), range: SourceRange(start: joined[0].range.start, end: constraint.range.end))
        }
      } else if atOperator("==") {
        advance()
        _ = try parseType()
        if case .named(let name, _) = subject.kind,
          let index = generics.firstIndex(where: { $0.name == name.split(separator: ".").first.map(String.init) })
        {
          generics[index].hasSameTypeRequirement = true
        }
      } else {
        throw error("expected ':' or '==' to indicate a conformance or same-type requirement")
      }
    } while consume(",")
    return selfConformances
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
      // `@ArrayBuilder<Int>`: a generic result builder or wrapper, named without its arguments.
      _ = try parseGenericArguments()
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

  mutating func parseModifiers() throws(ReadError) -> [DeclModifier] {
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
