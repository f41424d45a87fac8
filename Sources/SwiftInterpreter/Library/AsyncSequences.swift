import Transcript

/// A sequence whose elements are awaited (`for await`): an `AsyncStream`, a task group, or
/// `map`/`filter` over one. Each iteration asks for a fresh iterator.
protocol AsyncElementSource: NativeSequence {
  func makeAsyncIterator() -> AsyncElementIterator
}

extension AsyncElementSource {
  func makeIterator() -> any NativeIterator { AsyncIteratorBox(iterator: makeAsyncIterator()) }
}

/// One pass over an async sequence; `next` suspends the task until an element (or the end).
class AsyncElementIterator {
  func next(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? { nil }
}

/// What a `for await` loop holds: the iterator, read only with `await`.
struct AsyncIteratorBox: AsyncNativeIterator {
  let iterator: AsyncElementIterator

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    throw InterpreterError.unsupported("for-in loop over an async sequence needs 'for await'", at: location)
  }

  func nextAsync(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
    try await iterator.next(interpreter, at: location)
  }
}

/// Suspends the current task until `register`'s continuation is resumed; the task is the
/// interpreter's current one again afterwards.
func suspendCurrentTask(
  _ interpreter: Interpreter, _ register: (CheckedContinuation<Void, Never>) -> Void
) async {
  let task = interpreter.currentTask
  await withCheckedContinuation { register($0) }
  interpreter.currentTask = task
}

/// `AsyncStream` / `AsyncThrowingStream`: values yielded are buffered (the default unbounded
/// policy) until the one consumer takes them; `finish` ends the stream after the buffer.
///
/// Public so that a host can make one and yield into it (a notification center's sequence).
public final class AsyncStreamValue: AsyncElementSource {
  public let typeName: String
  var buffer: [Value] = []
  public private(set) var isFinished = false
  var failure: Error?
  var waiter: (() -> Void)?

  public init(typeName: String) { self.typeName = typeName }

  public var description: String? { nil }
  public func isEqual(to other: any NativeValue) -> Bool? { nil }

  /// How many yielded values wait for the consumer.
  public var bufferedCount: Int { buffer.count }

  /// `yield`: ignored once finished (Apple: "yielding after finish has no effect").
  public func push(_ value: Value) {
    guard !isFinished else { return }
    buffer.append(value)
    wake()
  }

  public func finish(throwing error: Error?) {
    guard !isFinished else { return }
    isFinished = true
    failure = error
    wake()
  }

  private func wake() {
    guard let waiter else { return }
    self.waiter = nil
    waiter()
  }

  func makeAsyncIterator() -> AsyncElementIterator { StreamIterator(stream: self) }
  public func makeIterator() -> any NativeIterator { AsyncIteratorBox(iterator: makeAsyncIterator()) }

  final class StreamIterator: AsyncElementIterator {
    let stream: AsyncStreamValue
    init(stream: AsyncStreamValue) { self.stream = stream }

    override func next(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
      while true {
        if !stream.buffer.isEmpty { return stream.buffer.removeFirst() }
        if stream.isFinished {
          if let failure = stream.failure {
            stream.failure = nil
            throw failure
          }
          return nil
        }
        guard stream.waiter == nil else {
          throw InterpreterError.unsupported("an AsyncStream iterated by two tasks at once", at: location)
        }
        let task = interpreter.currentTask
        // Swift: cancelling the consuming task terminates the stream; `next()` returns nil.
        if task?.isCancelled == true {
          stream.finish(throwing: nil)
          return nil
        }
        if let interruption = await wait(task: task, interpreter) {
          stream.waiter = nil
          guard task?.isCancelled == true, !(interruption is ProcessEnded) else { throw interruption }
          stream.buffer.removeAll()
          stream.finish(throwing: nil)
          stream.failure = nil
          return nil
        }
      }
    }

    /// Waits for a value or the end; a cancellation or the process ending (the task's `wake`)
    /// interrupts the wait with its error.
    private func wait(task: InterpretedTask?, _ interpreter: Interpreter) async -> Error? {
      let outcome: Error? = await withCheckedContinuation { (continuation: CheckedContinuation<Error?, Never>) in
        var resumed = false
        let resume: (Error?) -> Void = { error in
          guard !resumed else { return }
          resumed = true
          continuation.resume(returning: error)
        }
        stream.waiter = { resume(nil) }
        task?.wake = resume
      }
      interpreter.currentTask = task
      task?.wake = nil
      return outcome
    }
  }
}

/// `AsyncStream<T>.Continuation`: what the producer holds.
final class AsyncStreamContinuation: NativeValue {
  let stream: AsyncStreamValue
  init(stream: AsyncStreamValue) { self.stream = stream }
  var typeName: String { "\(stream.typeName).Continuation" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { nil }
}

/// `map`, `filter`, `compactMap` over an async sequence: lazily, element by element.
final class AsyncTransformedSequence: AsyncElementSource {
  enum Kind { case map, filter, compactMap }
  let base: any AsyncElementSource
  let kind: Kind
  let transform: FunctionValue

  init(base: any AsyncElementSource, kind: Kind, transform: FunctionValue) {
    self.base = base
    self.kind = kind
    self.transform = transform
  }

  var typeName: String {
    switch kind {
    case .map: "AsyncMapSequence"
    case .filter: "AsyncFilterSequence"
    case .compactMap: "AsyncCompactMapSequence"
    }
  }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { nil }

  func makeAsyncIterator() -> AsyncElementIterator {
    TransformIterator(base: base.makeAsyncIterator(), kind: kind, transform: transform)
  }

  final class TransformIterator: AsyncElementIterator {
    let base: AsyncElementIterator
    let kind: Kind
    let transform: FunctionValue
    init(base: AsyncElementIterator, kind: Kind, transform: FunctionValue) {
      self.base = base
      self.kind = kind
      self.transform = transform
    }

    override func next(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
      while let element = try await base.next(interpreter, at: location) {
        let task = interpreter.currentTask
        let result = try await interpreter.callAsync(transform, [element], task: task, at: location)
        interpreter.currentTask = task
        switch kind {
        case .map: return result
        case .filter: if case .bool(true) = result { return element }
        case .compactMap: if let value = result.unwrapped { return value }
        }
        try interpreter.tick(at: location)
      }
      return nil
    }
  }
}
