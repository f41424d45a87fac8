import Foundation
import Transcript

/// Reads a lesson from a file: the lessons' text export, or Markdown (`.md`, `.markdown`).
public enum LessonReader {
  /// Input the reader cannot use, located as a compiler would locate it.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    public init(_ message: String, at location: SourceLocation?) {
      diagnostic = .error(message, at: location)
    }

    public var description: String { diagnostic.description }
  }

  /// Reads the lesson at `path`.
  ///
  /// - Throws: ``Failure`` when the file cannot be read, or holds no step, question or card.
  public static func read(path: String) throws(Failure) -> Lesson {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure("cannot read lesson '\(path)'", at: nil)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Failure(
        "cannot read lesson '\(path)': not UTF-8 text",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    return try read(text: text, path: path)
  }

  /// Reads a lesson's text; `path` decides the format and names every location.
  public static func read(text: String, path: String) throws(Failure) -> Lesson {
    let isMarkdown = [".md", ".markdown"].contains { path.lowercased().hasSuffix($0) }
    var lesson: Lesson
    if isMarkdown {
      var parser = MarkdownLessonParser(path: path, text: text)
      lesson = parser.parse()
    } else {
      var parser = TextLessonParser(path: path, text: text)
      lesson = parser.parse()
    }
    guard lesson.sections.contains(where: { $0.id != nil }) else {
      let form = isMarkdown ? "'## Step 1: …'" : "'Step 1'"
      throw Failure(
        "no step, question or flash card found; a lesson's steps start with \(form)",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    guard lesson.number != nil else {
      let form = isMarkdown ? "a heading '# Lesson 6: Title'" : "a line 'Lesson 6'"
      throw Failure(
        "the lesson does not say its number (\(form)); fixtures name lessons by number",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    return ClaimFinder.addClaims(to: lesson)
  }
}
