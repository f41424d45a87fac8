/// Reads a lesson command's arguments: options as `--name value` or `--name=value`, and the
/// arguments that are not options, in order.
struct OptionReader {
  struct Problem: Error { var message: String }

  /// An option as written: its name and the value written after `=`, if any.
  struct Option {
    var name: String
    var inline: String?
  }

  private var rest: ArraySlice<String>
  /// The arguments that are not options, as met so far.
  private(set) var positional: [String] = []

  init(_ arguments: [String]) {
    rest = arguments[...]
  }

  /// The next option, the arguments before it kept as positional; nil when none is left.
  mutating func next() -> Option? {
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("--") else {
        positional.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      return Option(name: parts[0], inline: parts.count == 2 ? parts[1] : nil)
    }
    return nil
  }

  /// The option's value: after its `=`, else the next argument.
  mutating func value(of option: Option) throws(Problem) -> String {
    if let inline = option.inline { return inline }
    guard let next = rest.popFirst(), !next.hasPrefix("--") else {
      throw Problem(message: "'\(option.name)' needs a value")
    }
    return next
  }

  /// Reports a problem with the arguments as bad input.
  static func report(_ problem: Problem, into output: inout LessonRunnerCommand.Output) {
    output.error("error: \(problem.message); see 'lesson-runner --help'")
    output.exitCode = 2
  }
}
