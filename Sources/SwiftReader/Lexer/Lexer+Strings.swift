import Transcript

/// String literals: escapes, interpolations lexed into nested token lists, multi-line
/// literals with their indentation removed, and raw strings delimited by `#`.
extension Lexer {
  /// A piece of a multi-line literal before its indentation is removed.
  private enum Piece {
    /// Characters as written on one line.
    case raw([UInt8])
    /// Characters produced by an escape: never indentation.
    case escaped([UInt8])
    /// A line break in the source; the next line is `line`.
    case newline(line: Int)
    /// `\` at the end of a line: the lines join without a newline.
    case continuation(line: Int)
    case interpolation(Token.Part)
  }

  /// Lexes a literal whose first `"` is at the position, after `pounds` `#` characters.
  mutating func lexString(pounds: Int, start: TextPosition) throws(ReadError) -> [Token.Part] {
    let quote = UInt8(ascii: "\"")
    if byte(at: position + 1) == quote && byte(at: position + 2) == quote {
      return try lexMultilineString(pounds: pounds, start: start)
    }
    position += 1
    var parts: [Token.Part] = []
    var buffer: [UInt8] = []
    while true {
      guard let c = current, c != UInt8(ascii: "\n"), c != UInt8(ascii: "\r") else {
        throw error("unterminated string literal", at: start)
      }
      if c == quote && hasPounds(pounds, at: position + 1) {
        position += 1 + pounds
        break
      }
      if c == UInt8(ascii: "\\") && hasPounds(pounds, at: position + 1) {
        let backslash = here
        position += 1 + pounds
        if current == UInt8(ascii: "(") {
          Self.flush(&buffer, into: &parts)
          parts.append(try lexInterpolation(backslash: backslash, multiline: false, string: start))
        } else {
          try lexEscape(into: &buffer, backslash: backslash, string: start)
        }
        continue
      }
      buffer.append(c)
      position += 1
    }
    Self.flush(&buffer, into: &parts)
    return parts
  }

  private func hasPounds(_ pounds: Int, at offset: Int) -> Bool {
    (0..<pounds).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
  }

