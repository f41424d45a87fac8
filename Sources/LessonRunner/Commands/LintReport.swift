import Foundation
import LessonReader
import Transcript

/// What `lint` says about a lesson: for people (every claim and every fixture on a line, each
/// problem placed on the lesson's line), for machines (JSON, JUnit), and for GitHub (an
/// `::error` at the lesson's line for each problem).
struct LintReport {
  let audit: LessonAudit
  let colour: Bool

  // MARK: - People

  func human() -> String {
    var lines = ["lesson \(audit.lesson.path) — \(audit.lesson.title)", "", "claims:"]
    for result in audit.claims {
      let head = "\(result.claim.name) (line \(result.claim.location.line))"
      switch result.status {
      case .claimed:
        let holds = audit.holds(result)
        let by = result.claimers.map { "\($0) (\(passWord($0)))" }.joined(separator: ", ")
        lines.append("  \(mark(holds ? "ok" : "FAIL", holds)) \(head): claimed by \(by)")
      case .ignored:
        let entry =
          result.ignore.map { " (\($0.location.file):\($0.location.line)): \($0.reason)" } ?? ""
        lines.append("  \(mark("skip", true)) \(head): ignored\(entry)")
      case .contradicted:
        lines.append(
          "  \(mark("FAIL", false)) \(head): contradicted by \(result.closest ?? "a fixture")")
      case .unclaimed:
        lines.append(
          "  \(mark("FAIL", false)) \(head): no fixture claims it:"
            + " `\(Self.shortened(result.claim.text))`"
        )
      }
      for finding in result.findings {
        lines.append("      " + Self.place(finding.lesson, finding.message, finding.fixture))
      }
    }
    lines += ["", "fixtures:"]
    for check in audit.fixtures {
      let path = check.fixture.path
      switch check.status {
      case .matches:
        let at = check.line.map { " at line \($0)" } ?? ""
        let section = check.source.map { " (\($0.section))" } ?? ""
        lines.append(
          "  \(mark("ok", true)) \(path): its files are the lesson's\(at)\(section)")
      case .drifted:
        lines.append("  \(mark("FAIL", false)) \(path): its files are not the lesson's")
        for difference in check.differences {
          lines.append(
            "      " + Self.place(difference.lesson, difference.message, difference.fixture))
        }
      case .notCompared:
        lines.append("  \(mark("--", true)) \(path): a flash card's: only its claims are checked")
      }
    }
    if !audit.problems.isEmpty {
      lines += ["", "changes of the lesson that could not be applied:"]
      lines += audit.problems.map { "  \($0)" }
    }
    if !audit.staleIgnores.isEmpty {
      lines += ["", "lint-ignore entries that name no claim of the lesson:"]
      lines += audit.staleIgnores.map { "  \($0.location.file):\($0.location.line): \($0.claim)" }
    }
    let ignored = audit.claims.filter { $0.status == .ignored }.count
    lines.append("")
    if ignored > 0 {
      lines.append("\(ignored) claim\(ignored == 1 ? "" : "s") ignored (lint-ignore)")
    }
    lines.append(audit.summary)
    return lines.joined(separator: "\n")
  }

  private func passWord(_ path: String) -> String {
    switch audit.passing[path] {
    case true?: "passes"
    case false?: "FAILS"
    case nil: "not run"
    }
  }

  private func mark(_ word: String, _ good: Bool) -> String {
    let padded = word.padding(toLength: 4, withPad: " ", startingAt: 0)
    guard colour else { return padded }
    return "\u{1B}[\(good ? "32" : "31")m\(padded)\u{1B}[0m"
  }

  /// `Lessons/lesson54.txt:524: message (fixture: Fixtures/….fixture:168)`.
  static func place(_ lesson: SourceLocation?, _ message: String, _ fixture: SourceLocation?)
    -> String
  {
    let at = lesson.map { "\($0.file):\($0.line): " } ?? ""
    let their = fixture.map { " (fixture: \($0.file):\($0.line))" } ?? ""
    return at + message + their
  }

  static func shortened(_ text: String) -> String {
    text.count > 100 ? String(text.prefix(97)) + "…" : text
  }

  // MARK: - GitHub

  /// An `::error` on the lesson's line for every problem (the fixture's line when the lesson
  /// has none to point at).
  func annotations() -> [String] {
    var annotations: [String] = []
    let title = "lesson-runner lint"
    for result in audit.claims where !audit.holds(result) {
      let message = problem(result)
      let places =
        result.findings.isEmpty
        ? [result.claim.location] : result.findings.map { $0.lesson ?? result.claim.location }
      for (index, place) in places.enumerated() {
        let detail =
          result.findings.isEmpty ? message : "\(message): \(result.findings[index].message)"
        annotations.append(GitHubAnnotations.error(at: place, title: title, detail))
      }
    }
    for check in audit.fixtures where check.status == .drifted {
      for difference in check.differences {
        guard let place = difference.lesson ?? difference.fixture else { continue }
        annotations.append(
          GitHubAnnotations.error(
            at: place, title: title, "\(check.fixture.path) has drifted: \(difference.message)"))
      }
    }
    for problem in audit.problems {
      guard let location = problem.location else { continue }
      annotations.append(GitHubAnnotations.error(at: location, title: title, problem.message))
    }
    return annotations
  }

  /// One sentence for a claim that does not hold.
  func problem(_ result: ClaimResult) -> String {
    switch result.status {
    case .claimed:
      "\(result.claim.name) is claimed only by fixtures that fail: "
        + result.claimers.joined(separator: ", ")
    case .contradicted:
      "\(result.claim.name) is contradicted by \(result.closest ?? "a fixture")"
    case .unclaimed, .ignored:
      "no fixture claims \(result.claim.name): `\(Self.shortened(result.claim.text))`"
    }
  }
}
