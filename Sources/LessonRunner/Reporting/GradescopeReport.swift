import Expectations

/// `--format gradescope`: the `results.json` Gradescope's autograder reads from
/// `/autograder/results/results.json`.
///
/// Top level: `score`, `execution_time` (seconds), `output`, `output_format` (`text`), `test_output_format` (`text`),
/// `visibility` and `stdout_visibility`, and `tests[]`: one per graded block, with `name`,
/// `number`, `score`, `max_score`, `status` (`passed` or `failed`, always set), `output` and
/// `visibility` (`visible`). Blocks a console cannot show are left out (they carry no points).
///
/// The file is written whatever happens: when the paste is not gradable or the program could
/// not run, every block is a failed test scoring 0, and `output` says why and what to do. The
/// `max_score` of the tests adds up to the points the fixture offers.
struct GradescopeReport {
  let grades: [Grade]

  func render() -> String {
    var tests: [JSONValue] = []
    for grade in grades {
      for check in grade.checks where check.status != .skipped {
        tests.append(test(check, in: grade, number: tests.count + 1))
      }
      if grade.checks.allSatisfy({ $0.status == .skipped }) {
        tests.append(
          .object([
            ("name", .string(prefix(grade) + "lesson-runner")),
            ("number", .string(String(tests.count + 1))),
            ("score", .number(0)),
            ("max_score", .number(0)),
            ("status", .string(grade.outcome == .pass ? "passed" : "failed")),
            ("output", .string(ReportText.summary(grade))),
            ("visibility", .string("visible")),
          ]))
      }
    }
    let score = Points.rounded(grades.reduce(0) { $0 + $1.score })
    let time = grades.compactMap(\.duration).reduce(0, +)
    return JSONValue.object([
      ("score", .number(score)),
      ("execution_time", .number((time * 1000).rounded() / 1000)),
      ("output", .string(grades.map(ReportText.summary).joined(separator: "\n\n"))),
      ("output_format", .string("text")),
      ("test_output_format", .string("text")),
      ("visibility", .string("visible")),
      ("stdout_visibility", .string("hidden")),
      ("tests", .array(tests)),
    ]).text(pretty: true) + "\n"
  }

  private func test(_ check: GradeCheck, in grade: Grade, number: Int) -> JSONValue {
    let output: String =
      switch check.status {
      case .passed: "claim: \(check.claim)\nevery line check passed"
      case .notRun: "claim: \(check.claim)\nnot graded: \(grade.message)"
      case .failed, .skipped: ReportText.failureText(check)
      }
    return .object([
      (
        "name", .string(prefix(grade) + "\(ReportText.checkName(check, in: grade)): \(check.claim)")
      ),
      ("number", .string(String(number))),
      ("score", .number(check.status == .notRun ? 0 : check.score)),
      ("max_score", .number(check.maxScore)),
      ("status", .string(check.status == .passed ? "passed" : "failed")),
      ("output", .string(output)),
      ("visibility", .string("visible")),
    ])
  }

  /// Test names carry the fixture's title when several fixtures are reported together.
  private func prefix(_ grade: Grade) -> String {
    grades.count > 1 ? "\(grade.title.isEmpty ? grade.path : grade.title) — " : ""
  }
}
