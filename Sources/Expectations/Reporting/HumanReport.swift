import Transcript

/// A grade written for people: the one human report of `verify` and `grade`.
///
/// It speaks to whoever reads it (``Grade/forStudent``). Its author reads a fixture's own run
/// in the fixture's syntax: `== home ==`, holes as written, an annotated diff of each failing
/// block. A student reads what they did (`when you pressed Home`), the lesson's lines with each
/// hole shown as their value, their lines as their app printed them (no Xcode prefix), the
/// lesson's order beside theirs for a line out of order, and their score.
///
/// ```text
/// FAIL Fixtures/garden.fixture — Garden, step 2 — Store on the way out
/// score: 0/1 — 1 of 1 check failed: when you pressed Home
///
/// ✗ when you pressed Home — 0 of 1 point (Fixtures/garden.fixture:41)
///   claim: the store ran after the garden heard background, and before North did
///   ✓ GardenScene: active → inactive (your line 9)
///   ✗ Stored 3 beans
///       out of order: found at your line 16, after `North: …`; expected after `The garden: …`
///   the lesson's order and yours:
///     …
///   hint: store in the App or the scene: they hear before any view
/// ```
public struct HumanReport {
  let grade: Grade
  private var style: ReportStyle
  private var showedDiff = false

  public init(grade: Grade, colour: Bool) {
    self.grade = grade
    self.style = ReportStyle(colour: colour)
  }

  /// The report of a fixture's own run, for its author: what ``Verifier`` found, graded.
  public static func render(_ result: FixtureResult, of fixture: Fixture, colour: Bool) -> String {
    HumanReport(grade: Grader.grade(fixture, run: result, subject: .fixture), colour: colour)
      .render()
  }

  /// The report, lines separated by `\n`, ending with a line break.
  public func render() -> String {
    var copy = self
    return copy.write().joined(separator: "\n") + "\n"
  }

  private var student: Bool { grade.forStudent }

  private mutating func write() -> [String] {
    if !student, grade.outcome == .pass {
      return ["\(style.green("PASS")) \(grade.path)\(titleText)"]
    }
    var lines = [headline()]
    if student {
      if let claim = grade.claim { lines.append("claim: \(claim)") }
      lines.append(subjectLine())
    } else {
      let passed = grade.checks.filter { $0.status == .passed }.map(\.name)
      if !passed.isEmpty { lines.append("passed: " + passed.joined(separator: ", ")) }
    }
    switch grade.outcome {
    case .pass, .fail:
      if student {
        lines.append(
          "score: \(Points.text(grade.score))/\(Points.text(grade.maxScore)) — \(grade.message)")
      }
      if !student { lines += grade.notes }
    case .error, .notGradable:
      lines.append(grade.message)
      lines += grade.problems.map { "  \($0)" }
      if let advice = grade.advice { lines.append("what to do: \(advice)") }
      let would = grade.checks.map { name(of: $0) }.joined(separator: ", ")
      lines.append(
        "score: 0/\(Points.text(grade.maxScore)) — nothing was graded"
          + (would.isEmpty ? "" : " (the checks: \(would))"))
    }
    if let normalisation = grade.normalisation, normalisation.pastedLines > 0 {
      lines.append("")
      lines += self.normalisation(normalisation)
    }
    if grade.outcome == .pass || grade.outcome == .fail {
      for check in grade.checks where student || check.status == .failed {
        lines.append("")
        lines += self.check(check)
      }
    }
    if student, !grade.notes.isEmpty {
      lines.append("")
      lines += grade.notes.map { "note: \($0)" }
    }
    var legends: [String] = []
    if showedDiff { legends.append("(Expected: −, Actual: +)") }
    if style.showedInvisible { legends.append("(\(VisibleText.legend))") }
    if !legends.isEmpty {
      lines.append("")
      lines += legends
    }
    return lines
  }

  private var titleText: String { grade.title.isEmpty ? "" : " — \(grade.title)" }

