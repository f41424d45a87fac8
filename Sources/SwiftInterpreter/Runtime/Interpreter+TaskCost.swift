import Transcript

/// What a task the program starts costs the run's budgets: a Swift task of its own, held in
/// memory until it ends, and the work of starting and running it.
///
/// Measured in a release build with `func spawn() { Task { spawn(); spawn() } }` (issue 10):
/// each task took about 1.7 KB (the Swift task with its first allocator slab, its closure,
/// the interpreter's and the host's records) and about 10 µs, twenty plain steps' worth. A
/// storm of tasks charged by its steps alone held 370 MB and ran 2.4 s within verify's
/// million steps; charged this way it stops in well under a second.
extension Interpreter {
  /// Steps one task's start and first run cost, beside the steps of its own code.
  static let taskSteps = 40
  /// Bytes one task holds, counted against the memory budget.
  static let taskBytes = 2048

  /// Starts a task the program asked for (`Task { }`, `Task.detached`, `async let`, a task
  /// group's child), charged to the budgets first.
  func startProgramTask(
    _ function: FunctionValue, cause: String, detached: Bool = false, at location: SourceLocation?
  ) throws -> InterpretedTask {
    try chargeHostWork(Self.taskSteps, at: location)
    try allocate(bytes: Self.taskBytes, at: location)
    return startTask(function, cause: cause, detached: detached)
  }
}
