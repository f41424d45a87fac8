import Transcript

/// Reads one file's tokens into the syntax tree, so the engine never sees text.
///
/// Recursive descent for declarations, statements, types and patterns; infix expressions
/// are collected as a sequence and folded by Swift's standard precedence.
///
/// Conventions:
/// - One parse function per node kind, grouped by area: `Parser+Declarations.swift`,
///   `Parser+Statements.swift`, `Parser+Expressions.swift` (with `Parser+Primary.swift` and
///   `Parser+Closures.swift`), `Parser+Types.swift` and `Parser+Patterns.swift`.
/// - Functions that consume tokens are `mutating`; lookahead (`peek`, `at`, `atWord`) is not.
/// - Nothing is synthesised or skipped. A token that cannot be read throws a `ReadError`
///   naming what was expected, at that token (at the end of the file when it ran out).
/// - Every list loop is guarded by `LoopProgress`, so bad input can never make it spin, and
///   nesting is bounded by `maximumDepth`, so deep input throws instead of exhausting the stack
///   (`LargeStackThread` runs the parser on a stack with room for that depth).
/// - Trying an alternative (a closure's signature, generic arguments in an expression, a
///   type in `[String].self`) copies the parser, which is a value, and keeps the copy only if
///   the attempt succeeded (`attempt`).
/// - A node's range runs from the start of its first token to the end of the last token
///   consumed (`previousEnd`). Ids are handed out as nodes finish: `fileIndex << 24 | ordinal`.
/// - Swift's layout rules: a statement ends at a newline or `;`; `(` and `[` on a new line
///   start a new statement; `.member` and an infix operator on a new line continue the
///   expression; a trailing closure's `{` must be on the callee's line, and there are none in
///   the conditions of `if`, `guard` and `while`, `for … in` sequences or `switch` subjects
///   (`allowsTrailingClosures`).
struct Parser {
  private(set) var tokens: [Token]
  private(set) var index = 0
  /// The token at `index`, or what is left of it after `consumeOperatorPrefix` split it.
  private(set) var current: Token
  /// Where the last consumed token ended: the end of the node being finished.
  private(set) var previousEnd: TextPosition
  /// How many tokens (or token pieces) have been consumed, for `LoopProgress`.
  private(set) var consumed = 0
  /// Tokens consumed by alternatives that failed and were read again (`attempt`): with
  /// `consumed`, the work done, which `workBudget` bounds.
  private var wasted = 0
  /// The work reading may take: alternatives inside alternatives (`{ [x = { [x = …`) would
  /// otherwise read the same tokens a number of times exponential in their nesting.
  private let workBudget: Int
  /// The file's UTF-8 text, for reading source as written (capture lists).
  let source: [UInt8]
  let file: String
  let fileIndex: Int
  private var ordinal = 0
  var allowsTrailingClosures = true
  /// The program's own infix operators and precedence groups, read from all its files first.
  var operators = OperatorTable()
  /// Set by `#sourceLocation(file:line:)`: the file named, what to add to a line's number, and
  /// the first line of the file it applies to.
  var lineRemap: (file: String, delta: Int, from: Int)?
  /// The error type of the last `throws(E)` read (SE-0413), nil for a plain `throws`.
  var lastThrownType: TypeSyntax?
  private var depth = 0
  /// The deepest level a node read so far reaches: levels of nesting, plus one for each link
  /// of a chain (`a.b.c`, `f()()`, `1 + 2 + 3`) built by a loop, which `depth` does not see.
  private var reach = 0

  /// Levels of nesting the parser itself recurses through.
  static let maximumDepth = ReadLimits.maximumNesting
  /// Levels a syntax tree may have, chains included: whatever walks the tree recursively
  /// (the engine, `SyntaxWalker`, releasing the tree) needs a stack that deep.
  static let maximumHeight = ReadLimits.maximumHeight
  static let maximumOrdinal = 1 << 24

  init(tokens: [Token], source: [UInt8], file: String, fileIndex: Int) {
    let tokens =
      tokens.isEmpty
      ? [
        Token(
          kind: .eof, text: "", start: TextPosition(line: 1, column: 1),
          end: TextPosition(line: 1, column: 1), startOffset: 0, endOffset: 0,
          newlineBefore: true, spaceBefore: false)
      ] : tokens
    self.tokens = tokens
    self.workBudget = ReadLimits.workPerToken * tokens.count + ReadLimits.workAllowance
    self.current = tokens[0]
    self.previousEnd = tokens[0].start
    self.source = source
    self.file = file
    self.fileIndex = fileIndex
  }

  // MARK: - Lookahead

  /// The token `offset` places after the current one (the final `eof` past the end).
  func peek(_ offset: Int = 1) -> Token {
    tokens[min(index + offset, tokens.count - 1)]
  }

  func at(_ punct: String) -> Bool { current.isPunct(punct) }

  func atWord(_ word: String) -> Bool { current.isWord(word) }

  func atOperator(_ op: String) -> Bool { current.isOperator(op) }

  /// Where the current token starts.
  var location: SourceLocation { sourceLocation(current.start) }

  /// The current token's range.
  var currentRange: SourceRange {
    SourceRange(start: sourceLocation(current.start), end: sourceLocation(current.end))
  }

  func sourceLocation(_ position: TextPosition) -> SourceLocation {
    guard let lineRemap, position.line >= lineRemap.from else {
      return SourceLocation(file: file, line: position.line, column: position.column)
    }
    return SourceLocation(file: lineRemap.file, line: max(1, position.line + lineRemap.delta), column: position.column)
  }

  /// The source text from `offset` to the end of the last consumed token, as written.
  func sourceText(from offset: Int) -> String {
    let end = index > 0 ? max(offset, tokens[index - 1].endOffset) : offset
    return String(decoding: source[offset..<min(end, source.count)], as: UTF8.self)
  }

