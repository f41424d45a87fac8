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

  /// How an expected line stands: found at its place, or why not.
  public enum Placement: String, Sendable, Equatable {
    case inPlace = "in-place"
    case missing
    case outOfOrder = "out-of-order"
    case outOfRange = "out-of-range"
    case notReached = "not-reached"
  }

  /// `event-3.2`: the block's id, then the line check's position in it, from 1.
  public var id: String
  public var kind: Kind
  public var status: GradeCheck.Status
  /// For an expected line, where it was found; nil for the other kinds.
  public var placement: Placement?
  /// What the fixture expects, as written: a console line, `-- no output --`, a diagnostic.
  public var expected: String?
  /// What the fixture expects in the words of whoever is graded: for a student, each hole
  /// shown as the value their console gave it (or as the values it may take); for the
  /// fixture's own program, as written.
  public var expectedShown: String?
  /// The student's line, exactly as printed or pasted; nil when none was found.
  public var actual: String?
  /// The student's line as the app printed it: without the prefix Xcode or NSLog put before it.
  public var printed: String?
  /// Where the student's line is: the paste's line number, or the line of the event's
  /// console; nil when none was found.
  public var actualLine: Int?
  /// For an expected line that is missing or out of order: the student's line after which it
  /// belonged (0: before the first); nil when that cannot be said.
  public var belongsAfter: Int?
  /// The fixture line the check comes from.
  public var location: SourceLocation
  /// One sentence: `found at its place`, `missing: should follow …`, `16 is not in 13...14 …`.
  public var message: String
  public var score: Double
  public var maxScore: Double
  /// For the check that stands for the lines nobody expected past the first
  /// ``unexpectedListed`` of a block: the numbers of the lines after its own, which it counts
  /// (a program printing 50,000 lines made 50,000 checks, each matched, graded and reported:
  /// lesson-fuzz seed 1, case 147005). Empty for every other check.
  public var moreLines: [Int] = []

  /// How many of a block's lines nobody expected are checks of their own; the rest are one.
  public static let unexpectedListed = 100

  /// The lines the check counts for in a score and in a report's tally: one, or one and the
  /// lines folded into it.
  public var count: Int { 1 + moreLines.count }

  public init(
    id: String = "", kind: Kind, status: GradeCheck.Status, placement: Placement? = nil,
    expected: String?, expectedShown: String? = nil, actual: String? = nil,
    printed: String? = nil, actualLine: Int? = nil, belongsAfter: Int? = nil,
    location: SourceLocation, message: String, score: Double = 0, maxScore: Double = 0
  ) {
    self.id = id
    self.kind = kind
    self.status = status
    self.placement = placement
    self.expected = expected
    self.expectedShown = expectedShown ?? expected
    self.actual = actual
    self.printed = printed ?? actual
    self.actualLine = actualLine
    self.belongsAfter = belongsAfter
    self.location = location
    self.message = message
    self.score = score
    self.maxScore = maxScore
  }
}
