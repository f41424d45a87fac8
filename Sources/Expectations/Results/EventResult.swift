import Transcript

/// What verifying one event found: every expected line classified, and every other problem.
public struct EventResult: Sendable, Equatable, Encodable {
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

  private enum CodingKeys: String, CodingKey {
    case index, label, location, passed, reached, mode, actual, lines, unexpected, never
    case screens, hint, claim, points
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(label, forKey: .label)
    try container.encode(EncodedLocation(location), forKey: .location)
    try container.encode(passed, forKey: .passed)
    try container.encode(reached, forKey: .reached)
    try container.encodeIfPresent(mode, forKey: .mode)
    try container.encode(actual, forKey: .actual)
    try container.encode(lines, forKey: .lines)
    try container.encode(unexpected, forKey: .unexpected)
    try container.encode(never, forKey: .never)
    try container.encode(screens, forKey: .screens)
    try container.encodeIfPresent(hint, forKey: .hint)
    try container.encodeIfPresent(claim, forKey: .claim)
    try container.encodeIfPresent(points, forKey: .points)
  }
}

/// What verifying one screen claim found.
public struct ScreenResult: Sendable, Equatable, Encodable {
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

  private enum CodingKeys: String, CodingKey {
    case target, location, passed, problem, actual, lines, unexpected
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(target, forKey: .target)
    try container.encode(EncodedLocation(location), forKey: .location)
    try container.encode(passed, forKey: .passed)
    try container.encodeIfPresent(problem, forKey: .problem)
    try container.encode(actual, forKey: .actual)
    try container.encode(lines, forKey: .lines)
    try container.encode(unexpected, forKey: .unexpected)
  }
}
