import Transcript

/// `withCheckedContinuation` and its throwing and unsafe kin: the body gets a continuation,
/// the caller suspends until something resumes it, and gets what it was resumed with
/// (Apple: "Resuming from a continuation more than once is undefined behavior"; a checked one
/// traps).
enum Continuations {
  static let doc = "https://developer.apple.com/documentation/swift/checkedcontinuation"

  static func register(in registry: Registry) {
    for type in ["CheckedContinuation", "UnsafeContinuation"] {
      registry.type(type, module: "Swift", conformances: ["Sendable"], doc: doc) { native in
        native.genericParameters = ["T", "E"]
        native.method("func resume(returning value: T)") { call in
          try state(call).resume(.success(call[0]), at: call.location)
          return .void
        }
        native.method("func resume()") { call in
          try state(call).resume(.success(.void), at: call.location)
          return .void
        }
        native.method("func resume(throwing error: E)") { call in
          try state(call).resume(.failure(SwiftError(value: call[0], location: call.location)), at: call.location)
          return .void
        }
      }
    }
    let functions = [
      ("withCheckedContinuation", "CheckedContinuation", false),
      ("withCheckedThrowingContinuation", "CheckedContinuation", true),
      ("withUnsafeContinuation", "UnsafeContinuation", false),
      ("withUnsafeThrowingContinuation", "UnsafeContinuation", true),
    ]
    for (name, type, isThrowing) in functions {
      let failure = isThrowing ? "Error" : "Never"
      let effects = isThrowing ? "async throws" : "async"
      registry.asyncFunction(
        "func \(name)<T>(_ body: (\(type)<T, \(failure)>) -> Void) \(effects) -> T", module: "Swift", doc: doc
      ) { call in
        guard case .function(let body) = call[0] else {
          throw InterpreterError.unsupported("'\(name)' needs a body", at: call.location)
        }
        let continuation = ContinuationValue(typeName: type)
        _ = try await call.interpreter.callAsync(body, [.native(continuation)], task: call.task, at: call.location)
        call.interpreter.currentTask = call.task
        if continuation.outcome == nil {
          await withUnsafeContinuation { continuation.waiter = $0 }
          call.interpreter.currentTask = call.task
        }
        return try continuation.outcome!.get()
      }
    }
  }

  private static func state(_ call: NativeCall) throws -> ContinuationValue {
    guard let continuation = call.receiver.native(as: ContinuationValue.self) else {
      throw InterpreterError.unsupported("expected a continuation", at: call.location)
    }
    return continuation
  }
}

/// One continuation: what it was resumed with, and the suspended caller waiting for it.
final class ContinuationValue: NativeValue {
  let typeName: String
  var outcome: Result<Value, Error>?
  var waiter: UnsafeContinuation<Void, Never>?

  init(typeName: String) { self.typeName = typeName }

  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { nil }

  func resume(_ result: Result<Value, Error>, at location: SourceLocation?) throws {
    guard outcome == nil else {
      // Swift's message also names the function that made the continuation.
      throw InterpreterError.trap("SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once", at: location)
    }
    outcome = result
    if let waiter {
      self.waiter = nil
      waiter.resume()
    }
  }
}
