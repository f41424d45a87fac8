import Transcript

/// One thing a lesson claims a program does: a console block, a quoted compiler message, or
/// output stated in a sentence. Lint finds the fixture that checks each.
public struct LessonClaim: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable {
    case console
    case message = "compiler message"
    case printed
    case screen
  }

  public var kind: Kind
  public var section: SectionID
  /// Its number among the section's claims of its kind, from 1: `step 4, console 2`.
  public var index: Int
  public var location: SourceLocation
  /// A console block's lines; for the other kinds, one line holding the claimed text.
  public var lines: [LessonLine]
  /// A compiler message's severity.
  public var severity: Diagnostic.Severity?
  /// For stated output: whether it follows a colon, so that nothing but output follows.
  public var afterColon: Bool

  public init(
    kind: Kind, section: SectionID, index: Int, location: SourceLocation, lines: [LessonLine],
    severity: Diagnostic.Severity? = nil, afterColon: Bool = true
  ) {
    self.kind = kind
    self.section = section
    self.index = index
    self.location = location
    self.lines = lines
    self.severity = severity
    self.afterColon = afterColon
  }

  /// How a person and `lint-ignore` name it: `step 4, console 2`.
  public var name: String { "\(section), \(kind.rawValue) \(index)" }

  /// The claimed text, lines joined with ` / `.
  public var text: String { lines.map(\.text).joined(separator: " / ") }

  /// Every claim of the lesson, in reading order.
  public static func all(in lesson: Lesson) -> [LessonClaim] {
    var claims: [LessonClaim] = []
    for section in lesson.sections {
      guard let id = section.id else { continue }
      var counts: [Kind: Int] = [:]
      func next(_ kind: Kind) -> Int {
        counts[kind, default: 0] += 1
        return counts[kind]!
      }
      for item in section.items {
        switch item {
        case .console(let block):
          claims.append(
            LessonClaim(
              kind: .console, section: id, index: next(.console), location: block.location,
              lines: block.lines))
        case .message(let message):
          claims.append(
            LessonClaim(
              kind: .message, section: id, index: next(.message), location: message.location,
              lines: [LessonLine(message.text, at: message.location)], severity: message.severity))
        case .claim(let claim):
          let kind: Kind = claim.kind == .screen ? .screen : .printed
          claims.append(
            LessonClaim(
              kind: kind, section: id, index: next(kind), location: claim.location,
              lines: [LessonLine(claim.text, at: claim.location)], afterColon: claim.afterColon))
        case .prose, .listing, .removal:
          continue
        }
      }
    }
    return claims
  }
}

/// One thing a check found wrong, placed on the lesson's line and the fixture's.
public struct Finding: Sendable, Equatable {
  public var message: String
  /// The lesson's line it concerns, if it concerns one.
  public var lesson: SourceLocation?
  /// The fixture's line it concerns, if it concerns one.
  public var fixture: SourceLocation?

  public init(_ message: String, lesson: SourceLocation? = nil, fixture: SourceLocation? = nil) {
    self.message = message
    self.lesson = lesson
    self.fixture = fixture
  }
}
