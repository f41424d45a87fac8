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

/// `NotificationCenter` as far as `onReceive`, observers and `post` go: subscriptions in the
/// order they were made.
final class NotificationHub {
  private var subscriptions: [(id: Int, name: String, action: FunctionValue, cause: String, observer: ObjectIdentifier?)] = []
  private var nextID = 0

  func subscribe(_ name: String, action: FunctionValue, cause: String, window: Window?, observer: ObjectIdentifier? = nil) -> Int {
    nextID += 1
    subscriptions.append((nextID, name, action, cause, observer))
    return nextID
  }

  func update(_ id: Int, action: FunctionValue) {
    guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { return }
    subscriptions[index].action = action
  }

  func unsubscribe(_ id: Int) {
    subscriptions.removeAll { $0.id == id }
  }

  /// `removeObserver(self)`: every subscription made with that observer object.
  func unsubscribe(observer: ObjectIdentifier) {
    subscriptions.removeAll { $0.observer == observer }
  }

  /// Queues each subscriber's action, in subscription order.
  func post(_ name: String, userInfo: Value = .none, in process: AppProcess) {
    for subscription in subscriptions where subscription.name == name {
      process.enqueueAction(
        subscription.action, [.native(NotificationValue(name: name, userInfo: userInfo))], cause: subscription.cause,
        rule: "notifications-to-subscribers-in-order")
    }
  }
}
