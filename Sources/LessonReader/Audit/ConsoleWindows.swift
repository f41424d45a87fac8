import Expectations
import Transcript

/// Finds where in a fixture a lesson's console block (or stated output) is claimed: a run of
/// consecutive events whose expected lines, together, are the block.
///
/// A lesson's block may cover several events (a card's output is one run from the launch) and a
/// fixture's event claims its lines whole, so a window is a run of whole events, from one with
/// lines to one with lines, through `-- no output --` events, and never across an event that
/// makes no claim. Each window is checked by the verifier with the lesson's lines as its console;
/// the one that holds, else the one that matches the most lines, is the answer.
struct ConsoleWindows {
  let fixture: Fixture

  /// How well a window holds a block.
  struct Match {
    var events: ClosedRange<Int>
    var passed: Bool
    /// How many of the window's expected lines the lesson's lines matched.
    var score: Int
    var findings: [Finding]
  }

  /// Every window: runs of events with console claims, starting and ending with lines.
  var windows: [ClosedRange<Int>] {
    let events = fixture.events
    func hasLines(_ index: Int) -> Bool {
      events[index].console.map { $0.mode != .silent && !$0.items.isEmpty } ?? false
    }
    var found: [ClosedRange<Int>] = []
    for start in events.indices where hasLines(start) {
      for end in start..<events.count {
        guard events[end].console != nil else { break }
        if hasLines(end) { found.append(start...end) }
      }
    }
    return found
  }

  /// The window's expected lines, in order.
  func lines(of window: ClosedRange<Int>) -> [LinePattern] {
    window.flatMap { fixture.events[$0].console?.lines ?? [] }
  }

  /// The best window for a console block; nil when the fixture claims no console.
  func bestMatch(for block: [LessonLine]) -> Match? {
    var best: Match?
    for window in windows {
      let match = self.match(block, in: window)
      if match.passed { return match }
      guard let current = best else {
        best = match
        continue
      }
      let penalty = abs(lines(of: window).count - block.count)
      let currentPenalty = abs(lines(of: current.events).count - block.count)
      if match.score > current.score || (match.score == current.score && penalty < currentPenalty) {
        best = match
      }
    }
    return best
  }

  /// Checks the block against one window: merged into one event for the alignment, then, when
  /// that holds, event by event so that each event's `-- never --` lines are checked too.
  func match(_ block: [LessonLine], in window: ClosedRange<Int>) -> Match {
    let events = window.map { fixture.events[$0] }
    let items = events.flatMap { $0.console?.items ?? [] }
    let texts = block.map(\.text)
    // Exactly these lines, even for a `-- partial --` event: a block is claimed only by lines
    // that are all of it, never by a few lines found somewhere in it.
    let merged = ClaimProbe.verify(
      items: items, mode: .exact, lines: texts, in: fixture, at: events[0])
    let score = merged.lines.filter(\.passed).count
    guard merged.passed else {
      return Match(
        events: window, passed: false, score: score, findings: findings(merged, block: block))
    }
    // Split the block by each event's count of lines (every event claims exactly its lines).
    var consoles: [[String]] = []
    var offset = 0
    for event in events {
      let count = event.console?.lines.count ?? 0
      consoles.append(Array(texts[offset..<offset + count]))
      offset += count
    }
    let split = ClaimProbe.verify(events: events, consoles: consoles, in: fixture)
    guard !split.passed else {
      return Match(events: window, passed: true, score: score, findings: [])
    }
    var findings: [Finding] = []
    var first = 0
    for (index, result) in split.events.enumerated() {
      for violation in result.never {
        let line = block[first + violation.index]
        findings.append(
          Finding(
            "the lesson prints `\(line.text)`, which the fixture says must never appear",
            lesson: line.location, fixture: violation.pattern.location))
      }
      first += consoles[index].count
    }
    if findings.isEmpty { findings = self.findings(split.events[0], block: block) }
    return Match(events: window, passed: false, score: score, findings: findings)
  }

  /// What differs, line by line: a changed line is the fixture's expected line missing and
  /// the lesson's line unexpected, reported together.
  func findings(_ result: EventResult, block: [LessonLine]) -> [Finding] {
    var findings: [Finding] = []
    var unexpected = result.unexpected
    for line in result.lines where !line.passed {
      let expected = "`\(line.pattern.text)`"
      switch line.outcome {
      case .missing, .notReached:
        // A lesson line where the expected one belonged is the same line, changed.
        let place = (line.belongsAfter ?? -1) + 1
        if let found = unexpected.firstIndex(where: { $0.index == place }) {
          let actual = block[unexpected.remove(at: found).index]
          findings.append(
            Finding(
              "the lesson has `\(actual.text)` where the fixture expects \(expected)",
              lesson: actual.location, fixture: line.pattern.location))
        } else {
          findings.append(
            Finding(
              "the fixture expects \(expected), which the lesson's block does not have",
              lesson: block.first?.location, fixture: line.pattern.location))
        }
      case .outOfOrder(let found):
        findings.append(
          Finding(
            "the lesson has \(expected) out of the fixture's order", lesson: block[found].location,
            fixture: line.pattern.location))
      case .outOfRange(let index, let violation):
        findings.append(
          Finding(
            "the lesson's `\(block[index].text)` breaks the fixture's \(violation.written)"
              + " (\(violation.value) is not \(violation.expected))",
            lesson: block[index].location, fixture: line.pattern.location))
      case .matched:
        continue
      }
    }
    for line in unexpected.map({ block[$0.index] }) {
      findings.append(
        Finding(
          "the lesson has `\(line.text)`, which the fixture does not claim", lesson: line.location))
    }
    return findings
  }
}
