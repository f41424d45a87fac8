/// An option of the command line: its names, the value it takes, and what it does.
struct OptionSpec: Sendable {
  /// The long name first: `--verbose`, then aliases: `-v`.
  var names: [String]
  /// The value's placeholder (`FORMAT`), or nil for a flag.
  var value: String?
  var help: String

  var name: String { names[0] }
}

/// A subcommand: its name, how it is called, the options it takes, and what runs it.
///
/// The commands are a table (``CommandTable/commands``): adding one is adding an entry.
struct Subcommand: Sendable {
  var name: String
  /// How it is called, after `lesson-runner `: `grade FIXTURE CONSOLE|-`.
  var usage: [String]
  /// One sentence for `--help`.
  var summary: String
  /// The long names of the options it takes, besides those every command takes.
  var options: [String]
  /// Whether it reads its own options: it is then given every argument after its name (in
  /// ``Invocation/paths``), and only `--help` is read for it.
  var parsesOwnArguments = false
  var run: @Sendable (Invocation, inout LessonRunnerCommand.Output) -> Void
}

/// What a command runs with: its arguments sorted out, and the world it may look at.
struct Invocation: Sendable {
  var paths: [String]
  var values: [String: String]
  var flags: Set<String>
  var environment: [String: String]
  var colour: Bool
  var standardInput: @Sendable () -> String?
  /// Seconds on a monotonic clock, to measure how long grading takes (reports show it).
  var clock: @Sendable () -> Double

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The budget of steps for each run: `--max-steps N`, else `standard`; nil (reported as bad
  /// input) when N is not a positive number.
  func stepBudget(standard: Int, into output: inout LessonRunnerCommand.Output) -> Int? {
    guard let text = values["--max-steps"] else { return standard }
    let digits = text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")
    guard let steps = Int(digits), steps > 0 else {
      output.error("error: '--max-steps' needs a positive number of steps, not '\(text)'; see 'lesson-runner --help'")
      output.exitCode = 2
      return nil
    }
    return steps
  }

  /// `--format` and `--output` as a command that writes reports takes them.
  var report: ReportOptions {
    ReportOptions(
      format: values["--format"].flatMap(ReportFormat.init(rawValue:)) ?? .human,
      output: values["--output"])
  }
}

enum CommandTable {
  /// Options every command takes.
  static let common = ["--help", "--version", "--color"]

  static let options: [OptionSpec] = [
    OptionSpec(
      names: ["--format"], value: "FORMAT",
      help: "human (default), json, junit, gradescope (results.json), classroom (the base64"
        + " result of a GitHub Classroom grader step), html (the timeline report: verify writes a"
        + " folder with an index, grade and explain one page)."),
    OptionSpec(
      names: ["--event"], value: "N",
      help: "Explain only the Nth event of the run (from 1)."),
    OptionSpec(
      names: ["--output"], value: "FILE",
      help: "Write the report to FILE (atomically); standard output then shows the human report."
        + " With --format html, verify writes a FOLDER."),
    OptionSpec(
      names: ["--code"], value: "FOLDER",
      help: "Grade the .swift files in FOLDER: files named as the fixture's replace them."),
    OptionSpec(
      names: ["--list"], value: nil,
      help: "List the fixtures the paths hold, with their titles, and run nothing."),
    OptionSpec(
      names: ["--filter"], value: "TEXT",
      help: "Only the fixtures whose path or title contains TEXT (any case)."),
    OptionSpec(
      names: ["--verbose", "-v"], value: nil,
      help: "Show every line each event printed, with its time and what printed it (for a"
        + " paste: each pasted line and what the grade made of it)."),
    OptionSpec(
      names: ["--max-steps"], value: "N",
      help: "Let each run take up to N interpreter steps (default 1,000,000) before it is stopped as"
        + " endless; a fixture's 'max steps:' header raises its own."),
    OptionSpec(
      names: ["--large-paste"], value: nil,
      help: "Grade a paste past 8 MiB or 100,000 lines (a console file of any size, up to 64 MiB on"
        + " standard input); its time then grows with it, its memory with the fixture."),
    OptionSpec(
      names: ["--check"], value: nil,
      help: "Write nothing; exit 1 if anything would be rewritten (for CI)."),
    OptionSpec(names: ["--dry-run"], value: nil, help: "Show the diff only; write nothing."),
    OptionSpec(
      names: ["--color"], value: "WHEN",
      help: "auto (default: on a terminal, unless NO_COLOR is set), always or never."),
    OptionSpec(names: ["--version"], value: nil, help: "Show the version."),
    OptionSpec(names: ["--help", "-h"], value: nil, help: "Show this help."),
  ]

