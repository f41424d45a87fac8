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
      // `$N` is the closure's argument N, which swiftc keeps in 32 bits.
      let digits = bytes[(startOffset + 1)..<position]
      if digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        UInt32(String(decoding: digits, as: UTF8.self)) == nil
      {
        throw error("numeric value following '$' is too large", at: start)
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
  mutating func skipBlockComment() throws(ReadError) -> Bool {
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

  mutating func skipHashbang() {
    guard bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) else { return }
    while let c = current, c != UInt8(ascii: "\n") { position += 1 }
  }
}
