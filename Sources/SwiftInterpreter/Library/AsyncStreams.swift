import Transcript

/// `AsyncStream`, `AsyncThrowingStream` and the async-sequence operations on them (`map`,
/// `filter`, `compactMap`, `reduce`), as `for await` reads them. Buffering is the default
/// `.unbounded` policy; other policies and `onTermination` are not modelled.
public enum AsyncStreams {
  static let doc = "https://developer.apple.com/documentation/swift/asyncstream"
  static let throwingDoc = "https://developer.apple.com/documentation/swift/asyncthrowingstream"

  static func register(in registry: Registry) {
    for (name, doc, isThrowing) in [("AsyncStream", doc, false), ("AsyncThrowingStream", throwingDoc, true)] {
      registry.type(name, module: "Swift", kind: .classType, conformances: ["AsyncSequence"], doc: doc) { type in
        type.genericParameters = isThrowing ? ["Element", "Failure"] : ["Element"]
        type.initializer("init(_ elementType: Element.Type = Element.self, _ build: (\(name)<Element>.Continuation) -> Void)") { call in
          let stream = AsyncStreamValue(typeName: name)
          _ = try call.call(try call.function(1), [.native(AsyncStreamContinuation(stream: stream))])
          return .native(stream)
        }
        type.staticMethod("static func makeStream(of elementType: Element.Type = Element.self) -> (stream: \(name)<Element>, continuation: \(name)<Element>.Continuation)") { _ in
          let stream = AsyncStreamValue(typeName: name)
          return .tuple(TupleValue([.native(stream), .native(AsyncStreamContinuation(stream: stream))],
            labels: ["stream", "continuation"]))
        }
        sequenceOperations(type)
      }
      registry.type("\(name).Continuation", module: "Swift", doc: doc + "/continuation") { type in
        type.method("func yield(_ value: Element) -> \(name)<Element>.Continuation.YieldResult") { call in
          try continuation(call).stream.push(call[0])
          return .native(DrawingValue(typeName: "\(name).Continuation.YieldResult", written: "yield(_:)"))
        }
        if isThrowing {
          type.method("func finish(throwing error: Failure? = nil)") { call in
            let stream = try continuation(call).stream
            let error = call[0].unwrapped.map { SwiftError(value: $0, location: call.location) }
            stream.finish(throwing: error)
            return .void
          }
        } else {
          type.method("func finish()") { call in
            try continuation(call).stream.finish(throwing: nil)
            return .void
          }
        }
      }
    }
    for name in ["AsyncMapSequence", "AsyncFilterSequence", "AsyncCompactMapSequence"] {
      registry.type(name, module: "Swift", conformances: ["AsyncSequence"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        sequenceOperations(type)
      }
    }
  }

  private static func continuation(_ call: NativeCall) throws -> AsyncStreamContinuation {
    guard let continuation = call.receiver.native(as: AsyncStreamContinuation.self) else {
      throw InterpreterError.unsupported("expected an async stream's continuation", at: call.location)
    }
    return continuation
  }

  /// The `AsyncSequence` operations every async sequence here has (and a host's, made on
  /// `AsyncStreamValue`).
  public static func sequenceOperations(_ type: NativeType) {
    let doc = "https://developer.apple.com/documentation/swift/asyncsequence"
    let transforms: [(String, AsyncTransformedSequence.Kind)] = [
      ("func map<T>(_ transform: @escaping (Element) async -> T) -> AsyncMapSequence<Self, T>", .map),
      ("func filter(_ isIncluded: @escaping (Element) async -> Bool) -> AsyncFilterSequence<Self>", .filter),
      ("func compactMap<T>(_ transform: @escaping (Element) async -> T?) -> AsyncCompactMapSequence<Self, T>", .compactMap),
    ]
    for (signature, kind) in transforms {
      type.method(signature, doc: doc) { call in
        guard let base = ProgramAsyncSequences.asyncSource(call.receiver, call.interpreter) else {
          throw InterpreterError.unsupported("expected an async sequence", at: call.location)
        }
        return .native(AsyncTransformedSequence(base: base, kind: kind, transform: try call.function(0)))
      }
    }
    type.asyncMethod("func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) async throws -> Result) async rethrows -> Result", doc: doc) { call in
      guard let base = ProgramAsyncSequences.asyncSource(call.receiver, call.interpreter),
        case .function(let combine) = call[1]
      else { throw InterpreterError.unsupported("expected an async sequence", at: call.location) }
      let iterator = base.makeAsyncIterator()
      var result = call[0]
      while let element = try await iterator.next(call.interpreter, at: call.location) {
        result = try await call.interpreter.callAsync(combine, [result, element], task: call.task, at: call.location)
        call.interpreter.currentTask = call.task
        try call.interpreter.tick(at: call.location)
      }
      return result
    }
  }
}
