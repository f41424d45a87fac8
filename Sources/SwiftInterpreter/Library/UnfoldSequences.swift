import Transcript

/// `sequence(first:next:)` and `sequence(state:next:)`: an `UnfoldSequence` whose elements are
/// made one at a time by the program's closure, until it answers nil. It may never end, so
/// `prefix`, `prefix(while:)` and `first(where:)` pull only what they need; a `for` loop pulls
/// as it goes; anything that takes every element stops at the size budget if there is no end.
enum UnfoldSequences {
  static let doc = "https://developer.apple.com/documentation/swift/sequence(first:next:)"

  static func register(in registry: Registry) {
    registry.function("func sequence<T>(first: T, next: (T) throws -> T?) -> UnfoldSequence<T, (T?, Bool)>",
      module: "Swift", doc: doc) { call in
      .native(UnfoldValue(state: .optional(call[0]), next: try call.function(1), carriesState: false))
    }
    registry.function("func sequence<T, Seed>(state: Seed, next: (inout Seed) -> T?) -> UnfoldSequence<T, Seed>",
      module: "Swift", doc: "https://developer.apple.com/documentation/swift/sequence(state:next:)") { call in
      .native(UnfoldValue(state: call[0], next: try call.function(1), carriesState: true))
    }
    registry.type("PrefixSequence", module: "Swift", conformances: ["Sequence"],
      doc: "https://developer.apple.com/documentation/swift/prefixsequence")
    registry.type("UnfoldSequence", module: "Swift", conformances: ["Sequence", "IteratorProtocol"], doc: doc) { type in
      type.method("func prefix(_ maxLength: Int) -> PrefixSequence<Self>", doc: doc) { call in
        let limit = try call.int(0)
        guard limit >= 0 else { throw InterpreterError.trap("Can't take a prefix of negative length from a sequence", at: call.location) }
        return .native(PrefixSequenceValue(base: call.receiver, limit: limit))
      }
      type.method("func prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element]", doc: doc) { call in
        let test = try call.function(0)
        var stopped = false
        let taken = try pull(call) { _, next in
          guard let next else { return true }
          if !(try call.test(test, next)) { stopped = true }
          return !stopped
        }
        return .list(stopped ? Array(taken.dropLast()) : taken)
      }
      type.method("func first(where predicate: (Element) throws -> Bool) rethrows -> Element?", doc: doc) { call in
        let test = try call.function(0)
        var found: Value?
        _ = try pull(call) { _, next in
          guard let next else { return true }
          if try call.test(test, next) { found = next }
          return found == nil
        }
        return .optional(found)
      }
    }
  }

  /// Elements pulled while `more(taken, latest)` says so (asked first with no element yet).
  private static func pull(_ call: NativeCall, while more: ([Value], Value?) throws -> Bool) throws -> [Value] {
    guard case .native(let sequence as UnfoldValue) = call.receiver else {
      throw InterpreterError.unsupported("expected an 'UnfoldSequence'", at: call.location)
    }
    var iterator = sequence.makeUnfoldIterator()
    var taken: [Value] = []
    guard try more(taken, nil) else { return [] }
    while let next = try iterator.next(call.interpreter, at: call.location) {
      taken.append(next)
      try call.interpreter.checkSize(taken.count, at: call.location)
      guard try more(taken, next) else { break }
    }
    return taken
  }
}

/// An `UnfoldSequence`: the state it starts from and the closure that makes each element.
final class UnfoldValue: NativeSequence {
  let state: Value
  let next: FunctionValue
  /// `sequence(state:next:)` (the closure changes the state in place); otherwise
  /// `sequence(first:next:)`, whose state is the element to give next.
  let carriesState: Bool
  init(state: Value, next: FunctionValue, carriesState: Bool) {
    self.state = state
    self.next = next
    self.carriesState = carriesState
  }
  var typeName: String { "UnfoldSequence" }
  var description: String? { nil }
  func makeUnfoldIterator() -> UnfoldIterator { UnfoldIterator(sequence: self, state: Box(state)) }
  func makeIterator() -> any NativeIterator { makeUnfoldIterator() }
}

/// Walks an `UnfoldSequence`, calling its closure once per element.
struct UnfoldIterator: NativeIterator {
  let sequence: UnfoldValue
  let state: Box
  var done = false
  var started = false

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    guard !done else { return nil }
    try interpreter.tick(at: location)
    if sequence.carriesState {
      guard case .code(let code, let captures, let selfValue, let selfBox) = sequence.next.kind else {
        throw InterpreterError.unsupported("sequence(state:next:) needs a closure", at: location)
      }
      interpreter.passGenerics(of: sequence.next)
      let result = try interpreter.invoke(code, arguments: [.void], cells: [state], captures: captures,
        selfValue: selfValue, selfBox: selfBox, at: location)
      guard let element = result.unwrapped else { done = true; return nil }
      return element
    }
    // `sequence(first:next:)` gives `first` without a call, then calls `next` on the element it
    // gave last, only when asked for another (the standard library's UnfoldFirstSequence).
    if !started {
      started = true
    } else if let previous = state.value.unwrapped {
      state.value = try interpreter.call(sequence.next, [previous], at: location).promotedToOptional
    }
    guard let element = state.value.unwrapped else { done = true; return nil }
    return element
  }
}
