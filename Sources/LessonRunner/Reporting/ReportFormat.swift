import Expectations
import Foundation

/// The formats `--format` names: one for people, four for machines.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// Text for a terminal: each check with its claim, expected and actual lines, hints.
  case human
  /// One record per check (``JSONReport``).
  case json
  /// JUnit XML: one test case per fixture and per event block (``JUnitReport``).
  case junit
  /// Gradescope's `results.json` (``GradescopeReport``).
  case gradescope
  /// The base64 `result` of a GitHub Classroom grader step (``ClassroomReport``).
  case classroom

  /// The report of these grades in this format; `human` writes the human report.
  func render(_ grades: [Grade], command: String, human: () -> String) -> String {
    switch self {
    case .human: human()
    case .json: JSONReport(grades: grades, command: command).render()
    case .junit: JUnitReport(grades: grades, command: command).render()
    case .gradescope: GradescopeReport(grades: grades).render()
    case .classroom: ClassroomReport(grades: grades).render()
    }
  }
}

/// `--format` and `--output`, and where the report goes.
struct ReportOptions: Sendable, Equatable {
  var format = ReportFormat.human
  /// The file to write the report to, if any.
  var output: String?

  /// Prints or writes the report: to `--output` (atomically) when given, and then the human
  /// report on standard output unless the file holds it; otherwise to standard output.
  ///
  /// - Returns: False when the file could not be written (the error is on standard error).
  @discardableResult
  func deliver(
    _ grades: [Grade], command: String, human: (_ colour: Bool) -> String, colour: Bool,
    into output: inout LessonRunnerCommand.Output
  ) -> Bool {
    guard let path = self.output else {
      output.print(format.render(grades, command: command) { human(colour) })
      return true
    }
    let report = format.render(grades, command: command) { human(false) }
    do {
      for note in try AtomicFile.write(report, to: path) { output.print("note: \(note)") }
    } catch {
      output.error("error: \(error.message)")
      return false
    }
    if format != .human { output.print(human(colour)) }
    return true
  }
}
