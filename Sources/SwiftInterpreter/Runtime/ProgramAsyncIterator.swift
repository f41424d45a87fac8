import Transcript

/// An `AsyncSequence` of the program: `for await` calls its `makeAsyncIterator()` once, then
/// awaits that iterator's `next()` until it gives `nil` ("AsyncSequence" in the standard
/// library's documentation).
///
/// A class, so that the iterator's `mutating func next() async` keeps its changes between
/// elements while the loop holds one reference.
final class ProgramAsyncIterator: AsyncNativeIterator {
  var iterator: Value

  init(_ sequence: Value, _ interpreter: Interpreter, at location: SourceLocation?) throws {
    var receiver = sequence
    iterator = try interpreter.callMethod(&receiver, "makeAsyncIterator", CallArguments(positional: []), at: location)
  }

  /// Whether `value` is a program type with its own `makeAsyncIterator()`.
  static func isAsyncSequence(_ value: Value, _ interpreter: Interpreter) -> Bool {
    if case .methods = interpreter.lookupMember(of: value, "makeAsyncIterator") { return true }
    return false
  }

  func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    throw InterpreterError.unsupported("for-in loop over an async sequence needs 'for await'", at: location)
  }

  func nextAsync(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
    let task = interpreter.currentTask
    let (element, receiver) = try await interpreter.callMethodAsync(
      iterator, "next", CallArguments(positional: []), task: task, at: location)
    interpreter.currentTask = task
    iterator = receiver
    return element.unwrapped
  }
}
