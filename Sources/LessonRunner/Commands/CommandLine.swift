import Expectations
import Foundation

/// The command line of `lesson-runner`: parses arguments and runs a command.
///
/// A pure function of its inputs (arguments, environment, whether output is a terminal,
/// standard input when a command reads it, and a clock that only measures durations for
/// reports) returning what to print and the exit code, so tests drive it without a process.
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
  /// Seconds on a monotonic clock; reports show how long grading took, nothing else uses it.
  public var clock: @Sendable () -> Double

  public init(
    arguments: [String], environment: [String: String], isTerminal: Bool,
    standardInput: @escaping @Sendable () -> String? = { nil },
    clock: @escaping @Sendable () -> Double = LessonRunnerCommand.monotonicSeconds
  ) {
    self.arguments = arguments
    self.environment = environment
    self.isTerminal = isTerminal
    self.standardInput = standardInput
    self.clock = clock
  }

  /// Reads the process's standard input to its end, as `grade FIXTURE -` needs it.
  public static func readStandardInput() -> String? {
    GradeCommand.readStandardInput()
  }

  /// Seconds since an arbitrary start, from the system's monotonic clock.
  public static func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }

  /// Colour per `--color`: `always`, `never`, or (`auto`, the default) only on a terminal, and
  /// never when `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
  func colour(_ choice: String?) -> Bool {
    switch choice {
    case "always": true
    case "never": false
    default:
      isTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
        && environment["TERM"] != "dumb"
    }
  }

  public func run() -> Output {
    var output = Output()
    if arguments.first == "help" {
      output.print(Self.help(for: arguments.dropFirst().first.flatMap(CommandTable.command)))
      return output
    }
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(arguments) { FileManager.default.fileExists(atPath: $0) }
    } catch {
      output.error("error: \(error.message); \(Self.usage(error.command))")
      output.exitCode = 2
      return output
    }
    if parsed.flags.contains("--help") {
      output.print(Self.help(for: arguments.first.flatMap(CommandTable.command)))
      return output
    }
    if parsed.flags.contains("--version") {
      output.print("lesson-runner \(Version.current)")
      return output
    }
    if let problem = parsed.outputGuard?.problem() {
      output.error("error: \(problem)")
      output.exitCode = 2
      return output
    }
    let invocation = Invocation(
      paths: parsed.paths, values: parsed.values, flags: parsed.flags, environment: environment,
      colour: colour(parsed.values["--color"]), standardInput: standardInput, clock: clock)
    parsed.command.run(invocation, &output)
    return output
  }

  /// The usage of a command (of every command when nil), and where to read more, as the end
  /// of a usage error's one line.
  static func usage(_ command: Subcommand?) -> String {
    let commands = command.map { [$0] } ?? CommandTable.commands
    let forms = commands.flatMap { command in
      command.usage.map { "lesson-runner \($0) [options]" }
    }
    return "usage: " + forms.joined(separator: " | ") + "; see 'lesson-runner --help'"
  }
}

extension ParsedArguments {
  /// What keeps `--output` off this command's inputs, when there is an `--output`.
  var outputGuard: OutputGuard? {
    guard let file = values["--output"] else { return nil }
    var inputs = paths.filter { $0 != "-" }
    if command.name == "verify" {
      inputs += (try? FixtureDiscovery.paths(in: paths.isEmpty ? ["Fixtures"] : paths)) ?? []
    }
    return OutputGuard(output: file, inputs: inputs, codeFolder: values["--code"])
  }
}
