import Foundation
import Transcript

/// Reads a lesson written in Markdown, the form course authors write in.
///
/// Headings make the sections: `# Lesson 6: Title`, `## Step 4: Title`, `## Question 2: …`,
/// `## Flash card 9: …`; any other heading starts a section without a number. Fenced blocks
/// carry the code and the consoles; a block's label is its info string after the language
/// (```` ```swift In ShopApp.swift, make these changes ````) or, failing that, the line before
/// it (`In ShopApp.swift, make these changes:`). A block is a console when its language is
/// `console` or `output` or its label is `Console`; it holds compiler messages when its language
/// is `compiler` or the line before it says "Xcode reports" (a line `warning: …` is a warning).
/// A `swift` block with no caption is a program of its own, as a question's code is.
struct MarkdownLessonParser {
  let path: String
  let lines: [String]
  private var number: Int?
  private var title = ""
  private var sections: [LessonSection] = []
  private var current: LessonSection

  init(path: String, text: String) {
    self.path = path
    lines = LessonText.lines(text)
    current = LessonSection(
      id: nil, title: "", location: SourceLocation(file: path, line: 1, column: 1))
  }

  mutating func parse() -> Lesson {
    var index = 0
    var lastProse: LessonLine?
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let fence = Self.fence(trimmed) {
        var body: [LessonLine] = []
        var cursor = index + 1
        while cursor < lines.count,
          !lines[cursor].trimmingCharacters(in: .whitespaces).hasPrefix(fence.marker)
        {
          body.append(LessonLine(lines[cursor], at: location(cursor)))
          cursor += 1
        }
        block(fence.info, body: body, at: location(index), before: lastProse)
        index = cursor + 1
        continue
      }
      if trimmed.hasPrefix("#") {
        heading(trimmed, at: index)
        lastProse = nil
      } else if !trimmed.isEmpty {
        let prose = LessonLine(line, at: location(index))
        current.addProse(prose)
        lastProse = prose
      }
      index += 1
    }
    sections.append(current)
    return Lesson(path: path, number: number, title: title, sections: sections)
  }

  private func location(_ lineIndex: Int) -> SourceLocation {
    SourceLocation(file: path, line: lineIndex + 1, column: 1)
  }

  /// ```` ```swift label ```` or `~~~console`: the fence's marker and its info string.
  static func fence(_ trimmed: String) -> (marker: String, info: String)? {
    for marker in ["```", "~~~"] where trimmed.hasPrefix(marker) {
      let info = trimmed.drop { $0 == marker.first }.trimmingCharacters(in: .whitespaces)
      return (marker, info)
    }
    return nil
  }

  private mutating func heading(_ trimmed: String, at index: Int) {
    let text = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
    let words = text.split(separator: " ", maxSplits: 2).map(String.init)
    func numbered(_ word: String) -> Int? {
      Int(word.prefix { $0.isNumber })
    }
    func rest(after count: Int) -> String {
      let parts = text.split(separator: " ", maxSplits: count).map(String.init)
      let tail = parts.count > count ? parts[count] : ""
      return tail.drop { " :.—-·".contains($0) }.trimmingCharacters(in: .whitespaces)
    }
    let lower = text.lowercased()
    if number == nil, lower.hasPrefix("lesson "), words.count >= 2, let value = numbered(words[1]) {
      number = value
      title = rest(after: 2)
      return
    }
    var id: SectionID?
    var heading = text
    if lower.hasPrefix("step "), words.count >= 2, let value = numbered(words[1]) {
      id = SectionID(.step, value)
      heading = rest(after: 2)
    } else if lower.hasPrefix("question "), words.count >= 2, let value = numbered(words[1]) {
      id = SectionID(.question, value)
      heading = rest(after: 2)
    } else if lower.hasPrefix("flash card "), words.count == 3,
      let value = numbered(String(words[2].split(separator: " ")[0]))
    {
      id = SectionID(.flashCard, value)
      heading = rest(after: 3)
    }
    sections.append(current)
    current = LessonSection(id: id, title: heading, location: location(index))
  }

  /// Files a fenced block under what it holds.
  private mutating func block(
    _ info: String, body: [LessonLine], at location: SourceLocation, before: LessonLine?
  ) {
    let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
    let label = String(info.dropFirst(language.count)).trimmingCharacters(in: .whitespaces)
    let caption = label.isEmpty ? before : LessonLine(label, at: location)
    let captionText = caption?.text.trimmingCharacters(in: .whitespaces) ?? ""
    let leadIn = TextLessonParser.messageLeadIns.contains { captionText.contains($0) }
    if ["console", "output"].contains(language)
      || captionText.trimmingCharacters(in: [":"]) == "Console"
    {
      current.items.append(.console(ConsoleBlock(lines: body, location: location, leadIn: before)))
    } else if language == "compiler" || (language != "swift" && leadIn) {
      for line in body where !line.text.trimmingCharacters(in: .whitespaces).isEmpty {
        var text = line.text.trimmingCharacters(in: .whitespaces)
        var severity: Diagnostic.Severity = captionText.contains("warning") ? .warning : .error
        for (prefix, kind) in [("warning: ", Diagnostic.Severity.warning), ("error: ", .error)]
        where text.hasPrefix(prefix) {
          text = String(text.dropFirst(prefix.count))
          severity = kind
        }
        current.items.append(
          .message(QuotedMessage(text: text, severity: severity, location: line.location)))
      }
    } else if language == "swift" || language.isEmpty {
      // The caption may end the line before the block: "Give it an init. In X.swift, make …:".
      let last = caption.flatMap { InstructionReader.sentences($0.text).last }
      let read = caption.flatMap { Caption.read($0.text) } ?? last.flatMap(Caption.read)
      var code = body
      while code.last?.text.trimmingCharacters(in: .whitespaces).isEmpty == true {
        code.removeLast()
      }
      if case .deleteDeclaration? = read?.action { code = [] }
      let listing = Listing(
        action: read?.action ?? .standalone, caption: read == nil ? nil : caption, lines: code)
      current.items.append(.listing(listing))
    }
  }
}
