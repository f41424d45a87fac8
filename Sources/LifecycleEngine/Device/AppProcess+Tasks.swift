import SwiftReader
import Transcript

/// The program's tasks: started as jobs, suspended at awaits, resumed by timers, cancelled by views.
extension AppProcess {
  /// Starts a task for an async closure; its first statement runs later, as a job.
  @discardableResult
  func startTask(_ function: Function, cause: String, owner: GraphNode?) -> InterpretedTask {
    let task = InterpretedTask(serial: interpreter.serial(), cause: cause, process: number)
    task.owner = owner
    switch function.kind {
    case .closure(let closure, let captured, let declaration, _):
      let scope = captured.child()
      task.machine = StatementMachine(
        interpreter: interpreter, body: closure.body, context: Context(scope: scope, declaration: declaration),
        task: task, valueOfLastExpression: closure.body.count == 1)
    case .declared(let decl, let declaration):
      task.machine = StatementMachine(
        interpreter: interpreter, body: decl.body ?? [],
        context: Context(scope: Scope(parent: nil), declaration: declaration), task: task,
        valueOfLastExpression: false)
    default:
      task.state = .finished
      return task
    }
    enqueueJob(task)
    return task
  }

  /// Runs a task until it finishes or waits again.
  func resume(_ task: InterpretedTask) throws {
    guard task.state != .finished, task.process == number, let machine = task.machine else { return }
    task.state = .ready
    let previous = interpreter.currentTask
    interpreter.currentTask = task
    defer { interpreter.currentTask = previous }
    do {
      let outcome = try withCause(task.cause) { try machine.run() }
      switch outcome {
      case .finished(let value): finish(task, .success(value))
      case .suspended: task.state = .waiting
      }
    } catch let thrown as ThrownError {
      finish(task, .failure(thrown))
    }
  }

  private func finish(_ task: InterpretedTask, _ result: Result<Value, Error>) {
    task.state = .finished
    task.result = result
    task.machine = nil
    for waiter in task.waiters {
      waiter.task.record(result, for: waiter.key)
      enqueueJob(waiter.task)
    }
    task.waiters = []
  }

  /// `Task.sleep`: the task waits for a timer of its process (which does not fire while the
  /// process is suspended: a suspended app's code does not run).
  func sleep(_ task: InterpretedTask, milliseconds: Int, key: AwaitKey) throws -> Never {
    if task.isCancelled { throw ThrownError(value: Builtins.cancellationError, location: nil) }
    task.waitingKey = key
    task.sleepTimer = device.scheduler.schedule(after: milliseconds, process: number) { [weak self, weak task] in
      guard let self, let task else { return }
      task.sleepTimer = nil
      task.waitingKey = nil
      task.record(.success(.void), for: key)
      self.enqueueJob(task)
    }
    throw Suspension()
  }

  /// The task waits for another task's value.
  func await(_ other: InterpretedTask, from task: InterpretedTask, key: AwaitKey) throws -> Never {
    other.waiters.append((task, key))
    throw Suspension()
  }

  /// Cancels a task; one asleep wakes at once, as a new job, with `CancellationError`.
  func cancel(_ task: InterpretedTask) {
    guard task.state != .finished, !task.isCancelled else { return }
    task.isCancelled = true
    if let timer = task.sleepTimer, let key = task.waitingKey {
      device.scheduler.cancel(timer)
      task.sleepTimer = nil
      task.waitingKey = nil
      task.record(.failure(ThrownError(value: Builtins.cancellationError, location: nil)), for: key)
      enqueueJob(task)
    }
  }
}

/// `NotificationCenter` as far as `onReceive` and `post` go: subscriptions in the order made.
final class NotificationHub {
  private var subscriptions: [(id: Int, name: String, action: Function, cause: String)] = []
  private var nextID = 0

  func subscribe(_ name: String, action: Function, cause: String, window: Window?) -> Int {
    nextID += 1
    subscriptions.append((nextID, name, action, cause))
    return nextID
  }

  func update(_ id: Int, action: Function) {
    guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { return }
    subscriptions[index].action = action
  }

  func unsubscribe(_ id: Int) {
    subscriptions.removeAll { $0.id == id }
  }

  /// Queues each subscriber's action, in subscription order.
  func post(_ name: String, in process: AppProcess) {
    for subscription in subscriptions where subscription.name == name {
      process.enqueueAction(subscription.action, [.native(.notification(name))], cause: subscription.cause)
    }
  }
}
