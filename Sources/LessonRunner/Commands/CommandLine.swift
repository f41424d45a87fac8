import Foundation

/// The command line of `lesson-runner`: parses arguments and runs a command.
///
/// A pure function of its inputs (arguments, environment, whether output is a terminal, and
/// standard input when a command reads it) returning what to print and the exit code, so
/// tests drive it without a process.
public struct LessonRunnerCommand: Sendable {
  public struct Output: Sendable, Equatable {
    public var standardOutput = ""
    public var standardError = ""
    public var exitCode: Int32 = 0

    public init() {}

    mutating func print(_ text: String) {
      standardOutput += text.hasSuffix("\n") ? text : text + "\n"
    }
    /// Adds one error line: `file:line:column: error: …` when located, else
    /// `lesson-runner: error: …`, with line breaks and other invisible characters shown.
    mutating func error(_ text: String) {
      standardError += ErrorLine.format(text) + "\n"
    }
  }

  public var arguments: [String]
  public var environment: [String: String]
  public var isTerminal: Bool
  /// Standard input's text, read only by `grade FIXTURE -`; nil when it cannot be read.
  public var standardInput: @Sendable () -> String?

  public init(
    arguments: [String], environment: [String: String], isTerminal: Bool,
    standardInput: @escaping @Sendable () -> String? = { nil }
  ) {
    self.arguments = arguments
    self.environment = environment
    self.isTerminal = isTerminal
    self.standardInput = standardInput
  }

  /// Reads the process's standard input to its end, as `grade FIXTURE -` needs it.
  public static func readStandardInput() -> String? {
    GradeCommand.readStandardInput()
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
  var colour: Bool {
    isTerminal && environment["NO_COLOR"].map(\.isEmpty) != false && environment["TERM"] != "dumb"
  }

  public func run() -> Output {
    var output = Output()
    if arguments.contains("--help") || arguments.contains("-h") || arguments.first == "help" {
      output.print(Self.help)
      return output
    }
    if let name = arguments.first, let command = Self.lessonCommands[name] {
      command(self, Array(arguments.dropFirst()), &output)
      return output
    }
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(arguments)
    } catch {
      output.error("error: \(error.message); see 'lesson-runner --help'")
      output.exitCode = 2
      return output
    }
    if let problem = parsed.outputGuard?.problem() {
      output.error("error: \(problem)")
      output.exitCode = 2
      return output
    }
    switch parsed.command {
    case .verify:
      VerifyCommand(
        arguments: parsed.paths, environment: environment, colour: colour,
        report: parsed.report
      ).run(into: &output)
    case .grade:
      GradeCommand(
        arguments: parsed.paths, code: parsed.code, report: parsed.report, colour: colour,
        standardInput: standardInput
      ).run(into: &output)
    case .update:
      UpdateCommand(paths: parsed.paths, environment: environment, colour: colour)
        .run(into: &output)
    }
    return output
  }

  static let help = """
    USAGE: lesson-runner [PATH ...] [--format FORMAT] [--output FILE]
           lesson-runner grade FIXTURE CONSOLE|- [--format FORMAT] [--output FILE]
           lesson-runner grade FIXTURE --code FOLDER [--format FORMAT] [--output FILE]
           lesson-runner update [PATH ...]
           lesson-runner lint LESSON FIXTURES... [--fix] [--format human|json|junit] [--output FILE]
           lesson-runner new LESSON --step N|--question N [--fixtures FOLDER] [--output FILE]

    Checks what iOS lessons claim their programs print: each fixture holds a lesson step's
    Swift files, the events (launch, home, …) and the console the lesson shows. The Swift is
    read and run on a simulated iPhone or iPad, and the console compared with the lesson's.

    COMMANDS:
      (none), verify   Verify fixtures: files, or folders searched for *.fixture (default: Fixtures/).
      grade            Grade a console pasted from Xcode (a file, or - for standard input), or a
                       student's Swift files (--code FOLDER), against a fixture.
      update           Rewrite the expected console of failing events from what the program printed,
                       keeping holes whose values still match; shows the diff. Refuses to run when CI
                       is set.
      lint             Set a lesson (text export or Markdown) against its fixtures: who claims each
                       console block, compiler message and stated output; whether each fixture's
                       Swift files are the lesson's. --fix rewrites drifted files (not under CI).
      new              Draft a fixture for a step or question: its files, its consoles, the events
                       its instructions name (each quoted in a note:).

    OPTIONS:
      --format FORMAT  human (default), json, junit, gradescope (results.json), classroom (the
                       base64 result of a GitHub Classroom grader step).
      --output FILE    Write the report to FILE (atomically); standard output then shows the
                       human report.
      --code FOLDER    Grade the .swift files in FOLDER: files named as the fixture's replace them.
      -h, --help       Show this help.

    EXIT CODES:
      0  every claim holds (grade: pass)
      1  a claim fails (grade: fail)
      2  bad input: an unreadable or malformed fixture, Swift lesson-runner cannot read; for grade,
         an error (the program does not build, crashes or never stops) or a paste that is not
         gradable (empty, truncated, not a console)

    With GITHUB_ACTIONS=true, verify also prints ::error annotations at each failing fixture line.
    Colour is used only on a terminal, and never when NO_COLOR is set.
    """
}

/// The arguments, sorted into a command, its paths and its options.
struct ParsedArguments {
  enum Command: String { case verify, grade, update }

  struct Problem: Error { var message: String }

  var command = Command.verify
  var paths: [String] = []
  var report = ReportOptions()
  var code: String?

  init(_ arguments: [String]) throws(Problem) {
    var rest = arguments[...]
    if let first = rest.first, let command = Command(rawValue: first) {
      self.command = command
      rest = rest.dropFirst()
    }
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      func value() throws(Problem) -> String {
        if parts.count == 2 { return parts[1] }
        guard let next = rest.popFirst(), !next.hasPrefix("--") else {
          throw Problem(message: "'\(name)' needs a value")
        }
        return next
      }
      switch name {
      case "--format":
        let text = try value()
        guard let format = ReportFormat(rawValue: text) else {
          let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw Problem(message: "unknown format '\(text)'; expected one of \(names)")
        }
        report.format = format
      case "--output":
        report.output = try value()
      case "--code":
        code = try value()
      default:
        throw Problem(message: "unknown option '\(argument)'")
      }
    }
    if code != nil, command != .grade {
      throw Problem(message: "'--code' is for 'grade' only")
    }
    if command == .update, report.format != .human || report.output != nil {
      throw Problem(
        message: "'update' shows its diff on standard output; it takes no '--format' or '--output'")
    }
  }
}

extension ParsedArguments {
  /// What keeps `--output` off this command's inputs, when there is an `--output`.
  var outputGuard: OutputGuard? {
    guard let file = report.output else { return nil }
    var inputs = paths.filter { $0 != "-" }
    if command == .verify {
      inputs += (try? FixtureDiscovery.paths(in: paths.isEmpty ? ["Fixtures"] : paths)) ?? []
    }
    return OutputGuard(output: file, inputs: inputs, codeFolder: code)
  }
}
