import Transcript

/// Grades a console pasted from Xcode: it is read as ``Normalisation`` declares, checked for
/// what makes it ungradable, aligned with every event's expected lines at once
/// (``PasteAligner``), and each block is then checked with the lines it owns
/// (``PasteAttribution``).
struct PasteGrader {
  let fixture: Fixture
  let console: NormalisedConsole
  let source: String

  private var subject: Grade.Subject { .paste(source) }

  /// The most expected × pasted lines the alignment takes on: its table costs a byte a pair
  /// (50 MB), and a step's console is a few hundred lines.
  static let alignmentLimit = 50_000_000
  private let sentences = Sentences { "your line \($0)" }

  func grade() -> Grade {
    guard fixture.build != nil || fixture.events.contains(where: Claims.claimsConsole) else {
      return unmade(
        .error, "the fixture claims nothing a console shows: its claims are about the screen",
        advice:
          "grade the student's code instead: lesson-runner grade \(fixture.path) --code FOLDER")
    }
    if let problem = emptiness() { return problem }
    if fixture.build != nil {
      return BuildLogGrader(fixture: fixture, console: console, source: source).grade()
    }
    if let reason = PasteGrader.notConsole(console.lines, fixture: fixture) {
      return unmade(.notGradable, "this is not a console: \(reason)", advice: Self.advice(fixture))
    }
    let errors = BuildLogGrader.diagnostics(in: console.lines, source: source).filter {
      $0.diagnostic.severity == .error
    }
    if !errors.isEmpty {
      return unmade(
        .error, "the app did not build: the paste holds the compiler's errors",
        problems: errors.map(\.diagnostic),
        advice: "fix the errors, run the step again, and paste the new console")
    }
    let expectsCrash = fixture.events.contains { event in
      event.console?.lines.contains { PasteSignature.crash(in: Substring($0.text)) } == true
    }
    if let crash = console.crashLines.first, !expectsCrash,
      let line = console.lines.first(where: { $0.number == crash })
    {
      return unmade(
        .error, "the app crashed (your line \(crash)): \(sentences.quote(line.text))",
        advice: "fix the crash, run the step again, and paste the new console")
    }
    return aligned()
  }

  // MARK: - Ungradable pastes

  private func emptiness() -> Grade? {
    guard console.lines.isEmpty else { return nil }
    let dropped = console.normalisation.droppedCount
    let message =
      dropped > 0
      ? "the paste holds only lines that Xcode and iOS write (\(dropped)), none of the app's"
      : "the paste is empty"
    return unmade(.notGradable, message, advice: Self.advice(fixture))
  }

  /// What the student should do to get a console that can be graded.
  static func advice(_ fixture: Fixture) -> String {
    let actions = fixture.events.map(\.spec.text).joined(separator: ", ")
    return "in Xcode, do the step's actions (\(actions)), then click in the console, select"
      + " everything (⌘A), copy it (⌘C) and paste all of it"
  }

  /// Why the lines are not a console of a running app, if they are not.
  static func notConsole(_ lines: [PastedLine], fixture: Fixture) -> String? {
    let expected = Set(fixture.events.flatMap { $0.console?.lines.map(\.text) ?? [] })
    for line in lines where !expected.contains(line.text) {
      let text = line.text
      if text.hasPrefix("<!DOCTYPE") || text.hasPrefix("<html") {
        return "it looks like a web page (your line \(line.number))"
      }
      if PasteSignature.sourceLines.contains(text) {
        return "it looks like Swift source (your line \(line.number): `\(text)`)"
      }
      if (text.hasPrefix("-- ") && text.hasSuffix(".swift --")) || text.hasPrefix("== launch ==") {
        return "it looks like a fixture file (your line \(line.number): `\(text)`)"
      }
    }
    return nil
  }

  private func unmade(
    _ outcome: Grade.Outcome, _ message: String, problems: [Diagnostic] = [], advice: String? = nil
  ) -> Grade {
    Grade.unmade(
      outcome, path: fixture.path, fixture: fixture, subject: subject, message: message,
      problems: problems, advice: advice, normalisation: console.normalisation)
  }

  // MARK: - Grading

  private func aligned() -> Grade {
    var entries: [PasteAligner.Entry] = []
    var groups = 0
    for (index, event) in fixture.events.enumerated() {
      for item in event.console?.items ?? [] {
        switch item {
        case .line(let pattern):
          let compared = Comparison.pattern(pattern)
          entries.append(.init(pattern: compared, matcher: LineMatcher(compared), event: index))
        case .anyOrder(let patterns):
          for pattern in patterns {
            let compared = Comparison.pattern(pattern)
            entries.append(
              .init(pattern: compared, matcher: LineMatcher(compared), event: index, group: groups))
          }
          groups += 1
        }
      }
    }
    let cells = (entries.count + 1) * (console.lines.count + 1)
    guard cells <= Self.alignmentLimit else {
      return unmade(
        .notGradable,
        "the paste is too long to grade: \(console.lines.count) lines against"
          + " \(entries.count) expected lines",
        advice: "paste the console of this step only: " + Self.advice(fixture))
    }
    let layout = PasteLayout(events: fixture.events)
    var aligner = PasteAligner(entries: entries, lines: console.texts, layout: layout)
    aligner.run()
    if !entries.isEmpty, aligner.placements.allSatisfy({ $0.line == nil }) {
      let first = entries[0]
      let event = fixture.events[first.event].spec.text
      return unmade(
        .notGradable,
        "none of the lines the step expects is in the paste: it may stop before the first"
          + " (\(sentences.quote(first.pattern.text)), at == \(event) ==), or come from another"
          + " program, or the app prints none of them",
        advice: Self.advice(fixture))
    }
    let attribution = PasteAttribution(
      layout: layout, entries: entries, placements: aligner.placements,
      lineCount: console.lines.count)
    let blocks = PasteBlocks(
      fixture: fixture, console: console, entries: entries, aligner: aligner,
      attribution: attribution, sentences: sentences)
    let checks = blocks.checks()
    let passed = checks.allSatisfy { $0.status != .failed }
    return Grade(
      path: fixture.path, title: fixture.title, claim: fixture.claim, subject: subject,
      outcome: passed ? .pass : .fail,
      message: passed ? "every check passed" : Self.failureMessage(checks),
      checks: checks, normalisation: console.normalisation, notes: blocks.notes())
  }

  /// `1 of 3 checks failed: when you pressed Home` (for a student), `… failed: == home ==`.
  static func failureMessage(_ checks: [GradeCheck], forStudent: Bool = true) -> String {
    let failed = checks.filter { $0.status == .failed }
    let counted = checks.filter { $0.status != .skipped }
    let names = failed.map { forStudent ? $0.action : $0.name }.joined(separator: ", ")
    let noun = counted.count == 1 ? "check" : "checks"
    return "\(failed.count) of \(counted.count) \(noun) failed: \(names)"
  }
}
