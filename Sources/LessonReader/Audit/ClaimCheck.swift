import Expectations
import Transcript

/// Which fixture claims a lesson's claim: one whose `source:` names the claim's section and
/// whose expected console (or build, or screen) holds exactly what the lesson shows.
public struct ClaimResult: Sendable {
  public enum Status: String, Sendable {
    /// A fixture claims it (see ``ClaimResult/claimers``).
    case claimed
    /// The closest fixture of its section says something else.
    case contradicted
    /// No fixture of its section says anything like it.
    case unclaimed
    /// `lint-ignore` lists it, with a reason.
    case ignored
  }

  public var claim: LessonClaim
  public var status: Status
  /// The fixtures that claim it, by path.
  public var claimers: [String]
  /// The fixture that contradicts it, or comes closest.
  public var closest: String?
  public var findings: [Finding]
  /// Why it is ignored, and where `lint-ignore` says so.
  public var ignore: LintIgnore.Entry?

  public init(
    claim: LessonClaim, status: Status, claimers: [String] = [], closest: String? = nil,
    findings: [Finding] = [], ignore: LintIgnore.Entry? = nil
  ) {
    self.claim = claim
    self.status = status
    self.claimers = claimers
    self.closest = closest
    self.findings = findings
    self.ignore = ignore
  }
}

/// Checks one claim against the fixtures of its section.
enum ClaimCheck {
  static func check(_ claim: LessonClaim, against fixtures: [Fixture]) -> ClaimResult {
    switch claim.kind {
    case .console: console(claim, fixtures)
    case .message: message(claim, fixtures)
    case .printed: printed(claim, fixtures)
    case .screen: screen(claim, fixtures)
    }
  }

  private static func console(_ claim: LessonClaim, _ fixtures: [Fixture]) -> ClaimResult {
    var claimers: [String] = []
    var closest: (path: String, match: ConsoleWindows.Match)?
    for fixture in fixtures {
      guard let match = ConsoleWindows(fixture: fixture).bestMatch(for: claim.lines) else {
        continue
      }
      if match.passed {
        claimers.append(fixture.path)
      } else if match.score > (closest?.match.score ?? 0) {
        closest = (fixture.path, match)
      }
    }
    if !claimers.isEmpty { return ClaimResult(claim: claim, status: .claimed, claimers: claimers) }
    guard let closest, closest.match.score * 2 >= claim.lines.count else {
      return ClaimResult(claim: claim, status: .unclaimed)
    }
    return ClaimResult(
      claim: claim, status: .contradicted, closest: closest.path, findings: closest.match.findings)
  }

  private static func message(_ claim: LessonClaim, _ fixtures: [Fixture]) -> ClaimResult {
    let text = claim.lines[0].text
    let claimers = fixtures.filter { fixture in
      fixture.build?.diagnostics.contains {
        $0.message == text && (claim.severity == nil || $0.severity == claim.severity)
      } ?? false
    }
    if !claimers.isEmpty {
      return ClaimResult(claim: claim, status: .claimed, claimers: claimers.map(\.path))
    }
    let built = fixtures.compactMap { fixture in fixture.build.map { (fixture, $0) } }
    guard let (fixture, build) = built.first, let diagnostic = build.diagnostics.first else {
      return ClaimResult(claim: claim, status: .unclaimed)
    }
    let finding = Finding(
      "the lesson quotes \(claim.severity?.rawValue ?? "error") `\(text)`; the fixture claims"
        + " \(diagnostic.severity.rawValue) `\(diagnostic.message)`",
      lesson: claim.location, fixture: diagnostic.location)
    return ClaimResult(
      claim: claim, status: .contradicted, closest: fixture.path, findings: [finding])
  }

  private static func printed(_ claim: LessonClaim, _ fixtures: [Fixture]) -> ClaimResult {
    var claimers: [String] = []
    var closest: (fixture: Fixture, window: ClosedRange<Int>, score: Int)?
    for fixture in fixtures {
      let result = StatedOutput(fixture: fixture).check(claim)
      if result.passed {
        claimers.append(fixture.path)
      } else if let window = result.closest, result.score > (closest?.score ?? 0) {
        closest = (fixture, window, result.score)
      }
    }
    if !claimers.isEmpty { return ClaimResult(claim: claim, status: .claimed, claimers: claimers) }
    let words = claim.lines[0].text.split(separator: " ").count
    guard let closest, closest.score * 2 >= words else {
      return ClaimResult(claim: claim, status: .unclaimed)
    }
    let lines = ConsoleWindows(fixture: closest.fixture).lines(of: closest.window)
    let finding = Finding(
      "the lesson states `\(claim.lines[0].text)`; the fixture's lines "
        + lines.map { "`\($0.text)`" }.joined(separator: ", ") + " do not read so",
      lesson: claim.location, fixture: lines.first?.location)
    return ClaimResult(
      claim: claim, status: .contradicted, closest: closest.fixture.path, findings: [finding])
  }

  private static func screen(_ claim: LessonClaim, _ fixtures: [Fixture]) -> ClaimResult {
    let claimers = fixtures.filter { StatedOutput(fixture: $0).screenShows(claim) }
    if !claimers.isEmpty {
      return ClaimResult(claim: claim, status: .claimed, claimers: claimers.map(\.path))
    }
    guard let fixture = fixtures.first(where: { StatedOutput(fixture: $0).claimsScreens }) else {
      return ClaimResult(claim: claim, status: .unclaimed)
    }
    let screen = fixture.events.flatMap(\.screens).first
    let finding = Finding(
      "the lesson says the screen read `\(claim.lines[0].text)`; no screen the fixture claims"
        + " shows that", lesson: claim.location, fixture: screen?.location)
    return ClaimResult(
      claim: claim, status: .contradicted, closest: fixture.path, findings: [finding])
  }
}
