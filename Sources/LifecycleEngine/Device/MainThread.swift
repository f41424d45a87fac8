import SwiftInterpreter

/// Which of the program's code runs off the main thread, for `Thread.isMainThread`.
///
/// Everything the engine runs is on the main thread (the app's run loop: actions, callbacks,
/// timers, `DispatchQueue.main` work, tasks on the main actor) except: a work item given to
/// `DispatchQueue.global()` (Apple, DispatchQueue.global(qos:): "a global system queue", not the
/// main queue, which alone is "associated with the main thread"); the body of a `Task.detached`
/// (Apple, Task.detached: "runs the given operation ... not part of the current actor"); and a
/// `Task { }` made in either (it inherits no actor). Inside those, `MainActor.run` and a
/// function declared `@MainActor` run on the main actor, hence the main thread (Apple,
/// MainActor: "a singleton actor whose executor is equivalent to the main dispatch queue").
/// The order of work does not change: off-main work still runs in the order it was queued.
final class ThreadContext {
  /// Work items of a global queue running now.
  private var globalWork = 0
  /// The tasks that run off the main actor, by serial.
  private var offMainTasks: Set<Int> = []

  /// Whether the code running now is on the main thread.
  func isMainThread(in task: InterpretedTask?) -> Bool {
    if let task {
      if task.mainActorDepth > 0 { return true }
      if offMainTasks.contains(task.serial) { return false }
    }
    return globalWork == 0
  }

  /// A task made now runs off the main actor when it is detached or made by off-main code.
  func taskStarted(_ task: InterpretedTask, madeBy current: InterpretedTask?) {
    if task.isDetached || !isMainThread(in: current) { offMainTasks.insert(task.serial) }
  }

  /// Runs a global queue's work item: off the main thread while it runs.
  func runOffMain<T>(_ body: () throws -> T) rethrows -> T {
    globalWork += 1
    defer { globalWork -= 1 }
    return try body()
  }
}

extension AppProcess {
  func taskStarted(_ task: InterpretedTask) {
    recorder.forgetTask(task)
    threads.taskStarted(task, madeBy: interpreter.currentTask)
  }

  /// Whether the program's code running now is on the main thread (see ``ThreadContext``).
  var isMainThread: Bool { threads.isMainThread(in: interpreter.currentTask) }

  /// Queues a global queue's work item: it runs in a later turn, in order of scheduling, off the
  /// main thread.
  func enqueueGlobalWork(_ work: FunctionValue) {
    let wrapper = interpreter.builtinFunction("DispatchQueue.global().async") { [unowned self] arguments, interpreter, location in
      try self.threads.runOffMain { try interpreter.call(work, arguments, at: location) }
    }
    guard case .function(let function) = wrapper else { return }
    enqueueAction(function, [], cause: "DispatchQueue.global().async", rule: "global-queue-work-runs-off-main")
  }
}
