import Transcript

/// What verifying one event found: every expected line classified, and every other problem.
public struct EventResult: Sendable, Equatable {
  /// The event's position in the fixture, from 0.
  public var index: Int
  /// The event as written: `home`, `tap "Give North a bean" x3`.
  public var label: String
  /// The position of the event's `==` line.
  public var location: SourceLocation
  public var passed: Bool
  /// False when the run stopped before this event (see ``FixtureResult/runFailure``).
  public var reached: Bool
  /// How the console was claimed; nil when the block makes no claim about it.
  public var mode: ConsoleExpectation.Mode?
  /// The console lines the event printed.
  public var actual: [String]
  /// One result per expected console line, in block order.
  public var lines: [LineResult]
  /// Actual lines nothing accounts for (exact and silent modes only).
  public var unexpected: [UnexpectedLine]
  /// `-- never --` lines that appeared.
  public var never: [NeverViolation]
  public var screens: [ScreenResult]
  /// The first hint whose lines the console matches, when the event fails.
  public var hint: Hint?
  public var claim: String?
  public var points: Double?

  public init(
    index: Int, label: String, location: SourceLocation, passed: Bool, reached: Bool = true,
    mode: ConsoleExpectation.Mode? = nil, actual: [String] = [], lines: [LineResult] = [],
    unexpected: [UnexpectedLine] = [], never: [NeverViolation] = [], screens: [ScreenResult] = [],
    hint: Hint? = nil, claim: String? = nil, points: Double? = nil
  ) {
    self.index = index
    self.label = label
    self.location = location
    self.passed = passed
    self.reached = reached
    self.mode = mode
    self.actual = actual
    self.lines = lines
    self.unexpected = unexpected
    self.never = never
    self.screens = screens
    self.hint = hint
    self.claim = claim
    self.points = points
  }

  /// Whether the console claim holds (true when there is none).
  public var consolePassed: Bool {
    reached && unexpected.isEmpty && lines.allSatisfy(\.passed)
  }

  /// The expected lines that were not found at all.
  public var missing: [LineResult] { lines.filter { $0.outcome == .missing } }

  /// The expected lines found, but not at their place.
  public var outOfOrder: [LineResult] {
    lines.filter { if case .outOfOrder = $0.outcome { true } else { false } }
  }

  /// The expected lines whose hole values break a bound or back-reference.
  public var outOfRange: [LineResult] {
    lines.filter { if case .outOfRange = $0.outcome { true } else { false } }
  }
}

/// What verifying one screen claim found.
public struct ScreenResult: Sendable, Equatable {
  public var target: ScreenExpectation.Target
  /// The position of the directive.
  public var location: SourceLocation
  public var passed: Bool
  /// Why the claim could not be compared line by line, or why `-- home screen --` fails:
  /// `the device shows the Home Screen`, `no window is named 'South'`.
  public var problem: String?
  /// What the window or card shows, one item a line (`[label]` for a button).
  public var actual: [String]
  public var lines: [LineResult]
  public var unexpected: [UnexpectedLine]

  public init(
    target: ScreenExpectation.Target, location: SourceLocation, passed: Bool,
    problem: String? = nil, actual: [String] = [], lines: [LineResult] = [],
    unexpected: [UnexpectedLine] = []
  ) {
    self.target = target
    self.location = location
    self.passed = passed
    self.problem = problem
    self.actual = actual
    self.lines = lines
    self.unexpected = unexpected
  }
}
