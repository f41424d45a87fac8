import Expectations
import Foundation
import Transcript

/// GitHub Actions workflow commands that put an error on the line of a fixture that failed:
/// `::error file=Fixtures/lesson54/step07-save-before-view.fixture,line=147,title=…::message`.
///
/// Printed by `verify` when `GITHUB_ACTIONS` is `true`: the pull request's diff then shows each
/// failure on the fixture line it concerns (the expected line that is missing, out of order or
/// out of range; the event for a line nobody expected; the place a bad fixture is wrong).
enum GitHubAnnotations {
  /// One annotation per failed line check, and one per problem that has a location.
  static func errors(for grade: Grade) -> [String] {
    var annotations: [String] = []
    for problem in grade.problems {
      guard let location = problem.location else { continue }
      annotations.append(
        error(at: location, title: "lesson-runner: \(grade.message)", problem.message))
    }
    for check in grade.checks where check.status == .failed {
      for line in check.lines where line.status == .failed {
        annotations.append(
          error(
            at: line.location, title: "lesson-runner: \(check.name) \(check.claim)", line.message))
      }
    }
    return annotations
  }

  /// `::error file=…,line=…,col=…,title=…::message`, escaped as the runner requires.
  static func error(at location: SourceLocation, title: String, _ message: String) -> String {
    let properties = [
      "file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
      "title=\(escapeProperty(title))",
    ]
    return "::error \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  /// `%`, CR and LF percent-encoded: the message part of a workflow command.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A property value: as data, and `:` and `,` percent-encoded too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
