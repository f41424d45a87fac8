import Expectations
import Foundation
import SwiftReader
import Transcript

/// `lesson-runner grade FIXTURE CONSOLE|-` and `lesson-runner grade FIXTURE --code FOLDER`:
/// grades a console pasted from Xcode, or a student's Swift files run on the engine.
///
/// A report is made whatever happens (a machine format's file is always written): a fixture
/// that cannot be read, a console file that is missing or a folder without Swift is an error
/// that scores 0. The exit code follows ``Grade/exitCode``.
struct GradeCommand {
  var invocation: Invocation

  var arguments: [String] { invocation.paths }
  var code: String? { invocation.values["--code"] }

  /// Interpreter steps a student's program may take before it is stopped as endless.
  ///
  /// The lessons' own programs need at most about a thousand (lesson 54, step 9); a student's
  /// may do a few hundred times more. An endless loop stops after about 0.1 s in a release
  /// build (2,000,000 steps take about a second).
  static let stepBudget = 200_000

  func run(into output: inout LessonRunnerCommand.Output) {
    guard let budget = invocation.stepBudget(standard: Self.stepBudget, into: &output) else { return }
    if let usage = usageProblem {
      output.error("error: \(usage)")
      output.error(LessonRunnerCommand.usage(CommandTable.command(named: "grade")))
    }
    let start = invocation.clock()
    var paste: String?
    var (grade, transcript) = makeGrade(paste: &paste, budget: budget)
    grade.duration = invocation.clock() - start
    let report = invocation.report
    guard usageProblem == nil || (report.format != .human && report.output != nil) else {
      output.exitCode = 2
      return
    }
    let verbose = invocation.has("--verbose")
    let delivered = report.deliver(
      [grade], command: "grade",
      human: { colour in
        var text = HumanReport(grade: grade, colour: colour).render()
        if verbose, let transcript {
          text +=
            ConsoleDump(transcript: transcript, grade: grade, colour: colour).render()
            .joined(separator: "\n") + "\n"
        } else if verbose, let paste {
          text +=
            PasteDump(paste: paste, grade: grade, colour: colour).render()
            .joined(separator: "\n") + "\n"
        }
        return text
      }, colour: invocation.colour, into: &output)
    output.exitCode = delivered && usageProblem == nil ? grade.exitCode : 2
  }

  /// What is wrong with how `grade` was called, if anything: it takes a fixture and one
  /// console (a file or `-`), or a fixture and `--code FOLDER`.
  private var usageProblem: String? {
    switch (code, arguments.count) {
    case (_, 0): "'grade' needs a fixture, then a console file, '-' or '--code FOLDER'"
    case (nil, 1):
      "'grade' needs a console after the fixture: a file, '-' for standard input, or"
        + " '--code FOLDER'"
    case (nil, 2), (_?, 1): nil
    case (nil, _):
      "'grade' takes a fixture and one console (a file or '-'), not \(arguments.count - 1)"
    case (_?, _): "'grade --code FOLDER' takes the fixture only, not a console too"
    }
  }

  /// The grade, the run's transcript for `--code`, and in `paste` the text of a paste graded.
  private func makeGrade(paste: inout String?, budget: Int) -> (Grade, Transcript?) {
    let subject: Grade.Subject = code.map { .code($0) } ?? .paste(source)
    guard let path = arguments.first else {
      return (
        Grader.unmade(
          .error, path: "", subject: subject,
          message: "'grade' needs a fixture, then a console file, '-' or '--code FOLDER'"), nil
      )
    }
    let runner = FixtureRunner(stepBudget: budget)
    let fixture: Fixture
    do {
      fixture = try runner.load(path: path)
    } catch {
      return (
        Grader.unmade(
          .error, path: path, subject: subject, message: "the fixture cannot be used",
          problems: [error.diagnostic]), nil
      )
    }
    if let problem = usageProblem {
      return (
        Grader.unmade(.error, path: path, fixture: fixture, subject: subject, message: problem),
        nil
      )
    }
    if let folder = code {
      return StudentCode(folder: folder, fixture: fixture, runner: runner).grade()
    }
    let unreadable = Grader.unmade(
      .error, path: path, fixture: fixture, subject: subject,
      message: arguments[1] == "-"
        ? "cannot read standard input" : "cannot read the console file '\(arguments[1])'")
    // `-v` shows every line of the paste, so it reads the whole text; otherwise a console file
    // is read in chunks as grading goes, and only machine reports list each block's lines.
    guard !invocation.has("--verbose") else {
      guard let text = readConsole(arguments[1]) else { return (unreadable, nil) }
      paste = text
      return (Grader.grade(fixture, paste: text, source: source), nil)
    }
    guard let console = streamedConsole(arguments[1]) else { return (unreadable, nil) }
    return (
      Grader.grade(
        fixture, console: console, source: source,
        listsBlockLines: invocation.report.format != .human),
      nil
    )
  }

