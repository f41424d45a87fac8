import Expectations
import LessonReader

/// What lint works on: the lesson, its fixtures (read and run), `_files/` and `lint-ignore`.
struct LintInputs {
  let lesson: Lesson
  var support = SupportFiles()
  var ignore = LintIgnore()
  var fixtures: [String: Fixture] = [:]
  var order: [String] = []
  /// Whether each of the lesson's fixtures passes, by path: the fixtures that were run.
  var passing: [String: Bool] = [:]

  init(lesson: Lesson) {
    self.lesson = lesson
  }

  /// Reads (again) and runs the fixtures at `paths`; those of other lessons are read, not run.
  mutating func reload(
    _ paths: [String], bad: inout Bool, into output: inout LessonRunnerCommand.Output
  ) {
    let runner = FixtureRunner()
    for path in paths {
      if !order.contains(path) { order.append(path) }
      let fixture: Fixture
      do {
        fixture = try runner.load(path: path)
      } catch {
        output.error(error.description)
        bad = true
        fixtures[path] = nil
        continue
      }
      fixtures[path] = fixture
      guard let source = FixtureSource(fixture.source),
        lesson.number == nil || source.lesson == lesson.number
      else { continue }
      do {
        switch try runner.run(fixture) {
        case .verified(let result, _):
          passing[path] = result.passed
        case .badInput(let error):
          output.error(error.description)
          passing[path] = false
          bad = true
        }
      } catch {
        output.error(error.description)
        passing[path] = false
        bad = true
      }
    }
  }

  func audit() -> LessonAudit {
    LessonAudit(
      lesson: lesson, fixtures: order.compactMap { fixtures[$0] }, support: support,
      ignore: ignore, passing: passing)
  }
}
