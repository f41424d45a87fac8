import Transcript

/// `withTaskGroup` / `withThrowingTaskGroup`: child tasks added to a group; `next()` and
/// `for await` give their results in the order they finish; the group waits for the rest
/// when its body returns (Apple: "a task group waits for all of its child tasks").
enum TaskGroups {
  static let doc = "https://developer.apple.com/documentation/swift/taskgroup"
  static let throwingDoc = "https://developer.apple.com/documentation/swift/throwingtaskgroup"

  static func register(in registry: Registry) {
    for (name, isThrowing) in [("TaskGroup", false), ("ThrowingTaskGroup", true)] {
      let doc = isThrowing ? throwingDoc : doc
      let throwsWord = isThrowing ? " throws" : ""
      registry.type(name, module: "Swift", kind: .classType, conformances: ["AsyncSequence"], doc: doc) { type in
        type.genericParameters = isThrowing ? ["ChildTaskResult", "Failure"] : ["ChildTaskResult"]
        type.method("func addTask(priority: TaskPriority? = nil, operation: @escaping @Sendable () async\(throwsWord) -> ChildTaskResult)") { call in
          try group(call.receiver, call.location).add(try call.function(1), interpreter: call.interpreter, at: call.location)
          return .void
        }
        type.asyncMethod("func next() async\(throwsWord) -> ChildTaskResult?") { call in
          let group = try group(call.receiver, call.location)
          return try await group.next(call.interpreter, at: call.location).map { .some($0) } ?? .none
        }
        type.asyncMethod("func waitForAll() async\(throwsWord)") { call in
          let group = try group(call.receiver, call.location)
          while try await group.next(call.interpreter, at: call.location) != nil {}
          return .void
        }
        type.method("func cancelAll()") { call in
          let group = try group(call.receiver, call.location)
          for task in group.children { call.interpreter.cancel(task) }
          return .void
        }
        type.property("var isEmpty: Bool { get }") { access in
          .bool(try group(access.receiver, access.location).isEmpty)
        }
        AsyncStreams.sequenceOperations(type)
      }
      let function = isThrowing ? "withThrowingTaskGroup" : "withTaskGroup"
      registry.asyncFunction(
        "func \(function)<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type, returning returnType: GroupResult.Type = GroupResult.self, body: (\(name)<ChildTaskResult>) async\(throwsWord) -> GroupResult) async\(throwsWord) -> GroupResult",
        module: "Swift", doc: doc
      ) { call in
        guard case .function(let body) = call[2] else {
          throw InterpreterError.unsupported("'\(function)' needs a body", at: call.location)
        }
        let group = TaskGroupValue(typeName: name)
        let outcome: Result<Value, Error>
        do {
          outcome = .success(try await call.interpreter.callAsync(body, [.native(group)], task: call.task, at: call.location))
        } catch {
          outcome = .failure(error)
        }
        call.interpreter.currentTask = call.task
        // The children still running are awaited (and, when the body threw, cancelled first).
        if case .failure = outcome { for task in group.children { call.interpreter.cancel(task) } }
        for task in group.children where !task.isFinished {
          await call.interpreter.wait(for: task, from: call.task)
        }
        return try outcome.get()
      }
    }
  }

  private static func group(_ value: Value, _ location: SourceLocation?) throws -> TaskGroupValue {
    guard let group = value.native(as: TaskGroupValue.self) else {
      throw InterpreterError.unsupported("expected a task group", at: location)
    }
    return group
  }
}

/// A task group: its children, and the results of those that finished, not yet taken.
final class TaskGroupValue: AsyncElementSource {
  let typeName: String
  var children: [InterpretedTask] = []
  /// Finished children not yet returned by `next()`, in the order they finished.
  var finished: [InterpretedTask] = []
  var waiter: CheckedContinuation<Void, Never>?
  var pending = 0

  init(typeName: String) { self.typeName = typeName }

  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { nil }
  var isEmpty: Bool { pending == 0 && finished.isEmpty }

  func add(_ operation: FunctionValue, interpreter: Interpreter, at location: SourceLocation?) throws {
    let task = try interpreter.startProgramTask(operation, cause: "task group", at: location)
    children.append(task)
    pending += 1
    task.onFinish.append { [weak self] in
      guard let self else { return }
      self.pending -= 1
      self.finished.append(task)
      if let waiter = self.waiter {
        self.waiter = nil
        waiter.resume()
      }
    }
  }

  /// The next child's result in the order they finish; nil once none is left.
  func next(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
    while finished.isEmpty {
      guard pending > 0 else { return nil }
      await suspendCurrentTask(interpreter) { waiter = $0 }
    }
    let task = finished.removeFirst()
    return try task.result?.get() ?? .void
  }

  func makeAsyncIterator() -> AsyncElementIterator { GroupIterator(group: self) }

  final class GroupIterator: AsyncElementIterator {
    let group: TaskGroupValue
    init(group: TaskGroupValue) { self.group = group }
    override func next(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
      try await group.next(interpreter, at: location)
    }
  }
}
