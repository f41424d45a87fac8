import Transcript

/// The checks of each block once a paste is aligned: its lines, the lines it must not print,
/// `-- no output --`, its hint, and the screens a console cannot show.
struct PasteBlocks {
  let fixture: Fixture
  let entries: [PasteAligner.Entry]
  let aligner: PasteAligner
  let attribution: PasteAttribution
  /// The pasted lines the checks quote, and what a second reading found.
  let quotes: PasteQuotes
  let sentences: Sentences

  static let screenSkipped =
    "not checked: a pasted console does not show the screen (grade the code with --code)"

  func checks() -> [GradeCheck] {
    var originals: Originals = [:]
    for (event, expectation) in fixture.events.enumerated() {
      for line in expectation.console?.lines ?? []
      where originals[Place(event: event, location: line.location)] == nil {
        originals[Place(event: event, location: line.location)] = line
      }
    }
    return fixture.events.indices.compactMap { index in
      Claims.claimsSomething(fixture.events[index]) ? check(index, originals) : nil
    }
  }

  /// Each expected line as written in the fixture, by its event and location: looked up once
  /// a line, where a search of the event's lines made 4,000 expected lines cost 16 million
  /// copies of a pattern.
  private typealias Originals = [Place: LinePattern]

  private struct Place: Hashable {
    var event: Int
    var location: SourceLocation
  }

  private func check(_ event: Int, _ originals: Originals) -> GradeCheck {
    let expectation = fixture.events[event]
    var lines: [LineCheck] = []
    for entry in entries.indices where entries[entry].event == event {
      lines.append(lineCheck(entry, originals))
    }
    let unexpected = attribution.untaken(in: attribution.unexpectedStretches(for: event))
    switch attribution.layoutClaim(of: event) {
    case .silent:
      let first = unexpected.first.map { quotes[$0] }
      lines.append(
        LineCheck(
          kind: .noOutput, status: unexpected.isEmpty ? .passed : .failed,
          expected: "-- no output --",
          actual: unexpected.isEmpty
            ? nil : unexpected.map { quotes[$0].raw }.joined(separator: "\n"),
          printed: unexpected.isEmpty
            ? nil : unexpected.map { printed(quotes[$0]) }.joined(separator: "\n"),
          actualLine: first?.number, location: expectation.location,
          message: first.map {
            "printed \(sentences.quote(printed($0))) (\(sentences.place($0.number))), and the"
              + " lesson says nothing is printed here"
          } ?? "nothing was printed"))
    case .exact, .open:
      lines += UnexpectedFold.checks(unexpected, number: { quotes[$0].number }) { line in
        let pasted = quotes[line]
        let before =
          line > 0 ? ", after \(sentences.quote(printed(quotes[line - 1])))" : ", first"
        return LineCheck(
          kind: .unexpected, status: .failed, expected: nil, actual: pasted.raw,
          printed: printed(pasted), actualLine: pasted.number, location: expectation.location,
          message: sentences.unexpected(
            printed(pasted), at: pasted.number,
            claim: "the lesson shows no such line here\(before)"))
      }
    }
    for (index, pattern) in expectation.never.enumerated() {
      let seen = quotes.never(event, index).map { quotes[$0] }
      lines.append(
        LineCheck(
          kind: .never, status: seen == nil ? .passed : .failed, expected: pattern.text,
          expectedShown: StudentWords.shown(pattern, values: aligner.bindings.values),
          actual: seen?.raw, printed: seen.map(printed), actualLine: seen?.number,
          location: pattern.location,
          message: seen.map {
            sentences.never(pattern.text, appeared: printed($0), at: $0.number)
          } ?? Sentences.neverAbsent))
    }
    for screen in expectation.screens {
      lines.append(
        LineCheck(
          kind: .screen, status: .skipped,
          expected: ([screen.target.directive] + screen.lines.map(\.text)).joined(separator: "\n"),
          location: screen.location, message: Self.screenSkipped))
    }
    return GradeCheck.scored(
      id: "event-\(event + 1)", name: "== \(expectation.spec.text) ==",
      claim: Claims.claim(of: expectation, in: fixture),
      event: GradeCheck.Event(index: event, spec: expectation.spec),
      location: expectation.location, points: expectation.points ?? 1,
      scoring: expectation.scoring, lines: lines, hint: quotes.hint(event),
      expected: expectation.console?.lines.map(\.text) ?? [], actual: quotes.lines(of: event))
  }

