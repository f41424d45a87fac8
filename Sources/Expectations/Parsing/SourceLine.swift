import Transcript

/// One line of a fixture, with what is needed to point at any byte of it.
struct SourceLine: Sendable {
  /// The fixture's path.
  var path: String
  /// 1-based line number.
  var number: Int
  /// The line without its line break.
  var text: String

  /// The location of the byte at `offset` (0-based, UTF-8) in this line.
  func location(offset: Int = 0) -> SourceLocation {
    SourceLocation(file: path, line: number, column: offset + 1)
  }

  /// An error pointing at the byte at `offset`.
  func error(_ message: String, offset: Int = 0) -> FixtureError {
    FixtureError(message, at: location(offset: offset))
  }

  /// The UTF-8 offset of `index` in the line.
  func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }

  var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

  /// Whether the line opens a section: `== home ==`, `== build ==`.
  var isSection: Bool { text.hasPrefix("==") }

  /// Whether the line is a directive or, before the first section, a file marker.
  var isMarker: Bool { text.hasPrefix("--") }

  /// The text between the opening and closing `--` (or `==`), trimmed, and its offset;
  /// nil when the line does not end with the same two characters.
  func delimited(by delimiter: String) -> (text: String, offset: Int)? {
    guard text.hasPrefix(delimiter), text.hasSuffix(delimiter), text.utf8.count >= 4 else {
      return nil
    }
    let inner = text.dropFirst(2).dropLast(2)
    let trimmed = inner.drop { $0 == " " }
    return (String(trimmed).trimmingSpaces(), offset(of: trimmed.startIndex))
  }

  /// Splits fixture text into lines: a byte-order mark is dropped, CRLF becomes LF, and a
  /// final line break adds no line.
  static func split(_ text: String, path: String) -> [SourceLine] {
    var normalised = text.replacingCRLF()
    if normalised.hasPrefix("\u{FEFF}") { normalised.removeFirst() }
    // Bytes, not characters: after CR CR LF became CR LF, Swift reads the CR LF left as one
    // character, and the line would run on into the next.
    // Over the text's own buffer: the generic split of a UTF-8 view went byte by byte through
    // its iterator, a tenth of reading a course's fixtures.
    var lines: [SourceLine] = []
    normalised.withUTF8 { bytes in
      var start = 0
      func line(to end: Int) {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        lines.append(SourceLine(path: path, number: lines.count + 1, text: text))
      }
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
        line(to: index)
        start = index + 1
      }
      if start < bytes.count { line(to: bytes.count) }
    }
    return lines
  }
}

extension String {
  /// The text with every `\r\n` turned into `\n`; a lone `\r` stays.
  func replacingCRLF() -> String {
    var copy = self
    guard copy.withUTF8({ $0.contains(UInt8(ascii: "\r")) }) else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    let source = Array(utf8)
    var index = 0
    while index < source.count {
      if source[index] == UInt8(ascii: "\r"), index + 1 < source.count,
        source[index + 1] == UInt8(ascii: "\n")
      {
        index += 1
        continue
      }
      bytes.append(source[index])
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
