import Expectations
import Transcript

/// One fixture's page of the HTML report: the claim in words, the timeline, every printed line
/// with why it was printed, and the diff of claimed and printed lines linked to the marks.
struct TimelinePage {
  let title: String
  let path: String
  let claim: String?
  let grade: Grade
  /// The run's records; nil for a paste, which has no times.
  let transcript: Transcript?
  /// Only this event's lines in the table (`explain --event N`).
  var explainEvent: Int? = nil

  func render() -> String {
    HTML.page(title: "\(title) — lesson-runner", body: body())
  }

  /// What the grade made of each printed line, by `event-index`: a word, and whether it fails.
  var verdicts: [String: (word: String, fails: Bool)] {
    var verdicts: [String: (String, Bool)] = [:]
    for check in grade.checks {
      guard let event = check.event?.index else { continue }
      for line in check.lines {
        guard let number = line.actualLine else { continue }
        for more in line.moreLines { verdicts["\(event)-\(more - 1)"] = ("+ not expected here", true) }
        let key = "\(event)-\(number - 1)"
        switch (line.kind, line.placement) {
        case (.line, .inPlace?): verdicts[key] = ("✓ claimed (fixture line \(line.location.line))", false)
        case (.line, .outOfOrder?): verdicts[key] = ("↕ out of order (fixture line \(line.location.line))", true)
        case (.line, .outOfRange?): verdicts[key] = ("✗ out of range (fixture line \(line.location.line))", true)
        case (.unexpected, _): verdicts[key] = ("+ not expected here", true)
        case (.never, _): verdicts[key] = ("✗ must never appear (fixture line \(line.location.line))", true)
        default: break
        }
      }
    }
    return verdicts
  }

  func body() -> String {
    var out: [String] = [
      "<header><h1>\(HTML.escape(title))</h1>",
      "<p class=\"claim\"><strong>The claim:</strong> \(HTML.escape(claim ?? grade.claim ?? "(the fixture states none)"))</p>",
      "<p class=\"outcome \(grade.outcome.rawValue)\">\(Self.outcomeWords(grade.outcome)) — \(HTML.escape(grade.message))</p>",
      "<p class=\"path\">\(HTML.escape(path))</p></header>",
    ]
    let verdicts = self.verdicts
    if let transcript {
      let layout = TimelineLayout(transcript: transcript)
      let failing = Set(verdicts.filter { $0.value.fails }.keys)
      out.append("<section id=\"timeline\"><h2>What each window, scene and the App lived through</h2>")
      out.append(Self.legend)
      out.append("<div class=\"scroll\">\(TimelineSVG(layout: layout, failing: failing).render())</div></section>")
      out.append(lines(transcript, layout: layout, verdicts: verdicts))
    } else {
      out.append("<p>A pasted console has no times: there is no timeline to draw.</p>")
    }
    out.append(diff())
    return out.joined(separator: "\n")
  }

  static func outcomeWords(_ outcome: Grade.Outcome) -> String {
    switch outcome {
    case .pass: "✓ PASS"
    case .fail: "✗ FAIL"
    default: "✗ \(outcome.rawValue.uppercased())"
    }
  }

  static let legend = """
    <p class="legend"><span><i class="swatch active"></i> active</span>\
    <span><i class="swatch inactive"></i> inactive (hatched)</span>\
    <span><i class="swatch background"></i> background (dotted)</span>\
    <span>○ a printed line</span><span>◆ a line the claim does not accept</span>\
    <span>▣ snapshot</span><span>z suspended</span><span>▶ resumed</span><span>✕ process ended</span>\
    <span>┆ an event</span></p>
    """

