import Expectations
import Foundation
import Transcript

/// `lesson-runner explain FIXTURE [--event N] [--code FOLDER]`: why each line was printed.
///
/// Runs the fixture's program (or a student's, with `--code`) and prints, for each event, every
/// line with the chain of happenings the engine recorded from the event to the code that
/// printed it, each with its rule; when the claims fail, each missing, misplaced or unexpected
/// line is explained from the same records. `--format html` writes the timeline page instead.
/// Exit codes follow verify's: 0 the claims hold, 1 they fail, 2 bad input.
struct ExplainCommand {
  var invocation: Invocation

  func run(into output: inout LessonRunnerCommand.Output) {
    guard invocation.paths.count == 1, let path = invocation.paths.first else {
      output.error("error: 'explain' takes one fixture, not \(invocation.paths.count)")
      output.error(LessonRunnerCommand.usage(CommandTable.command(named: "explain")))
      output.exitCode = 2
      return
    }
    if let format = invocation.values["--format"], format != "html", format != "human" {
      output.error("error: 'explain' writes human (default) or html, not '\(format)'")
      output.exitCode = 2
      return
    }
    guard let budget = invocation.stepBudget(standard: FixtureRunner.defaultStepBudget, into: &output) else { return }
    let runner = FixtureRunner(stepBudget: budget)
    let explained: Explained
    do throws(InputError) {
      explained = try run(path, runner: runner)
    } catch {
      output.error(error.description)
      output.exitCode = 2
      return
    }
    var only: Int?
    if let text = invocation.values["--event"] {
      guard let number = Int(text), explained.transcript.events.indices.contains(number - 1) else {
        let count = explained.transcript.events.count
        output.error("error: '--event' needs an event of the run, from 1 to \(count), not '\(text)'")
        output.exitCode = 2
        return
      }
      only = number - 1
    }
    let report: String
    if invocation.wantsHTML {
      report = TimelinePage(
        title: explained.fixture.title, path: explained.fixture.path, claim: explained.fixture.claim,
        grade: explained.grade, transcript: explained.transcript, explainEvent: only
      ).render()
    } else {
      report = ExplainReport(
        fixture: explained.fixture, grade: explained.grade, transcript: explained.transcript, only: only
      ).render()
    }
    if let file = invocation.values["--output"] {
      do {
        try AtomicFile.write(report, to: file)
      } catch {
        output.error("error: \(error.message)")
        output.exitCode = 2
        return
      }
    } else {
      output.print(report)
    }
    output.exitCode = explained.grade.exitCode
  }

  struct Explained {
    var fixture: Fixture
    var grade: Grade
    var transcript: Transcript
  }

  /// Runs the fixture's own program, or the student's with `--code`.
  private func run(_ path: String, runner: FixtureRunner) throws(InputError) -> Explained {
    let fixture = try runner.load(path: path)
    if let folder = invocation.values["--code"] {
      let (grade, transcript) = GradeCommand.StudentCode(folder: folder, fixture: fixture, runner: runner).grade()
      guard let transcript else {
        let first = grade.problems.first
        throw InputError(first?.message ?? grade.message, at: first?.location)
      }
      return Explained(fixture: fixture, grade: grade, transcript: transcript)
    }
    switch try runner.run(fixture) {
    case .verified(let result, let transcript):
      return Explained(
        fixture: fixture, grade: Grader.grade(fixture, run: result, subject: .fixture), transcript: transcript)
    case .badInput(let error):
      throw error
    }
  }
}

extension Invocation {
  /// `--format html`: the timeline report, which needs the runs' records.
  var wantsHTML: Bool { values["--format"] == "html" }
}