  private func headline() -> String {
    let word: String =
      switch grade.outcome {
      case .pass: style.green("PASS")
      case .fail: style.red("FAIL")
      case .error: style.red("ERROR")
      case .notGradable: style.yellow("NOT GRADABLE")
      }
    let failed = !student && grade.outcome == .fail ? ": \(grade.message)" : ""
    return "\(word) \(grade.path)\(titleText)\(failed)"
  }

  private func subjectLine() -> String {
    switch grade.subject {
    case .paste(let source): "graded: the console pasted in \(source)"
    case .code(let folder): "graded: the code in \(folder), run on the simulated device"
    case .fixture: "graded: the fixture's own program"
    }
  }

  /// `when you pressed Home` for a student, `== home ==` for the fixture's author.
  private func name(of check: GradeCheck) -> String {
    student ? check.action : check.name
  }

  private func normalisation(_ normalisation: Normalisation) -> [String] {
    let count = normalisation.pastedLines
    var lines = [
      "how the paste was read (\(count) line\(count == 1 ? "" : "s") pasted,"
        + " \(normalisation.comparedLines) compared):"
    ]
    for step in normalisation.steps where step.count > 0 || step.name == "arrows" {
      lines.append("  - \(step.name): \(step.detail)")
      guard step.name == "system lines" else { continue }
      for dropped in normalisation.dropped {
        let numbers = dropped.lines.map(String.init).joined(separator: ", ")
        let noun = dropped.lines.count == 1 ? "line" : "lines"
        lines.append(
          "      \(dropped.lines.count) × \(dropped.name) — \(dropped.origin) (\(noun) \(numbers))")
      }
    }
    return lines
  }

  // MARK: - Checks

  private mutating func check(_ check: GradeCheck) -> [String] {
    student ? studentCheck(check) : authorCheck(check)
  }

  /// A failing block for the fixture's author: its diff, then one sentence per failed check.
  private mutating func authorCheck(_ check: GradeCheck) -> [String] {
    let place = "\(check.location.file):\(check.location.line)"
    var lines = ["\(style.bold(check.name)) (\(place))", "claim: \(check.claim)"]
    let diff = DiffRenderer(check: check)
    if diff.applies {
      lines += diff.render(&style)
      showedDiff = true
    }
    let missing = check.lines.filter { $0.kind == .diagnostic && $0.status == .failed }
    let extra = check.lines.filter { $0.kind == .unexpectedDiagnostic }
    lines += missing.map { style.red("  − \(style.visible($0.expected ?? ""))") }
    lines += extra.map { style.green("  + \(style.visible($0.printed ?? ""))") }
    if !missing.isEmpty || !extra.isEmpty { showedDiff = true }
    var unexpected = 0
    for line in check.lines where line.status == .failed || line.status == .notRun {
      switch line.kind {
      case .unexpected:
        if unexpected < Self.sentenceLimit { lines.append(line.message) }
        unexpected += line.count
      case .noOutput:
        lines.append("expected no output")
        let printed = (line.printed ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, text) in printed.enumerated().prefix(Self.sentenceLimit) {
          let number = (line.actualLine ?? 1) + offset
          lines.append("unexpected: \(style.quote(String(text))) (line \(number))")
        }
        unexpected += printed.count
      case .screen:
        let directive = line.expected?.split(separator: "\n").first ?? ""
        let place = "\(line.location.file):\(line.location.line)"
        lines.append("\(directive) (\(place)): \(line.message)")
        if let expected = line.expected, let printed = line.printed, !printed.isEmpty {
          let items = expected.split(separator: "\n").dropFirst().joined(separator: "\n")
          lines.append(style.red("  − \(listed(items))"))
          lines.append(style.green("  + \(listed(printed))"))
          showedDiff = true
        }
      case .diagnostic:
        let place = "\(line.location.file):\(line.location.line)"
        lines.append("missing diagnostic: \(style.quote(line.expected ?? "")) (\(place))")
      case .unexpectedDiagnostic:
        lines.append("unexpected diagnostic: \(style.quote(line.printed ?? ""))")
      case .line, .never:
        lines.append(line.message)
      }
    }
    if unexpected > Self.sentenceLimit {
      lines.append("… and \(unexpected - Self.sentenceLimit) more unexpected lines")
    }
    if let hint = check.hint { lines.append("hint: \(hint)") }
    return lines
  }

