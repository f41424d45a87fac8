import Expectations
import Foundation

/// `--format classroom`: the `result` a GitHub Classroom grader step outputs, which
/// `classroom-resources/autograding-grading-reporter` reads from `<RUNNER-ID>_RESULTS`.
///
/// Standard output is one line: the base64 of
/// `{"version": 1, "status": "pass" | "fail" | "error", "max_score": N, "tests": [{"name",
/// "status", "message", "test_code", "filename", "line_no", "score"}]}`, one test per graded
/// block. A workflow step stands in for a grader step with
/// `echo "result=$(lesson-runner grade … --format classroom)" >> "$GITHUB_OUTPUT"`.
/// The reporter adds up `tests[].score`; a paste that is not gradable, or a program that could
/// not run, has status `error` and scores 0.
struct ClassroomReport {
  let grades: [Grade]

  func render() -> String {
    Data(json().text().utf8).base64EncodedString() + "\n"
  }

  /// The result before it is encoded.
  func json() -> JSONValue {
    let status: String =
      switch ReportText.outcome(of: grades) {
      case .pass: "pass"
      case .fail: "fail"
      case .error, .notGradable: "error"
      }
    var tests: [JSONValue] = []
    for grade in grades {
      let graded = grade.checks.filter { $0.status != .skipped }
      for check in graded {
        tests.append(test(check, in: grade))
      }
      if graded.isEmpty {
        tests.append(
          .object([
            ("name", .string(grade.title.isEmpty ? grade.path : grade.title)),
            ("status", .string(grade.outcome == .pass ? "pass" : "error")),
            ("message", .string(ReportText.summary(grade))),
            ("test_code", .string(grade.actions.joined(separator: ", "))),
            ("filename", .string(grade.path)),
            ("line_no", .number(1)),
            ("score", .number(0)),
          ]))
      }
    }
    let maxScore = Points.rounded(grades.reduce(0) { $0 + $1.maxScore })
    return .object([
      ("version", .number(1)),
      ("status", .string(status)),
      ("max_score", .number(maxScore)),
      ("tests", .array(tests)),
    ])
  }

  /// What the student does to reach the block: the fixture's events up to it.
  private func testCode(_ check: GradeCheck, in grade: Grade) -> String {
    guard let event = check.event else { return "build" }
    return grade.actions.prefix(event.index + 1).joined(separator: ", ")
  }

  private func test(_ check: GradeCheck, in grade: Grade) -> JSONValue {
    let status: String =
      switch check.status {
      case .passed: "pass"
      case .failed, .skipped: "fail"
      case .notRun: "error"
      }
    let message: String =
      switch check.status {
      case .passed: "claim: \(check.claim)\nevery line check passed"
      case .notRun: "claim: \(check.claim)\nnot graded: \(grade.message)"
      case .failed, .skipped: ReportText.failureText(check)
      }
    return .object([
      ("name", .string("\(ReportText.checkName(check, in: grade)): \(check.claim)")),
      ("status", .string(status)),
      ("message", .string(message)),
      ("test_code", .string(testCode(check, in: grade))),
      ("filename", .string(check.location.file)),
      ("line_no", .number(Double(check.location.line))),
      ("score", .number(check.status == .notRun ? 0 : check.score)),
    ])
  }
}
