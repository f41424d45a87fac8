import SwiftInterpreter
import Transcript

/// The program's tasks, started for `.task` modifiers and background refreshes; they run as
/// jobs of the process's queue (see `settle`), sleep on the device's clock, and end with it.
extension AppProcess {
  /// Starts a task for an async closure; its first job runs later, in a turn of the run loop.
  @discardableResult
  func startTask(_ function: FunctionValue, cause: String, owner: GraphNode?) -> InterpretedTask {
    let task = interpreter.startTask(function, cause: cause)
    task.owner = owner
    noteTaskStarted(task, owner: owner)
    tasks.removeAll { $0.isFinished }
    tasks.append(task)
    return task
  }

  func cancel(_ task: InterpretedTask) {
    interpreter.cancel(task)
  }
}
