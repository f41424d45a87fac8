import Transcript

/// One line of a lesson, with where it is: the unit every listing, console and claim is made of,
/// so that a report can always point at the lesson's own line.
public struct LessonLine: Sendable, Equatable {
  public var text: String
  public var location: SourceLocation

  public init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
  }

  /// The line's number in its file.
  public var number: Int { location.line }
}

/// What a section holds, in reading order.
public enum LessonItem: Sendable {
  /// A line of prose (instructions, explanation, captions of screenshots).
  case prose(LessonLine)
  case listing(Listing)
  case console(ConsoleBlock)
  /// A compiler message the lesson quotes.
  case message(QuotedMessage)
  /// Output stated in prose: "It printed: …", "The screen read: …".
  case claim(PrintedClaim)
  /// A file the prose tells the reader to delete ("delete AppDelegate.swift").
  case removal(name: String, location: SourceLocation)
}

/// A `Console` block: the lines Xcode's console showed, verbatim.
public struct ConsoleBlock: Sendable, Equatable {
  public var lines: [LessonLine]
  /// The line that labels the block (`Console`, or the Markdown fence).
  public var location: SourceLocation
  /// The prose line just before the block ("When you press Home:"), which says what it follows.
  public var leadIn: LessonLine?

  public init(lines: [LessonLine], location: SourceLocation, leadIn: LessonLine?) {
    self.lines = lines
    self.location = location
    self.leadIn = leadIn
  }
}

/// A compiler message quoted by the lesson, on a line of its own after "Xcode reports", or
/// repeated inside another section's prose.
public struct QuotedMessage: Sendable, Equatable {
  public var text: String
  public var severity: Diagnostic.Severity
  public var location: SourceLocation

  public init(text: String, severity: Diagnostic.Severity, location: SourceLocation) {
    self.text = text
    self.severity = severity
    self.location = location
  }
}

/// Output a section states in a sentence rather than in a console block.
public struct PrintedClaim: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// "It printed: inactive → active at 0 active → inactive at 5 …", "it printed starting …".
    case printed
    /// "The screen read: scene: North, app: 1, state: 0."
    case screen
  }

  public var kind: Kind
  /// The stated output, up to the end of its sentence.
  public var text: String
  /// Whether the output follows a colon (`printed: …`), so that it is all output; otherwise
  /// prose may go on after it ("it printed starting before the first view was created").
  public var afterColon: Bool
  public var location: SourceLocation

  public init(kind: Kind, text: String, afterColon: Bool, location: SourceLocation) {
    self.kind = kind
    self.text = text
    self.afterColon = afterColon
    self.location = location
  }
}
