import Transcript

/// Closure expressions: `{ old, new in … }`, `{ $0 }`, `{ [weak self] in … }`,
/// `{ @MainActor in … }`, `{ (a: Int, b) async throws -> Int in … }`.
extension Parser {
  /// What comes before `in`.
  private struct ClosureSignature {
    var attributes: [Attribute] = []
    var captureList: [String] = []
    var captures: [CaptureItem] = []
    var parameters: [ClosureParameter]? = nil
    var isAsync = false
    var isThrowing = false
    var returnType: TypeSyntax? = nil
  }

  /// `{ signature in statements }`; a closure without `in` declares no parameters.
  mutating func parseClosure() throws(ReadError) -> Closure {
    let start = location
    advance()
    let saved = allowsTrailingClosures
    allowsTrailingClosures = true
    defer { allowsTrailingClosures = saved }
    let signature =
      attempt { p throws(ReadError) in try p.parseClosureSignature() } ?? ClosureSignature()
    let body = try parseStatements(inSwitch: false)
    guard at("}") else { throw error("expected '}' at end of closure") }
    advance()
    var closure = Closure(
      parameters: signature.parameters, captureList: signature.captureList,
      attributes: signature.attributes, isAsync: signature.isAsync,
      isThrowing: signature.isThrowing, returnType: signature.returnType, body: body,
      range: range(from: start), id: try nextID())
    closure.captures = signature.captures
    return closure
  }

  /// Reads a signature up to and including `in`, or throws if the braces do not start with one.
  private mutating func parseClosureSignature() throws(ReadError) -> ClosureSignature {
    var signature = ClosureSignature()
    signature.attributes = try parseAttributes()
    if at("[") { (signature.captureList, signature.captures) = try parseCaptureList() }
    if at("(") {
      signature.parameters = try parseClosureParameterClause()
    } else if current.isWord && !atWord("in") && !atWord("async") && !atWord("throws") {
      var parameters: [ClosureParameter] = []
      var progress = LoopProgress()
      repeat {
        try progress.check(self)
        let start = location
        let (name, _) = try closureParameterName()
        parameters.append(ClosureParameter(name: name, type: nil, range: range(from: start)))
      } while consume(",")
      signature.parameters = parameters
    }
    (signature.isAsync, signature.isThrowing) = try parseEffects()
    if atOperator("->") {
      advance()
      signature.returnType = try parseType()
    }
    try expectWord("in", "expected 'in' after the closure signature")
    return signature
  }

  /// `_`, `old`, `$name`: any name that is not a keyword.
  private mutating func closureParameterName() throws(ReadError) -> (String, SourceRange) {
    if atWord("_") {
      let result = ("_", currentRange)
      advance()
      return result
    }
    return try identifier("expected the name of a closure parameter")
  }

  /// `(a: Int, b)`, `()`, `(_ x: Int)`.
  private mutating func parseClosureParameterClause() throws(ReadError) -> [ClosureParameter] {
    advance()
    var parameters: [ClosureParameter] = []
    var progress = LoopProgress()
    while !at(")") {
      try progress.check(self)
      let start = location
      var (name, _) = try closureParameterName()
      if current.isWord {
        name = try closureParameterName().0
      }
      var type: TypeSyntax? = nil
      if consume(":") { type = try parseType() }
      var isVariadic = false
      if type != nil, atOperator("...") {
        advance()
        isVariadic = true
      }
      parameters.append(ClosureParameter(name: name, type: type, range: range(from: start), isVariadic: isVariadic))
      if !consume(",") { break }
    }
    try expect(")", "expected ')' at end of closure parameter list")
    return parameters
  }

  /// `[weak self, unowned(unsafe) x, y = z]`: each item's source as written.
  private mutating func parseCaptureList() throws(ReadError) -> ([String], [CaptureItem]) {
    advance()
    var items: [String] = []
    var captures: [CaptureItem] = []
    var progress = LoopProgress()
    while !at("]") {
      try progress.check(self)
      let startOffset = current.startOffset
      let itemStart = location
      var ownership = CaptureItem.Ownership.strong
      if atWord("weak") || atWord("unowned") {
        ownership = atWord("weak") ? .weak : .unowned
        advance()
        if at("(") && !current.spaceBefore {
          advance()
          guard atWord("safe") || atWord("unsafe") else {
            throw error("expected 'safe' or 'unsafe' for 'unowned' specifier")
          }
          advance()
          try expect(")", "expected ')' after specifier for 'unowned'")
        }
      }
      let name: String
      if atWord("self") {
        advance()
        name = "self"
      } else {
        name = try identifier("expected name of in closure capture list").0
      }
      var value: Expr?
      if atOperator("=") {
        advance()
        value = try parseExpression()
      }
      items.append(sourceText(from: startOffset))
      captures.append(CaptureItem(ownership: ownership, name: name, value: value, range: range(from: itemStart)))
      if !consume(",") { break }
    }
    try expect("]", "expected ']' at end of capture list")
    return (items, captures)
  }
}