  /// How reports name the paste: its path, or `standard input`.
  private var source: String {
    arguments.count > 1 ? (arguments[1] == "-" ? "standard input" : arguments[1]) : "standard input"
  }

  private func readConsole(_ argument: String) -> String? {
    if argument == "-" { return invocation.standardInput() }
    return FileManager.default.contents(atPath: argument).map(Self.decode)
  }

  /// The console: standard input's text, or a file read in chunks as grading goes (a file in
  /// UTF-16, a pipe or a device is read whole and decoded first).
  private func streamedConsole(_ argument: String) -> PasteInput? {
    if argument == "-" { return invocation.standardInput().map(PasteInput.text) }
    return PasteInput.file(argument) { Self.decode(Data($0)) }
  }

  /// A console file's text: UTF-8, or UTF-16 with its byte-order mark (as Windows editors
  /// save); bytes that are not text stay visible as U+FFFD, and the paste is not gradable.
  static func decode(_ data: Data) -> String {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
      let text = String(data: data, encoding: .utf16)
    {
      return text
    }
    return String(decoding: data, as: UTF8.self)
  }
}

extension GradeCommand {
  /// A student's folder of Swift files, run with a fixture's events.
  ///
  /// Files named as the fixture's replace them; the fixture's other files fill in what the
  /// student did not write; the student's other files are added. The program is data: the
  /// interpreter has no file or network API, and an endless loop stops on the step budget.
  struct StudentCode {
    let folder: String
    let fixture: Fixture
    let runner: FixtureRunner

    func grade() -> (Grade, Transcript?) {
      let subject = Grade.Subject.code(folder)
      func failed(_ message: String, _ problems: [Diagnostic] = []) -> (Grade, Transcript?) {
        (
          Grader.unmade(
            .error, path: fixture.path, fixture: fixture, subject: subject, message: message,
            problems: problems), nil
        )
      }
      let student: [(name: String, text: String)]
      do {
        student = try files()
      } catch {
        return failed(error.message)
      }
      let names = Set(student.map(\.name))
      let filled = fixture.swiftFiles.filter { !names.contains($0.name) }
      let program =
        fixture.swiftFiles.map { file in
          student.first { $0.name == file.name } ?? (file.name, file.text)
        }
        + student.filter { name in !fixture.swiftFiles.contains { $0.name == name.name } }
      let sources: [SourceFile]
      do {
        sources = try SwiftReader.read(files: program)
      } catch {
        let location =
          names.contains(error.location.file)
          ? error.location : runner.locate(error.location, in: fixture)
        return failed("the code cannot be read", [.error(error.message, at: location)])
      }
      // Locations in the student's files stay theirs: only the fixture's own files are mapped
      // to fixture lines.
      var run = fixture
      run.files.removeAll { names.contains($0.name) }
      let outcome: FixtureRunner.Outcome
      do {
        outcome = try runner.run(run, program: sources, unsupportedIsBadInput: false)
      } catch {
        return failed("the fixture cannot be used", [error.diagnostic])
      }
      guard case .verified(let result, let transcript) = outcome else {
        if case .badInput(let problem) = outcome {
          return failed("the fixture cannot be used", [problem.diagnostic])
        }
        return failed("the program could not be run")
      }
      var grade = Grader.grade(fixture, run: result, subject: subject)
      if !filled.isEmpty {
        grade.notes.append(
          "taken from the fixture, as the folder has no such file: "
            + filled.map(\.name).joined(separator: ", "))
      }
      return (grade, transcript)
    }

    struct Problem: Error { var message: String }

    /// The folder's `.swift` files, searched in subfolders too (hidden folders and build
    /// products skipped), by file name.
    private func files() throws(Problem) -> [(name: String, text: String)] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw Problem(message: "no such folder '\(folder)'") }
      let skipped: Set<String> = [".build", "DerivedData", "Pods", ".swiftpm"]
      var found: [(name: String, text: String)] = []
      let enumerator = FileManager.default.enumerator(atPath: folder)
      var paths: [String] = []
      while let relative = enumerator?.nextObject() as? String {
        let parts = relative.split(separator: "/")
        if parts.contains(where: { $0.hasPrefix(".") || skipped.contains(String($0)) }) { continue }
        if relative.hasSuffix(".swift") { paths.append(relative) }
      }
      for relative in paths.sorted() {
        let name = (relative as NSString).lastPathComponent
        guard !found.contains(where: { $0.name == name }) else {
          throw Problem(message: "two files are named '\(name)' in '\(folder)'; keep one")
        }
        guard let data = FileManager.default.contents(atPath: folder + "/" + relative),
          let text = String(data: data, encoding: .utf8)
        else { throw Problem(message: "cannot read '\(folder)/\(relative)' as UTF-8 text") }
        found.append((name, text))
      }
      guard !found.isEmpty else { throw Problem(message: "no .swift files in '\(folder)'") }
      return found
    }
  }
}
