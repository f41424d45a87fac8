/// Text with its invisible characters made visible, for reports that put a student's line
/// next to the lesson's.
///
/// | shown | character |
/// |---|---|
/// | `·` | each space or tab at the end of a line |
/// | `¬` | the end of a line that had spaces or tabs at its end |
/// | `⇥` | a tab inside a line |
/// | `␍` | a carriage return |
/// | `⟨U+00A0⟩` | any other invisible character, by code point: a no-break space, a zero-width space, a byte-order mark, a control character |
///
/// Two lines that differ only in such characters therefore never look the same in a report.
public enum VisibleText {
  /// One sentence that explains the marks, for the end of a report.
  public static let legend =
    "invisible characters are shown as: · a space or tab at the end of a line, ¬ the end of"
    + " such a line, ⇥ a tab, ␍ a carriage return, ⟨U+00A0⟩ any other by its code point"

  /// The text with every invisible character replaced by its mark.
  ///
  /// The joiner inside an emoji sequence (`🧑‍🍳`) is part of a visible character and stays.
  public static func shown(_ text: String) -> String {
    // Printable ASCII not ending in a space has nothing to mark: returned whole, not rebuilt
    // a scalar at a time (a megabyte line took 0.6 s).
    if text.utf8.last != 0x20, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    let body = Substring(text).droppingTrailing { $0 == " " || $0 == "\t" }
    let trailing = text.distance(from: body.endIndex, to: text.endIndex)
    var result = ""
    for character in body {
      let scalars = character.unicodeScalars
      let isEmoji = scalars.contains { $0.properties.isEmojiPresentation }
      for scalar in scalars {
        result += isEmoji && scalar.value == 0x200D ? String(scalar) : mark(scalar)
      }
    }
    if trailing > 0 { result += String(repeating: "·", count: trailing) + "¬" }
    return result
  }

  /// Whether the text holds a character ``shown(_:)`` would mark.
  public static func hasInvisible(_ text: String) -> Bool {
    shown(text) != text
  }

  private static func mark(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case " ": return " "
    case "\t": return "⇥"
    case "\r": return "␍"
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
      return "⟨U+\(hex(scalar.value))⟩"
    default:
      return String(scalar)
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
