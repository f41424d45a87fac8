/// The prefix Xcode and NSLog put before a line: `2026-11-29 21:14:19.123456+0000 Garden[1234:56789] `.
///
/// The date and time are required; the fraction of a second and the time zone are optional;
/// the process name is any text without `[`, and the thread is decimal or hexadecimal.
enum XcodePrefix {
  /// Where the text after the prefix starts, or nil when the line has no such prefix.
  static func end(in line: Substring) -> String.Index? {
    let bytes = Array(line.utf8.prefix(160))
    guard let position = bytes.withUnsafeBufferPointer({ end(in: $0) }) else { return nil }
    return line.utf8.index(line.startIndex, offsetBy: position)
  }

  /// Where the text after the prefix starts, as a byte offset; nil when there is no prefix.
  static func end(in line: LineBytes) -> Int? {
    guard let first = line.first, NumberText.isDigit(first) else { return nil }
    let bytes = LineBytes(rebasing: line.prefix(160))
    var position = 0
    func digits(_ count: Int) -> Bool {
      guard position + count <= bytes.count else { return false }
      for offset in 0..<count where !NumberText.isDigit(bytes[position + offset]) { return false }
      position += count
      return true
    }
    func byte(_ character: Character) -> Bool {
      guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
      position += 1
      return true
    }
    func run(_ allowed: (UInt8) -> Bool) -> Bool {
      let start = position
      while position < bytes.count, allowed(bytes[position]) { position += 1 }
      return position > start
    }
    guard digits(4), byte("-"), digits(2), byte("-"), digits(2), byte(" "), digits(2), byte(":"),
      digits(2), byte(":"), digits(2)
    else { return nil }
    if byte(".") { guard run(NumberText.isDigit) else { return nil } }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      position += 1
      guard digits(4) else { return nil }
    }
    guard byte(" "), run({ $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "\n") }), byte("["),
      run(NumberText.isDigit), byte(":"), run(isHexadecimalOrX), byte("]"), byte(" ")
    else { return nil }
    return position
  }

  private static func isHexadecimalOrX(_ byte: UInt8) -> Bool {
    NumberText.isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F")) || byte == UInt8(ascii: "x")
  }
}
