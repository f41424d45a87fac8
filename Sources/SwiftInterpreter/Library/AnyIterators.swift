import Transcript

/// `AnyIterator`: an iterator made of a closure (`AnyIterator { … }`) or wrapping another
/// iterator (`AnyIterator(base)`), often what a program's `makeIterator()` returns. It is
/// its own sequence; copies share their position, as Swift's (a class box) do.
enum AnyIterators {
  static let doc = "https://developer.apple.com/documentation/swift/anyiterator"

  static func register(in registry: Registry) {
    registry.type("AnyIterator", module: "Swift", conformances: ["IteratorProtocol", "Sequence"], doc: doc) { type in
      type.genericParameters = ["Element"]
      // One initializer for both forms (`init(_ body: @escaping () -> Element?)` and
      // `init<I: IteratorProtocol>(_ base: I)`): a closure is called, anything else walked.
      type.initializer("init(_ body: @escaping () -> Element?)", doc: doc) { call in
        if case .function(let body) = call[0] { return .native(AnyIteratorValue(.closure(body))) }
        return .native(AnyIteratorValue(.base(Box(call[0]))))
      }
      type.method("mutating func next() -> Element?", doc: doc) { call in
        guard case .native(let native as AnyIteratorValue) = call.receiver else {
          throw InterpreterError.unsupported("expected an 'AnyIterator'", at: call.location)
        }
        return .optional(try native.next(call.interpreter, at: call.location))
      }
    }
  }
}

/// An `AnyIterator`: what it calls for each element.
final class AnyIteratorValue: NativeSequence {
  enum Source {
    /// `AnyIterator { … }`: the closure, called until it gives nil.
    case closure(FunctionValue)
    /// `AnyIterator(base)`: the wrapped iterator, advanced in place.
    case base(Box)
  }
  let source: Source
  init(_ source: Source) { self.source = source }
  var typeName: String { "AnyIterator" }
  var description: String? { nil }

  func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    try interpreter.tick(at: location)
    switch source {
    case .closure(let body):
      return try interpreter.call(body, [], at: location).unwrapped
    case .base(let box):
      var iterator = box.value
      defer { box.value = iterator }
      return try interpreter.callMethod(&iterator, "next", CallArguments(positional: []), at: location).unwrapped
    }
  }

  func makeIterator() -> any NativeIterator { AnyIteratorWalk(iterator: self) }
}

/// A `for` loop over an `AnyIterator`: each step is its `next()`.
struct AnyIteratorWalk: NativeIterator {
  let iterator: AnyIteratorValue
  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    try iterator.next(interpreter, at: location)
  }
}
