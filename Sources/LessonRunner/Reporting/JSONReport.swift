import Expectations
import Transcript

/// `--format json`: every fixture graded, with one record per check.
///
/// ```text
/// {
///   "schema": "lesson-runner/grade", "version": 1, "command": "grade",
///   "outcome": "fail", "score": 0.86, "max_score": 1,
///   "fixtures": [{
///     "path", "title", "claim", "subject": {"kind", "source"}, "outcome", "message",
///     "advice", "problems": [diagnostic], "score", "max_score", "time" (seconds) | null,
///     "normalisation": {"source", "pasted_lines", "compared_lines",
///                       "steps": [{"name", "count", "detail"}],
///                       "dropped": [{"name", "origin", "lines"}]} | null,
///     "notes": [string],
///     "checks": [record]
///   }]
/// }
/// ```
///
/// A record is an event block (`kind` `event`, or `build`) followed by one record per line
/// check of it (`parent` names the block), every record with the same keys: `id`, `kind`,
/// `parent`, `name` (`== home ==`), `action` (`when you pressed Home`), `claim`, `status`
/// (`passed`, `failed`, `skipped`, `not-run`), `scoring` (`per block`, `per line`), `score`,
/// `max_score`, `placement` (`in-place`, `missing`, `out-of-order`, `out-of-range`,
/// `not-reached`), `expected` (as written), `expected_shown` (holes as the student's values),
/// `actual` (as pasted), `printed` (without Xcode's prefix), `actual_line`, `belongs_after`,
/// `message`, `hint`, `event` (`{"index", "label"}`), `location` (`{"file", "line", "column"}`
/// in the fixture). A block's `expected`, `actual` and `printed` hold its lines joined by `\n`;
/// scored per block, its line checks carry no points.
struct JSONReport {
  let grades: [Grade]
  let command: String

  func render() -> String {
    let score = grades.reduce(0) { $0 + $1.score }
    let maxScore = grades.reduce(0) { $0 + $1.maxScore }
    return JSONValue.object([
      ("schema", .string("lesson-runner/grade")),
      ("version", .number(1)),
      ("command", .string(command)),
      ("outcome", .string(ReportText.outcome(of: grades).rawValue)),
      ("score", .number(Points.rounded(score))),
      ("max_score", .number(Points.rounded(maxScore))),
      ("fixtures", .array(grades.map(fixture))),
    ]).text(pretty: true) + "\n"
  }

  private func fixture(_ grade: Grade) -> JSONValue {
    let subject = ReportText.subject(grade.subject)
    return .object([
      ("path", .string(grade.path)),
      ("title", .string(grade.title)),
      ("claim", .optional(grade.claim)),
      (
        "subject",
        .object([("kind", .string(subject.kind)), ("source", .optional(subject.source))])
      ),
      ("outcome", .string(grade.outcome.rawValue)),
      ("message", .string(grade.message)),
      ("advice", .optional(grade.advice)),
      ("problems", .array(grade.problems.map(Self.diagnostic))),
      ("score", .number(grade.score)),
      ("max_score", .number(grade.maxScore)),
      ("time", grade.duration.map { .number(($0 * 1000).rounded() / 1000) } ?? .null),
      ("normalisation", grade.normalisation.map(Self.normalisation) ?? .null),
      ("notes", .array(grade.notes.map { .string($0) })),
      ("checks", .array(grade.checks.flatMap(records))),
    ])
  }

  private func records(_ check: GradeCheck) -> [JSONValue] {
    let block = JSONValue.object([
      ("id", .string(check.id)),
      ("kind", .string(check.event == nil ? "build" : "event")),
      ("parent", .null),
      ("name", .string(check.name)),
      ("action", .string(check.action)),
      ("claim", .string(check.claim)),
      ("status", .string(check.status.rawValue)),
      ("scoring", .string(check.scoring.rawValue)),
      ("score", .number(check.score)),
      ("max_score", .number(check.maxScore)),
      ("placement", .null),
      ("expected", .string(check.expected.joined(separator: "\n"))),
      ("expected_shown", .null),
      ("actual", .string(check.actual.map(\.raw).joined(separator: "\n"))),
      ("printed", .string(check.actual.map(\.printed).joined(separator: "\n"))),
      ("actual_line", .null),
      ("belongs_after", .null),
      ("message", .string(Self.message(check))),
      ("hint", .optional(check.hint)),
      ("event", Self.event(check.event)),
      ("location", Self.location(check.location)),
    ])
    return [block]
      + check.lines.map { line in
        .object([
          ("id", .string(line.id)),
          ("kind", .string(line.kind.rawValue)),
          ("parent", .string(check.id)),
          ("name", .string(ReportText.name(of: line, in: check))),
          ("action", .string(check.action)),
          ("claim", .string(check.claim)),
          ("status", .string(line.status.rawValue)),
          ("scoring", .string(check.scoring.rawValue)),
          ("score", .number(Points.rounded(line.score))),
          ("max_score", .number(Points.rounded(line.maxScore))),
          ("placement", .optional(line.placement?.rawValue)),
          ("expected", .optional(line.expected)),
          ("expected_shown", .optional(line.expectedShown)),
          ("actual", .optional(line.actual)),
          ("printed", .optional(line.printed)),
          ("actual_line", .optional(line.actualLine)),
          ("belongs_after", .optional(line.belongsAfter)),
          ("message", .string(line.message)),
          ("hint", .null),
          ("event", Self.event(check.event)),
          ("location", Self.location(line.location)),
        ])
      }
  }

  private static func message(_ check: GradeCheck) -> String {
    // A check counts the lines folded into it (``LineCheck/count``).
    let failed = check.lines.filter { $0.status == .failed }.reduce(0) { $0 + $1.count }
    let counted = check.lines.filter { $0.status != .skipped }.reduce(0) { $0 + $1.count }
    switch check.status {
    case .passed: return "every line check passed"
    case .failed:
      return "\(failed) of \(counted) line checks failed"
    case .skipped: return check.lines.first?.message ?? "not checked"
    case .notRun: return "not graded"
    }
  }

  private static func event(_ event: GradeCheck.Event?) -> JSONValue {
    event.map { .object([("index", .number(Double($0.index))), ("label", .string($0.label))]) }
      ?? .null
  }

  static func location(_ location: SourceLocation) -> JSONValue {
    .object([
      ("file", .string(location.file)), ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
    ])
  }

  static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
    .object([
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("location", diagnostic.location.map(location) ?? .null),
      ("text", .string(diagnostic.description)),
    ])
  }

  private static func normalisation(_ normalisation: Normalisation) -> JSONValue {
    .object([
      ("source", .string(normalisation.source)),
      ("pasted_lines", .number(Double(normalisation.pastedLines))),
      ("compared_lines", .number(Double(normalisation.comparedLines))),
      (
        "steps",
        .array(
          normalisation.steps.map { step in
            .object([
              ("name", .string(step.name)), ("count", .number(Double(step.count))),
              ("detail", .string(step.detail)),
            ])
          })
      ),
      (
        "dropped",
        .array(
          normalisation.dropped.map { dropped in
            .object([
              ("name", .string(dropped.name)), ("origin", .string(dropped.origin)),
              ("lines", .array(dropped.lines.map { .number(Double($0)) })),
            ])
          })
      ),
    ])
  }
}
