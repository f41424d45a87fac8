import Transcript

/// A `-- word --` line inside an event block.
enum Directive: Equatable {
  case anyOrder
  case inOrder
  case partial
  case noOutput
  case never
  case homeScreen
  case screen(WindowRef?)
  case card(WindowRef?)
  case file(String)
  case claim(String)
  case points(Double)
  case scoring(EventExpectation.Scoring)
  case hint(String)

  /// The keywords, as they start a directive, for suggestions.
  private static let keywords = [
    "any order", "in order", "partial", "no output", "never", "screen", "home screen", "card", "file",
    "claim:", "points:", "scoring:", "hint:",
  ]

  static func parse(_ line: SourceLine) throws(FixtureError) -> Directive {
    guard let (inner, offset) = line.delimited(by: "--") else {
      throw line.error(
        "malformed directive '\(line.text)'; a console line that starts with '--' is written "
          + "'\\--'")
    }
    switch inner {
    case "any order": return .anyOrder
    case "in order": return .inOrder
    case "partial": return .partial
    case "no output": return .noOutput
    case "never": return .never
    case "home screen": return .homeScreen
    case "screen": return .screen(nil)
    case "card": return .card(nil)
    default: break
    }
    if let text = inner.removingPrefix("claim:") {
      guard !text.isEmpty else { throw line.error("empty claim in '\(line.text)'") }
      return .claim(text)
    }
    if let text = inner.removingPrefix("hint:") {
      guard !text.isEmpty else { throw line.error("empty hint in '\(line.text)'") }
      return .hint(text)
    }
    if let text = inner.removingPrefix("points:") {
      guard !text.hasPrefix("-"), let value = NumberText.parse(text) else {
        throw line.error(
          "malformed points '\(text)'; expected a number, as in '-- points: 2 --'",
          offset: offset)
      }
      return .points(value)
    }
    if let text = inner.removingPrefix("scoring:") {
      guard let scoring = EventExpectation.Scoring(rawValue: text) else {
        let names = EventExpectation.Scoring.allCases.map { "'\($0.rawValue)'" }
        throw line.error(
          "unknown scoring '\(text)'; expected \(names.joined(separator: " or "))"
            + Suggestion.didYouMean(text, among: EventExpectation.Scoring.allCases.map(\.rawValue)),
          offset: offset)
      }
      return .scoring(scoring)
    }
    if let path = inner.removingPrefix("file ") {
      // A container path: under one of the app's folders, no `..`.
      let folders = ["Documents/", "Library/", "tmp/"]
      guard folders.contains(where: path.hasPrefix), !path.split(separator: "/").contains(".."), !path.hasSuffix("/") else {
        throw line.error(
          "malformed '-- file --'; expected a file in the app's container, as in '-- file Documents/draft.json --'",
          offset: offset + 5)
      }
      return .file(path)
    }
    for keyword in ["screen", "card"] {
      guard let rest = inner.removingPrefix(keyword + " ") else { continue }
      guard let window = WindowRef.parse(rest) else {
        throw line.error(
          "malformed '-- \(keyword) --'; expected '-- \(keyword) --', '-- \(keyword) \"Name\" --' "
            + "or '-- \(keyword) window N --'", offset: offset + keyword.utf8.count + 1)
      }
      return keyword == "screen" ? .screen(window) : .card(window)
    }
    throw line.error("unknown directive '\(line.text)'" + suggestion(for: inner))
  }

  /// `; did you mean '-- any order --'?`, keeping any argument that followed the keyword.
  private static func suggestion(for inner: String) -> String {
    let words = inner.split(separator: " ").map(String.init)
    var best: (text: String, distance: Int)?
    for keyword in keywords {
      let count = keyword.split(separator: " ").count
      let head = words.prefix(count).joined(separator: " ")
      let exact = head == keyword
      guard exact || Suggestion.closest(to: head, among: [keyword]) != nil else { continue }
      let distance = Suggestion.distance(head, keyword)
      if let best, best.distance <= distance { continue }
      let rest = exact ? "" : words.dropFirst(count).joined(separator: " ")
      var text = "-- " + keyword
      if !rest.isEmpty {
        text += " " + rest
      } else if keyword.hasSuffix(":") {
        text += " …"
      }
      best = (text + " --", distance)
    }
    return best.map { "; did you mean '\($0.text)'?" } ?? ""
  }
}

extension WindowRef {
  /// Reads `"South"` or `window 2`.
  static func parse(_ text: String) -> WindowRef? {
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 3 {
      let value = String(text.dropFirst().dropLast())
      guard !value.contains("\"") else { return nil }
      return .value(value)
    }
    if let number = text.removingPrefix("window "), number.allSatisfy(\.isASCII),
      let value = Int(number), value >= 1
    {
      return .number(value)
    }
    return nil
  }
}

extension String {
  /// The rest of the string after `prefix`, trimmed of spaces; nil without the prefix.
  func removingPrefix(_ prefix: String) -> String? {
    guard hasPrefix(prefix) else { return nil }
    return String(dropFirst(prefix.count)).trimmingSpaces()
  }

  /// The string without leading and trailing spaces.
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.droppingTrailing { $0 == " " })
  }
}
