import Transcript

/// The queue every task of a process runs on: Swift tasks whose jobs the host runs one at a
/// time, when it chooses, on its own thread.
///
/// `@unchecked Sendable`: Swift's executor protocol asks for it; the queue is only touched
/// from the interpreter's thread (the tasks it serves never run anywhere else).
final class JobQueue: TaskExecutor, @unchecked Sendable {
  private var jobs: [UnownedJob] = []
  private var head = 0
  /// `unowned(unsafe)`, not `weak`: a weak reference would give the interpreter a side table,
  /// and every retain of it (each frame reads it) would take the runtime's slow path. The
  /// interpreter owns the queue and clears this when it goes (see `Interpreter.deinit`).
  unowned(unsafe) var interpreter: Interpreter?

  func enqueue(_ job: consuming ExecutorJob) {
    jobs.append(UnownedJob(job))
    if let interpreter { interpreter.host.jobEnqueued(interpreter) }
  }

  var isEmpty: Bool { head >= jobs.count }

  /// Runs the oldest job until its task suspends or ends; false when there was none.
  func runNext() -> Bool {
    guard head < jobs.count else { return false }
    let job = jobs[head]
    head += 1
    if head > 1024 && head * 2 > jobs.count {
      jobs.removeFirst(head)
      head = 0
    }
    job.runSynchronously(on: asUnownedTaskExecutor())
    return true
  }
}

/// A task of the program (`Task { … }`, a `.task` modifier's): its state, its result, and
/// what wakes it.
public final class InterpretedTask {
  public let serial: Int
  /// What started it, for the transcript: `task in 'ContentView'`.
  public let cause: String
  public internal(set) var isCancelled = false
  public internal(set) var isFinished = false
  public internal(set) var result: Result<Value, Error>?
  /// What the host attached (the view that owns a `.task`).
  public weak var owner: AnyObject?
  /// `Task.detached`: it inherits no actor from the code that made it.
  public internal(set) var isDetached = false
  /// How many main-actor bodies it is inside (`MainActor.run`, a `@MainActor` function): a host
  /// that models threads reads it.
  public internal(set) var mainActorDepth = 0
  /// Wakes the task from its current wait (a sleep), with an error to throw or nil.
  var wake: ((Error?) -> Void)?
  var waiters: [CheckedContinuation<Void, Never>] = []
  /// Told when the task finishes (a task group collecting its children's results).
  var onFinish: [() -> Void] = []

  init(serial: Int, cause: String) {
    self.serial = serial
    self.cause = cause
  }
}

/// Carries non-Sendable values into a task's closure: they stay on the interpreter's
/// thread, which is the only one that ever runs the task.
struct ThreadBound<T>: @unchecked Sendable {
  let value: T
}

extension Interpreter {
  /// Starts a task running a function of the program (or the registry); its first job is
  /// queued, and runs when the host runs jobs.
  @discardableResult
  public func startTask(_ function: FunctionValue, cause: String, detached: Bool = false) -> InterpretedTask {
    if jobs.interpreter == nil { jobs.interpreter = self }
    let task = InterpretedTask(serial: nextSerial(), cause: cause)
    task.isDetached = detached
    host.taskStarted(task)
    let bound = ThreadBound(value: (self, function, task))
    Task(executorPreference: jobs) {
      let (interpreter, function, task) = bound.value
      interpreter.currentTask = task
      let result: Result<Value, Error>
      do {
        result = .success(try await interpreter.callAsync(function, [], task: task))
      } catch {
        result = .failure(error)
      }
      interpreter.finish(task, result)
    }
    return task
  }

  /// Top-level code that awaits runs as the main actor's task (SE-0343): it starts now, and
  /// the tasks it creates run when it suspends; an error it does not catch ends the program.
  func startTopLevelTask(_ code: FunctionCode, selfValue: Value = .void, cause: String = "main.swift") -> InterpretedTask {
    if jobs.interpreter == nil { jobs.interpreter = self }
    let task = InterpretedTask(serial: nextSerial(), cause: cause)
    mainTask = task
    let bound = ThreadBound(value: (self, code, task, selfValue))
    Task(executorPreference: jobs) {
      let (interpreter, code, task, selfValue) = bound.value
      interpreter.currentTask = task
      let result: Result<Value, Error>
      do {
        result = .success(try await interpreter.invokeAsync(code, arguments: [], captures: [], selfValue: selfValue,
          selfBox: nil, task: task, at: code.location))
      } catch let thrown as SwiftError {
        result = .failure(interpreter.uncaught(thrown))
      } catch {
        result = .failure(error)
      }
      interpreter.finish(task, result)
    }
    return task
  }

