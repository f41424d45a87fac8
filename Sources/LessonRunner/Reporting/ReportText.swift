import Expectations
import Transcript

/// Words and names every report uses the same way.
enum ReportText {
  /// The worst outcome of several grades: an error or a paste not gradable, else a failure,
  /// else a pass.
  static func outcome(of grades: [Grade]) -> Grade.Outcome {
    if let stop = grades.first(where: { $0.outcome == .error || $0.outcome == .notGradable }) {
      return stop.outcome
    }
    return grades.contains { $0.outcome == .fail } ? .fail : .pass
  }

  /// The name of a line check: its block, then what it checks.
  ///
  /// `== home ==: Stored 3 beans`, `== home ==: never ContentView.body`,
  /// `== home ==: unexpected Hello`, `== wait 5 ==: -- no output --`.
  static func name(of line: LineCheck, in check: GradeCheck) -> String {
    let subject: String =
      switch line.kind {
      case .line, .diagnostic, .noOutput: line.expected ?? ""
      case .never: "never \(line.expected ?? "")"
      case .screen: (line.expected ?? "").split(separator: "\n").first.map(String.init) ?? ""
      case .unexpected, .unexpectedDiagnostic: "unexpected \(line.actual ?? "")"
      }
    return "\(check.name): \(subject)"
  }

  /// How a report names a check to whoever reads it: `when you pressed Home` for a student,
  /// `== home ==` for the fixture's author.
  static func checkName(_ check: GradeCheck, in grade: Grade) -> String {
    grade.forStudent ? check.action : check.name
  }

  /// What a subject is called in reports.
  static func subject(_ subject: Grade.Subject) -> (kind: String, source: String?) {
    switch subject {
    case .paste(let source): ("paste", source)
    case .code(let folder): ("code", folder)
    case .fixture: ("fixture", nil)
    }
  }

  /// A check's lines that failed, as plain text: each line's message, then its expected and
  /// actual lines with invisible characters shown.
  ///
  /// Lines nobody expected are listed up to ``unexpectedListed`` and then counted, as the
  /// human report does: a program printing 50,000 lines made a 4 MB JUnit report (lesson-fuzz
  /// seed 1, case 147005); so is the console of a block that claims `-- no output --`.
  static func failureText(_ check: GradeCheck) -> String {
    var lines: [String] = ["claim: \(check.claim)"]
    var unexpected = 0
    for line in check.lines where line.status == .failed || line.status == .notRun {
      if line.kind == .unexpected {
        unexpected += line.count
        if unexpected - line.count >= unexpectedListed { continue }
      }
      lines.append(line.message)
      if let expected = line.expected {
        lines.append("  expected: \(VisibleText.shown(expected))")
      }
      if let actual = line.actual {
        let place = line.actualLine.map { " (line \($0))" } ?? ""
        let shown = line.kind == .noOutput ? listed(actual) : actual
        lines.append("  actual:   \(VisibleText.shown(shown))\(place)")
      }
    }
    if unexpected > unexpectedListed {
      lines.append("… and \(unexpected - unexpectedListed) more unexpected lines")
    }
    if let hint = check.hint { lines.append("hint: \(hint)") }
    return lines.joined(separator: "\n")
  }

  /// How many lines nobody expected a text report names one by one before it counts the rest
  /// (the human report's number).
  static let unexpectedListed = 10

  /// Text of several lines (the console of a block that claims `-- no output --`) cut after
  /// ``unexpectedListed`` lines, with a count of the rest.
  static func listed(_ text: String) -> String {
    var cut = text.startIndex
    for _ in 0..<unexpectedListed {
      guard let newline = text[cut...].firstIndex(of: "\n") else { return text }
      cut = text.index(after: newline)
    }
    let rest = text[cut...].utf8.reduce(into: 1) { count, byte in
      if byte == UInt8(ascii: "\n") { count += 1 }
    }
    return text[..<cut] + "… and \(rest) more line\(rest == 1 ? "" : "s")"
  }

  /// The whole grade as plain text for a machine format's free-text field: outcome, message,
  /// problems, advice.
  static func summary(_ grade: Grade) -> String {
    var lines = [
      "\(grade.outcome.rawValue): \(grade.message)",
      "score: \(Points.text(grade.score))/\(Points.text(grade.maxScore))",
    ]
    lines += grade.problems.map(\.description)
    if let advice = grade.advice { lines.append("what to do: \(advice)") }
    lines += grade.notes.map { "note: \($0)" }
    return lines.joined(separator: "\n")
  }
}
