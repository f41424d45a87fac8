import Expectations

/// `--format junit`: JUnit XML, as GitHub Actions, GitLab, Jenkins and Azure read it, valid
/// against the common JUnit schema (`junit-10.xsd`).
///
/// One `<testsuite>` per fixture, named by its path, holding one `<testcase>` per graded block
/// (and the build claim), each with `classname` the fixture's path in dots
/// (`Fixtures.lesson54.step07-save-before-view`), `file` and `line`. A failed block has one
/// `<failure>`, so each failed claim counts once; a block a console cannot show is `<skipped>`.
/// A fixture or paste that could not be graded is one `<testcase>` with an `<error>` (`type`
/// `error` or `not-gradable`). `time` is the measured time of the fixture, on its suite; it is
/// left out where nothing was measured.
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
    let time = grades.compactMap(\.duration).reduce(0, +)
    let timeAttribute =
      grades.contains { $0.duration != nil } ? " time=\"\(Self.seconds(time))\"" : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="lesson-runner \(command)" tests="\(totals.tests)" failures="\(totals.failures)" \
      errors="\(totals.errors)"\(timeAttribute)>
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

  /// `Fixtures/lesson54/step07-save-before-view.fixture` → `Fixtures.lesson54.step07-save-before-view`.
  static func classname(_ path: String) -> String {
    var name = Substring(path)
    if name.hasSuffix(".fixture") { name = name.dropLast(".fixture".count) }
    while name.hasPrefix("/") || name.hasPrefix("./") {
      name = name.drop { $0 == "/" || $0 == "." }
    }
    return name.split(separator: "/").joined(separator: ".")
  }

  private func suite(_ grade: Grade) -> (String, Counts) {
    var cases: [String] = []
    var counts = Counts()
    let classname = Self.escape(Self.classname(grade.path))
    let made = grade.outcome == .pass || grade.outcome == .fail
    if !made {
      let message = Self.escape(grade.message)
      let body =
        "<error message=\"\(message)\" type=\"\(grade.outcome.rawValue)\">"
        + "\(Self.escape(ReportText.summary(grade)))</error>"
      cases.append(
        testCase(
          name: grade.title.isEmpty ? grade.path : grade.title, classname: classname,
          file: grade.path, line: 1, body: body, counts: &counts, status: "error"))
    } else {
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
            name: "\(ReportText.checkName(check, in: grade)): \(check.claim)", classname: classname,
            file: check.location.file, line: check.location.line, body: body, counts: &counts,
            status: status))
      }
    }
    let time = grade.duration.map { " time=\"\(Self.seconds($0))\"" } ?? ""
    let suite = """
        <testsuite name="\(Self.escape(grade.path))" tests="\(counts.tests)" failures="\(counts.failures)" \
      errors="\(counts.errors)" skipped="\(counts.skipped)"\(time)>
      \(cases.joined(separator: "\n"))
        </testsuite>
      """
    return (suite, counts)
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
      + "file=\"\(Self.escape(file))\" line=\"\(line)\""
    return body.isEmpty ? open + "/>" : open + ">\n      \(body)\n    </testcase>"
  }

  /// Seconds with three decimals: `0.042`.
  static func seconds(_ value: Double) -> String {
    let millis = Int((value * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
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
