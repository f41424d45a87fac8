import Transcript

/// Types: names with generic arguments, member types, optionals, collections, tuples,
/// function types, `some`/`any`, compositions, metatypes, attributes and `inout`.
extension Parser {
  mutating func parseType() throws(ReadError) -> TypeSyntax {
    try descend()
    defer { ascend() }
    let start = location
    if at("@") {
      let attributes = try parseAttributes()
      let type = try parseType()
      return TypeSyntax(.attributed(attributes, type), range: range(from: start))
    }
    if current.isWord && !current.isEscaped {
      switch current.text {
      case "inout":
        advance()
        return TypeSyntax(.inoutType(try parseType()), range: range(from: start))
      case "some":
        advance()
        return TypeSyntax(.opaque(try parseCompositionType()), range: range(from: start))
      case "any":
        advance()
        return TypeSyntax(.existential(try parseCompositionType()), range: range(from: start))
      case "each", "repeat", "sending", "borrowing", "consuming", "__owned", "__shared":
        throw error("unsupported construct '\(current.text)' in a type")
      default:
        break
      }
    }
    if at("(") {
      return try parseParenthesizedType()
    }
    let type = try parseCompositionType()
    if atOperator("->") || atWord("async") || atWord("throws") {
      throw error("single argument function types require parentheses")
    }
    return type
  }

  /// `A`, `A & B`, each with its postfix `?`, `!`, `.Type`.
  private mutating func parseCompositionType() throws(ReadError) -> TypeSyntax {
    let start = location
    return try parseCompositionRest(after: try parsePrimaryAndPostfixType(), start: start)
  }

  /// A primary type and its postfix `?`, `!`, `.Type`, each a level above the last.
  private mutating func parsePrimaryAndPostfixType() throws(ReadError) -> TypeSyntax {
    let (type, height) = try measuring { p throws(ReadError) in try p.parsePrimaryType() }
    return try parsePostfixType(type, height: height)
  }

  /// `& B & C` after a first type, if any follows.
  private mutating func parseCompositionRest(after first: TypeSyntax, start: SourceLocation) throws(ReadError)
    -> TypeSyntax
  {
    guard atOperator("&") else { return first }
    var types = [first]
    var progress = LoopProgress()
    while atOperator("&") {
      try progress.check(self)
      advance()
      types.append(try parsePrimaryAndPostfixType())
    }
    return TypeSyntax(.composition(types), range: range(from: start))
  }

  /// `(A, B) async throws -> R`, `(label: Int, Int)`, `()`, or a parenthesised type.
  private mutating func parseParenthesizedType() throws(ReadError) -> TypeSyntax {
    let start = location
    let (elements, height) = try measuring { p throws(ReadError) in try p.parseTupleTypeElements() }
    if atOperator("->") || atWord("async") || atWord("throws") || atWord("rethrows") {
      let (isAsync, isThrowing) = try parseEffects()
      guard atOperator("->") else { throw error("expected '->' after function parameter tuple") }
      advance()
      let result = try parseType()
      return TypeSyntax(
        .function(
          parameters: elements.map(\.type), isAsync: isAsync, isThrowing: isThrowing, result: result
        ),
        range: range(from: start))
    }
    var inner = TypeSyntax(.tuple(elements), range: range(from: start))
    if elements.count == 1 && elements[0].label == nil {
      inner = elements[0].type
      inner.range = range(from: start)
    }
    return try parseCompositionRest(
      after: try parsePostfixType(inner, start: start, height: height), start: start)
  }

  /// The elements between `(` and `)`: `label: Type`, `_ name: Type`, `Type`.
  private mutating func parseTupleTypeElements() throws(ReadError) -> [(
    label: String?, type: TypeSyntax
  )] {
    advance()
    let saved = allowsTrailingClosures
    allowsTrailingClosures = true
    defer { allowsTrailingClosures = saved }
    var elements: [(label: String?, type: TypeSyntax)] = []
    var progress = LoopProgress()
    while !at(")") {
      try progress.check(self)
      let label = parseElementLabel()
      let type = try parseType()
      if atOperator("...") {
        throw error("unsupported construct 'variadic parameter in a function type'")
      }
      elements.append((label, type))
      if !consume(",") { break }
    }
    try expect(")", "expected ')' at end of tuple list")
    return elements
  }

