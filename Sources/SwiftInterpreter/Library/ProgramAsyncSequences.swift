import Transcript

/// `AsyncSequence`'s operations (`map`, `filter`, `reduce`, `first(where:)`, `contains`) on
/// the program's own async sequences, as on the library's: the protocol's extension methods
/// ("AsyncSequence" in the standard library's documentation) work on any conforming type.
enum ProgramAsyncSequences {
  static let doc = "https://developer.apple.com/documentation/swift/asyncsequence"

  static func register(in registry: Registry) {
    registry.type("AsyncSequence", module: "Swift", kind: .protocolType, doc: doc) { type in
      AsyncStreams.sequenceOperations(type)
      searches(type)
    }
  }

  /// `first(where:)` and `contains(where:)`: they stop at the first element that matches.
  static func searches(_ type: NativeType) {
    type.asyncMethod("func first(where predicate: (Element) async throws -> Bool) async rethrows -> Element?", doc: doc) { call in
      let match = try await firstMatch(call) { element in
        guard case .function(let predicate) = call[0] else { return false }
        return try await call.interpreter.callAsync(predicate, [element], task: call.task, at: call.location).asBool == true
      }
      return match.map { .some($0) } ?? .none
    }
    type.asyncMethod("func contains(where predicate: (Element) async throws -> Bool) async rethrows -> Bool", doc: doc) { call in
      let match = try await firstMatch(call) { element in
        guard case .function(let predicate) = call[0] else { return false }
        return try await call.interpreter.callAsync(predicate, [element], task: call.task, at: call.location).asBool == true
      }
      return .bool(match != nil)
    }
    type.asyncMethod("func contains(_ search: Element) async rethrows -> Bool", doc: doc) { call in
      let match = try await firstMatch(call) { element in try call.interpreter.equal(element, call[0], at: call.location) }
      return .bool(match != nil)
    }
  }

  private static func firstMatch(
    _ call: NativeCallBox, _ matches: (Value) async throws -> Bool
  ) async throws -> Value? {
    guard let source = asyncSource(call.receiver, call.interpreter) else {
      throw InterpreterError.unsupported("expected an async sequence", at: call.location)
    }
    let iterator = source.makeAsyncIterator()
    while let element = try await iterator.next(call.interpreter, at: call.location) {
      let found = try await matches(element)
      call.interpreter.currentTask = call.task
      if found { return element }
      try call.interpreter.tick(at: call.location)
    }
    return nil
  }

  /// The library's async sequence, or the program's (a type with `makeAsyncIterator()`).
  static func asyncSource(_ value: Value, _ interpreter: Interpreter) -> (any AsyncElementSource)? {
    if case .native(let native) = value, let source = native as? any AsyncElementSource { return source }
    guard ProgramAsyncIterator.isAsyncSequence(value, interpreter) else { return nil }
    return ProgramAsyncSequence(sequence: value)
  }
}

/// A program's async sequence seen as the library's: each pass calls its `makeAsyncIterator()`.
final class ProgramAsyncSequence: AsyncElementSource {
  let sequence: Value
  init(sequence: Value) { self.sequence = sequence }

  var typeName: String { "AsyncSequence" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { nil }

  func makeAsyncIterator() -> AsyncElementIterator { PassIterator(sequence: sequence) }

  /// Makes the program's iterator at the first `next()` (making it runs the program's code).
  final class PassIterator: AsyncElementIterator {
    let sequence: Value
    var iterator: ProgramAsyncIterator?
    init(sequence: Value) { self.sequence = sequence }

    override func next(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
      if iterator == nil { iterator = try ProgramAsyncIterator(sequence, interpreter, at: location) }
      return try await iterator!.nextAsync(interpreter, at: location)
    }
  }
}
