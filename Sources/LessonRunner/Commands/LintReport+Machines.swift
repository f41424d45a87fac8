import Foundation
import LessonReader
import Transcript

/// `lint --format json` and `--format junit`.
extension LintReport {
  /// `{"schema": "lesson-runner/lint", "version": 1, "lesson", "title", "outcome", "summary",
  /// "claims": [...], "fixtures": [...], "problems": [...]}`, keys in a fixed order.
  func json() -> String {
    let consoles = audit.consoleCounts
    let files = audit.fixtureCounts
    let claims: [JSONValue] = audit.claims.map { result in
      .object([
        ("name", .string(result.claim.name)),
        ("section", .string(result.claim.section.description)),
        ("kind", .string(result.claim.kind.rawValue)),
        ("index", .number(Double(result.claim.index))),
        ("location", Self.location(result.claim.location)),
        ("lines", .array(result.claim.lines.map { .string($0.text) })),
        ("status", .string(result.status.rawValue)),
        ("holds", .bool(audit.holds(result))),
        (
          "fixtures",
          .array(
            result.claimers.map { path in
              .object([
                ("path", .string(path)), ("passes", audit.passing[path].map { .bool($0) } ?? .null),
              ])
            })
        ),
        ("closest", .optional(result.closest)),
        ("findings", .array(result.findings.map(Self.finding))),
        (
          "ignored",
          result.ignore.map {
            .object([("reason", .string($0.reason)), ("location", Self.location($0.location))])
          } ?? .null
        ),
      ])
    }
    let fixtures: [JSONValue] = audit.fixtures.map { check in
      .object([
        ("path", .string(check.fixture.path)),
        ("source", .string(check.fixture.source)),
        ("status", .string(check.status.rawValue)),
        ("line", .optional(check.line)),
        ("passes", check.passes.map { .bool($0) } ?? .null),
        (
          "differences",
          .array(
            check.differences.map { difference in
              .object([
                ("file", .string(difference.file)),
                ("message", .string(difference.message)),
                ("lesson", difference.lesson.map(Self.location) ?? .null),
                ("fixture", difference.fixture.map(Self.location) ?? .null),
              ])
            })
        ),
      ])
    }
    let root: JSONValue = .object([
      ("schema", .string("lesson-runner/lint")),
      ("version", .number(1)),
      ("lesson", .string(audit.lesson.path)),
      ("title", .string(audit.lesson.title)),
      ("outcome", .string(audit.isClean ? "pass" : "fail")),
      (
        "summary",
        .object([
          ("text", .string(audit.summary)),
          ("console_blocks", .number(Double(consoles.total))),
          ("console_blocks_claimed", .number(Double(consoles.claimed))),
          ("fixtures", .number(Double(files.total))),
          ("fixtures_matching", .number(Double(files.matching))),
        ])
      ),
      ("claims", .array(claims)),
      ("fixtures", .array(fixtures)),
      (
        "problems",
        .array(
          audit.problems.map {
            .object([
              ("message", .string($0.message)),
              ("location", $0.location.map(Self.location) ?? .null),
            ])
          })
      ),
    ])
    return root.text(pretty: true)
  }

  /// One `<testsuite>` for the lesson: a test case per claim (at its lesson line) and per
  /// compared fixture; a claim that does not hold or a drifted fixture is a `<failure>`, an
  /// ignored claim is `<skipped>`.
  func junit() -> String {
    var cases: [String] = []
    var failures = 0
    var skipped = 0
    let lesson = JUnitReport.escape(audit.lesson.path)
    // The lesson's path in dots, as verify's classnames are (`Lessons.lesson54`).
    let classname = JUnitReport.escape(
      JUnitReport.classname((audit.lesson.path as NSString).deletingPathExtension))
    for result in audit.claims {
      var body = ""
      if result.status == .ignored {
        skipped += 1
        body = "<skipped message=\"\(JUnitReport.escape(result.ignore?.reason ?? ""))\"/>"
      } else if !audit.holds(result) {
        failures += 1
        let detail = result.findings.map { Self.place($0.lesson, $0.message, $0.fixture) }
          .joined(separator: "\n")
        body =
          "<failure message=\"\(JUnitReport.escape(problem(result)))\">"
          + "\(JUnitReport.escape(detail))</failure>"
      }
      cases.append(
        "    <testcase name=\"\(JUnitReport.escape(result.claim.name))\""
          + " classname=\"\(classname)\""
          + " file=\"\(lesson)\" line=\"\(result.claim.location.line)\" time=\"0\">"
          + "\(body)</testcase>")
    }
    for check in audit.fixtures where check.status != .notCompared {
      var body = ""
      if check.status == .drifted {
        failures += 1
        let detail = check.differences.map { Self.place($0.lesson, $0.message, $0.fixture) }
          .joined(separator: "\n")
        body =
          "<failure message=\"its files are not the lesson's\">"
          + "\(JUnitReport.escape(detail))</failure>"
      }
      let path = JUnitReport.escape(check.fixture.path)
      cases.append(
        "    <testcase name=\"\(path) matches the lesson\" classname=\"\(classname)\""
          + " file=\"\(path)\""
          + " line=\"1\" time=\"0\">\(body)</testcase>")
    }
    // The common JUnit schema allows `skipped` on <testsuite> only, not on <testsuites>.
    let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="lesson-runner lint" \(counts) time="0">
        <testsuite name="\(lesson)" \(counts) skipped="\(skipped)" time="0">
      \(cases.joined(separator: "\n"))
        </testsuite>
      </testsuites>
      """
  }

  private static func location(_ location: SourceLocation) -> JSONValue {
    .object([
      ("file", .string(location.file)), ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
    ])
  }

  private static func finding(_ finding: Finding) -> JSONValue {
    .object([
      ("message", .string(finding.message)),
      ("lesson", finding.lesson.map(location) ?? .null),
      ("fixture", finding.fixture.map(location) ?? .null),
    ])
  }
}
