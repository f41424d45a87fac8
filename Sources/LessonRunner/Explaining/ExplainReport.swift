import Expectations
import Transcript

/// `lesson-runner explain`: for each event, every printed line with why it was printed (the
/// code, the change that made it run, the rule), then, when the fixture fails, each missing,
/// misplaced or unexpected line explained from the same records.
struct ExplainReport {
  let fixture: Fixture
  let grade: Grade
  let transcript: Transcript
  /// Only this event (its index from 0), when `--event N` is given.
  var only: Int?

  func render() -> String {
    let happenings = transcript.happenings
    var lines = ["\(fixture.title) — \(fixture.path)"]
    if let claim = fixture.claim { lines.append("claim: \(claim)") }
    var rules: [String] = []
    for event in transcript.events where only == nil || only == event.index {
      lines.append("")
      lines.append("== \(event.label) == (event \(event.index + 1), at \(HappeningWords.seconds(event.start)))")
      if event.console.isEmpty { lines.append("  (nothing printed)") }
      for line in event.console {
        let chain = CauseChain(from: line.happening, in: happenings)
        lines.append("  \(HappeningWords.seconds(line.time))  \(VisibleText.shown(line.text))")
        lines.append("      \(HappeningWords.sentence(chain))")
        for step in chain.steps {
          lines.append("        \(HappeningWords.seconds(step.time))  \(HappeningWords.what(step))  [\(step.rule)]")
          if !rules.contains(step.rule) { rules.append(step.rule) }
        }
      }
      for check in grade.checks where check.event?.index == event.index && check.status == .failed {
        lines += problems(check, event: event, happenings: happenings)
      }
    }
    if let failure = transcript.failure { lines.append("\nthe run stopped: \(failure.diagnostic)") }
    lines.append("")
    lines.append("rules:")
    lines += rules.map { "  \(HappeningWords.rule($0))" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each expected line that is missing or out of place, each unexpected line, each `never`
  /// line that appeared: what the records say of it.
  private func problems(_ check: GradeCheck, event: EventRecord, happenings: [Happening]) -> [String] {
    var lines = ["  why the claim fails:"]
    /// The explanation of the event's printed line `number` (from 1).
    func printed(_ number: Int?) -> String {
      guard let number, event.console.indices.contains(number - 1) else { return "(no printed line)" }
      let line = event.console[number - 1]
      return "`\(VisibleText.shown(line.text))` (printed line \(number)): "
        + HappeningWords.sentence(CauseChain(from: line.happening, in: happenings))
    }
    for line in check.lines where line.status == .failed {
      let written = "`\(line.expected ?? "")` (fixture line \(line.location.line))"
      switch (line.kind, line.placement) {
      case (.line, .missing?):
        lines.append("  - missing \(written): no code the engine ran in this event printed it")
        lines += elsewhere(line.expected ?? "", not: event.index, happenings: happenings)
      case (.line, .outOfOrder?):
        lines.append("  - out of order \(written): \(line.message)")
        lines.append("      it is \(printed(line.actualLine))")
        if let after = line.belongsAfter, after > 0 {
          lines.append("      it belonged after \(printed(after))")
        }
      case (.line, .outOfRange?):
        lines.append("  - out of range \(written): \(line.message)")
        lines.append("      it is \(printed(line.actualLine))")
      case (.unexpected, _):
        lines.append("  - not expected here: \(printed(line.actualLine))")
      case (.never, _):
        lines.append("  - must never appear \(written): \(printed(line.actualLine))")
      default:
        lines.append("  - \(line.message)")
      }
    }
    return lines
  }

  /// Where a missing line was printed instead, if another event printed it as written.
  private func elsewhere(_ text: String, not index: Int, happenings: [Happening]) -> [String] {
    transcript.events.filter { $0.index != index }.flatMap { other in
      other.console.filter { $0.text == text }.map { line in
        "      printed in event \(other.index + 1) `\(other.label)` instead, at \(HappeningWords.seconds(line.time)):"
          + " \(HappeningWords.sentence(CauseChain(from: line.happening, in: happenings)))"
      }
    }
  }
}
