import Foundation
import Transcript

/// A fixture folder's `lint-ignore`: the lesson's claims an instructor chooses not to claim
/// with a fixture, each with its reason.
///
/// One entry a line, `lesson 6, flash card 13, printed 1: the reason`; the claim is named as
/// lint names it (its section as a fixture's `source:` writes it, its kind and its number in
/// the section). Blank lines and lines starting with `#` are comments.
public struct LintIgnore: Sendable {
  public struct Entry: Sendable, Equatable {
    public var lesson: Int
    /// The claim's name within the lesson: `flash card 13, printed 1`.
    public var claim: String
    public var reason: String
    public var location: SourceLocation
  }

  public var entries: [Entry]

  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// The file's name in a fixture folder.
  public static let fileName = "lint-ignore"

  /// Reads a `lint-ignore` file's text.
  ///
  /// - Throws: `LessonReader.Failure` at the first line that is not an entry.
  public static func parse(_ text: String, path: String) throws(LessonReader.Failure) -> LintIgnore
  {
    var entries: [Entry] = []
    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let location = SourceLocation(file: path, line: index + 1, column: 1)
      guard let colon = line.range(of: ": ") else {
        throw LessonReader.Failure(
          "expected 'lesson N, SECTION, KIND N: reason', as in 'lesson 6, flash card 13,"
            + " printed 1: the card shows no code'", at: location)
      }
      let name = String(line[..<colon.lowerBound])
      let reason = line[colon.upperBound...].trimmingCharacters(in: .whitespaces)
      let parts = name.components(separatedBy: ", ")
      guard parts.count == 3, let source = FixtureSource(parts[0] + ", " + parts[1]),
        let kind = LessonClaim.Kind.allCases.first(where: { parts[2].hasPrefix($0.rawValue + " ") }
        ),
        Int(parts[2].dropFirst(kind.rawValue.count + 1)) != nil
      else {
        let kinds = LessonClaim.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        throw LessonReader.Failure(
          "cannot read '\(name)' as a claim: expected 'lesson N, SECTION N, KIND N' with KIND one"
            + " of \(kinds)", at: location)
      }
      guard !reason.isEmpty else {
        throw LessonReader.Failure("missing reason after '\(name):'", at: location)
      }
      entries.append(
        Entry(
          lesson: source.lesson, claim: "\(source.section), \(parts[2])", reason: reason,
          location: location))
    }
    return LintIgnore(entries: entries)
  }

  /// Reads `folder/lint-ignore`, if there is one.
  public static func load(folder: String) throws(LessonReader.Failure) -> LintIgnore {
    let path = folder + "/" + fileName
    guard let data = FileManager.default.contents(atPath: path) else { return LintIgnore() }
    return try parse(String(decoding: data, as: UTF8.self), path: path)
  }

  /// The entry for a claim of lesson `lesson`, if there is one.
  public func entry(for claim: LessonClaim, lesson: Int?) -> Entry? {
    entries.first { ($0.lesson == lesson || lesson == nil) && $0.claim == claim.name }
  }
}
