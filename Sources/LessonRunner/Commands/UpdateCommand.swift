import Expectations
import Foundation
import Transcript

/// `lesson-runner update [PATH ...]`: rewrites the expected console of each failing event
/// from what the program printed, and shows the diff of what it changed.
///
/// It keeps the holes of lines whose literal text still matches, never touches a passing
/// event or anything else in the file, writes each fixture atomically (a temporary file
/// renamed over it), and checks that the new text still reads as a fixture before writing.
/// It refuses to write when `CI` is set: fixtures are changed by a person who reviews the diff.
/// `--check` writes nothing and exits 1 when a fixture would change (for CI); `--dry-run`
/// shows the diff and writes nothing.
struct UpdateCommand {
  var invocation: Invocation

  var environment: [String: String] { invocation.environment }
  var colour: Bool { invocation.colour }

  /// What is done with a rewrite: written, only counted (`--check`), or only shown (`--dry-run`).
  enum Mode { case write, check, dryRun }

  var mode: Mode {
    invocation.has("--check") ? .check : invocation.has("--dry-run") ? .dryRun : .write
  }

  /// Whether `CI` is set: present, and not empty, `false` or `0`.
  var inContinuousIntegration: Bool { Self.inContinuousIntegration(environment) }

  /// Whether `CI` is set in `environment`: present, and not empty, `false` or `0`.
  static func inContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "false", "0"].contains(value.lowercased())
  }

  func run(into output: inout LessonRunnerCommand.Output) {
    if inContinuousIntegration, mode == .write, !invocation.has("--list") {
      output.error(
        "error: 'update' does not run when CI is set (CI=\(environment["CI"] ?? "")): fixtures"
          + " are rewritten only by a person who reviews the diff; run it on your machine, or use"
          + " 'update --check' to fail when a fixture would change")
      output.exitCode = 2
      return
    }
    let entries: [FixtureSelection.Entry]
    do {
      entries = try FixtureSelection(paths: invocation.paths, filter: invocation.values["--filter"])
        .entries()
    } catch {
      output.error(error.description)
      output.exitCode = 2
      return
    }
    if invocation.has("--list") {
      FixtureSelection.list(entries, into: &output)
      return
    }
    let found = entries.map(\.path)
    var counts = (updated: 0, unchanged: 0, failing: 0, bad: 0)
    for path in found {
      switch update(path, into: &output) {
      case .updated(let passes):
        counts.updated += 1
        if !passes { counts.failing += 1 }
      case .unchanged(let passes):
        counts.unchanged += 1
        if !passes { counts.failing += 1 }
      case .bad:
        counts.bad += 1
      }
    }
    let verb = mode == .write ? "updated" : "would be updated"
    output.print(
      "\(found.count) fixture\(found.count == 1 ? "" : "s"): \(counts.updated) \(verb),"
        + " \(counts.unchanged) unchanged, \(counts.failing) still failing, \(counts.bad) bad input"
    )
    switch mode {
    case .write, .dryRun:
      output.exitCode = counts.bad > 0 ? 2 : (counts.failing > 0 ? 1 : 0)
    case .check:
      output.exitCode = counts.bad > 0 ? 2 : (counts.updated > 0 ? 1 : 0)
    }
  }

  private enum Outcome {
    case updated(passes: Bool)
    case unchanged(passes: Bool)
    case bad
  }

  private func update(_ path: String, into output: inout LessonRunnerCommand.Output) -> Outcome {
    guard let budget = invocation.stepBudget(standard: FixtureRunner.defaultStepBudget, into: &output) else { return .bad }
    let runner = FixtureRunner(stepBudget: budget)
    let fixture: Fixture
    let result: FixtureResult
    let text: String
    do {
      fixture = try runner.load(path: path)
      guard case .verified(let verified, _) = try runner.run(fixture) else { return .bad }
      result = verified
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch let error as InputError {
      output.error(error.description)
      return .bad
    } catch {
      output.error("error: cannot read '\(path)'")
      return .bad
    }
    guard !result.passed else { return .unchanged(passes: true) }
    let file = FixtureText(text)
    var rewrite = Rewrite(fixture: fixture, result: result, lines: file.lines)
    let lines = rewrite.run()
    output.print(
      "\(paint(mode == .write ? "UPDATE" : "WOULD UPDATE", "33")) \(path) — \(fixture.title)")
    for change in rewrite.changes where mode != .check {
      output.print("\(paint("== \(change.event) ==", "1")) (\(path):\(change.location.line))")
      output.print(
        LineDiff(old: change.old, new: change.new).render(
          firstLine: change.firstLine, colour: colour
        ).joined(separator: "\n"))
    }
    for note in rewrite.notes { output.print("note: \(note)") }
    guard !rewrite.changes.isEmpty else {
      output.print("nothing to rewrite: the console claims hold; what fails is listed above")
      return .unchanged(passes: false)
    }
    let newText = file.joined(lines)
    let rewritten: Fixture
    do {
      rewritten = try FixtureParser.parse(path: path, text: newText)
    } catch {
      output.error("\(error.description) (in the rewritten text; '\(path)' was left as it was)")
      return .bad
    }
    if mode == .write {
      do {
        for note in try AtomicFile.write(newText, to: path) { output.print("note: \(note)") }
      } catch {
        output.error("error: \(error.message)")
        return .bad
      }
    }
    let passes: Bool
    if case .verified(let after, _)? = try? runner.run(rewritten) {
      passes = after.passed
    } else {
      passes = false
    }
    let done = mode == .write ? "written" : "not written"
    output.print(
      passes
        ? "\(done); the fixture passes" : "\(done); the fixture still fails (see the notes)")
    return .updated(passes: passes)
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension UpdateCommand {
  /// A fixture file's lines, with what to put back as it was: its line breaks (LF or CRLF)
  /// and whether it ends with one.
  struct FixtureText {
    let lines: [String]
    let lineBreak: String
    let endsWithBreak: Bool

    init(_ text: String) {
      // Bytes, not characters: Swift reads CRLF as one character.
      let bytes = Array(text.utf8)
      var parts = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      endsWithBreak = bytes.last == UInt8(ascii: "\n")
      if endsWithBreak { parts.removeLast() }
      let usesCRLF = parts.first?.last == UInt8(ascii: "\r")
      lineBreak = usesCRLF ? "\r\n" : "\n"
      lines = parts.map { part in
        let line = usesCRLF && part.last == UInt8(ascii: "\r") ? part.dropLast() : part[...]
        return String(decoding: line, as: UTF8.self)
      }
    }

    func joined(_ lines: [String]) -> String {
      lines.joined(separator: lineBreak) + (endsWithBreak ? lineBreak : "")
    }
  }
}
