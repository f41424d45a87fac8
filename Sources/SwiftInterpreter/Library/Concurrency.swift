import Transcript

/// Swift concurrency as lessons use it: `Task` (start, `value`, `cancel`, `sleep`,
/// `isCancelled`), `Duration`, `MainActor.run`. Tasks run on the process's job queue; sleeps
/// wait on the host's virtual clock.
enum Concurrency {
  static func register(in registry: Registry) {
    registry.type("Task", module: "Swift", conformances: ["Hashable", "Equatable"],
      doc: "https://developer.apple.com/documentation/swift/task") { type in
      type.genericParameters = ["Success", "Failure"]
      type.initializer("init(priority: TaskPriority? = nil, operation: @_implicitSelfCapture @escaping @Sendable () async throws -> Success)") { call in
        .native(TaskHandle(task: try call.interpreter.startProgramTask(try call.function(1), cause: "Task", at: call.location)))
      }
      type.staticMethod("static func detached(priority: TaskPriority? = nil, operation: @escaping @Sendable () async throws -> Success) -> Task<Success, Failure>") { call in
        .native(TaskHandle(task: try call.interpreter.startProgramTask(
          try call.function(1), cause: "Task.detached", detached: true, at: call.location)))
      }
      type.method("func cancel()") { call in
        if let handle = call.receiver.native(as: TaskHandle.self) { call.interpreter.cancel(handle.task) }
        return .void
      }
      type.property("var isCancelled: Bool { get }") { access in
        if case .type = access.receiver { return .bool(access.interpreter.currentTask?.isCancelled ?? false) }
        return .bool(access.receiver.native(as: TaskHandle.self)?.task.isCancelled ?? false)
      }
      type.property("static var isCancelled: Bool { get }") { access in
        .bool(access.interpreter.currentTask?.isCancelled ?? false)
      }
      type.asyncProperty("func value() async throws -> Success") { call in
        try await value(of: call)
      }
      type.asyncMethod("func getValue() async throws -> Success") { call in try await value(of: call) }
      type.asyncProperty("func result() async -> Result<Success, Failure>") { call in
        let resultType = SwiftType.native(call.interpreter.registry.type(named: "Result")!, arguments: [])
        do {
          let value = try await value(of: call)
          return .enumCase(EnumValue(type: resultType, caseIndex: 0, name: "success", payload: [value], labels: [nil]))
        } catch let thrown as SwiftError {
          return .enumCase(EnumValue(type: resultType, caseIndex: 1, name: "failure", payload: [thrown.value], labels: [nil]))
        }
      }
      type.asyncMethod("static func sleep(nanoseconds duration: UInt64) async throws") { call in
        let nanoseconds = try call.interpreter.expectInt(call[0], at: call.location)
        try await call.interpreter.sleep(nanoseconds: UInt64(max(0, nanoseconds)), task: call.task, at: call.location)
        return .void
      }
      type.asyncMethod("static func sleep(for duration: Duration) async throws") { call in
        guard let duration = call[0].native(as: DurationValue.self) else {
          throw InterpreterError.unsupported("'Task.sleep(for:)' needs a Duration", at: call.location)
        }
        try DurationChecks.checkSleep(seconds: duration.seconds, at: call.location)
        try await call.interpreter.sleep(nanoseconds: duration.clampedNanoseconds, task: call.task, at: call.location)
        return .void
      }
      type.asyncMethod("static func yield() async") { call in
        try await call.interpreter.sleep(nanoseconds: 0, task: call.task, at: call.location)
        return .void
      }
      type.staticMethod("static func checkCancellation() throws") { call in
        if call.interpreter.currentTask?.isCancelled == true {
          throw SwiftError(value: call.interpreter.cancellationError, location: call.location)
        }
        return .void
      }
    }
    registry.type("TaskPriority", module: "Swift", doc: "https://developer.apple.com/documentation/swift/taskpriority") { type in
      for name in ["high", "medium", "low", "userInitiated", "utility", "background"] {
        type.property("static var \(name): TaskPriority { get }") { _ in .native(DrawingValue(typeName: "TaskPriority", written: name)) }
      }
    }
    registry.type("Duration", module: "Swift", conformances: ["Comparable", "Hashable", "CustomStringConvertible"],
      doc: "https://developer.apple.com/documentation/swift/duration") { type in
      type.staticMethod("static func seconds(_ seconds: Double) -> Duration") { call in
        .native(DurationValue(
          seconds: try DurationChecks.seconds(try call.double(0), unitsPerSecond: 1, at: call.location),
          at: call.location))
      }
      type.staticMethod("static func milliseconds(_ milliseconds: Double) -> Duration") { call in
        .native(DurationValue(
          seconds: try DurationChecks.seconds(try call.double(0), unitsPerSecond: 1000, at: call.location),
          at: call.location))
      }
      type.staticMethod("static func microseconds(_ microseconds: Double) -> Duration") { call in
        .native(DurationValue(
          seconds: try DurationChecks.seconds(try call.double(0), unitsPerSecond: 1_000_000, at: call.location),
          at: call.location))
      }
      type.staticMethod("static func nanoseconds(_ nanoseconds: Int) -> Duration") { call in
        .native(DurationValue(seconds: Double(try call.int(0)) / 1_000_000_000, at: call.location))
      }
    }
    registry.type("MainActor", module: "Swift", doc: "https://developer.apple.com/documentation/swift/mainactor") { type in
      type.asyncMethod("static func run<T>(resultType: T.Type = T.self, body: @MainActor @Sendable () throws -> T) async rethrows -> T") { call in
        guard case .function(let body) = call[1] else { return .void }
        call.task?.mainActorDepth += 1
        defer { call.task?.mainActorDepth -= 1 }
        return try await call.interpreter.callAsync(body, [], task: call.task, at: call.location)
      }
    }
  }

  private static func value(of call: NativeCallBox) async throws -> Value {
    guard let handle = call.receiver.native(as: TaskHandle.self) else { return .void }
    await call.interpreter.wait(for: handle.task, from: call.task)
    switch handle.task.result {
    case .success(let value)?: return value
    case .failure(let error)?: throw error
    case nil: return .void
    }
  }
}

/// A `Task` handle a program holds.
public final class TaskHandle: NativeValue {
  public let task: InterpretedTask
  public init(task: InterpretedTask) { self.task = task }
  public var typeName: String { "Task" }
  public var description: String? { nil }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? TaskHandle).map { $0.task === task } }
}

/// `Duration`: seconds and attoseconds in Swift; kept here as a `Double` of seconds, printed
/// as Swift prints it (`1.0 seconds`).
public final class DurationValue: NativeValue, ComparableNativeValue {
  public let seconds: Double

  init(seconds: Double, at location: SourceLocation?) {
    self.seconds = seconds
  }

  public var typeName: String { "Duration" }
  public var description: String? { "\(seconds) seconds" }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? DurationValue).map { $0.seconds == seconds } }
  public func isLess(than other: any NativeValue) -> Bool? { (other as? DurationValue).map { seconds < $0.seconds } }

  /// The duration in nanoseconds, held within what a clock can wait (an infinite or huge
  /// duration waits forever, which a virtual clock reaches only if nothing else happens).
  public var clampedNanoseconds: UInt64 {
    guard seconds.isFinite, seconds > 0 else { return seconds > 0 ? .max : 0 }
    let nanoseconds = seconds * 1e9
    return nanoseconds >= 1.8e19 ? .max : UInt64(nanoseconds)
  }
}
