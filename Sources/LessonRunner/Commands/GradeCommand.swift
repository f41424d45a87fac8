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
      output.error(
        "error: \(usage); " + LessonRunnerCommand.usage(CommandTable.command(named: "grade")))
    }
    let start = invocation.clock()
    var paste: String?
    var (grade, transcript) = makeGrade(paste: &paste, budget: budget)
    grade.duration = invocation.clock() - start
    if invocation.wantsHTML, usageProblem == nil { return writeHTML(grade, transcript, into: &output) }
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
    if delivered && usageProblem == nil && grade.exitCode == 2 {
      output.error(Self.errorLine(grade))
    }
  }

  /// The one line standard error gets when the grade is an error or the paste is not
  /// gradable: the first problem, located, or the grade's message.
  static func errorLine(_ grade: Grade) -> String {
    guard let first = grade.problems.first else {
      guard grade.outcome == .notGradable, case .paste(let source) = grade.subject else {
        return "error: \(grade.message)"
      }
      let place = source == "standard input" ? source : "'\(source)'"
      return "error: the console pasted in \(place) is not gradable: \(grade.message)"
    }
    let more = grade.problems.count - 1
    var line = Diagnostic(.error, first.message, at: first.location).description
    if more > 0 { line += " (and \(more) more in the report)" }
    return line
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
    // `-v` shows every line of the paste, so it reads the whole text, as do standard input, a
    // pipe or a device (bounded: a longer paste is refused, never cut); otherwise a regular
    // console file is read in chunks as grading goes, and only machine reports list each
    // block's lines.
    guard !invocation.has("--verbose"), Self.isRegularFile(arguments[1]) else {
      switch readConsole(arguments[1]) {
      case .success(let text):
        paste = text
        return (Grader.grade(fixture, paste: text, source: source), nil)
      case .failure(let problem):
        return (
          Grader.unmade(
            .error, path: path, fixture: fixture, subject: subject, message: problem.message,
            problems: problem.diagnostics), nil
        )
      }
    }
    let console: PasteInput
    do throws(PasteInput.ReadError) {
      console = try streamedConsole(arguments[1])
    } catch {
      let place = error.line.map { SourceLocation(file: arguments[1], line: $0, column: error.column ?? 1) }
      let problem = ConsoleProblem(message: error.message, location: place)
      return (
        Grader.unmade(
          .error, path: path, fixture: fixture, subject: subject, message: problem.message,
          problems: problem.diagnostics), nil
      )
    }
    return (
      Grader.grade(
        fixture, console: console, source: source,
        listsBlockLines: invocation.report.format != .human),
      nil
    )
  }

  /// Whether a path names a regular file (not `-`, a pipe, a device or a folder).
  static func isRegularFile(_ path: String) -> Bool {
    guard path != "-" else { return false }
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    return type == .typeRegular
  }

  /// How reports name the paste: its path, or `standard input`.
  private var source: String {
    arguments.count > 1 ? (arguments[1] == "-" ? "standard input" : arguments[1]) : "standard input"
  }

  /// Why a console cannot be graded; located at the first byte past the limit of one too long.
  struct ConsoleProblem: Error {
    var message: String
    var location: SourceLocation? = nil

    /// The located error the report and standard error show, if it has a place.
    var diagnostics: [Diagnostic] { location.map { [Diagnostic(.error, message, at: $0)] } ?? [] }
  }

  /// The paste, from a file or standard input, if it is no longer than a paste may be, in
  /// bytes and in lines.
  private func readConsole(_ argument: String) -> Result<String, ConsoleProblem> {
    let text: String
    switch readConsoleBytes(argument) {
    case .success(let read): text = read
    case .failure(let problem): return .failure(problem)
    }
    let stdin = argument == "-"
    guard pasteLineLimit < Int.max else { return .success(text) }
    do throws(PasteInput.ReadError) {
      try PasteInput.text(text).checkLineCount(
        limit: pasteLineLimit,
        described: stdin ? "the console on standard input" : "the console file '\(argument)'")
    } catch {
      return .failure(
        ConsoleProblem(
          message: error.message,
          location: SourceLocation(
            file: stdin ? "<stdin>" : argument, line: error.line ?? 1, column: error.column ?? 1)))
    }
    return .success(text)
  }

  /// The most bytes a paste is read to: `BoundedFile.pasteLimit`, or with `--large-paste` the
  /// old 64 MiB on standard input and no limit on a console file (streamed; issue 12's large
  /// pastes, whose time then grows with the paste and memory with the fixture).
  private func pasteByteLimit(standardInput: Bool) -> Int {
    guard invocation.has("--large-paste") else { return BoundedFile.pasteLimit }
    return standardInput ? BoundedFile.largePasteLimit : Int.max
  }

  /// The most lines a paste may hold: `BoundedFile.pasteLineLimit`, none with `--large-paste`.
  private var pasteLineLimit: Int {
    invocation.has("--large-paste") ? Int.max : BoundedFile.pasteLineLimit
  }

  private func readConsoleBytes(_ argument: String) -> Result<String, ConsoleProblem> {
    let limit = pasteByteLimit(standardInput: argument == "-")
    guard argument != "-" else {
      guard let text = invocation.standardInput() else {
        return .failure(ConsoleProblem(message: "cannot read standard input"))
      }
      guard text.utf8.count <= limit else {
        return .failure(
          ConsoleProblem(
            message: "the console on standard input is too long to grade (more than \(limit) bytes)",
            location: Self.place(ofByte: limit, in: text, file: "<stdin>")))
      }
      return .success(text)
    }
    do throws(BoundedFile.Problem) {
      return .success(Self.decode(Data(try BoundedFile.read(argument, limit: limit, locate: true))))
    } catch {
      guard case .tooLong(_, _, let line, let column) = error, line > 0 else {
        return .failure(ConsoleProblem(message: error.message(argument, "console file")))
      }
      return .failure(
        ConsoleProblem(
          message: error.message(argument, "console file"),
          location: SourceLocation(file: argument, line: line, column: column)))
    }
  }

  /// Where the byte at `offset` of `text` is (columns in UTF-8 bytes, as compilers count).
  static func place(ofByte offset: Int, in text: String, file: String) -> SourceLocation {
    var line = 1
    var lineStart = 0
    for (index, byte) in text.utf8.prefix(offset).enumerated() where byte == 10 {
      line += 1
      lineStart = index + 1
    }
    return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
  }

  /// Standard input's bytes, one past the most a paste may hold with `--large-paste` (so that
  /// a longer one is seen as such, and never read whole into memory).
  static func readStandardInput() -> String? {
    let limit = BoundedFile.largePasteLimit
    guard let bytes = try? BoundedFile.prefix(of: 0, count: limit + 1) else { return nil }
    return decode(Data(bytes))
  }

  /// The console file, read in chunks as grading goes (a file in UTF-16, a pipe or a device is
  /// read whole and decoded first).
  private func streamedConsole(_ argument: String) throws(PasteInput.ReadError) -> PasteInput {
    let console = try PasteInput.open(argument, limit: pasteByteLimit(standardInput: false)) {
      Self.decode(Data($0))
    }
    if pasteLineLimit < Int.max {
      try console.checkLineCount(limit: pasteLineLimit, described: "the console file '\(argument)'")
    }
    return console
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
      var skipped: [String] = []
      func failed(_ message: String, _ problems: [Diagnostic] = []) -> (Grade, Transcript?) {
        var grade = Grader.unmade(
          .error, path: fixture.path, fixture: fixture, subject: subject, message: message,
          problems: problems)
        grade.notes += skipped
        return (grade, nil)
      }
      let student: [(name: String, text: String)]
      do {
        let read = try StudentFolder(reading: folder)
        student = read.files
        skipped = read.skipped.map { "skipped: \($0)" }
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
      grade.notes += skipped
      if !filled.isEmpty {
        grade.notes.append(
          "taken from the fixture, as the folder has no such file: "
            + filled.map(\.name).joined(separator: ", "))
      }
      return (grade, transcript)
    }
  }
}
