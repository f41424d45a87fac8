import Expectations
import Foundation

/// The arguments, sorted into a command, its paths, its options' values and its flags.
///
/// A misspelled command or option is a usage error that suggests the closest name; so is an
/// option the command does not take, a missing or unknown value, or an option given twice.
struct ParsedArguments {
  struct Problem: Error {
    var message: String
    /// The command the usage line should show, when one was named.
    var command: Subcommand?
  }

  var command: Subcommand
  /// The paths; for a command that reads its own options, every argument but the common ones.
  var paths: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  /// Reads the arguments; `exists` tells whether a path names a file or folder (a first
  /// argument that does not, and is close to a command's name, is taken as a misspelling).
  init(_ arguments: [String], exists: (String) -> Bool) throws(Problem) {
    var rest = arguments[...]
    let verify = CommandTable.commands[0]
    command = verify
    if let first = rest.first, !first.hasPrefix("-") {
      if let named = CommandTable.command(named: first) {
        command = named
        rest = rest.dropFirst()
      } else if !exists(first),
        let close = Suggestion.closest(to: first, among: CommandTable.commands.map(\.name))
      {
        throw Problem(message: "unknown command '\(first)'; did you mean '\(close)'?")
      }
    }
    var onlyPaths = false
    while let argument = rest.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      if argument == "--" {
        if command.parsesOwnArguments { paths.append(argument) }
        onlyPaths = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let written = parts[0]
      // A command that reads its own options gets all but the common ones, in their order.
      if command.parsesOwnArguments,
        !CommandTable.common.contains(CommandTable.option(named: written)?.name ?? "")
      {
        paths.append(argument)
        continue
      }
      guard let option = CommandTable.option(named: written) else {
        let names = CommandTable.options.flatMap(\.names)
        throw problem(
          "unknown option '\(written)'" + Suggestion.didYouMean(written, among: names))
      }
      let name = option.name
      guard CommandTable.common.contains(name) || command.options.contains(name) else {
        let takers = CommandTable.commands.filter { $0.options.contains(name) }.map {
          "'\($0.name)'"
        }
        throw problem(
          "'\(name)' is for \(takers.dropLast().joined(separator: ", "))\(takers.count > 1 ? " and " : "")\(takers.last ?? "") only, not '\(command.name)'")
      }
      guard values[name] == nil, !flags.contains(name) else {
        throw problem("'\(name)' is given twice")
      }
      guard let placeholder = option.value else {
        guard parts.count == 1 else { throw problem("'\(name)' takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if parts.count == 2 {
        value = parts[1]
      } else {
        guard let next = rest.popFirst(), !next.hasPrefix("--") else {
          throw problem("'\(name)' needs a value (\(placeholder))")
        }
        value = next
      }
      try check(value, of: name)
      values[name] = value
    }
    if flags.contains("--check"), flags.contains("--dry-run") {
      throw problem("'--check' and '--dry-run' cannot be combined")
    }
  }

  private func problem(_ message: String) -> Problem {
    Problem(message: message, command: command)
  }

  /// The values an option accepts, when it accepts only some.
  private static let choices: [String: [String]] = [
    "--format": ReportFormat.allCases.map(\.rawValue) + ["html"],
    "--color": ["auto", "always", "never"],
  ]

  private func check(_ value: String, of name: String) throws(Problem) {
    guard let choices = Self.choices[name], !choices.contains(value) else { return }
    let noun = name == "--format" ? "format" : "value for '\(name)'"
    throw problem(
      "unknown \(noun) '\(value)'; expected one of \(choices.joined(separator: ", "))"
        + Suggestion.didYouMean(value, among: choices))
  }
}