  // MARK: - Consuming

  mutating func advance() {
    previousEnd = current.end
    consumed += 1
    if index < tokens.count - 1 { index += 1 }
    current = tokens[index]
  }

  mutating func consume(_ punct: String) -> Bool {
    guard at(punct) else { return false }
    advance()
    return true
  }

  mutating func consumeWord(_ word: String) -> Bool {
    guard atWord(word) else { return false }
    advance()
    return true
  }

  /// Consumes the punctuation `punct` or throws `message` at the current token.
  @discardableResult
  mutating func expect(_ punct: String, _ message: String) throws(ReadError) -> SourceLocation {
    guard at(punct) else { throw error(message) }
    let start = location
    advance()
    return start
  }

  mutating func expectWord(_ word: String, _ message: String) throws(ReadError) {
    guard atWord(word) else { throw error(message) }
    advance()
  }

  /// Consumes `prefix` from the front of an operator token (`>` of `>>` or `>?`, `?` of `?>`),
  /// leaving the rest as the current token, as generic argument lists and types need.
  mutating func consumeOperatorPrefix(_ prefix: String) -> Bool {
    guard current.isOperator, current.text.hasPrefix(prefix) else { return false }
    guard current.text != prefix else {
      advance()
      return true
    }
    let width = prefix.utf8.count
    var rest = current
    rest.text = String(current.text.dropFirst(prefix.count))
    rest.start = TextPosition(line: current.start.line, column: current.start.column + width)
    rest.startOffset += width
    rest.spaceBefore = false
    rest.newlineBefore = false
    rest.kind = .op(current.fixity == .prefix || current.fixity == .infix ? .infix : .postfix)
    previousEnd = rest.start
    consumed += 1
    current = rest
    return true
  }

  /// A word that can name something here: any escaped word, or a word that is not reserved.
  mutating func identifier(_ message: String) throws(ReadError) -> (String, SourceRange) {
    guard current.isWord, current.isEscaped || !Keywords.reserved.contains(current.text) else {
      throw error(message)
    }
    let result = (current.text, currentRange)
    advance()
    return result
  }

  // MARK: - Nodes

  mutating func nextID() throws(ReadError) -> Int {
    ordinal += 1
    guard ordinal < Self.maximumOrdinal else {
      throw ReadError("file is too long to read (too many syntax nodes)", at: location)
    }
    return fileIndex << 24 | ordinal
  }

  func range(from start: SourceLocation) -> SourceRange {
    SourceRange(start: start, end: max(start, sourceLocation(previousEnd)))
  }

  mutating func makeExpr(_ kind: Expr.Kind, from start: SourceLocation) throws(ReadError) -> Expr {
    Expr(kind, range: range(from: start), id: try nextID())
  }

  mutating func makeStmt(_ kind: Stmt.Kind, from start: SourceLocation) throws(ReadError) -> Stmt {
    Stmt(kind, range: range(from: start), id: try nextID())
  }

  mutating func makeDecl(_ kind: Decl.Kind, from start: SourceLocation) throws(ReadError) -> Decl {
    Decl(kind, range: range(from: start), id: try nextID())
  }

  func error(_ message: String) -> ReadError {
    ReadError(message, at: location)
  }

  // MARK: - Nesting, alternatives and nested token lists

  /// Enters one level of nesting; pair with `defer { ascend() }`.
  mutating func descend() throws(ReadError) {
    depth += 1
    reach = max(reach, depth)
    guard depth <= Self.maximumDepth else {
      throw error(
        "code is nested too deeply to read (more than \(Self.maximumDepth) levels of blocks,"
          + " closures, brackets and 'else if')")
    }
    guard consumed + wasted <= workBudget else {
      throw error("code is too ambiguous to read in reasonable time; simplify this expression")
    }
  }

  /// Reads with `parse`, and says how many levels below the current one its result reaches.
  mutating func measuring<T>(
    _ parse: (inout Parser) throws(ReadError) -> T
  ) throws(ReadError) -> (T, height: Int) {
    let saved = reach
    reach = depth
    let result = try parse(&self)
    let height = reach - depth
    reach = max(saved, reach)
    return (result, height)
  }

  /// Records a node a loop built `height` levels above the current one: a chain's newest
  /// link. Throws at the link that makes the tree too tall, before it grows further.
  mutating func reachChain(_ height: Int, at location: SourceLocation) throws(ReadError) {
    guard depth + height <= Self.maximumHeight else {
      throw ReadError(
        "expression is too long to read (more than \(Self.maximumHeight) levels of operators,"
          + " calls, members and nesting)", at: location)
    }
    reach = max(reach, depth + height)
  }

  mutating func ascend() {
    depth -= 1
  }

  /// Runs `parse` on a copy of the parser and keeps the copy's progress only if it succeeded.
  mutating func attempt<T>(_ parse: (inout Parser) throws(ReadError) -> T) -> T? {
    var trial = self
    guard let result = try? parse(&trial) else {
      wasted = trial.wasted + (trial.consumed - consumed)
      return nil
    }
    self = trial
    return result
  }

  /// Parses a nested token list (an interpolation's) with `parse`, then returns to the file.
  mutating func reading<T>(
    _ nested: [Token], _ parse: (inout Parser) throws(ReadError) -> T
  ) throws(ReadError) -> T {
    guard !nested.isEmpty else { throw error("expected expression in string interpolation") }
    let saved = (tokens, index, current, previousEnd, allowsTrailingClosures)
    tokens = nested
    index = 0
    current = nested[0]
    allowsTrailingClosures = true
    defer { (tokens, index, current, previousEnd, allowsTrailingClosures) = saved }
    return try parse(&self)
  }
}