  /// `Int`, `Binding<String>`, `UIApplication.LaunchOptionsKey`, `[T]`, `[K: V]`.
  private mutating func parsePrimaryType() throws(ReadError) -> TypeSyntax {
    let start = location
    if at("[") {
      advance()
      let element = try parseType()
      if consume(":") {
        let value = try parseType()
        try expect("]", "expected ']' in dictionary type")
        return TypeSyntax(.dictionary(key: element, value: value), range: range(from: start))
      }
      try expect("]", "expected ']' in array type")
      return TypeSyntax(.array(element), range: range(from: start))
    }
    if at("(") {
      return try parseParenthesizedType()
    }
    guard current.isWord,
      current.isEscaped || !Keywords.reserved.contains(current.text) || atWord("Self")
    else { throw error("expected type") }
    let name = current.text
    advance()
    var type = TypeSyntax(
      .named(name, genericArguments: try parseGenericArguments()), range: range(from: start))
    var height = 0
    var progress = LoopProgress()
    while at(".") && !current.newlineBefore && peek().isWord
      && !peek().isWord("Type") && !peek().isWord("Protocol")
    {
      try progress.check(self)
      let linkStart = location
      advance()
      let member = current.text
      advance()
      let (arguments, argumentsHeight) = try measuring { p throws(ReadError) in
        try p.parseGenericArguments()
      }
      height = max(height, argumentsHeight) + 1
      try reachChain(height, at: linkStart)
      type = TypeSyntax(
        .member(base: type, name: member, genericArguments: arguments), range: range(from: start))
    }
    return type
  }

  /// `T?`, `T!`, `T.Type`, `T.Protocol`, written right after the type.
  ///
  /// `height` is how many levels `base` reaches; each postfix adds one.
  private mutating func parsePostfixType(
    _ base: TypeSyntax, start: SourceLocation? = nil, height: Int = 0
  ) throws(ReadError) -> TypeSyntax {
    let start = start ?? base.range.start
    var type = base
    var height = height
    var progress = LoopProgress()
    while true {
      try progress.check(self)
      let linkStart = location
      if !current.spaceBefore && consumeOperatorPrefix("?") {
        type = TypeSyntax(.optional(type), range: range(from: start))
      } else if !current.spaceBefore && consumeOperatorPrefix("!") {
        type = TypeSyntax(.implicitlyUnwrapped(type), range: range(from: start))
      } else if at(".") && !current.newlineBefore
        && (peek().isWord("Type") || peek().isWord("Protocol"))
      {
        advance()
        let isProtocol = atWord("Protocol")
        advance()
        type = TypeSyntax(.metatype(type, isProtocol: isProtocol), range: range(from: start))
      } else {
        return type
      }
      height += 1
      try reachChain(height, at: linkStart)
    }
  }

  /// `<String>`, `<Key, [Value]>` right after a name; none when no `<` follows.
  mutating func parseGenericArguments() throws(ReadError) -> [TypeSyntax] {
    guard !current.spaceBefore, consumeOperatorPrefix("<") else { return [] }
    var arguments: [TypeSyntax] = []
    var progress = LoopProgress()
    repeat {
      try progress.check(self)
      arguments.append(try parseType())
    } while consume(",")
    guard consumeOperatorPrefix(">") else {
      throw error("expected '>' to complete generic argument list")
    }
    return arguments
  }

  /// The label of a tuple element or an associated value, `label:` or `outer inner:` (the
  /// outer name is the label), or nil when there is none (`_:` is none too).
  mutating func parseElementLabel() -> String? {
    guard current.isWord else { return nil }
    if peek().isPunct(":") {
      let label = current.isWord("_") ? nil : current.text
      advance()
      advance()
      return label
    }
    if peek().isWord && peek(2).isPunct(":") {
      let label = current.isWord("_") ? nil : current.text
      advance()
      advance()
      advance()
      return label
    }
    return nil
  }
}
