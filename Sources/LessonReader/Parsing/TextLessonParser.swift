import Foundation
import Transcript

/// Reads a lesson in the text form the lessons are exported in (`../shared/seeds/000_…`).
///
/// The export has no markup: a step is a line `Step 4` and a title; a question is a line
/// `Lesson 6 · question 2 of 9 · title`; flash cards follow `Flash cards`, each a line starting
/// `Syntax · ` or `Trick question · `. A listing follows its caption (`In X.swift, make these
/// changes`, then the one-line flattened diff, then the full text); in questions and cards, code
/// stands without a caption. A `Console` line starts a block that runs to the next blank line.
/// Where code ends is read from its braces and from what the next lines look like (`CodeLines`).
struct TextLessonParser {
  let path: String
  let lines: [String]
  private var index = 0
  private var number: Int?
  private var title = ""
  private var sections: [LessonSection] = []
  private var current: LessonSection
  private var cardCount = 0
  private var inCards = false

  /// Headings that end a section and start one without a number.
  static let plainHeadings: Set<String> = [
    "What you built", "The finished project", "Flash cards", "Edge cases and tricky questions",
    "Further reading",
  ]
  /// What the line before a quoted compiler message says; `warning` in it makes a warning.
  static let messageLeadIns = ["Xcode reports", "with a warning", "with an error"]

  init(path: String, text: String) {
    self.path = path
    lines = LessonText.lines(text)
    current = LessonSection(
      id: nil, title: "", location: SourceLocation(file: path, line: 1, column: 1))
  }

