import SwiftReader
import Transcript

/// Runs a plain Swift program (`main.swift` and its other files) as swiftc would build and
/// run it: what it printed, and how it stopped if it did not finish.
public enum Script {
  public struct Result: Sendable {
    /// Everything the program printed.
    public var output: String
    /// Why it stopped early: a crash worded as Swift's runtime words it, or what the
    /// interpreter does not model.
    public var failure: InterpreterError?
    /// The build's errors and warnings; with an error, nothing ran.
    public var diagnostics: [Diagnostic]
  }

  /// Reads, compiles and runs the files; top-level code first, then every task until none
  /// is left (sleeps move a virtual clock).
  public static func run(
    _ files: [SourceFile], configuration: InterpreterConfiguration = InterpreterConfiguration(),
    registry: Registry = .standardLibrary(), outputLimit: Int = 16 << 20
  ) -> Result {
    let program = Program.compile(files, registry: registry, configuration: configuration)
    guard program.builds else { return Result(output: "", failure: nil, diagnostics: program.diagnostics) }
    if let notModelled = program.notModelled.first {
      let failure = InterpreterError.unsupported(notModelled.message, at: notModelled.location)
      return Result(output: "", failure: failure, diagnostics: program.diagnostics)
    }
    let host = ScriptHost(outputLimit: outputLimit)
    let interpreter = Interpreter(program: program, host: host)
    var failure: InterpreterError?
    do {
      if try !interpreter.runMainType() { try interpreter.runTopLevelCode() }
      try drain(interpreter, host)
    } catch let error as InterpreterError {
      failure = error
    } catch let thrown as SwiftError {
      failure = interpreter.uncaught(thrown)
    } catch {
      failure = InterpreterError(.crash, "\(error)", at: nil)
    }
    if host.outputOverflowed && failure == nil {
      failure = InterpreterError(.budget, "the program printed more than \(outputLimit) bytes", at: nil)
    }
    return Result(output: host.output, failure: failure, diagnostics: program.diagnostics)
  }

  /// Runs tasks' jobs, then timers, until nothing is left to do.
  private static func drain(_ interpreter: Interpreter, _ host: ScriptHost) throws {
    while true {
      while try interpreter.runNextJob() {}
      guard host.fireNextTimer() else { return }
    }
  }
}
