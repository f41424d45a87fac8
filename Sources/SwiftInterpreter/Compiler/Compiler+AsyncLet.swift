import SwiftReader
import Transcript

/// `async let`: the initializer (read as an async closure) starts a child task when the
/// declaration runs; reading the constant awaits that task (SE-0317).
extension Compiler {
  /// Whether a local declaration is `async let`.
  static func isAsyncLet(_ variable: VariableDecl) -> Bool {
    variable.modifiers.contains { $0.name == "async" }
  }

  /// The code that starts the child task: the closure is made, then run as a task whose
  /// first job waits for the declaring code to suspend (as a child on a cooperative executor).
  func startingChildTask(_ closure: ExprCode, at location: SourceLocation) -> ExprCode {
    if !context.isAsync {
      error("'async let' in a function that does not support concurrency", at: location)
    }
    let make = closure.run
    return ExprCode(type: .unknown, run: { frame in
      guard case .function(let function) = try make(frame) else {
        throw InterpreterError.unsupported("'async let' needs an initializer", at: location)
      }
      let task = try frame.interpreter.startProgramTask(function, cause: "async let", at: location)
      return .native(AsyncLetHandle(task: task))
    }, location: location)
  }

  /// Reading an `async let` constant: awaits its child task and gives its value (or throws its
  /// error). Only a handle is awaited, so a later variable of the same name reads as usual.
  func awaitingAsyncLet(_ read: ExprCode, name: String, at location: SourceLocation) -> ExprCode {
    let run = read.run
    var code = ExprCode(type: read.type, run: { frame in
      let value = try run(frame)
      guard case .native(let native) = value, let handle = native as? AsyncLetHandle else { return value }
      guard let result = handle.task.result else {
        throw InterpreterError.unsupported("'async let \(name)' read outside async code", at: location)
      }
      return try result.get()
    }, location: location)
    code.async = { frame in
      let value = try run(frame)
      guard case .native(let native) = value, let handle = native as? AsyncLetHandle else { return value }
      await frame.interpreter.wait(for: handle.task, from: frame.task)
      guard let result = handle.task.result else { return .void }
      return try result.get()
    }
    return code
  }
}

/// The child task an `async let` constant stands for until it is read.
final class AsyncLetHandle: NativeValue {
  let task: InterpretedTask
  init(task: InterpretedTask) { self.task = task }
  var typeName: String { "async let" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { nil }
}
