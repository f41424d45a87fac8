/// The first reading of a paste, in one pass: how it was read, what makes it ungradable (not
/// a console, a build's errors, a crash), and the lines the alignment needs
/// (``PasteCandidates``). Nothing of a line is kept unless one of these needs it.
struct PasteScan {
  let fixture: Fixture
  let source: String
  let entries: [PasteAligner.Entry]

  private(set) var summary: ConsoleReader.Summary
  private(set) var candidates: PasteCandidates
  /// The first line that crashed the app: its paste line number and compared text.
  private(set) var crashLine: Int?
  private(set) var firstCrash: String?
  /// Why the paste is not a console of a running app, if it is not.
  private(set) var notConsole: String?
  /// The compiler diagnostics in the paste, each once, in order.
  private(set) var diagnostics: [BuildLogGrader.Found] = []

  /// Reads `input` for grading against `fixture`.
  init(fixture: Fixture, input: PasteInput, source: String) throws(PasteInput.ReadError) {
    self.fixture = fixture
    self.source = source
    entries = Self.entries(of: fixture)
    var made = PasteCandidates(entries: entries)
    let classOf = made.classOf
    if PasteAligner.isSequenceFixed(entries, classOf: classOf) {
      let sequence = PasteAligner.sequence(entries, first: { _ in nil }, classOf: classOf)
      made.alignment = PasteAlignment(
        rowKeys: sequence.map { classOf[$0] },
        gapCosts: PasteAligner.gapCosts(
          entries, sequence: sequence, layout: PasteLayout(events: fixture.events)),
        classCount: made.classCount)
    }
    candidates = made
    summary = ConsoleReader.Summary(
      normalisation: Normalisation(
        source: source, pastedLines: 0, comparedLines: 0, steps: [], dropped: []),
      hasBadBytes: false, bytes: 0)
    let expected = Set(fixture.events.flatMap { $0.console?.lines.map(\.text) ?? [] })
    var seenText = false
    var pendingBlanks = 0
    let filters = PasteFilters.standard
    let reader = ConsoleReader(
      input: input, source: source, expected: Self.systemExceptions(of: fixture))
    summary = try reader.read { line in
      if line.isCrash, crashLine == nil {
        crashLine = line.number
        firstCrash = line.text.string
      }
      guard !line.text.isEmpty else {
        if seenText { pendingBlanks += 1 }
        return
      }
      seenText = true
      for _ in 0..<pendingBlanks { candidates.addBlank() }
      pendingBlanks = 0
      candidates.add(line.text, pasted: (line.number, line.raw))
      if notConsole == nil, filters.mayBeSignature(line.text) {
        let text = line.text.string
        if !expected.contains(text) {
          notConsole = PasteGrader.notConsole(text, number: line.number)
        }
      }
      if filters.mayBeDiagnostic(line.text) {
        let pasted = PastedLine(line)
        if let diagnostic = BuildLogGrader.diagnostic(in: pasted, source: source),
          !diagnostics.contains(where: { $0.diagnostic == diagnostic })
        {
          diagnostics.append(BuildLogGrader.Found(diagnostic: diagnostic, line: pasted))
        }
      }
    }
  }

  var normalisation: Normalisation { summary.normalisation }

  /// The lines a paste's line is never dropped as the system's for matching: every console
  /// line and every `-- never --` line of the fixture.
  static func systemExceptions(of fixture: Fixture) -> [LinePattern] {
    fixture.events.flatMap { ($0.console?.lines ?? []) + $0.never }
  }

  /// The expected lines of every event, in order, under the comparison rules.
  static func entries(of fixture: Fixture) -> [PasteAligner.Entry] {
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
    return entries
  }
}
