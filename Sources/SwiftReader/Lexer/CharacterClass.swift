/// Which Unicode scalars Swift allows in identifiers and operators, so the lexer splits
/// `🐰` (an identifier) from `→` (an operator) as swiftc does.
///
/// The ranges are those of The Swift Programming Language, "Lexical Structure".
enum CharacterClass {
  private static let asciiOperatorCharacters: Set<UInt32> = Set(
    "/=-+!*%<>&|^~?".unicodeScalars.map(\.value))

  private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
    0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
    0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027,
    0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
    0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
  ]

  /// Combining marks and variation selectors: they continue both identifiers and operators.
  private static let combiningRanges: [ClosedRange<UInt32>] = [
    0x0300...0x036F, 0x1DC0...0x1DFF, 0x200B...0x200D, 0x20D0...0x20FF, 0xFE00...0xFE0F,
    0xFE20...0xFE2F, 0xE0100...0xE01EF,
  ]

  /// Scalars that are neither: controls, spaces and separators outside ASCII.
  private static let excludedRanges: [ClosedRange<UInt32>] = [
    0x80...0xA0, 0x2028...0x2029, 0xFEFF...0xFEFF, 0xFFFD...0xFFFD,
  ]

  static func isOperatorHead(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return asciiOperatorCharacters.contains(scalar) }
    return operatorHeadRanges.contains { $0.contains(scalar) }
  }

  static func isOperatorBody(_ scalar: UInt32) -> Bool {
    isOperatorHead(scalar) || combiningRanges.contains { $0.contains(scalar) }
  }

  static func isIdentifierHead(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 {
      return (scalar >= 0x61 && scalar <= 0x7A) || (scalar >= 0x41 && scalar <= 0x5A)
        || scalar == 0x5F
    }
    return !isOperatorHead(scalar) && !isCurlyQuote(scalar)
      && !combiningRanges.contains { $0.contains(scalar) }
      && !excludedRanges.contains { $0.contains(scalar) }
  }

  static func isIdentifierBody(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return isIdentifierHead(scalar) || (scalar >= 0x30 && scalar <= 0x39) }
    return isIdentifierHead(scalar) || combiningRanges.contains { $0.contains(scalar) }
  }

  /// `“` and `”`, which people paste from documents instead of `"`.
  static func isCurlyQuote(_ scalar: UInt32) -> Bool {
    scalar == 0x201C || scalar == 0x201D
  }

  static func isDigit(_ c: UInt8, radix: Int) -> Bool {
    switch radix {
    case 2: return c == 0x30 || c == 0x31
    case 8: return c >= 0x30 && c <= 0x37
    case 16:
      return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    default: return c >= 0x30 && c <= 0x39
    }
  }
}
