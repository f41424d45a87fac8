import Foundation

/// What the two lesson formats read alike: a text's lines, and a line of prose.
enum LessonText {
  /// The text's lines, without their line breaks (LF or CRLF).
  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
  }

  /// `delete AppDelegate.swift` in a step's prose: the file leaves the project.
  static func removedFile(in line: String) -> String? {
    guard let range = line.range(of: "delete ", options: .caseInsensitive) else { return nil }
    let word = line[range.upperBound...].prefix { !$0.isWhitespace && $0 != "," }
    return word.hasSuffix(".swift") && word.count > 6 ? String(word) : nil
  }
}

extension LessonSection {
  /// Adds a line of prose, and, in a step, the removal of a file it tells the reader to delete.
  mutating func addProse(_ line: LessonLine) {
    items.append(.prose(line))
    if id?.kind == .step, let name = LessonText.removedFile(in: line.text) {
      items.append(.removal(name: name, location: line.location))
    }
  }
}
