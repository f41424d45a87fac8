import Foundation
import Transcript

/// A lesson as its author wrote it: its number, its title and its sections, each holding the
/// prose, code listings, consoles and quoted compiler messages in the order the reader meets them.
///
/// A lesson is the source of truth a fixture copies; ``LessonReader`` makes one from the lessons'
/// text export or from Markdown, and the audit relates it to fixtures.
public struct Lesson: Sendable {
  /// The path the lesson was read from; every location names it.
  public var path: String
  /// The lesson's number (`Lesson 54`), if the text gives one.
  public var number: Int?
  /// The lesson's title.
  public var title: String
  /// The sections in order: the introduction, the steps, the flash cards, the questions.
  public var sections: [LessonSection]

  public init(path: String, number: Int?, title: String, sections: [LessonSection]) {
    self.path = path
    self.number = number
    self.title = title
    self.sections = sections
  }

  /// The section a fixture's `source:` names (`step 4`), if the lesson has it.
  public func section(_ id: SectionID) -> LessonSection? {
    sections.first { $0.id == id }
  }
}

/// A step, a flash card, an edge-case question, or text between them (`id` nil).
public struct LessonSection: Sendable {
  public var id: SectionID?
  public var title: String
  /// The line that starts the section.
  public var location: SourceLocation
  public var items: [LessonItem]

  public init(id: SectionID?, title: String, location: SourceLocation, items: [LessonItem] = []) {
    self.id = id
    self.title = title
    self.location = location
    self.items = items
  }

  /// The section's listings, in order.
  public var listings: [Listing] {
    items.compactMap { if case .listing(let listing) = $0 { listing } else { nil } }
  }

  /// The section's console blocks, in order.
  public var consoles: [ConsoleBlock] {
    items.compactMap { if case .console(let block) = $0 { block } else { nil } }
  }

  /// The section's prose lines, in order.
  public var prose: [LessonLine] {
    items.compactMap { if case .prose(let line) = $0 { line } else { nil } }
  }
}

/// Which step, question or flash card: the words a fixture's `source:` uses after the lesson.
public struct SectionID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public enum Kind: String, Sendable, CaseIterable, Comparable {
    case step
    case flashCard = "flash card"
    case question

    public static func < (a: Kind, b: Kind) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  public var kind: Kind
  public var number: Int

  public init(_ kind: Kind, _ number: Int) {
    self.kind = kind
    self.number = number
  }

  /// `step 4`, `question 3`, `flash card 11`.
  public var description: String { "\(kind.rawValue) \(number)" }

  public static func < (a: SectionID, b: SectionID) -> Bool {
    (a.kind, a.number) < (b.kind, b.number)
  }
}

/// A fixture's `source:`, read: `lesson 6, step 4` is lesson 6 and step 4.
public struct FixtureSource: Hashable, Sendable {
  public var lesson: Int
  public var section: SectionID

  public init(lesson: Int, section: SectionID) {
    self.lesson = lesson
    self.section = section
  }

  /// Reads `lesson N, KIND M`, with anything after the number ignored (`step 9 (iPad)`);
  /// nil when the text is not of that form.
  public init?(_ text: String) {
    let parts = text.split(separator: ",", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2, parts[0].lowercased().hasPrefix("lesson "),
      let lesson = Int(parts[0].dropFirst("lesson ".count))
    else { return nil }
    let rest = parts[1].lowercased()
    for kind in SectionID.Kind.allCases where rest.hasPrefix(kind.rawValue + " ") {
      let digits = rest.dropFirst(kind.rawValue.count + 1).prefix { $0.isNumber }
      guard let number = Int(digits) else { return nil }
      self.init(lesson: lesson, section: SectionID(kind, number))
      return
    }
    return nil
  }
}