  private static func flush(_ buffer: inout [UInt8], into parts: inout [Token.Part]) {
    guard !buffer.isEmpty else { return }
    let text = String(decoding: buffer, as: UTF8.self)
    if case .text(let previous)? = parts.last {
      parts[parts.count - 1] = .text(previous + text)
    } else {
      parts.append(.text(text))
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{1F955}`; the backslash (and any `#`) is consumed.
  private mutating func lexEscape(
    into buffer: inout [UInt8], backslash: TextPosition, string: TextPosition
  ) throws(ReadError) {
    guard let e = current else { throw error("unterminated string literal", at: string) }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
      UInt8(ascii: "0"): 0, UInt8(ascii: "\\"): UInt8(ascii: "\\"),
      UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "'"): UInt8(ascii: "'"),
    ]
    if let decoded = simple[e] {
      buffer.append(decoded)
      position += 1
      return
    }
    guard e == UInt8(ascii: "u") else {
      throw error("invalid escape sequence in literal", at: backslash)
    }
    position += 1
    guard current == UInt8(ascii: "{") else {
      throw error("expected hexadecimal code in braces after unicode escape", at: here)
    }
    position += 1
    var value: UInt32 = 0
    var digits = 0
    while let c = current, CharacterClass.isDigit(c, radix: 16) {
      let digit = c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10
      value = value &* 16 &+ UInt32(digit)
      digits += 1
      position += 1
    }
    guard digits >= 1 && digits <= 8 else {
      throw error("\\u{...} escape sequence expects between 1 and 8 hex digits", at: backslash)
    }
    guard current == UInt8(ascii: "}") else {
      throw error("expected '}' in \\u{...} escape sequence", at: here)
    }
    position += 1
    guard let scalar = Unicode.Scalar(value) else {
      throw error("invalid unicode scalar", at: backslash)
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  /// Lexes `( … )` after the backslash of an interpolation into tokens ending with `eof`.
  private mutating func lexInterpolation(
    backslash: TextPosition, multiline: Bool, string: TextPosition
  ) throws(ReadError) -> Token.Part {
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    guard interpolationDepth <= Self.maximumInterpolationDepth else {
      throw error("string interpolation is nested too deeply", at: backslash)
    }
    let openOffset = position
    let openStart = here
    position += 1
    var tokens = [
      Token(
        kind: .punct, text: "(", start: openStart, end: here, startOffset: openOffset,
        endOffset: position, newlineBefore: false, spaceBefore: false)
    ]
    previousWasPeriod = false
    var depth = 1
    while depth > 0 {
      let token = try nextToken()
      if token.isEOF || (!multiline && token.newlineBefore) {
        throw error("unterminated string literal", at: string)
      }
      if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") {
        depth += 1
      } else if token.isPunct(")") || token.isPunct("]") || token.isPunct("}") {
        depth -= 1
      }
      tokens.append(token)
    }
    guard let close = tokens.last, close.isPunct(")") else {
      throw error("expected ')' in string interpolation", at: tokens[tokens.count - 1].start)
    }
    tokens.append(
      Token(
        kind: .eof, text: "", start: here, end: here, startOffset: position, endOffset: position,
        newlineBefore: true, spaceBefore: false))
    previousWasPeriod = false
    return .interpolation(
      tokens, range: SourceRange(start: location(backslash), end: location(here)))
  }

  // MARK: - Multi-line literals

  private mutating func lexMultilineString(
    pounds: Int, start: TextPosition
  ) throws(ReadError) -> [Token.Part] {
    let quote = UInt8(ascii: "\"")
    position += 3
    while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == 0x0D {
      position += 1
    }
    guard current == UInt8(ascii: "\n") else {
      throw error("multi-line string literal content must begin on a new line")
    }
    step()
    let firstLine = line
    var pieces: [Piece] = []
    var raw: [UInt8] = []
    var lineHasContent = false
    func flushRaw() {
      if !raw.isEmpty { pieces.append(.raw(raw)) }
      raw.removeAll(keepingCapacity: true)
    }
    while true {
      guard let c = current else { throw error("unterminated string literal", at: start) }
      if c == quote && byte(at: position + 1) == quote && byte(at: position + 2) == quote
        && hasPounds(pounds, at: position + 3)
      {
        guard !lineHasContent else {
          throw error(
            "multi-line string literal closing delimiter must begin on a new line", at: here)
        }
        flushRaw()
        position += 3 + pounds
        break
      }
      if c == UInt8(ascii: "\n") {
        flushRaw()
        step()
        pieces.append(.newline(line: line))
        lineHasContent = false
        continue
      }
      if c == 0x0D && byte(at: position + 1) == UInt8(ascii: "\n") {
        position += 1
        continue
      }
      if c == UInt8(ascii: "\\") && hasPounds(pounds, at: position + 1) {
        let backslash = here
        position += 1 + pounds
        if current == UInt8(ascii: "(") {
          flushRaw()
          pieces.append(
            .interpolation(
              try lexInterpolation(backslash: backslash, multiline: true, string: start)))
          lineHasContent = true
        } else if isLineContinuation() {
          flushRaw()
          while current != UInt8(ascii: "\n") { position += 1 }
          step()
          pieces.append(.continuation(line: line))
          lineHasContent = false
        } else {
          var escaped: [UInt8] = []
          try lexEscape(into: &escaped, backslash: backslash, string: start)
          flushRaw()
          pieces.append(.escaped(escaped))
          lineHasContent = true
        }
        continue
      }
      if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { lineHasContent = true }
      raw.append(c)
      position += 1
    }
    return try Self.assemble(pieces, firstLine: firstLine, file: file)
  }

  /// After a backslash: only spaces or tabs up to the end of the line.
  private func isLineContinuation() -> Bool {
    var offset = position
    while let c = byte(at: offset), c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0D {
      offset += 1
    }
    return byte(at: offset) == UInt8(ascii: "\n")
  }

  /// Removes the closing delimiter's indentation from every line and joins the lines.
  private static func assemble(
    _ pieces: [Piece], firstLine: Int, file: String
  ) throws(ReadError) -> [Token.Part] {
    var lines: [[Piece]] = [[]]
    var breaks: [Piece] = []
    for piece in pieces {
      switch piece {
      case .newline, .continuation:
        breaks.append(piece)
        lines.append([])
      default:
        lines[lines.count - 1].append(piece)
      }
    }
    var indentation: [UInt8] = []
    for case .raw(let bytes) in lines[lines.count - 1] { indentation += bytes }
    if case .continuation(let line)? = breaks.last {
      throw ReadError(
        "escaped newline at the last line is not allowed",
        at: SourceLocation(file: file, line: line - 1, column: 1))
    }

    var parts: [Token.Part] = []
    var buffer: [UInt8] = []
    let contentCount = lines.count - 1
    for index in 0..<contentCount {
      var line = lines[index]
      let lineNumber: Int
      switch index == 0 ? nil : breaks[index - 1] {
      case .newline(let number)?, .continuation(let number)?: lineNumber = number
      default: lineNumber = firstLine
      }
      if !indentation.isEmpty {
        if case .raw(let bytes)? = line.first, bytes.starts(with: indentation) {
          line[0] = .raw(Array(bytes.dropFirst(indentation.count)))
        } else if line.allSatisfy(Self.isBlank) {
          line = []
        } else {
          // Where the line's indentation first departs from the closing line's, as swiftc
          // places it; a space or tab there is the wrong kind of whitespace, not too little.
          var leading: [UInt8] = []
          if case .raw(let bytes)? = line.first { leading = bytes }
          var matched = 0
          while matched < indentation.count, matched < leading.count, leading[matched] == indentation[matched] { matched += 1 }
          let at = SourceLocation(file: file, line: lineNumber, column: matched + 1)
          if matched < leading.count, leading[matched] == 0x20 || leading[matched] == 0x09 {
            let kind = leading[matched] == 0x20 ? "space" : "tab"
            throw ReadError("unexpected \(kind) in indentation of line in multi-line string literal", at: at)
          }
          throw ReadError("insufficient indentation of line in multi-line string literal", at: at)
        }
      }
      for piece in line {
        switch piece {
        case .raw(let bytes), .escaped(let bytes): buffer += bytes
        case .interpolation(let part):
          flush(&buffer, into: &parts)
          parts.append(part)
        default: break
        }
      }
      if index < contentCount - 1, case .newline = breaks[index] {
        buffer.append(0x0A)
      }
    }
    flush(&buffer, into: &parts)
    return parts
  }

  private static func isBlank(_ piece: Piece) -> Bool {
    if case .raw(let bytes) = piece {
      return bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
    return false
  }
}