  private func finish(_ task: InterpretedTask, _ result: Result<Value, Error>) {
    task.isFinished = true
    task.result = result
    task.wake = nil
    if case .failure(let error) = result, let failure = error as? InterpreterError, !hasEnded {
      pendingFailure = pendingFailure ?? failure
    }
    let waiters = task.waiters
    task.waiters = []
    for waiter in waiters { waiter.resume() }
    let observers = task.onFinish
    task.onFinish = []
    for observer in observers { observer() }
  }

  /// Runs one job of the process's tasks; throws when a task crashed the program.
  @discardableResult
  public func runNextJob() throws -> Bool {
    if mainTaskHasEnded { return false }
    let ran = jobs.runNext()
    currentTask = nil
    if let failure = pendingFailure {
      pendingFailure = nil
      throw failure
    }
    return ran
  }

  /// Whether a task has a job waiting to run.
  public var hasPendingJobs: Bool { !jobs.isEmpty && !mainTaskHasEnded }

  /// Whether the program is over because its main task returned (see `programEndsWithMainTask`).
  var mainTaskHasEnded: Bool { programEndsWithMainTask && mainTask?.isFinished == true }

  /// Cancels a task: a sleep ends at once with `CancellationError`.
  public func cancel(_ task: InterpretedTask) {
    guard !task.isFinished, !task.isCancelled else { return }
    task.isCancelled = true
    if let wake = task.wake {
      task.wake = nil
      wake(SwiftError(value: cancellationError, location: nil))
    }
  }

  /// The process ends: every task unwinds without running any more of its code.
  public func endProcess(tasks: [InterpretedTask]) {
    hasEnded = true
    for task in tasks where !task.isFinished {
      if let wake = task.wake {
        task.wake = nil
        wake(ProcessEnded())
      }
    }
    var budget = 100_000
    while budget > 0, jobs.runNext() { budget -= 1 }
    pendingFailure = nil
  }

  /// Suspends the current task for a while of virtual time.
  func sleep(nanoseconds: UInt64, task: InterpretedTask?, at location: SourceLocation?) async throws {
    guard let task else {
      throw InterpreterError.unsupported("'Task.sleep' outside a task", at: location)
    }
    if task.isCancelled { throw SwiftError(value: cancellationError, location: location) }
    let outcome: Error? = await withCheckedContinuation { (continuation: CheckedContinuation<Error?, Never>) in
      var resumed = false
      let wake: (Error?) -> Void = { error in
        guard !resumed else { return }
        resumed = true
        continuation.resume(returning: error)
      }
      task.wake = wake
      host.sleep(task, nanoseconds: nanoseconds, wake: wake)
    }
    currentTask = task
    task.wake = nil
    if let outcome { throw outcome }
  }

  /// Waits for another task to finish.
  func wait(for other: InterpretedTask, from task: InterpretedTask?) async {
    guard !other.isFinished else { return }
    await withCheckedContinuation { continuation in other.waiters.append(continuation) }
    currentTask = task
  }

  /// `CancellationError()`.
  public var cancellationError: Value {
    .native(SimpleError(typeName: "CancellationError", text: "CancellationError()", debugText: "Swift.CancellationError()"))
  }
}

/// An error the registry throws: it prints as Swift prints it.
public final class SimpleError: NativeValue {
  public let typeName: String
  let text: String
  /// As `String(reflecting:)` shows it, module-qualified (`Swift.CancellationError()`).
  let debugText: String?
  public init(typeName: String, text: String, debugText: String? = nil) {
    self.typeName = typeName
    self.text = text
    self.debugText = debugText
  }
  public var description: String? { text }
  public var debugDescription: String? { debugText ?? text }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? SimpleError)?.typeName == typeName }
}
