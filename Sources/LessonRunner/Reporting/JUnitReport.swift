import Expectations

/// `--format junit`: JUnit XML, as GitHub Actions, GitLab, Jenkins and Azure read it.
///
/// One `<testsuite>` per fixture, holding one `<testcase>` for the fixture as a whole and one
/// per event block (and the build claim). A failed check has a `<failure>`; a fixture or paste
/// that could not be graded has an `<error>` (`type` `error` or `not-gradable`); a block a
/// console cannot show is `<skipped>`. Each test case carries `file` and `line` in the fixture.
struct JUnitReport {
  let grades: [Grade]
  let command: String

  func render() -> String {
    var suites: [String] = []
    var totals = Counts()
    for grade in grades {
      let (suite, counts) = self.suite(grade)
      suites.append(suite)
      totals.add(counts)
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="lesson-runner \(command)" tests="\(totals.tests)" failures="\(totals.failures)" \
      errors="\(totals.errors)" skipped="\(totals.skipped)" time="0">
      \(suites.joined(separator: "\n"))
      </testsuites>

      """
  }

  private struct Counts {
    var tests = 0, failures = 0, errors = 0, skipped = 0

    mutating func add(_ other: Counts) {
      tests += other.tests
      failures += other.failures
      errors += other.errors
      skipped += other.skipped
    }
  }

  private func suite(_ grade: Grade) -> (String, Counts) {
    var cases: [String] = []
    var counts = Counts()
    let classname = Self.escape(grade.path)
    let fixtureCase = testCase(
      name: grade.title.isEmpty ? grade.path : grade.title, classname: classname, file: grade.path,
      line: 1, body: fixtureBody(grade), counts: &counts, status: fixtureStatus(grade))
    cases.append(fixtureCase)
    for check in grade.checks {
      let status: String =
        switch check.status {
        case .passed: "passed"
        case .failed: "failure"
        case .skipped: "skipped"
        case .notRun: "error"
        }
      let body: String =
        switch check.status {
        case .passed: ""
        case .failed:
          "<failure message=\"\(Self.escape(firstFailure(check)))\" type=\"fail\">"
            + "\(Self.escape(ReportText.failureText(check)))</failure>"
        case .skipped: "<skipped message=\"\(Self.escape(check.lines.first?.message ?? ""))\"/>"
        case .notRun:
          "<error message=\"\(Self.escape(grade.message))\" type=\"\(grade.outcome.rawValue)\"/>"
        }
      cases.append(
        testCase(
          name: "\(check.name): \(check.claim)", classname: classname, file: check.location.file,
          line: check.location.line, body: body, counts: &counts, status: status))
    }
    let suite = """
        <testsuite name="\(classname)" tests="\(counts.tests)" failures="\(counts.failures)" \
      errors="\(counts.errors)" skipped="\(counts.skipped)" time="0">
      \(cases.joined(separator: "\n"))
        </testsuite>
      """
    return (suite, counts)
  }

  private func fixtureStatus(_ grade: Grade) -> String {
    switch grade.outcome {
    case .pass: "passed"
    case .fail: "failure"
    case .error, .notGradable: "error"
    }
  }

  private func fixtureBody(_ grade: Grade) -> String {
    let message = Self.escape(grade.message)
    let text = Self.escape(ReportText.summary(grade))
    switch grade.outcome {
    case .pass: return ""
    case .fail: return "<failure message=\"\(message)\" type=\"fail\">\(text)</failure>"
    case .error, .notGradable:
      return "<error message=\"\(message)\" type=\"\(grade.outcome.rawValue)\">\(text)</error>"
    }
  }

  private func firstFailure(_ check: GradeCheck) -> String {
    check.lines.first { $0.status == .failed }?.message ?? "failed"
  }

  private func testCase(
    name: String, classname: String, file: String, line: Int, body: String, counts: inout Counts,
    status: String
  ) -> String {
    counts.tests += 1
    switch status {
    case "failure": counts.failures += 1
    case "error": counts.errors += 1
    case "skipped": counts.skipped += 1
    default: break
    }
    let open =
      "    <testcase name=\"\(Self.escape(name))\" classname=\"\(classname)\" "
      + "file=\"\(Self.escape(file))\" line=\"\(line)\" time=\"0\""
    return body.isEmpty ? open + "/>" : open + ">\n      \(body)\n    </testcase>"
  }

  /// Text safe in XML content and attributes; characters XML 1.0 forbids become U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
