import Expectations
import Foundation
import Transcript

/// One way a fixture's Swift files differ from the lesson's files at the fixture's point.
public struct FileDifference: Sendable, Equatable {
  public var file: String
  public var message: String
  /// The lesson's line (or `_files/` line) where the files part, if there is one.
  public var lesson: SourceLocation?
  /// The fixture's line where the files part, if there is one.
  public var fixture: SourceLocation?
  /// The text the lesson's file should have, when it is known whole: what `--fix` writes.
  public var lessonText: String?

  public init(
    file: String, message: String, lesson: SourceLocation? = nil,
    fixture: SourceLocation? = nil, lessonText: String? = nil
  ) {
    self.file = file
    self.message = message
    self.lesson = lesson
    self.fixture = fixture
    self.lessonText = lessonText
  }
}

/// Compares a fixture's Swift files with the project the lesson has built at some point.
///
/// A file the lesson names is compared with the fixture's file of that name; a question's
/// listing that names none, with the fixture's file that holds it (or comes closest). A fixture
/// file the lesson does not show is compared with `_files/`, and, for a question or a card,
/// with the first whole version the lesson's steps show (Xcode's template); a file with nothing
/// to compare it with is a difference: every file of a fixture has a source.
struct FileComparison {
  let fixture: Fixture
  let history: ProjectHistory
  let isStep: Bool

  func differences(from state: ProjectState) -> [FileDifference] {
    var differences: [FileDifference] = []
    var unpaired = fixture.swiftFiles
    func take(_ name: String) -> FixtureFile? {
      guard let index = unpaired.firstIndex(where: { $0.name == name }) else { return nil }
      return unpaired.remove(at: index)
    }
    for entry in state.entries where entry.isNamed {
      if let file = take(entry.name) {
        differences += compare(entry.file, file, name: entry.name)
      } else {
        differences.append(
          FileDifference(
            file: entry.name,
            message: "the lesson's project has \(entry.name) here; the fixture does not",
            lesson: Self.firstLocation(entry.file), lessonText: entry.file.text))
      }
    }
    for entry in state.entries where !entry.isNamed {
      let text = entry.file.text
      let file =
        unpaired.firstIndex { $0.text == text }.map { unpaired.remove(at: $0) }
        ?? take(entry.name) ?? closest(to: entry.file, in: &unpaired)
      guard let file else {
        differences.append(
          FileDifference(
            file: entry.name, message: "the fixture has no file holding this listing",
            lesson: Self.firstLocation(entry.file)))
        continue
      }
      differences += compare(entry.file, file, name: file.name)
    }
    for file in unpaired {
      if let lines = history.support[file.name] ?? (isStep ? nil : history.firstWhole[file.name]) {
        differences += compare(.lines(lines), file, name: file.name)
      } else {
        differences.append(
          FileDifference(
            file: file.name,
            message: "\(file.name) is not in the lesson at this point, and there is no"
              + " '\(SupportFiles.folderName)/\(file.name)' to compare it with",
            fixture: SourceLocation(file: fixture.path, line: max(1, file.firstLine - 1), column: 1)
          ))
      }
    }
    return differences
  }

  /// The first line where the lesson's file and the fixture's part.
  func compare(_ lesson: ProjectFile, _ file: FixtureFile, name: String) -> [FileDifference] {
    let theirs = Self.lines(of: file.text)
    func at(_ index: Int) -> SourceLocation {
      SourceLocation(
        file: fixture.path, line: file.fixtureLine(min(index, theirs.count) + 1), column: 1)
    }
    let ours: [LessonLine]
    switch lesson {
    case .unknown(let why):
      return [FileDifference(file: name, message: "cannot compare \(name): \(why)", fixture: at(0))]
    case .lines(let lines):
      ours = lines
    case .start(let lines):
      ours = lines
    }
    let isStart = if case .start = lesson { true } else { false }
    let count = isStart ? ours.count : max(ours.count, theirs.count)
    for index in 0..<count {
      let mine = index < ours.count ? ours[index] : nil
      let other = index < theirs.count ? theirs[index] : nil
      guard mine?.text != other else { continue }
      let message: String
      switch (mine, other) {
      case (let mine?, let other?):
        message = "\(name) line \(index + 1): the lesson has `\(mine.text)`, the fixture `\(other)`"
      case (let mine?, nil):
        message =
          "\(name) line \(index + 1): the fixture's file ends; the lesson goes on with"
          + " `\(mine.text)`"
      case (nil, let other?):
        message =
          "\(name) line \(index + 1): the lesson's file ends; the fixture goes on with `\(other)`"
      case (nil, nil):
        continue
      }
      let place = mine?.location ?? ours.last?.location
      return [
        FileDifference(
          file: name, message: message, lesson: place, fixture: at(index),
          lessonText: isStart ? nil : lesson.text)
      ]
    }
    return []
  }

  /// The unpaired fixture file with the most lines in common with the listing.
  private func closest(to lesson: ProjectFile, in files: inout [FixtureFile]) -> FixtureFile? {
    let ours = Set((lesson.text ?? "").components(separatedBy: "\n"))
    let scored = files.enumerated().map { index, file in
      (index, Set(Self.lines(of: file.text)).intersection(ours).count)
    }
    guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
    return files.remove(at: best.0)
  }

  static func lines(of text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  static func firstLocation(_ file: ProjectFile) -> SourceLocation? {
    switch file {
    case .lines(let lines), .start(let lines): lines.first?.location
    case .unknown: nil
    }
  }
}
