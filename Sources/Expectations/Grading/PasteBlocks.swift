/// The checks of each block once a paste is aligned: its lines, the lines it must not print,
/// `-- no output --`, its hint, and the screens a console cannot show.
struct PasteBlocks {
  let fixture: Fixture
  let console: NormalisedConsole
  let entries: [PasteAligner.Entry]
  let aligner: PasteAligner
  let attribution: PasteAttribution
  let sentences: Sentences

  static let screenSkipped =
    "not checked: a pasted console does not show the screen (grade the code with --code)"

  func checks() -> [GradeCheck] {
    fixture.events.indices.compactMap { index in
      Claims.claimsSomething(fixture.events[index]) ? check(index) : nil
    }
  }

  private func check(_ event: Int) -> GradeCheck {
    let expectation = fixture.events[event]
    var lines: [LineCheck] = []
    for entry in entries.indices where entries[entry].event == event {
      lines.append(lineCheck(entry))
    }
    let unexpected = attribution.unexpected(for: event)
    switch attribution.layoutClaim(of: event) {
    case .silent:
      let first = unexpected.first.map { console.lines[$0] }
      lines.append(
        LineCheck(
          kind: .noOutput, status: unexpected.isEmpty ? .passed : .failed,
          expected: "-- no output --",
          actual: unexpected.isEmpty
            ? nil : unexpected.map { console.lines[$0].raw }.joined(separator: "\n"),
          printed: unexpected.isEmpty
            ? nil : unexpected.map { printed(console.lines[$0]) }.joined(separator: "\n"),
          actualLine: first?.number, location: expectation.location,
          message: first.map {
            "printed \(sentences.quote(printed($0))) (\(sentences.place($0.number))), and the"
              + " lesson says nothing is printed here"
          } ?? "nothing was printed"))
    case .exact, .open:
      for line in unexpected {
        let pasted = console.lines[line]
        let before =
          line > 0 ? ", after \(sentences.quote(printed(console.lines[line - 1])))" : ", first"
        lines.append(
          LineCheck(
            kind: .unexpected, status: .failed, expected: nil, actual: pasted.raw,
            printed: printed(pasted), actualLine: pasted.number, location: expectation.location,
            message: sentences.unexpected(
              printed(pasted), at: pasted.number,
              claim: "the lesson shows no such line here\(before)")))
      }
    }
    let own = attribution.ownLines(of: event)
    for pattern in expectation.never {
      let compared = Comparison.pattern(pattern)
      let matcher = LineMatcher(compared)
      let seen = own.first { line in
        let bytes = Array(console.lines[line].text.utf8)
        return matcher.firstMatch(bytes) {
          aligner.bindings.accepts(compared, captures: $0, in: bytes)
        } != nil
      }.map { console.lines[$0] }
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
    let actual = Set(
      entries.indices.compactMap { entries[$0].event == event ? aligner.placements[$0].line : nil }
    )
    .union(own)
    return GradeCheck.scored(
      id: "event-\(event + 1)", name: "== \(expectation.spec.text) ==",
      claim: Claims.claim(of: expectation, in: fixture),
      event: GradeCheck.Event(index: event, spec: expectation.spec),
      location: expectation.location, points: expectation.points ?? 1,
      scoring: expectation.scoring, lines: lines, hint: hint(for: event),
      expected: expectation.console?.lines.map(\.text) ?? [],
      actual: actual.sorted().map { studentLine(console.lines[$0]) })
  }

  /// The pasted line as the app printed it: without the prefix Xcode or NSLog put before it,
  /// nor the spaces at its end, which reading the paste ignores (so they are not shown).
  func printed(_ line: PastedLine) -> String {
    let raw = Substring(line.raw)
    return String(
      Comparison.trimmingTrailingSpaces(XcodePrefix.end(in: raw).map { raw[$0...] } ?? raw))
  }

  func studentLine(_ line: PastedLine) -> GradeCheck.StudentLine {
    .init(number: line.number, raw: line.raw, printed: printed(line))
  }

  /// The expected line as written in the fixture (the aligner compares a copy whose arrows are
  /// unified), in the student's words.
  private func shown(_ entry: Int) -> String {
    let compared = entries[entry].pattern
    let original =
      fixture.events[entries[entry].event].console?.lines.first {
        $0.location == compared.location
      } ?? compared
    let found: Bool =
      switch aligner.placements[entry] {
      case .matched, .outOfOrder: true
      case .outOfRange, .missing: false
      }
    return StudentWords.shown(original, values: aligner.bindings.values, found: found)
  }

  private func lineCheck(_ entry: Int) -> LineCheck {
    // The compared pattern keeps the text and location written in the fixture.
    let pattern = entries[entry].pattern
    let previous = entry > 0 ? entry - 1 : nil
    let belongsAfter = aligner.belongsAfter[entry].map { console.lines[$0].number } ?? 0
    func check(
      _ status: GradeCheck.Status, _ placement: LineCheck.Placement, _ line: Int?,
      _ message: String
    ) -> LineCheck {
      LineCheck(
        kind: .line, status: status, placement: placement, expected: pattern.text,
        expectedShown: shown(entry), actual: line.map { console.lines[$0].raw },
        printed: line.map { printed(console.lines[$0]) },
        actualLine: line.map { console.lines[$0].number },
        belongsAfter: placement == .missing || placement == .outOfOrder ? belongsAfter : nil,
        location: pattern.location, message: message)
    }
    switch aligner.placements[entry] {
    case .matched(let line):
      return check(.passed, .inPlace, line, sentences.found(at: console.lines[line].number))
    case .outOfRange(let line, let violation):
      return check(
        .failed, .outOfRange, line,
        sentences.outOfRange(
          printed(console.lines[line]), at: console.lines[line].number, violation))
    case .outOfOrder(let line):
      return check(
        .failed, .outOfOrder, line,
        sentences.outOfOrder(
          shown(entry), found: console.lines[line].number,
          after: line > 0 ? printed(console.lines[line - 1]) : nil,
          expectedAfter: previous.map(shown)))
    case .missing:
      var actual: [Int: String] = [:]
      if let after = aligner.belongsAfter[entry] {
        actual[console.lines[after].number] = printed(console.lines[after])
      }
      return check(
        .failed, .missing, nil,
        sentences.missing(
          shown(entry), previous: previous.map(shown),
          previousLine: previous.flatMap { aligner.placements[$0].anchor }.map {
            console.lines[$0].number
          },
          belongsAfter: aligner.belongsAfter[entry].map { console.lines[$0].number }, actual: actual
        ))
    }
  }

  /// The fixture's first hint for the event whose wrong console is in the lines the event may
  /// own, in order, other lines allowed between.
  private func hint(for event: Int) -> String? {
    let region = attribution.region(of: event).map { console.lines[$0].text }
    return fixture.events[event].hints.first { hint in
      LineAligner(
        items: hint.lines.map { .line(Comparison.pattern($0)) }, actual: region,
        allowsOtherLines: true
      ).matchesEverything(aligner.bindings)
    }?.message
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
        + " \(console.lines[end].number): if the paste was cut short, copy the whole console"
    ]
  }
}
