import LessonRunner

let output = LessonRunnerCommand(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: Platform.environment,
  isTerminal: Platform.isTerminal(1), standardInput: LessonRunnerCommand.readStandardInput
).run()
Platform.write(output.standardOutput, to: 1)
Platform.write(output.standardError, to: 2)
Platform.exit(output.exitCode)
