extension LessonRunnerCommand {
  /// `--help`: the commands and options from ``CommandTable``, exit codes and environment.
  /// With a command (`lesson-runner grade --help`), that command's usage and options only.
  static func help(for command: Subcommand?) -> String {
    let commands = command.map { [$0] } ?? CommandTable.commands
    var lines = [
      "USAGE: "
        + commands.flatMap { command in command.usage.map { "lesson-runner \($0) [options]" } }
        .joined(separator: "\n       "),
      "",
      "Checks what iOS lessons claim their programs print: each fixture holds a lesson step's",
      "Swift files, the events (launch, home, …) and the console the lesson shows. The Swift is",
      "read and run on a simulated iPhone or iPad, and the console compared with the lesson's.",
      "",
      "COMMANDS:",
    ]
    for command in commands {
      lines += wrapped(
        command.summary, label: command.name == "verify" ? "(none), verify" : command.name)
    }
    lines += ["", "OPTIONS:"]
    let names = Set(commands.flatMap(\.options) + CommandTable.common)
    for option in CommandTable.options where names.contains(option.name) {
      let label =
        option.names.reversed().joined(separator: ", ") + (option.value.map { " \($0)" } ?? "")
      let takers = CommandTable.commands.filter { $0.options.contains(option.name) }.map(\.name)
      let scope = takers.isEmpty || command != nil ? "" : " (\(takers.joined(separator: ", ")))"
      lines += wrapped(option.help + scope, label: label)
    }
    lines += [
      "",
      "EXIT CODES:",
      "  0  every claim holds (grade: pass; update --check: nothing to rewrite)",
      "  1  a claim fails (grade: fail; update --check: a fixture would be rewritten)",
      "  2  bad input or usage: an unreadable or malformed fixture, Swift lesson-runner cannot",
      "     read, a misspelled command or option; for grade, an error (the program does not",
      "     build, crashes or never stops) or a paste that is not gradable",
      "",
      "With GITHUB_ACTIONS=true, verify also prints ::error annotations at each failing fixture line.",
      "Colour is used only on a terminal, and never when NO_COLOR is set (see --color).",
    ]
    return lines.joined(separator: "\n")
  }

  /// `  label   text…`, the text wrapped to 100 columns under its start.
  private static func wrapped(_ text: String, label: String) -> [String] {
    let indent = 22
    var lines: [String] = []
    var current = "  " + label
    current += String(repeating: " ", count: max(1, indent - current.count))
    if current.count > indent {
      lines.append(current)
      current = String(repeating: " ", count: indent)
    }
    for word in text.split(separator: " ") {
      if current.count + word.count + 1 > 100, current.count > indent {
        lines.append(current)
        current = String(repeating: " ", count: indent)
      }
      current += (current.count == indent ? "" : " ") + word
    }
    lines.append(current)
    return lines
  }
}

/// The version `lesson-runner --version` prints: written once, here.
public enum Version {
  public static let current = "0.11.0"
}
