import Foundation
import Transcript

/// What the lesson says one file of the project holds at some point.
public enum ProjectFile: Sendable, Equatable {
  /// The whole text, line by line, each line located where it came from (the lesson, or
  /// `_files/`).
  case lines([LessonLine])
  /// Only its first lines are known (`The start of Art.swift`, with no `_files/` copy).
  case start([LessonLine])
  /// The lesson changes it without ever showing it whole, and there is no `_files/` copy: why.
  case unknown(String)

  /// The text, when it is known whole.
  public var text: String? {
    if case .lines(let lines) = self { lines.map { $0.text + "\n" }.joined() } else { nil }
  }
}

/// The reader's project at some point of the lesson: its files, in the order they appeared.
public struct ProjectState: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    public var name: String
    public var file: ProjectFile
    /// False for a question's listing that names no file: its name is made up from the first
    /// `@main` type (or the first type) it declares, and it is matched by content.
    public var isNamed: Bool
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  public subscript(name: String) -> ProjectFile? {
    get { entries.first { $0.name == name }?.file }
    set {
      if let index = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[index].file = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        entries.append(Entry(name: name, file: newValue, isNamed: true))
      }
    }
  }

  /// Adds a file a listing does not name.
  mutating func addUnnamed(_ name: String, _ file: ProjectFile) {
    var unique = name
    var suffix = 2
    while entries.contains(where: { $0.name == unique }) {
      unique = name.replacingOccurrences(of: ".swift", with: "\(suffix).swift")
      suffix += 1
    }
    entries.append(Entry(name: unique, file: file, isNamed: false))
  }

  public var names: [String] { entries.map(\.name) }
}
