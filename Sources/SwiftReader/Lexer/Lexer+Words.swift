import Transcript

/// Words, numbers, operators (with their fixity) and `#` keywords.
extension Lexer {
  // MARK: - Words, numbers, operators

  /// Consumes identifier characters (letters, digits, `_`, and Unicode identifier scalars).
  mutating func lexWord() {
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
  mutating func lexNumber(afterPeriod: Bool) throws(ReadError) -> Token.Kind {
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

  mutating func skipDigits(radix: Int) {
    while let c = current, CharacterClass.isDigit(c, radix: radix) || c == UInt8(ascii: "_") {
      position += 1
    }
  }

  /// Lexes a maximal run of operator characters and gives it a fixity from its surroundings.
  mutating func lexOperator(start: TextPosition) throws(ReadError) -> Token.Kind {
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
  func isLeftBound(_ offset: Int) -> Bool {
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
  func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
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
  mutating func lexPound(start: TextPosition) throws(ReadError) -> Token.Kind {
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
