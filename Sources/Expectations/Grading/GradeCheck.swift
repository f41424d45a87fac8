import Transcript

/// One graded claim: an event's block (or the build claim), with a check for each of its lines.
///
/// A block's claim is true or false: by default it earns its points (`-- points: N --`, else 1)
/// only when every line check passes. With `-- scoring: per line --` its points are shared
/// among its line checks instead, and it earns the share of each one that passes.
public struct GradeCheck: Sendable, Equatable {
  public enum Status: String, Sendable, Equatable {
    case passed
    case failed
    /// Not checked, and not counted: a screen claim when only a console was pasted.
    case skipped
    /// Not checked because nothing could be graded (an error, a paste that is not gradable).
    case notRun = "not-run"
  }

  /// The event a block answers.
  public struct Event: Sendable, Equatable {
    /// Its position among the fixture's events, from 0.
    public var index: Int
    /// As written between `==` and `==`: `tap "Give North a bean" x3`.
    public var label: String
    /// What the person did, in a student's words: `you pressed Home`.
    public var action: String

    public init(index: Int, label: String, action: String? = nil) {
      self.index = index
      self.label = label
      self.action = action ?? label
    }

    init(index: Int, spec: EventSpec) {
      self.init(index: index, label: spec.text, action: StudentWords.action(spec))
    }
  }

  /// One of the student's lines: where it is, as pasted, and as the app printed it.
  public struct StudentLine: Sendable, Equatable {
    /// The paste's line number, or the line of the event's console, from 1.
    public var number: Int
    /// As pasted (the Xcode prefix included) or printed.
    public var raw: String
    /// As the app printed it: without the prefix Xcode or NSLog put before it.
    public var printed: String

    public init(number: Int, raw: String, printed: String? = nil) {
      self.number = number
      self.raw = raw
      self.printed = printed ?? raw
    }
  }

  /// Stable within a fixture: `build`, `event-3`.
  public var id: String
  /// `== home ==`, `== build ==`.
  public var name: String
  /// The plain-language claim it tests: the block's `-- claim --`, else the fixture's `claim:`.
  public var claim: String
  /// Nil for the build claim.
  public var event: Event?
  /// The block's `==` line in the fixture.
  public var location: SourceLocation
  public var status: Status
  public var score: Double
  public var maxScore: Double
  /// How the block earns its points.
  public var scoring: EventExpectation.Scoring
  public var lines: [LineCheck]
  /// The fixture's hint for this block, when the student's console is its known wrong one.
  public var hint: String?
  /// The block's expected console lines, as written.
  public var expected: [String]
  /// The student's lines that belong to this block, in their order.
  public var actual: [StudentLine]

  public init(
    id: String, name: String, claim: String, event: Event?, location: SourceLocation,
    status: Status, score: Double, maxScore: Double, scoring: EventExpectation.Scoring = .perBlock,
    lines: [LineCheck], hint: String? = nil, expected: [String] = [], actual: [StudentLine] = []
  ) {
    self.id = id
    self.name = name
    self.claim = claim
    self.event = event
    self.location = location
    self.status = status
    self.score = score
    self.maxScore = maxScore
    self.scoring = scoring
    self.lines = lines
    self.hint = hint
    self.expected = expected
    self.actual = actual
  }

  /// How a student names the block: `when you pressed Home`; `the build` for the build claim.
  public var action: String {
    event.map { "when \($0.action)" } ?? "the build"
  }

  /// A block scored from its line checks: passed when every counted line check passes.
  /// The line checks get their ids here: the block's id, a dot, their position from 1.
  ///
  /// Line checks that are skipped do not count; a block whose line checks are all skipped is
  /// skipped itself and scores nothing. A block scored per block carries its points itself and
  /// its line checks none; scored per line, each counted line check carries an equal share.
  static func scored(
    id: String, name: String, claim: String, event: Event?, location: SourceLocation,
    points: Double, scoring: EventExpectation.Scoring, lines: [LineCheck], hint: String?,
    expected: [String], actual: [StudentLine]
  ) -> GradeCheck {
    // A check weighs the lines it counts: one, or many for the lines nobody expected folded
    // into one check (``UnexpectedFold``).
    let counted = lines.filter { $0.status != .skipped }.reduce(0) { $0 + $1.count }
    let passed = lines.filter { $0.status == .passed }.reduce(0) { $0 + $1.count }
    let status: Status =
      counted == 0 ? .skipped : (passed == counted ? .passed : .failed)
    let share = counted == 0 || scoring == .perBlock ? 0 : points / Double(counted)
    let lines = lines.enumerated().map { position, line in
      var line = line
      line.id = "\(id).\(position + 1)"
      line.maxScore = line.status == .skipped ? 0 : share * Double(line.count)
      line.score = line.status == .passed ? share * Double(line.count) : 0
      return line
    }
    let score: Double =
      switch (status, scoring) {
      case (.passed, _): points
      case (.failed, .perLine): Points.rounded(points * Double(passed) / Double(counted))
      default: 0
      }
    return GradeCheck(
      id: id, name: name, claim: claim, event: event, location: location, status: status,
      score: score, maxScore: status == .skipped ? 0 : points, scoring: scoring, lines: lines,
      hint: status == .failed ? hint : nil, expected: expected, actual: actual)
  }

  /// The checks a fixture would make, none of them run: for a grade that could not be made.
  static func unmade(for fixture: Fixture) -> [GradeCheck] {
    var checks: [GradeCheck] = []
    if let build = fixture.build {
      checks.append(
        GradeCheck(
          id: "build", name: "== build ==", claim: fixture.claim ?? Claims.build,
          event: nil, location: build.location, status: .notRun, score: 0, maxScore: 1,
          lines: [], expected: build.diagnostics.map(\.description)))
    }
    for (index, event) in fixture.events.enumerated() where Claims.claimsSomething(event) {
      checks.append(
        GradeCheck(
          id: "event-\(index + 1)", name: "== \(event.spec.text) ==",
          claim: Claims.claim(of: event, in: fixture),
          event: Event(index: index, spec: event.spec), location: event.location,
          status: .notRun, score: 0, maxScore: event.points ?? 1, scoring: event.scoring,
          lines: [], expected: event.console?.lines.map(\.text) ?? []))
    }
    return checks
  }
}

/// The plain-language claim each check tests.
enum Claims {
  static let build = "the compiler reports these diagnostics, and no other error or warning"

  /// The block's `-- claim --`, else the fixture's `claim:`, else what the block shows: in the
  /// fixture's syntax for its author, in what they did for a student.
  static func claim(of event: EventExpectation, in fixture: Fixture, forStudent: Bool = true)
    -> String
  {
    if let claim = event.claim ?? fixture.claim { return claim }
    return forStudent
      ? "the app prints what the lesson shows when \(StudentWords.action(event.spec))"
      : "the console of == \(event.spec.text) == is the lesson's"
  }

  /// Whether a block claims anything: a console, lines that never appear, a screen.
  static func claimsSomething(_ event: EventExpectation) -> Bool {
    event.checksSomething
  }

  /// Whether a block claims something a console shows.
  static func claimsConsole(_ event: EventExpectation) -> Bool {
    event.console != nil || !event.never.isEmpty
  }
}
