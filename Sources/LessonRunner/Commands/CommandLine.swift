/// The command line of `lesson-runner`: parses arguments and runs a command.
///
/// A pure function of its inputs (arguments, environment, whether output is a
/// terminal) returning what to print and the exit code, so tests drive it
/// without a process.
public struct LessonRunnerCommand: Sendable {
  public struct Output: Sendable, Equatable {
    public var standardOutput = ""
    public var standardError = ""
    public var exitCode: Int32 = 0

    public init() {}

    mutating func print(_ text: String) { standardOutput += text.hasSuffix("\n") ? text : text + "\n" }
    mutating func error(_ text: String) { standardError += text.hasSuffix("\n") ? text : text + "\n" }
  }

  public var arguments: [String]
  public var environment: [String: String]
  public var isTerminal: Bool

  public init(arguments: [String], environment: [String: String], isTerminal: Bool) {
    self.arguments = arguments
    self.environment = environment
    self.isTerminal = isTerminal
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
  var colour: Bool {
    isTerminal && environment["NO_COLOR"].map(\.isEmpty) != false && environment["TERM"] != "dumb"
  }

  public func run() -> Output {
    var output = Output()
    var rest = arguments
    if rest.contains("--help") || rest.contains("-h") || rest.first == "help" {
      output.print(Self.help)
      return output
    }
    let command = rest.first.flatMap { ["verify", "grade", "update"].contains($0) ? $0 : nil } ?? "verify"
    if rest.first == command { rest.removeFirst() }
    if let unknown = rest.first(where: { $0.hasPrefix("-") && !Self.knownOptions.contains($0.split(separator: "=").first.map(String.init) ?? $0) }) {
      output.error("error: unknown option '\(unknown)'; see 'lesson-runner --help'")
      output.exitCode = 2
      return output
    }
    switch command {
    case "verify":
      VerifyCommand(arguments: rest, environment: environment, colour: colour).run(into: &output)
    default:
      output.error("error: '\(command)' is not available yet")
      output.exitCode = 2
    }
    return output
  }

  static let knownOptions: Set<String> = ["--format", "--output", "--code", "--help", "-h"]

  static let help = """
    USAGE: lesson-runner [PATH ...]
           lesson-runner grade FIXTURE CONSOLE|-
           lesson-runner grade FIXTURE --code FOLDER
           lesson-runner update [PATH ...]

    Checks what iOS lessons claim their programs print: each fixture holds a lesson step's
    Swift files, the events (launch, home, …) and the console the lesson shows. The Swift is
    read and run on a simulated iPhone or iPad, and the console compared with the lesson's.

    COMMANDS:
      (none), verify   Verify fixtures: files, or folders searched for *.fixture (default: Fixtures/).
      grade            Grade a console pasted from Xcode, or a student's Swift files, against a fixture.
      update           Rewrite the expected console of failing events from what the program printed.

    OPTIONS:
      --format FORMAT  human (default), json, junit, gradescope, classroom.
      --output FILE    Write the report to FILE instead of standard output.
      -h, --help       Show this help.

    EXIT CODES:
      0  every claim holds
      1  a claim fails
      2  bad input: an unreadable or malformed fixture, Swift lesson-runner cannot read

    Colour is used only on a terminal, and never when NO_COLOR is set.
    """
}
