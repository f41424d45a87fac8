import Expectations
import Transcript

/// How a fixture's Swift files stand against the lesson's.
public struct FixtureCheck: Sendable {
  public enum Status: String, Sendable {
    case matches
    case drifted
    /// A flash card's fixture: the card shows no project, only its claims are checked.
    case notCompared = "not compared"
  }

  public var fixture: Fixture
  public var source: FixtureSource?
  public var status: Status
  /// The lesson line the files were compared at (the first claim the fixture holds), if any.
  public var line: Int?
  public var differences: [FileDifference]
  /// Whether the fixture passes when run; nil when it was not run.
  public var passes: Bool?
}

/// A lesson set against its fixtures: who claims each console block, compiler message and
/// stated output, and whether each fixture's files are the lesson's at that point.
public struct LessonAudit: Sendable {
  public var lesson: Lesson
  public var claims: [ClaimResult]
  public var fixtures: [FixtureCheck]
  /// Changes of the lesson that could not be applied to its project.
  public var problems: [Diagnostic]
  /// `lint-ignore` entries that name no claim of the lesson.
  public var staleIgnores: [LintIgnore.Entry]
  /// Whether each fixture passes when run, by path (fixtures not run are absent).
  public var passing: [String: Bool]

  /// Audits `lesson` against the fixtures whose `source:` names it.
  ///
  /// - Parameters:
  ///   - fixtures: Fixtures of any lesson; those of other lessons are left out.
  ///   - support: The fixture folder's `_files/`.
  ///   - ignore: The fixture folder's `lint-ignore`.
  ///   - passing: Whether each fixture passes when run, by path.
  public init(
    lesson: Lesson, fixtures: [Fixture], support: SupportFiles = SupportFiles(),
    ignore: LintIgnore = LintIgnore(), passing: [String: Bool] = [:]
  ) {
    self.lesson = lesson
    self.passing = passing
    let history = ProjectHistory(lesson, support: support)
    problems = history.problems
    let own = fixtures.compactMap { fixture -> (Fixture, FixtureSource)? in
      guard let source = FixtureSource(fixture.source),
        lesson.number == nil || source.lesson == lesson.number
      else { return nil }
      return (fixture, source)
    }
    var used: [SourceLocation] = []
    claims = LessonClaim.all(in: lesson).map { claim in
      let section = own.filter { $0.1.section == claim.section }.map(\.0)
      var result = ClaimCheck.check(claim, against: section)
      if let entry = ignore.entry(for: claim, lesson: lesson.number) {
        used.append(entry.location)
        if result.status != .claimed {
          result.status = .ignored
          result.ignore = entry
        }
      }
      return result
    }
    staleIgnores = ignore.entries.filter { !used.contains($0.location) }
    let claims = self.claims
    self.fixtures = own.map { fixture, source in
      Self.check(
        fixture, source, lesson: lesson, history: history, claims: claims, passing: passing)
    }
  }

  private static func check(
    _ fixture: Fixture, _ source: FixtureSource, lesson: Lesson, history: ProjectHistory,
    claims: [ClaimResult], passing: [String: Bool]
  ) -> FixtureCheck {
    var check = FixtureCheck(
      fixture: fixture, source: source, status: .matches, line: nil, differences: [],
      passes: passing[fixture.path])
    let id = source.section
    guard id.kind != .flashCard else {
      check.status = .notCompared
      return check
    }
    guard lesson.section(id) != nil else {
      check.status = .drifted
      check.differences = [
        FileDifference(
          file: "", message: "the lesson has no \(id)",
          fixture: SourceLocation(file: fixture.path, line: 1, column: 1))
      ]
      return check
    }
    let comparison = FileComparison(fixture: fixture, history: history, isStep: id.kind == .step)
    let held = claims.filter { $0.claimers.contains(fixture.path) }.map(\.claim.location.line)
    if let line = held.min(), let state = history.state(in: id, before: line) {
      check.line = line
      check.differences = comparison.differences(from: state)
    } else {
      // No claim pins the point: the files must be the project at some point of the section.
      var best: (line: Int?, differences: [FileDifference])?
      for point in history.points(in: id) {
        let differences = comparison.differences(from: point.state)
        if best == nil || differences.count <= best!.differences.count {
          best = (point.line, differences)
        }
        if differences.isEmpty { break }
      }
      check.line = best?.line
      check.differences = best?.differences ?? []
    }
    check.status = check.differences.isEmpty ? .matches : .drifted
    return check
  }

  // MARK: - Counts

  /// Whether a claim is held: claimed by a fixture that passes (or was not run), or ignored.
  public func holds(_ result: ClaimResult) -> Bool {
    switch result.status {
    case .claimed: result.claimers.contains { passing[$0] != false }
    case .ignored: true
    case .contradicted, .unclaimed: false
    }
  }

  /// The console blocks, and how many a fixture claims.
  public var consoleCounts: (claimed: Int, total: Int) {
    let consoles = claims.filter { $0.claim.kind == .console }
    return (consoles.filter { $0.status == .claimed }.count, consoles.count)
  }

  /// The fixtures whose files are compared (steps and questions), and how many match.
  public var fixtureCounts: (matching: Int, total: Int) {
    let compared = fixtures.filter { $0.status != .notCompared }
    return (compared.filter { $0.status == .matches }.count, compared.count)
  }

  /// `N of M console blocks claimed, K of F fixtures match the lesson`.
  public var summary: String {
    let consoles = consoleCounts
    let files = fixtureCounts
    return "\(consoles.claimed) of \(consoles.total) console blocks claimed, \(files.matching) of"
      + " \(files.total) fixtures match the lesson"
  }

  /// Whether nothing is unclaimed, contradicted, held only by failing fixtures, or drifted,
  /// and every change of the lesson could be applied.
  public var isClean: Bool {
    claims.allSatisfy(holds) && fixtures.allSatisfy { $0.status != .drifted } && problems.isEmpty
  }
}
