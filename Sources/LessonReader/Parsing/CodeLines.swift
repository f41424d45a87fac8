/// Tells Swift from prose in the lessons' text export, where a listing has no fence: what a line
/// looks like, and how deep in braces a listing is.
///
/// A listing runs while it is inside braces; at the top level it goes on past a blank line only
/// when the next line looks like Swift. A line looks like Swift when it starts as Swift does
/// (a comment, an attribute followed by a declaration, a keyword, a call, a member) and does not
/// read as a sentence (ending in `.`, `:` or `?`, or holding `. ` before a capital).
enum CodeLines {
  /// Words that start a declaration or a statement.
  static let keywords: Set<String> = [
    "import", "struct", "class", "final", "enum", "extension", "func", "let", "var", "protocol",
    "actor", "private", "fileprivate", "public", "internal", "open", "static", "typealias",
    "init", "deinit", "if", "guard", "for", "while", "repeat", "switch", "case", "default",
    "return", "do", "try", "await", "throw", "defer", "nonisolated", "override", "mutating",
    "lazy", "weak", "indirect", "convenience", "required", "async", "break", "continue",
  ]

  /// Whether a line, met at the top level of a listing, continues it as Swift.
  static func looksLikeSwift(_ line: String) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard let first = text.first else { return false }
    if text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*/") { return true }
    if readsAsSentence(text) { return false }
    if "#})].…$".contains(first) { return true }
    if first == "@" { return attributeStartsDeclaration(text) }
    let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !word.isEmpty, !(word.first!.isNumber) else { return false }
    if keywords.contains(String(word)) { return true }
    // A call, a trailing closure, an assignment or a member chain: `print(`, `WindowGroup {`,
    // `count += 1`, `UIApplication.shared.…(`.
    var rest = text.dropFirst(word.count)
    while rest.first == ".", let next = rest.dropFirst().first, next.isLetter || next == "_" {
      rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    if rest.first == "(" || rest.hasPrefix(" {") || rest.hasPrefix(" = ") { return true }
    return ["+=", "-=", "*=", "/="].contains { rest.hasPrefix(" " + $0) }
  }

  /// Whether a line ends as a sentence does, or holds one sentence's end and the next's start.
  static func readsAsSentence(_ text: Substring) -> Bool {
    let trimmed = text.reversed().drop { $0 == " " }
    if let last = trimmed.first, ".:?!".contains(last) { return true }
    var previous: Character = " "
    var beforePrevious: Character = " "
    for character in text {
      if beforePrevious == ".", previous == " ", character.isUppercase { return true }
      beforePrevious = previous
      previous = character
    }
    return false
  }

  /// `@main`, `@Observable`, `@State private var …`, `@Environment(\.scenePhase) private var …`:
  /// an attribute alone or before a declaration word; not `@main is not part of SwiftUI`.
  private static func attributeStartsDeclaration(_ text: Substring) -> Bool {
    var rest = text.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
    if rest.first == "(" {
      var depth = 0
      var index = rest.startIndex
      while index < rest.endIndex {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        index = rest.index(after: index)
      }
      guard index < rest.endIndex else { return false }
      rest = rest[rest.index(after: index)...]
    }
    rest = rest.drop { $0 == " " }
    if rest.isEmpty || rest.first == "@" { return true }
    let word = rest.prefix { $0.isLetter }
    return keywords.contains(String(word))
  }

  /// How much a line changes the brace depth, braces in strings and comments not counted.
  static func braceDelta(_ line: String) -> Int {
    var delta = 0
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character == "/" && previous == "/" { break }
      switch character {
      case "\"": inString = true
      case "{": delta += 1
      case "}": delta -= 1
      default: break
      }
    }
    return delta
  }
}
