/// `grade FIXTURE PASTE -v`: every line of the paste, as the app printed it (Xcode's prefix
/// removed), with what the grade made of it: the claim it met and how, or why it was dropped.
/// A paste has no times or causes, so this is FileCheck's `--dump-input` for a paste; `grade
/// --code -v` and `verify -v` show the run's console with each line's time and cause instead.
///
/// ```text
///   your paste, line by line (what the grade made of each; a line with no mark is where
///   the lesson claims nothing):
///      1  GardenApp.init                       ✓ when you launched the app
///      8  Stored 3 beans                       ↕ out of order, when you pressed Home
///      9  Message from debugger: killed        – dropped: LLDB, Xcode's debugger, …
/// ```
public struct PasteDump {
  let paste: String
  let grade: Grade
  let colour: Bool

  /// - Parameters:
  ///   - paste: The text that was graded, as read from the file or standard input.
  ///   - grade: Its grade, which says where each line went.
  ///   - colour: Whether to paint the marks.
  public init(paste: String, grade: Grade, colour: Bool) {
    self.paste = paste
    self.grade = grade
    self.colour = colour
  }

  public func render() -> [String] {
    let lines = Self.lines(of: paste)
    var header = [
      "", "  your paste, line by line (what the grade made of each; a line with no mark is where",
      "  the lesson claims nothing):",
    ]
    guard !lines.isEmpty else { return header + ["     (the paste is empty)"] }
    let shown = lines.map { VisibleText.shown(Self.printed($0)) }
    let width = min(60, shown.map(\.count).max() ?? 0)
    let numberWidth = String(lines.count).count
    let marks = self.marks()
    for (index, text) in shown.enumerated() {
      let number = String(index + 1)
      var row =
        "     \(String(repeating: " ", count: numberWidth - number.count))\(number)  \(text)"
      if let mark = marks[index + 1] {
        row += String(repeating: " ", count: max(0, width - text.count)) + "  \(mark)"
      }
      header.append(row)
    }
    return header
  }

  /// What the grade made of each paste line, by its number from 1.
  private func marks() -> [Int: String] {
    var marks: [Int: String] = [:]
    for dropped in grade.normalisation?.dropped ?? [] {
      for line in dropped.lines {
        marks[line] = paint("– dropped: \(dropped.origin)", "2")
      }
    }
    for check in grade.checks {
      guard check.event != nil else { continue }
      let when = check.action
      for line in check.actual where marks[line.number] == nil {
        marks[line.number] = paint("· \(when), not checked", "2")
      }
      for line in check.lines {
        guard let number = line.actualLine else { continue }
        switch (line.kind, line.placement) {
        case (.line, .inPlace?): marks[number] = paint("✓ \(when)", "32")
        case (.line, .outOfOrder?): marks[number] = paint("↕ out of order, \(when)", "31")
        case (.line, .outOfRange?): marks[number] = paint("✗ out of range, \(when)", "31")
        case (.unexpected, _): marks[number] = paint("+ not expected, \(when)", "31")
        case (.never, _): marks[number] = paint("✗ must never appear, \(when)", "31")
        default: break
        }
      }
      if check.lines.contains(where: { $0.kind == .noOutput && $0.status == .failed }) {
        for line in check.actual {
          marks[line.number] = paint("+ nothing was expected, \(when)", "31")
        }
      }
    }
    return marks
  }

  private func paint(_ text: String, _ code: String) -> String {
    ReportStyle(colour: colour).paint(text, code)
  }

  /// The paste's lines as ``ConsoleReader`` numbers them: a byte-order mark dropped, `\r\n`,
  /// `\r` and `\n` each a break, a final break adding no line.
  static func lines(of text: String) -> [String] {
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    var lines: [String] = []
    var current = ""
    var afterCR = false
    for scalar in body.unicodeScalars {
      if scalar == "\n", afterCR {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(current)
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The line as the app printed it: without Xcode's or NSLog's prefix, nor trailing spaces.
  static func printed(_ line: String) -> String {
    let raw = Substring(line)
    return String(
      Comparison.trimmingTrailingSpaces(XcodePrefix.end(in: raw).map { raw[$0...] } ?? raw))
  }
}