  static let commands: [Subcommand] = [
    Subcommand(
      name: "verify", usage: ["[verify] [PATH ...]"],
      summary: "Verify fixtures: files, or folders searched for *.fixture (default: Fixtures/).",
      options: ["--format", "--output", "--list", "--filter", "--verbose", "--max-steps"],
      run: { VerifyCommand(invocation: $0).run(into: &$1) }),
    Subcommand(
      name: "grade", usage: ["grade FIXTURE CONSOLE|-", "grade FIXTURE --code FOLDER"],
      summary: "Grade a console pasted from Xcode (a file, or - for standard input), or a"
        + " student's Swift files (--code FOLDER), against a fixture.",
      options: ["--format", "--output", "--code", "--verbose", "--max-steps", "--large-paste"],
      run: { GradeCommand(invocation: $0).run(into: &$1) }),
    Subcommand(
      name: "explain", usage: ["explain FIXTURE [--event N] [--code FOLDER]"],
      summary: "Why each line was printed: for each event, the code, the change that made it run and"
        + " the engine's rule, from the run's records; with failing claims, why each line is missing,"
        + " out of order or not expected. --format html draws the timeline.",
      options: ["--format", "--output", "--code", "--event", "--max-steps"],
      run: { ExplainCommand(invocation: $0).run(into: &$1) }),
    Subcommand(
      name: "update", usage: ["update [PATH ...]"],
      summary: "Rewrite the expected console of failing events from what the program printed,"
        + " keeping holes whose values still match; shows the diff. Refuses to run when CI is set"
        + " (except with --check).",
      options: ["--list", "--filter", "--check", "--dry-run", "--max-steps"],
      run: { UpdateCommand(invocation: $0).run(into: &$1) }),
    Subcommand(
      name: "registry", usage: ["registry [MODULE]"],
      summary: "Print the APIs the engine models (of MODULE: SwiftUI, UIKit, Foundation …) as Swift"
        + " declarations, each type after the Apple document it follows.",
      options: [],
      run: { RegistryCommand(invocation: $0).run(into: &$1) }),
    Subcommand(
      name: "lint",
      usage: ["lint LESSON FIXTURES... [--fix] [--format human|json|junit] [--output FILE]"],
      summary: "Set a lesson (text export or Markdown) against its fixtures: who claims each"
        + " console block, compiler message and stated output; whether each fixture's Swift files"
        + " are the lesson's. --fix rewrites drifted files (not under CI).",
      options: [], parsesOwnArguments: true,
      run: { invocation, output in
        LintCommand(
          arguments: invocation.paths, environment: invocation.environment,
          colour: invocation.colour
        ).run(into: &output)
      }),
    Subcommand(
      name: "new",
      usage: ["new LESSON --step N|--question N [--fixtures FOLDER] [--output FILE]"],
      summary: "Draft a fixture for a step or question: its files, its consoles, the events its"
        + " instructions name (each quoted in a note:).",
      options: [], parsesOwnArguments: true,
      run: { invocation, output in NewCommand(arguments: invocation.paths).run(into: &output) }),
  ]

  /// The command a first argument names, if it names one.
  static func command(named name: String) -> Subcommand? {
    commands.first { $0.name == name }
  }

  static func option(named name: String) -> OptionSpec? {
    options.first { $0.names.contains(name) }
  }
}