  /// How many lines nobody expected a block names one by one before it counts the rest.
  private static let sentenceLimit = 10

  /// A block for a student: each check passed or failed, in their words, with their score.
  private mutating func studentCheck(_ check: GradeCheck) -> [String] {
    let mark: String =
      switch check.status {
      case .passed: style.green("✓")
      case .failed: style.red("✗")
      case .skipped, .notRun: style.dim("–")
      }
    let noun = check.maxScore == 1 ? "point" : "points"
    let points =
      check.status == .skipped
      ? "not counted"
      : "\(Points.text(check.score)) of \(Points.text(check.maxScore)) \(noun)"
    let place = "\(check.location.file):\(check.location.line)"
    var lines = [
      "\(mark) \(style.bold(check.action)) — \(points) (\(place))", "  claim: \(check.claim)",
    ]
    var unexpected = 0
    for line in check.lines {
      if line.kind == .unexpected {
        unexpected += line.count
        if unexpected - line.count >= Self.sentenceLimit { continue }
      }
      lines += self.line(line)
    }
    if unexpected > Self.sentenceLimit {
      lines.append("  … and \(unexpected - Self.sentenceLimit) more lines the lesson does not show")
    }
    let table = OrderTable(check: check, place: placeText)
    if table.applies {
      lines.append("  the lesson's order and yours:")
      lines += table.render(&style).map { "    " + $0 }
    }
    if let hint = check.hint { lines.append("  \(style.bold("hint:")) \(hint)") }
    return lines
  }

  private mutating func line(_ line: LineCheck) -> [String] {
    let subject = self.subject(of: line)
    switch line.status {
    case .passed:
      let place = line.actualLine.map { " (\(placeText($0)))" } ?? ""
      return ["  \(style.green("✓")) \(subject)\(place)"]
    case .skipped, .notRun:
      return ["  \(style.dim("–")) \(subject): \(line.message)"]
    case .failed:
      var lines = ["  \(style.red("✗")) \(subject)", "      \(line.message)"]
      // A line out of order is the same text on both sides: the order table shows it instead;
      // a missing line has no actual side, an unexpected one no expected side.
      let showsExpected = line.kind == .screen || line.placement == .outOfRange
      let showsActual = showsExpected || [.noOutput, .never].contains(line.kind)
      if showsExpected, let expected = line.expectedShown ?? line.expected {
        lines.append("      expected: \(style.red(listed(expected)))")
      }
      if showsActual, let printed = line.printed {
        let place = line.actualLine.map { " (\(placeText($0)))" } ?? ""
        lines.append("      actual:   \(style.green(listed(printed)))\(place)")
      }
      return lines
    }
  }

  /// What the line check is about, as a list of checks names it.
  private mutating func subject(of line: LineCheck) -> String {
    let expected = line.expectedShown ?? line.expected ?? ""
    switch line.kind {
    case .line, .diagnostic, .noOutput: return style.visible(expected)
    case .never: return "never: \(style.visible(expected))"
    case .screen: return expected.split(separator: "\n").first.map(String.init) ?? ""
    case .unexpected: return "unexpected: \(style.visible(line.printed ?? ""))"
    case .unexpectedDiagnostic: return "unexpected: \(style.visible(line.printed ?? ""))"
    }
  }

  /// Lines shown on one line, separated by ` / `, invisible characters made visible.
  private mutating func listed(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      style.visible(String($0))
    }.joined(separator: " / ")
  }

  private func placeText(_ line: Int) -> String {
    if case .paste = grade.subject { return "your line \(line)" }
    return "line \(line) of its console"
  }
}
