import Foundation
import Transcript

/// Finds the output a lesson states in its prose rather than in a console block: "It printed:
/// …", "pressing Home printed active -> inactive and then …", "The screen read: …"; and compiler
/// messages quoted again inside another section's prose (a flash card's answer).
///
/// The phrases are few and fixed, kept here as data. A verb in the passive ("was printed once")
/// or a sentence that ends in `:` (it introduces a console block) or `?` is not a claim.
enum ClaimFinder {
  /// The verbs that introduce stated output, and the kind of output they state.
  static let verbs: [(word: String, kind: PrintedClaim.Kind)] = [
    ("printed", .printed), ("screen read", .screen),
  ]
  /// Words before `printed` that make it passive: not a statement of what was printed.
  static let passiveWords: Set<String> = ["was", "is", "are", "were", "be", "been", "being"]

  /// The lesson with its prose claims and inline compiler messages added, each right after the
  /// prose line that holds it.
  static func addClaims(to lesson: Lesson) -> Lesson {
    var lesson = lesson
    let messages = lesson.sections.flatMap { section in
      section.items.compactMap { if case .message(let message) = $0 { message } else { nil } }
    }
    for index in lesson.sections.indices {
      let section = lesson.sections[index]
      var quoted = Set(
        section.items.compactMap {
          if case .message(let message) = $0 { message.text } else { nil }
        })
      var items: [LessonItem] = []
      for item in section.items {
        items.append(item)
        guard case .prose(let line) = item else { continue }
        for message in messages where !quoted.contains(message.text) {
          guard let range = line.text.range(of: message.text) else { continue }
          quoted.insert(message.text)
          let at = column(of: range.lowerBound, in: line)
          items.append(
            .message(QuotedMessage(text: message.text, severity: message.severity, location: at)))
        }
        for claim in claims(in: line) { items.append(.claim(claim)) }
      }
      lesson.sections[index].items = items
    }
    return lesson
  }

  /// The claims one prose line states, in order.
  static func claims(in line: LessonLine) -> [PrintedClaim] {
    var found: [PrintedClaim] = []
    let text = line.text.replacingOccurrences(of: "`", with: "")
    for (word, kind) in verbs {
      var searchStart = text.startIndex
      while let range = text.range(
        of: word, options: .caseInsensitive, range: searchStart..<text.endIndex)
      {
        searchStart = range.upperBound
        guard range.lowerBound > text.startIndex,
          text[text.index(before: range.lowerBound)] == " "
        else { continue }
        let before = text[..<range.lowerBound].split(separator: " ").last.map(String.init) ?? ""
        if passiveWords.contains(before.lowercased()) { continue }
        var rest = text[range.upperBound...]
        let afterColon = rest.hasPrefix(":")
        if afterColon { rest = rest.dropFirst() }
        guard rest.hasPrefix(" ") else { continue }
        rest = rest.drop { $0 == " " }
        let sentence = sentenceEnd(rest)
        let stated = String(rest[..<sentence.end])
        guard !stated.isEmpty, !sentence.isQuestion, !stated.hasSuffix(":") else { continue }
        let offset = text.utf8.distance(from: text.startIndex, to: rest.startIndex)
        let at = SourceLocation(
          file: line.location.file, line: line.location.line, column: offset + 1)
        found.append(PrintedClaim(kind: kind, text: stated, afterColon: afterColon, location: at))
      }
    }
    return found.sorted { $0.location.column < $1.location.column }
  }

  /// Where the sentence that starts `text` ends: at `. ` before a capital (or `@`, `#`), or at
  /// a final `.`, `?` or the end of the line.
  static func sentenceEnd(_ text: Substring) -> (end: Substring.Index, isQuestion: Bool) {
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "?" && (next == text.endIndex || text[next] == " ") {
        return (index, true)
      }
      if character == "." {
        if next == text.endIndex { return (index, false) }
        if text[next] == " " {
          let after = text.index(after: next)
          if after == text.endIndex || text[after].isUppercase || "@#".contains(text[after]) {
            return (index, false)
          }
        }
      }
      index = next
    }
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    return (end, false)
  }

  private static func column(of index: String.Index, in line: LessonLine) -> SourceLocation {
    let offset = line.text.utf8.distance(from: line.text.startIndex, to: index)
    return SourceLocation(file: line.location.file, line: line.location.line, column: offset + 1)
  }
}