  /// The pasted line as the app printed it: without the prefix Xcode or NSLog put before it,
  /// nor the spaces at its end, which reading the paste ignores (so they are not shown).
  func printed(_ line: PastedLine) -> String { Self.printed(line) }

  static func printed(_ line: PastedLine) -> String {
    let raw = Substring(line.raw)
    return String(
      Comparison.trimmingTrailingSpaces(XcodePrefix.end(in: raw).map { raw[$0...] } ?? raw))
  }

  static func studentLine(_ line: PastedLine) -> GradeCheck.StudentLine {
    .init(number: line.number, raw: line.raw, printed: printed(line))
  }

  /// The expected line as written in the fixture (the aligner compares a copy whose arrows are
  /// unified), in the student's words.
  private func shown(_ entry: Int, _ originals: Originals) -> String {
    let compared = entries[entry].pattern
    let place = Place(event: entries[entry].event, location: compared.location)
    let original = originals[place] ?? compared
    let found: Bool =
      switch aligner.placements[entry] {
      case .matched, .outOfOrder: true
      case .outOfRange, .missing: false
      }
    return StudentWords.shown(original, values: aligner.bindings.values, found: found)
  }

  private func lineCheck(_ entry: Int, _ originals: Originals) -> LineCheck {
    // The compared pattern keeps the text and location written in the fixture.
    let pattern = entries[entry].pattern
    let previous = entry > 0 ? entry - 1 : nil
    let belongsAfter = aligner.belongsAfter[entry].map { quotes[$0].number } ?? 0
    func check(
      _ status: GradeCheck.Status, _ placement: LineCheck.Placement, _ line: Int?,
      _ message: String
    ) -> LineCheck {
      LineCheck(
        kind: .line, status: status, placement: placement, expected: pattern.text,
        expectedShown: shown(entry, originals), actual: line.map { quotes[$0].raw },
        printed: line.map { printed(quotes[$0]) },
        actualLine: line.map { quotes[$0].number },
        belongsAfter: placement == .missing || placement == .outOfOrder ? belongsAfter : nil,
        location: pattern.location, message: message)
    }
    switch aligner.placements[entry] {
    case .matched(let line):
      return check(.passed, .inPlace, line, sentences.found(at: quotes[line].number))
    case .outOfRange(let line, let violation):
      return check(
        .failed, .outOfRange, line,
        sentences.outOfRange(
          printed(quotes[line]), at: quotes[line].number, violation))
    case .outOfOrder(let line):
      return check(
        .failed, .outOfOrder, line,
        sentences.outOfOrder(
          shown(entry, originals), found: quotes[line].number,
          after: line > 0 ? printed(quotes[line - 1]) : nil,
          expectedAfter: previous.map { shown($0, originals) }))
    case .missing:
      var actual: [Int: String] = [:]
      if let after = aligner.belongsAfter[entry] {
        actual[quotes[after].number] = printed(quotes[after])
      }
      return check(
        .failed, .missing, nil,
        sentences.missing(
          shown(entry, originals), previous: previous.map { shown($0, originals) },
          previousLine: previous.flatMap { aligner.placements[$0].anchor }.map {
            quotes[$0].number
          },
          belongsAfter: aligner.belongsAfter[entry].map { quotes[$0].number }, actual: actual
        ))
    }
  }

  /// Remarks on the paste as a whole: the blocks it seems to stop before.
  func notes() -> [String] {
    guard let last = attribution.spans.lastIndex(where: { $0 != nil }) else { return [] }
    let after = fixture.events.indices.filter { index in
      index > last && fixture.events[index].console.map { !$0.lines.isEmpty } == true
        && !entries.indices.contains {
          entries[$0].event == index && aligner.placements[$0].line != nil
        }
    }
    guard !after.isEmpty, let end = attribution.spans[last]?.upperBound else { return [] }
    let names = after.map { "== \(fixture.events[$0].spec.text) ==" }.joined(separator: ", ")
    return [
      "nothing the lesson shows for \(names) was found after your line"
        + " \(quotes[end].number): if the paste was cut short, copy the whole console"
    ]
  }
}
