import Transcript

/// What verifying a fixture against a transcript found, for every event.
public struct FixtureResult: Sendable, Equatable {
  public var path: String
  public var title: String
  /// True when the build claim holds, every event passes and the run did not stop early.
  public var passed: Bool
  /// The build check; nil when the fixture has no `== build ==` and the build was clean.
  public var build: BuildResult?
  /// One result per fixture event, in order, reached or not.
  public var events: [EventResult]
  /// Why the run stopped early, if it did.
  public var runFailure: Diagnostic?
  /// The values named holes bound, in the order they were bound.
  public var bindings: [BoundValue]

  public init(
    path: String, title: String, passed: Bool, build: BuildResult? = nil,
    events: [EventResult] = [], runFailure: Diagnostic? = nil, bindings: [BoundValue] = []
  ) {
    self.path = path
    self.title = title
    self.passed = passed
    self.build = build
    self.events = events
    self.runFailure = runFailure
    self.bindings = bindings
  }

  /// The events that fail.
  public var failedEvents: [EventResult] { events.filter { !$0.passed } }

  /// The value a name bound, if it was bound.
  public func value(of name: String) -> String? {
    bindings.first { $0.name == name }?.value
  }
}

/// What the build check found: each expected diagnostic found or missing, and the errors
/// and warnings nobody expected.
public struct BuildResult: Sendable, Equatable {
  /// An expected diagnostic and the actual one that matched it.
  public struct Match: Sendable, Equatable {
    public var expected: ExpectedDiagnostic
    public var actual: Diagnostic

    public init(expected: ExpectedDiagnostic, actual: Diagnostic) {
      self.expected = expected
      self.actual = actual
    }
  }

  /// The position of `== build ==`; nil when the fixture has none.
  public var location: SourceLocation?
  public var passed: Bool
  public var matched: [Match]
  public var missing: [ExpectedDiagnostic]
  /// Errors and warnings that no expected diagnostic accounts for.
  public var unexpected: [Diagnostic]

  public init(
    location: SourceLocation?, passed: Bool, matched: [Match] = [],
    missing: [ExpectedDiagnostic] = [], unexpected: [Diagnostic] = []
  ) {
    self.location = location
    self.passed = passed
    self.matched = matched
    self.missing = missing
    self.unexpected = unexpected
  }
}
