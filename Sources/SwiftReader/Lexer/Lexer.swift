import Transcript

/// Turns Swift source into tokens, working on UTF-8 bytes so that columns count bytes as
/// swiftc's do.
///
/// The lexer records what the parser needs for Swift's whitespace rules: whether a newline
/// or any space precedes each token, and each operator's fixity (`a - b` infix, `-b` prefix,
/// `a!` postfix), decided from the characters on either side as Swift's own lexer does.
/// String literals are lexed whole, their interpolations into nested token lists.
struct Lexer {
  let bytes: [UInt8]
  let file: String
  var position = 0
  var line = 1
  var lineStart = 0
  /// How many string interpolations enclose the position, so nesting stays bounded.
  var interpolationDepth = 0
  /// The last token was a `.` with nothing after it, so digits are a tuple index (`t.0.1`).
  var previousWasPeriod = false

  static let maximumInterpolationDepth = 16

  init(text: String, file: String) {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes.removeFirst(3)
    }
    self.bytes = bytes
    self.file = file
  }

  /// Lexes the whole text; the last token is always `eof`.
  mutating func tokenize() throws(ReadError) -> [Token] {
    skipHashbang()
    var tokens: [Token] = []
    while true {
      let token = try nextToken()
      tokens.append(token)
      if token.isEOF { return tokens }
    }
  }

  /// The current position.
  var here: TextPosition {
    TextPosition(line: line, column: position - lineStart + 1)
  }

  /// `position` in the file, as errors and nodes report it.
  func location(_ position: TextPosition) -> SourceLocation {
    SourceLocation(file: file, line: position.line, column: position.column)
  }

  /// An error at `position` (the current position by default).
  func error(_ message: String, at position: TextPosition? = nil) -> ReadError {
    ReadError(message, at: location(position ?? here))
  }

  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  var current: UInt8? { byte(at: position) }

  /// Steps over one byte, keeping the line count when it is a newline.
  mutating func step() {
    if bytes[position] == UInt8(ascii: "\n") {
      line += 1
      lineStart = position + 1
    }
    position += 1
  }

  // MARK: - Tokens

  mutating func nextToken() throws(ReadError) -> Token {
    let (newline, space) = try skipTrivia()
    let startOffset = position
    let start = here
    var isEscaped = false
    let kind: Token.Kind
    var text: String? = nil

    guard let c = current else {
      return Token(
        kind: .eof, text: "", start: start, end: start, startOffset: startOffset,
        endOffset: startOffset, newlineBefore: true, spaceBefore: space)
    }
    switch c {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      lexWord()
      kind = .word
    case UInt8(ascii: "$"):
      position += 1
      lexWord()
      if position == startOffset + 1 {
        throw error("'$' is not an identifier; use backticks to escape it", at: start)
      }
      kind = .word
    case UInt8(ascii: "`"):
      position += 1
      lexWord()
      guard current == UInt8(ascii: "`"), position > startOffset + 1 else {
        throw error("expected '`' to end the escaped identifier", at: start)
      }
      text = String(decoding: bytes[(startOffset + 1)..<position], as: UTF8.self)
      position += 1
      isEscaped = true
      kind = .word
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      kind = try lexNumber(afterPeriod: previousWasPeriod && !space)
    case UInt8(ascii: "\""):
      kind = .string(try lexString(pounds: 0, start: start))
      text = "\""
    case UInt8(ascii: "#"):
      kind = try lexPound(start: start)
      if case .pound = kind {
        text = String(decoding: bytes[(startOffset + 1)..<position], as: UTF8.self)
      } else {
        text = "\""
      }
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
      position += 1
      kind = .punct
    case UInt8(ascii: "."):
      if byte(at: position + 1) == UInt8(ascii: ".") {
        kind = try lexOperator(start: start)
      } else {
        position += 1
        kind = .punct
      }
    case UInt8(ascii: "'"):
      throw error("single-quoted string literal found, use '\"'", at: start)
    default:
      if c < 0x80 && CharacterClass.isOperatorHead(UInt32(c)) {
        kind = try lexOperator(start: start)
      } else if c >= 0x80 {
        let (scalar, _) = decodeScalar(at: position)
        if CharacterClass.isCurlyQuote(scalar) {
          throw error("unicode curly quote found, replace with '\"'", at: start)
        } else if CharacterClass.isOperatorHead(scalar) {
          kind = try lexOperator(start: start)
        } else if CharacterClass.isIdentifierHead(scalar) {
          lexWord()
          kind = .word
        } else {
          throw error("invalid character in source file", at: start)
        }
      } else {
        throw error("invalid character in source file", at: start)
      }
    }

    let token = Token(
      kind: kind,
      text: text ?? String(decoding: bytes[startOffset..<position], as: UTF8.self),
      start: start, end: here, startOffset: startOffset, endOffset: position,
      newlineBefore: newline || startOffset == 0, spaceBefore: space, isEscaped: isEscaped)
    previousWasPeriod = token.isPunct(".")
    return token
  }

  /// Skips whitespace and comments, and tells whether they held a newline or anything at all.
  mutating func skipTrivia() throws(ReadError) -> (newline: Bool, space: Bool) {
    var newline = false
    var space = false
    while let c = current {
      switch c {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
        position += 1
        space = true
      case UInt8(ascii: "\n"):
        step()
        newline = true
        space = true
      case 0xC2 where byte(at: position + 1) == 0xA0:  // no-break space
        position += 2
        space = true
      case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
        while let d = current, d != UInt8(ascii: "\n") { position += 1 }
        space = true
      case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
        if try skipBlockComment() { newline = true }
        space = true
      default:
        return (newline, space)
      }
    }
    return (newline, space)
  }

  /// Skips a (possibly nested) `/* … */` comment and tells whether it spanned lines.
  private mutating func skipBlockComment() throws(ReadError) -> Bool {
    let start = here
    var depth = 0
    var spansLines = false
    while let c = current {
      if c == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if c == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return spansLines }
      } else {
        if c == UInt8(ascii: "\n") { spansLines = true }
        step()
      }
    }
    throw error("unterminated '/*' comment", at: start)
  }

  private mutating func skipHashbang() {
    guard bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) else { return }
    while let c = current, c != UInt8(ascii: "\n") { position += 1 }
  }

  // MARK: - Words, numbers, operators

  /// Consumes identifier characters (letters, digits, `_`, and Unicode identifier scalars).
  private mutating func lexWord() {
    while let c = current {
      if c < 0x80 {
        guard CharacterClass.isIdentifierBody(UInt32(c)) else { return }
        position += 1
      } else {
        let (scalar, length) = decodeScalar(at: position)
        guard CharacterClass.isIdentifierBody(scalar) else { return }
        position += length
      }
    }
  }

  /// `42`, `1_000`, `0x1F`, `0b1010`, `0o17`, `0.85`, `1e-3`; only digits right after a `.`.
  private mutating func lexNumber(afterPeriod: Bool) throws(ReadError) -> Token.Kind {
    var radix = 10
    if current == UInt8(ascii: "0"), let marker = byte(at: position + 1) {
      switch marker {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "b"): radix = 2
      case UInt8(ascii: "o"): radix = 8
      default: break
      }
      if radix != 10 {
        position += 2
        guard let first = current, CharacterClass.isDigit(first, radix: radix) else {
          throw error("expected a digit after integer literal prefix", at: here)
        }
      }
    }
    skipDigits(radix: radix)
    var isFloat = false
    if !afterPeriod && (radix == 10 || radix == 16) {
      if current == UInt8(ascii: "."), let next = byte(at: position + 1),
        CharacterClass.isDigit(next, radix: radix)
      {
        position += 1
        skipDigits(radix: radix)
        isFloat = true
      }
      let exponent: [UInt8] =
        radix == 16
        ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
      if let c = current, exponent.contains(c) {
        position += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
        guard let d = current, CharacterClass.isDigit(d, radix: 10) else {
          throw error("expected a digit in floating point exponent", at: here)
        }
        skipDigits(radix: 10)
        isFloat = true
      }
    }
    if current != nil {
      let (scalar, length) = decodeScalar(at: position)
      if CharacterClass.isIdentifierBody(scalar) {
        let character = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        let what = isFloat ? "floating point" : "integer"
        throw error("'\(character)' is not a valid digit in \(what) literal", at: here)
      }
    }
    return isFloat ? .float : .integer
  }

  private mutating func skipDigits(radix: Int) {
    while let c = current, CharacterClass.isDigit(c, radix: radix) || c == UInt8(ascii: "_") {
      position += 1
    }
  }

  /// Lexes a maximal run of operator characters and gives it a fixity from its surroundings.
  private mutating func lexOperator(start: TextPosition) throws(ReadError) -> Token.Kind {
    let startOffset = position
    let startsWithDot = current == UInt8(ascii: ".")
    while let c = current {
      if c == UInt8(ascii: ".") {
        guard startsWithDot else { break }
        position += 1
      } else if c == UInt8(ascii: "/"), position > startOffset,
        byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*")
      {
        break
      } else if c < 0x80 {
        guard CharacterClass.isOperatorHead(UInt32(c)) else { break }
        position += 1
      } else {
        let (scalar, length) = decodeScalar(at: position)
        guard CharacterClass.isOperatorBody(scalar), !CharacterClass.isCurlyQuote(scalar) else {
          break
        }
        position += length
      }
    }
    let leftBound = isLeftBound(startOffset)
    let rightBound = isRightBound(position, leftBound: leftBound)
    var fixity: Token.Fixity = leftBound == rightBound ? .infix : (leftBound ? .postfix : .prefix)
    if position - startOffset == 1 {
      // As in swiftc: `x!` and `x?` are postfix whatever follows (`x![0]`, `x?.y`), and a `?`
      // with space before it is the ternary's.
      switch bytes[startOffset] {
      case UInt8(ascii: "!") where leftBound: fixity = .postfix
      case UInt8(ascii: "?"): fixity = leftBound ? .postfix : .infix
      default: break
      }
    }
    if position - startOffset == 1 && bytes[startOffset] == UInt8(ascii: "=") && fixity != .infix {
      throw error("'=' must have consistent whitespace on both sides", at: start)
    }
    return .op(fixity)
  }

  /// Whether the character before `offset` binds an operator to its left operand.
  private func isLeftBound(_ offset: Int) -> Bool {
    guard let c = byte(at: offset - 1) else { return false }
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return byte(at: offset - 2) != UInt8(ascii: "*")
    default:
      return true
    }
  }

  /// Whether the character at `offset` binds an operator to its right operand.
  private func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
    guard let c = byte(at: offset) else { return false }
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
      UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      let next = byte(at: offset + 1)
      return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
    default:
      return true
    }
  }

  /// `#Preview`, `#available`, or the start of a raw string `#"…"#`.
  private mutating func lexPound(start: TextPosition) throws(ReadError) -> Token.Kind {
    var pounds = 0
    while byte(at: position + pounds) == UInt8(ascii: "#") { pounds += 1 }
    if byte(at: position + pounds) == UInt8(ascii: "\"") {
      position += pounds
      return .string(try lexString(pounds: pounds, start: start))
    }
    position += 1
    let nameStart = position
    lexWord()
    guard position > nameStart, !CharacterClass.isDigit(bytes[nameStart], radix: 10) else {
      throw error("expected a macro identifier for a pound literal expression", at: start)
    }
    return .pound
  }

  /// Decodes the UTF-8 scalar at `offset` (the text came from a `String`, so it is valid).
  func decodeScalar(at offset: Int) -> (UInt32, Int) {
    let lead = bytes[offset]
    let length: Int
    var value: UInt32
    switch lead {
    case 0..<0x80: return (UInt32(lead), 1)
    case 0xC0..<0xE0:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0..<0xF0:
      length = 3
      value = UInt32(lead & 0x0F)
    default:
      length = 4
      value = UInt32(lead & 0x07)
    }
    for i in 1..<length {
      guard let next = byte(at: offset + i) else { return (0xFFFD, i) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    return (value, length)
  }
}
