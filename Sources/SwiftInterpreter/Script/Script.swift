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

  /// Reads, compiles and runs the files; top-level code first, and when it awaits, every task
  /// until it ends (sleeps move a virtual clock).
  ///
  /// The program ends when its top level (or `main()`) returns, as a built program's process
  /// exits there: a task still waiting never runs. swiftc 6.3.1's build of
  /// `Task { print("a") }; print("b")` prints only `b` (a main-actor task waits for a main
  /// thread that has returned).
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
    interpreter.programEndsWithMainTask = true
    var failure: InterpreterError?
    do {
      if try !interpreter.runMainType() { try interpreter.runTopLevelCode() }
      if let main = interpreter.mainTask { try drain(interpreter, host, until: main) }
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

  /// Runs tasks' jobs, then timers, until the main task ends or nothing is left to do.
  private static func drain(_ interpreter: Interpreter, _ host: ScriptHost, until main: InterpretedTask) throws {
    while !main.isFinished {
      if try interpreter.runNextJob() { continue }
      guard host.fireNextTimer() else { return }
    }
  }
}
