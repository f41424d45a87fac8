import Transcript

/// One line of a block: an expected line, a line that must never appear, a screen claim, a
/// diagnostic, or a line nobody expected.
public struct LineCheck: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    /// An expected console line.
    case line
    /// `-- no output --`: nothing is printed.
    case noOutput = "no-output"
    /// A line the block does not expect, where it claims exactly its lines.
    case unexpected
    /// A `-- never --` line.
    case never
    /// A `-- screen --`, `-- card --` or `-- home screen --` claim.
    case screen
    /// An expected compiler diagnostic.
    case diagnostic
    /// A compiler error or warning nobody expected.
    case unexpectedDiagnostic = "unexpected-diagnostic"
  }

  /// `event-3.2`: the block's id, then the line check's position in it, from 1.
  public var id: String
  public var kind: Kind
  public var status: GradeCheck.Status
  /// What the fixture expects, as written: a console line, `-- no output --`, a diagnostic.
  public var expected: String?
  /// The student's line, exactly as printed or pasted; nil when none was found.
  public var actual: String?
  /// Where the student's line is: the paste's line number, or the line of the event's
  /// console; nil when none was found.
  public var actualLine: Int?
  /// The fixture line the check comes from.
  public var location: SourceLocation
  /// One sentence: `found at its place`, `missing: should follow …`, `16 is not in 13...14 …`.
  public var message: String
  public var score: Double
  public var maxScore: Double

  public init(
    id: String = "", kind: Kind, status: GradeCheck.Status, expected: String?,
    actual: String? = nil,
    actualLine: Int? = nil, location: SourceLocation, message: String, score: Double = 0,
    maxScore: Double = 0
  ) {
    self.id = id
    self.kind = kind
    self.status = status
    self.expected = expected
    self.actual = actual
    self.actualLine = actualLine
    self.location = location
    self.message = message
    self.score = score
    self.maxScore = maxScore
  }
}
