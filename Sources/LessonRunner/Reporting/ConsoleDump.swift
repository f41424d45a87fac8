import Expectations
import Transcript

/// `-v`: every line each event printed, with the virtual time, the process, what printed it, and
/// what the fixture made of it, as FileCheck's `--dump-input` shows the input it checked.
///
/// ```text
///   console of the run (time, process, what printed it; ✓ the fixture line it matched):
///   == home == (at 3.000 s)
///      1  3.000 s  p1  active -> inactive    onChange in 'GardenApp'   ✓ line 52
///      2  3.000 s  p1  Stored 3 beans        onChange in 'GardenApp'   + not expected here
/// ```
struct ConsoleDump {
  let transcript: Transcript
  let grade: Grade
  let colour: Bool

  func render() -> [String] {
    var lines = [
      "  console of the run (time, process, what printed it; ✓ the fixture line it matched):"
    ]
    let width = min(
      60, transcript.events.flatMap(\.console).map { VisibleText.shown($0.text).count }.max() ?? 0)
    for event in transcript.events {
      lines.append("  == \(event.label) == (at \(Self.seconds(event.start)))")
      guard !event.console.isEmpty else {
        lines.append("     (nothing printed)")
        continue
      }
      let marks = self.marks(forEvent: event.index)
      let numberWidth = String(event.console.count).count
      for (index, line) in event.console.enumerated() {
        let number = String(index + 1)
        let text = VisibleText.shown(line.text)
        let padded = text + String(repeating: " ", count: max(0, width - text.count))
        var row =
          "     \(String(repeating: " ", count: numberWidth - number.count))\(number)"
          + "  \(Self.seconds(line.time))  p\(line.process)  \(padded)"
        if !line.cause.isEmpty { row += "  \(line.cause)" }
        if let mark = marks[index + 1] { row += "  \(mark)" }
        lines.append(row)
      }
    }
    if let failure = transcript.failure {
      lines.append("  the run stopped: \(failure.diagnostic)")
    }
    for call in transcript.inert { lines.append("  accepted as inert: \(call)") }
    return lines
  }

  /// What the fixture made of each printed line of an event, by line number from 1.
  private func marks(forEvent index: Int) -> [Int: String] {
    guard let check = grade.checks.first(where: { $0.event?.index == index }) else { return [:] }
    var marks: [Int: String] = [:]
    for line in check.lines {
      guard let number = line.actualLine else { continue }
      for more in line.moreLines { marks[more] = paint("+ not expected here", "31") }
      let fixtureLine = "line \(line.location.line)"
      switch (line.kind, line.placement) {
      case (.line, .inPlace?): marks[number] = paint("✓ \(fixtureLine)", "32")
      case (.line, .outOfOrder?): marks[number] = paint("↕ \(fixtureLine), out of order", "31")
      case (.line, .outOfRange?): marks[number] = paint("✗ \(fixtureLine), out of range", "31")
      case (.unexpected, _): marks[number] = paint("+ not expected here", "31")
      case (.never, _): marks[number] = paint("✗ \(fixtureLine), must never appear", "31")
      case (.noOutput, _):
        let count = (line.printed ?? "").split(separator: "\n", omittingEmptySubsequences: false)
          .count
        for offset in 0..<count { marks[number + offset] = paint("+ nothing was expected", "31") }
      default: break
      }
    }
    return marks
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `3.250 s`: virtual milliseconds as seconds.
  static func seconds(_ milliseconds: Int) -> String {
    let fraction = String(milliseconds % 1000)
    return
      "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }
}
