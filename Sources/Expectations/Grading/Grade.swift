import Transcript

/// What grading a student's work against one fixture found: an outcome, checks and a score.
///
/// Four outcomes are kept apart, each with its own message:
///
/// | outcome | meaning | exit |
/// |---|---|---|
/// | ``Outcome/pass`` | every check passed | 0 |
/// | ``Outcome/fail`` | a check failed; the score is partial credit | 1 |
/// | ``Outcome/error`` | nothing could be run: a bad fixture, a program that does not build or crashes | 2 |
/// | ``Outcome/notGradable`` | the paste cannot be graded: empty, truncated, not a console | 2 |
///
/// An error or a paste that is not gradable scores 0, with the reason in ``message``.
public struct Grade: Sendable, Equatable {
  public enum Outcome: String, Sendable, Equatable {
    case pass
    case fail
    case error
    case notGradable = "not-gradable"
  }

  /// What was graded.
  public enum Subject: Sendable, Equatable {
    /// A console pasted from Xcode (the file it was read from, or `-` for standard input).
    case paste(String)
    /// A student's Swift files, run on the engine.
    case code(String)
    /// The fixture's own program (`lesson-runner verify`).
    case fixture
  }

  /// The fixture's path.
  public var path: String
  /// The fixture's title; empty when the fixture could not be read.
  public var title: String
  /// The fixture's plain-language claim (`claim:` in its header).
  public var claim: String?
  public var subject: Subject
  public var outcome: Outcome
  /// One sentence for the outcome: `every check passed`, `the paste is empty`, …
  public var message: String
  /// What went wrong, located, for an error: the build's errors, the crash, the bad fixture line.
  public var problems: [Diagnostic]
  /// What to do next, for an error or a paste that is not gradable.
  public var advice: String?
  /// The checks, in fixture order: the build claim, then one per event block with a claim.
  public var checks: [GradeCheck]
  /// How the paste was read before comparison; nil unless a paste was graded.
  public var normalisation: Normalisation?
  /// Remarks that do not change the score: a paste that seems cut short, checks skipped.
  public var notes: [String]
  /// The fixture's events as a student does them: `launch`, `tap "Give North a bean" x3`.
  public var actions: [String] = []
  /// How long grading took, in seconds of wall-clock time, as the command measured it; nil
  /// when it was not measured. Reports for machines show it; nothing else depends on it.
  public var duration: Double?

  public init(
    path: String, title: String, claim: String? = nil, subject: Subject, outcome: Outcome,
    message: String, problems: [Diagnostic] = [], advice: String? = nil,
    checks: [GradeCheck] = [], normalisation: Normalisation? = nil, notes: [String] = []
  ) {
    self.path = path
    self.title = title
    self.claim = claim
    self.subject = subject
    self.outcome = outcome
    self.message = message
    self.problems = problems
    self.advice = advice
    self.checks = checks
    self.normalisation = normalisation
    self.notes = notes
  }

  /// The points earned: the sum of the checks' scores, or 0 for an error or a paste that is not
  /// gradable.
  public var score: Double {
    guard outcome == .pass || outcome == .fail else { return 0 }
    return Points.rounded(checks.reduce(0) { $0 + $1.score })
  }

  /// The points available: the sum of the graded checks' points.
  public var maxScore: Double {
    Points.rounded(checks.filter { $0.status != .skipped }.reduce(0) { $0 + $1.maxScore })
  }

  /// The runner's exit code: 0 pass, 1 fail, 2 error or not gradable.
  public var exitCode: Int32 {
    switch outcome {
    case .pass: 0
    case .fail: 1
    case .error, .notGradable: 2
    }
  }

  /// Whether a student reads the report (a paste or a student's code is graded): events are
  /// then told as what they did and holes as their values. The fixture's own program is
  /// reported to its author in the fixture's syntax.
  public var forStudent: Bool {
    if case .fixture = subject { false } else { true }
  }

  /// The checks that failed.
  public var failedChecks: [GradeCheck] { checks.filter { $0.status == .failed } }

  /// A grade that could not be made: an error or a paste that is not gradable, scoring 0.
  public static func unmade(
    _ outcome: Outcome, path: String, fixture: Fixture? = nil, subject: Subject,
    message: String, problems: [Diagnostic] = [], advice: String? = nil,
    normalisation: Normalisation? = nil
  ) -> Grade {
    var grade = Grade(
      path: path, title: fixture?.title ?? "", claim: fixture?.claim, subject: subject,
      outcome: outcome, message: message, problems: problems, advice: advice,
      checks: fixture.map { GradeCheck.unmade(for: $0) } ?? [], normalisation: normalisation)
    grade.actions = fixture?.events.map(\.spec.text) ?? []
    return grade
  }
}

/// Points as reports write them: rounded to hundredths, so that sums add up as shown.
public enum Points {
  public static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }

  /// `1`, `0.5`, `0.67`: a score as a person writes it.
  public static func text(_ value: Double) -> String {
    let value = rounded(value)
    if value == value.rounded() { return String(Int(value)) }
    var text = String(value)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
      text = String(text[..<text.index(dot, offsetBy: 3)])
    }
    return text
  }
}
