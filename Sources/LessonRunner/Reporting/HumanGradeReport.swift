import Expectations

/// `--format human` for `grade`: the outcome and score first, how a paste was read, then each
/// check with its claim, each of its lines passed or failed, and, for a failure, the expected
/// and actual lines one above the other with invisible characters shown.
///
/// ```text
/// FAIL Fixtures/lesson54/step07-save-before-view.fixture — Lesson 54, step 7 — Save on the way out
/// score: 0.86/1 — 1 of 1 check failed: == home ==
///
/// ✗ == home == — 0.86 of 1 point (Fixtures/lesson54/step07-save-before-view.fixture:141)
///   claim: the save ran after the garden heard background, and before North did
///   ✓ GardenScene: active → inactive (your line 9)
///   ✗ Stored 3 beans
///       out of order: found at your line 16, after `North: …`; expected after `The garden: …`
///       expected: Stored 3 beans
///       actual:   Stored 3 beans (your line 16)
///   hint: save in the App or the scene: they hear before any view
/// ```
struct HumanGradeReport {
  let grade: Grade
  let colour: Bool

  func render() -> String {
    var lines = [headline()]
    if let claim = grade.claim { lines.append("claim: \(claim)") }
    lines.append(subjectLine())
    switch grade.outcome {
    case .pass, .fail:
      lines.append(
        "score: \(Points.text(grade.score))/\(Points.text(grade.maxScore)) — \(grade.message)")
    case .error, .notGradable:
      lines.append(grade.message)
      lines += grade.problems.map { "  \($0)" }
      if let advice = grade.advice { lines.append("what to do: \(advice)") }
      let would = grade.checks.map(\.name).joined(separator: ", ")
      lines.append(
        "score: 0/\(Points.text(grade.maxScore)) — nothing was graded"
          + (would.isEmpty ? "" : " (the checks: \(would))"))
    }
    if let normalisation = grade.normalisation, normalisation.pastedLines > 0 {
      lines.append("")
      lines += self.normalisation(normalisation)
    }
    if grade.outcome == .pass || grade.outcome == .fail {
      for check in grade.checks {
        lines.append("")
        lines += self.check(check)
      }
    }
    if !grade.notes.isEmpty {
      lines.append("")
      lines += grade.notes.map { "note: \($0)" }
    }
    if grade.outcome == .fail {
      lines.append("")
      lines.append("(\(VisibleText.legend))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func headline() -> String {
    let word: String =
      switch grade.outcome {
      case .pass: paint("PASS", "32")
      case .fail: paint("FAIL", "31")
      case .error: paint("ERROR", "31")
      case .notGradable: paint("NOT GRADABLE", "33")
      }
    let title = grade.title.isEmpty ? "" : " — \(grade.title)"
    return "\(word) \(grade.path)\(title)"
  }

  private func subjectLine() -> String {
    switch grade.subject {
    case .paste(let source): "graded: the console pasted in \(source)"
    case .code(let folder): "graded: the code in \(folder), run on the simulated device"
    case .fixture: "graded: the fixture's own program"
    }
  }

  private func normalisation(_ normalisation: Normalisation) -> [String] {
    var lines = [
      "how the paste was read (\(count(normalisation.pastedLines)) pasted,"
        + " \(normalisation.comparedLines) compared; your lines are shown as you pasted them):"
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

  private func check(_ check: GradeCheck) -> [String] {
    let mark: String =
      switch check.status {
      case .passed: paint("✓", "32")
      case .failed: paint("✗", "31")
      case .skipped, .notRun: paint("–", "2")
      }
    let noun = check.maxScore == 1 ? "point" : "points"
    let points =
      check.status == .skipped
      ? "not counted"
      : "\(Points.text(check.score)) of \(Points.text(check.maxScore)) \(noun)"
    let place = "\(check.location.file):\(check.location.line)"
    var lines = [
      "\(mark) \(paint(check.name, "1")) — \(points) (\(place))",
      "  claim: \(check.claim)",
    ]
    for line in check.lines {
      lines += self.line(line)
    }
    if let hint = check.hint { lines.append("  \(paint("hint:", "1")) \(hint)") }
    return lines
  }

  private func line(_ line: LineCheck) -> [String] {
    let subject = VisibleText.shown(subject(of: line))
    switch line.status {
    case .passed:
      let place = line.actualLine.map { placeText($0) } ?? ""
      return ["  \(paint("✓", "32")) \(subject)\(place.isEmpty ? "" : " (\(place))")"]
    case .skipped, .notRun:
      return ["  \(paint("–", "2")) \(subject): \(line.message)"]
    case .failed:
      var lines = ["  \(paint("✗", "31")) \(subject)", "      \(line.message)"]
      if let expected = line.expected, line.kind != .unexpected {
        lines.append("      expected: \(paint(VisibleText.shown(expected), "31"))")
      }
      if let actual = line.actual {
        for (index, text) in actual.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let label = index == 0 ? "actual:  " : "         "
          let place = index == 0 ? line.actualLine.map { " (\(placeText($0)))" } ?? "" : ""
          lines.append("      \(label) \(paint(VisibleText.shown(String(text)), "32"))\(place)")
        }
      }
      return lines
    }
  }

  private func subject(of line: LineCheck) -> String {
    switch line.kind {
    case .line, .diagnostic, .noOutput: line.expected ?? ""
    case .never: "never: \(line.expected ?? "")"
    case .screen: (line.expected ?? "").split(separator: "\n").joined(separator: " / ")
    case .unexpected: "unexpected: \(line.actual ?? "")"
    case .unexpectedDiagnostic: "unexpected diagnostic"
    }
  }

  private func count(_ lines: Int) -> String {
    lines == 1 ? "1 line" : "\(lines) lines"
  }

  private func placeText(_ line: Int) -> String {
    if case .paste = grade.subject { return "your line \(line)" }
    return "line \(line) of its console"
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