  /// Every printed line, with why: a row per line, linked to its mark.
  private func lines(_ transcript: Transcript, layout: TimelineLayout, verdicts: [String: (word: String, fails: Bool)]) -> String {
    var out = ["<section id=\"printed\"><h2>What was printed, and why</h2>"]
    let chains = Dictionary(uniqueKeysWithValues: layout.marks.map { ("\($0.event)-\($0.index)", $0) })
    for event in transcript.events where explainEvent == nil || explainEvent == event.index {
      out.append("<h3 id=\"event-\(event.index)\">Event \(event.index + 1): <code>\(HTML.escape(event.label))</code> at \(HappeningWords.seconds(event.start))</h3>")
      guard !event.console.isEmpty else {
        out.append("<p>Nothing was printed.</p>")
        continue
      }
      out.append("<table><thead><tr><th>time</th><th>line</th><th>on</th><th>the claim</th><th>why it was printed</th></tr></thead><tbody>")
      for (index, line) in event.console.enumerated() {
        let key = "\(event.index)-\(index)"
        guard let mark = chains[key] else { continue }
        let steps = mark.chain.steps.map { step in
          "<li>\(HappeningWords.seconds(step.time)) \(HTML.escape(HappeningWords.what(step))) <span class=\"rule\">[\(HTML.escape(step.rule))]</span></li>"
        }.joined()
        let rule = mark.chain.printer.map { HappeningWords.rule($0.rule) } ?? ""
        out.append(
          "<tr id=\"line-\(key)\"><td>\(HappeningWords.seconds(line.time))</td>"
            + "<td class=\"text\"><a href=\"#mark-\(key)\">\(HTML.escape(VisibleText.shown(line.text)))</a></td>"
            + "<td>\(HTML.escape(mark.lane.description))</td><td>\(HTML.escape(verdicts[key]?.word ?? ""))</td>"
            + "<td class=\"why\">\(HTML.escape(HappeningWords.sentence(mark.chain)))"
            + "<div class=\"rule\">\(HTML.escape(rule))</div>"
            + "<details><summary>the whole chain</summary><ol class=\"chain\">\(steps)</ol></details></td></tr>")
      }
      out.append("</tbody></table>")
    }
    if let failure = transcript.failure {
      out.append("<p class=\"fail\">The run stopped: \(HTML.escape(failure.diagnostic.description))</p>")
    }
    return out.joined(separator: "\n") + "</section>"
  }

  /// The claimed and printed lines of each block, then the report as the terminal shows it.
  private func diff() -> String {
    var out = ["<section id=\"diff\"><h2>Claimed and printed</h2>"]
    for check in grade.checks where !check.lines.isEmpty {
      out.append("<h3>\(HTML.escape(check.name))</h3><p>\(HTML.escape(check.claim))</p><table><tbody>")
      for line in check.lines {
        let sign =
          switch (line.kind, line.placement) {
          case (_, .inPlace?): "✓"
          case (_, .missing?): "− missing"
          case (_, .outOfOrder?): "↕ out of order"
          case (_, .outOfRange?): "✗ out of range"
          case (.unexpected, _): "+ not expected"
          case (.never, _): line.status == .failed ? "✗ appeared" : "✓ never"
          default: line.status == .failed ? "✗" : "✓"
          }
        var printed = HTML.escape(line.actual ?? "")
        if let event = check.event?.index, let number = line.actualLine, transcript != nil {
          printed = "<a href=\"#mark-\(event)-\(number - 1)\">\(printed)</a>"
        }
        out.append(
          "<tr class=\"\(line.status == .failed ? "fail" : "pass")\"><td>\(HTML.escape(sign))</td>"
            + "<td class=\"text\">\(HTML.escape(line.expected ?? ""))</td><td class=\"text\">\(printed)</td>"
            + "<td>\(HTML.escape(line.message))</td></tr>")
      }
      out.append("</tbody></table>")
    }
    out.append("<h3>As the terminal shows it</h3>")
    out.append("<pre>\(HTML.escape(HumanReport(grade: grade, colour: false).render()))</pre></section>")
    return out.joined(separator: "\n")
  }
}