  mutating func parse() -> Lesson {
    while index < lines.count {
      let line = lines[index]
      if readHeading(line) { continue }
      if line == "Console" {
        readConsole()
      } else if let (action, hasDiff) = Caption.read(line) {
        readCaptioned(action, hasDiffLine: hasDiff)
      } else if let message = quotedMessage(line) {
        current.items.append(.message(message))
        index += 1
      } else if current.id.map({ $0.kind != .step }) == true, CodeLines.looksLikeSwift(line) {
        let code = readCode(from: index)
        current.items.append(.listing(Listing(action: .standalone, caption: nil, lines: code)))
      } else {
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
          current.addProse(LessonLine(line, at: location(index)))
        }
        index += 1
      }
    }
    sections.append(current)
    return Lesson(path: path, number: number, title: title, sections: sections)
  }

  private func location(_ lineIndex: Int) -> SourceLocation {
    SourceLocation(file: path, line: lineIndex + 1, column: 1)
  }

  // MARK: - Headings

  /// Starts a section at a heading line; false when the line is not one.
  private mutating func readHeading(_ line: String) -> Bool {
    if number == nil, line.hasPrefix("Lesson "), let value = Int(line.dropFirst("Lesson ".count)) {
      number = value
      let next = nextNonBlank(after: index)
      title = next.map { lines[$0] } ?? ""
      index = (next ?? index) + 1
      return true
    }
    if line.hasPrefix("Step "), let value = Int(line.dropFirst("Step ".count)) {
      let next = nextNonBlank(after: index)
      begin(SectionID(.step, value), title: next.map { lines[$0] } ?? "")
      index = (next ?? index) + 1
      return true
    }
    if let (value, heading) = Self.question(line) {
      begin(SectionID(.question, value), title: heading)
      index += 1
      return true
    }
    if inCards, let heading = Self.card(line) {
      cardCount += 1
      begin(SectionID(.flashCard, cardCount), title: heading)
      index += 1
      return true
    }
    if Self.plainHeadings.contains(line) {
      begin(nil, title: line)
      inCards = line == "Flash cards"
      index += 1
      return true
    }
    return false
  }

  private mutating func begin(_ id: SectionID?, title: String) {
    sections.append(current)
    current = LessonSection(id: id, title: title, location: location(index))
  }

  /// `Lesson 6 · question 2 of 9 · leaving and coming back` → 2 and its title.
  static func question(_ line: String) -> (Int, String)? {
    let parts = line.components(separatedBy: " · ")
    guard parts.count >= 3, parts[0].hasPrefix("Lesson "), parts[1].hasPrefix("question ")
    else { return nil }
    let words = parts[1].split(separator: " ")
    guard words.count == 4, words[2] == "of", let value = Int(words[1]) else { return nil }
    return (value, parts[2...].joined(separator: " · "))
  }

  /// `Syntax · App structureWrite the entry point …` → its text after the kind.
  static func card(_ line: String) -> String? {
    for kind in ["Syntax · ", "Trick question · "] where line.hasPrefix(kind) {
      return String(line.dropFirst(kind.count))
    }
    return nil
  }

  private func nextNonBlank(after lineIndex: Int) -> Int? {
    var next = lineIndex + 1
    while next < lines.count {
      if !lines[next].trimmingCharacters(in: .whitespaces).isEmpty { return next }
      next += 1
    }
    return nil
  }

  // MARK: - Blocks

  private mutating func readConsole() {
    let label = location(index)
    index += 1
    var block: [LessonLine] = []
    while index < lines.count, !lines[index].isEmpty, !Self.isScreenshotCaption(lines[index]) {
      block.append(LessonLine(lines[index], at: location(index)))
      index += 1
    }
    current.items.append(.console(ConsoleBlock(lines: block, location: label, leadIn: leadIn())))
  }

  /// The last prose line of the section that is not a screenshot's caption.
  private func leadIn() -> LessonLine? {
    for item in current.items.reversed() {
      guard case .prose(let line) = item else { continue }
      if Self.isScreenshotCaption(line.text) { continue }
      return line
    }
    return nil
  }

  /// A screenshot's caption, which the export puts right after a console block or code:
  /// `Screenshot of this code running`, `… — screenshot`, `…Screenshot · iPhone 17, iOS 27.0`.
  static func isScreenshotCaption(_ line: String) -> Bool {
    line == "Screenshot of this code running" || line.contains("Screenshot · ")
      || line.hasSuffix(" — screenshot")
  }

  private mutating func readCaptioned(_ action: Listing.Action, hasDiffLine: Bool) {
    let caption = LessonLine(lines[index], at: location(index))
    index += hasDiffLine ? 2 : 1
    var code: [LessonLine] = []
    if case .deleteDeclaration = action {
      // The export shows a deletion as its flattened diff only.
    } else if index < lines.count {
      code = readCode(from: index)
    }
    current.items.append(.listing(Listing(action: action, caption: caption, lines: code)))
  }

  /// Reads code from `start`: inside braces every line, at the top level on past blank lines
  /// while the next line looks like Swift. Leaves `index` after the last line taken.
  private mutating func readCode(from start: Int) -> [LessonLine] {
    var depth = 0
    var taken: [LessonLine] = []
    var cursor = start
    while cursor < lines.count {
      let line = lines[cursor]
      let blank = line.trimmingCharacters(in: .whitespaces).isEmpty
      if depth == 0, cursor > start {
        if blank {
          guard let next = nextNonBlank(after: cursor), CodeLines.looksLikeSwift(lines[next]),
            lines[next] != "Console", Caption.read(lines[next]) == nil
          else { break }
          for gap in cursor..<next { taken.append(LessonLine("", at: location(gap))) }
          cursor = next
          continue
        }
        guard CodeLines.looksLikeSwift(line) else { break }
      }
      taken.append(LessonLine(line, at: location(cursor)))
      depth = max(0, depth + CodeLines.braceDelta(line))
      cursor += 1
    }
    while taken.last?.text.trimmingCharacters(in: .whitespaces).isEmpty == true {
      taken.removeLast()
    }
    index = cursor
    return taken
  }

  /// A compiler message: a line of its own right after a lead-in such as "Xcode reports".
  private func quotedMessage(_ line: String) -> QuotedMessage? {
    guard !line.isEmpty, !CodeLines.looksLikeSwift(line), index > 0 else { return nil }
    var previous = index - 1
    if lines[previous].isEmpty, previous > 0 { previous -= 1 }
    let leadIn = lines[previous]
    guard !leadIn.isEmpty, !leadIn.hasSuffix("."),
      Self.messageLeadIns.contains(where: { leadIn.contains($0) })
    else { return nil }
    let severity: Diagnostic.Severity = leadIn.contains("warning") ? .warning : .error
    return QuotedMessage(text: line, severity: severity, location: location(index))
  }
}
