/// The comparison rules applied to both sides: the paste's lines and the fixture's patterns.
enum Comparison {
  /// `→` compares as `->`.
  static func unify(_ text: String) -> String {
    guard text.contains("→") else { return text }
    var result = ""
    for character in text {
      if character == "→" { result += "->" } else { result.append(character) }
    }
    return result
  }

  /// Whether `needle` occurs in `text`, compared byte for byte.
  ///
  /// The standard library's `contains` for strings needs macOS 13; this module runs wherever
  /// the package builds.
  static func contains<S: StringProtocol>(_ text: S, _ needle: String) -> Bool {
    let bytes = Array(text.utf8)
    let target = Array(needle.utf8)
    guard !target.isEmpty else { return true }
    guard bytes.count >= target.count else { return false }
    for start in 0...(bytes.count - target.count)
    where bytes[start] == target[0] && bytes[start..<(start + target.count)].elementsEqual(target) {
      return true
    }
    return false
  }

  /// Trailing spaces and tabs removed.
  static func trimmingTrailingSpaces<S: StringProtocol>(_ text: S) -> Substring {
    Substring(text).droppingTrailing { $0 == " " || $0 == "\t" }
  }

  /// A pattern compared under the same rules: arrows unified and trailing spaces dropped in its
  /// literal pieces. Its text and location stay as written, for reports.
  static func pattern(_ pattern: LinePattern) -> LinePattern {
    var pieces = pattern.pieces.map { piece -> LinePattern.Piece in
      if case .literal(let text) = piece { return .literal(unify(text)) }
      return piece
    }
    if case .literal(let text)? = pieces.last {
      let trimmed = String(trimmingTrailingSpaces(text))
      if trimmed.isEmpty {
        pieces.removeLast()
      } else {
        pieces[pieces.count - 1] = .literal(trimmed)
      }
    }
    return LinePattern(pieces: pieces, text: pattern.text, location: pattern.location)
  }
}
