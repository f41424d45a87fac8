import Transcript

/// Grades a console pasted from Xcode: it is read as ``Normalisation`` declares, checked for
/// what makes it ungradable, aligned with every event's expected lines at once
/// (``PasteAligner``), and each block is then checked with the lines it owns
/// (``PasteAttribution``).
struct PasteGrader {
  let fixture: Fixture
  /// The paste's first reading.
  let scan: PasteScan
  let input: PasteInput
  let source: String
  /// Whether each block's lines are listed as pasted (machine reports list them).
  var listsBlockLines = true

  private var subject: Grade.Subject { .paste(source) }
  private var normalisation: Normalisation { scan.normalisation }
  private let sentences = Sentences { "your line \($0)" }

  func grade() throws(PasteInput.ReadError) -> Grade {
    guard fixture.build != nil || fixture.events.contains(where: Claims.claimsConsole) else {
      return unmade(
        .error, "the fixture claims nothing a console shows: its claims are about the screen",
        advice:
          "grade the student's code instead: lesson-runner grade \(fixture.path) --code FOLDER")
    }
    if let problem = emptiness() { return problem }
    if fixture.build != nil {
      return BuildLogGrader(
        fixture: fixture, found: scan.diagnostics, normalisation: normalisation, source: source
      ).grade()
    }
    if let reason = scan.notConsole {
      return unmade(.notGradable, "this is not a console: \(reason)", advice: Self.advice(fixture))
    }
    let errors = scan.diagnostics.filter { $0.diagnostic.severity == .error }
    if !errors.isEmpty {
      return unmade(
        .error, "the app did not build: the paste holds the compiler's errors",
        problems: errors.map(\.diagnostic),
        advice: "fix the errors, run the step again, and paste the new console")
    }
    let expectsCrash = fixture.events.contains { event in
      event.console?.lines.contains { PasteSignature.crash(in: Substring($0.text)) } == true
    }
    if let crash = scan.crashLine, !expectsCrash, let text = scan.firstCrash {
      return unmade(
        .error, "the app crashed (your line \(crash)): \(sentences.quote(text))",
        advice: "fix the crash, run the step again, and paste the new console")
    }
    return try aligned()
  }

  // MARK: - Ungradable pastes

  private func emptiness() -> Grade? {
    guard normalisation.comparedLines == 0 else { return nil }
    let dropped = normalisation.droppedCount
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

  /// Why a pasted line (not one the fixture expects) shows the paste is not a console of a
  /// running app, if it does.
  static func notConsole(_ text: String, number: Int) -> String? {
    if text.hasPrefix("<!DOCTYPE") || text.hasPrefix("<html") {
      return "it looks like a web page (your line \(number))"
    }
    if PasteSignature.sourceLines.contains(text) {
      return "it looks like Swift source (your line \(number): `\(text)`)"
    }
    if (text.hasPrefix("-- ") && text.hasSuffix(".swift --")) || text.hasPrefix("== launch ==") {
      return "it looks like a fixture file (your line \(number): `\(text)`)"
    }
    return nil
  }

  private func unmade(
    _ outcome: Grade.Outcome, _ message: String, problems: [Diagnostic] = [], advice: String? = nil
  ) -> Grade {
    Grade.unmade(
      outcome, path: fixture.path, fixture: fixture, subject: subject, message: message,
      problems: problems, advice: advice, normalisation: normalisation)
  }

  // MARK: - Grading

  private func aligned() throws(PasteInput.ReadError) -> Grade {
    let entries = scan.entries
    let layout = PasteLayout(events: fixture.events)
    let reading = PasteReading(
      input: input, exceptions: PasteScan.systemExceptions(of: fixture),
      lineCount: scan.candidates.lineCount, bytes: scan.summary.bytes)
    var aligner = PasteAligner(
      entries: entries, candidates: scan.candidates, layout: layout, reading: reading)
    try aligner.run()
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
      lineCount: scan.candidates.lineCount)
    let quotes = try PasteQuotes(
      fixture: fixture, aligner: aligner, attribution: attribution, reading: reading,
      listsBlockLines: listsBlockLines)
    let blocks = PasteBlocks(
      fixture: fixture, entries: entries, aligner: aligner, attribution: attribution,
      quotes: quotes, sentences: sentences)
    let checks = blocks.checks()
    let passed = checks.allSatisfy { $0.status != .failed }
    return Grade(
      path: fixture.path, title: fixture.title, claim: fixture.claim, subject: subject,
      outcome: passed ? .pass : .fail,
      message: passed ? "every check passed" : Self.failureMessage(checks),
      checks: checks, normalisation: normalisation, notes: blocks.notes())
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
