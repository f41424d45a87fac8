import Transcript

/// Walks the elements of a sequence a `for` loop (or a native function) goes through:
/// ranges without making their elements, arrays and strings without copying them.
public struct ValueIterator {
  enum Progress {
    case integers(next: Int, end: Int)
    case elements([Value], index: Int)
    case characters(String, String.Index)
    case dictionary(DictionaryValue, index: Int)
    case native(any NativeIterator)
    case unboundedIntegers(next: Int)
  }

  var state: Progress

  /// The next element, or nil at the end.
  public mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    switch state {
    case .integers(let next, let end):
      guard next < end else { return nil }
      state = .integers(next: next + 1, end: end)
      return .int(next)
    case .unboundedIntegers(let next):
      let (following, overflow) = next.addingReportingOverflow(1)
      if overflow { throw InterpreterError.overflow(at: location) }
      state = .unboundedIntegers(next: following)
      return .int(next)
    case .elements(let elements, let index):
      guard index < elements.count else { return nil }
      state = .elements(elements, index: index + 1)
      return elements[index]
    case .characters(let string, let index):
      guard index < string.endIndex else { return nil }
      state = .characters(string, string.index(after: index))
      return .character(string[index])
    case .dictionary(let dictionary, let index):
      guard index < dictionary.count else { return nil }
      state = .dictionary(dictionary, index: index + 1)
      let (key, value) = dictionary[index]
      return .tuple(TupleValue([key, value], labels: ["key", "value"]))
    case .native(var iterator):
      let element = try iterator.next(interpreter, at: location)
      state = .native(iterator)
      return element
    }
  }

  /// The next element in async code: an async sequence's element is awaited.
  public mutating func nextAsync(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value? {
    if case .native(let iterator) = state, let asyncIterator = iterator as? any AsyncNativeIterator {
      let element = try await asyncIterator.nextAsync(interpreter, at: location)
      state = .native(iterator)
      _ = iterator
      return element
    }
    return try next(interpreter, at: location)
  }
}

/// An iterator a registry type provides (`stride(from:to:by:)`, `zip`, an `AsyncStream`).
public protocol NativeIterator {
  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value?
}

/// An iterator whose elements are awaited (`for await`).
public protocol AsyncNativeIterator: NativeIterator {
  func nextAsync(_ interpreter: Interpreter, at location: SourceLocation?) async throws -> Value?
}

/// A registry value that is a sequence: `for` loops and `Array(…)` walk it.
public protocol NativeSequence: NativeValue {
  func makeIterator() -> any NativeIterator
}

extension Interpreter {
  /// An iterator over the elements of a sequence value.
  public func makeIterator(_ value: Value, at location: SourceLocation?) throws -> ValueIterator {
    switch value {
    case .array(let array): return ValueIterator(state: .elements(array.elements, index: 0))
    case .set(let set): return ValueIterator(state: .elements(set.elements, index: 0))
    case .string(let string): return ValueIterator(state: .characters(string, string.startIndex))
    case .dictionary(let dictionary): return ValueIterator(state: .dictionary(dictionary, index: 0))
    case .range(let range):
      if let (low, high) = range.intBounds { return ValueIterator(state: .integers(next: low, end: high)) }
      if range.upper == nil, case .int(let low)? = range.lower { return ValueIterator(state: .unboundedIntegers(next: low)) }
      if case .character? = range.lower {
        throw InterpreterError.unsupported("'ClosedRange<Character>' is not a sequence", at: location)
      }
      return ValueIterator(state: .elements(try rangeElements(range, at: location), index: 0))
    case .native(let native):
      if let sequence = native as? any NativeSequence { return ValueIterator(state: .native(sequence.makeIterator())) }
      throw InterpreterError.notModelled("\(native.typeName) as a sequence", at: location)
    case .some(let inner):
      return try makeIterator(inner, at: location)
    case .structure, .object, .enumCase:
      if ProgramAsyncIterator.isAsyncSequence(value, self) {
        return ValueIterator(state: .native(try ProgramAsyncIterator(value, self, at: location)))
      }
      return ValueIterator(state: .native(try ProgramSequenceIterator(value, self, at: location)))
    default:
      throw InterpreterError.unsupported("for-in loop requires '\(TypeNames.describe(value))' to conform to 'Sequence'", at: location)
    }
  }

  /// Every element of a sequence, in order (bounded by the size budget).
  public func elements(of value: Value, at location: SourceLocation?) throws -> [Value] {
    if case .array(let array) = value { return array.elements }
    var iterator = try makeIterator(value, at: location)
    var result: [Value] = []
    while let element = try iterator.next(self, at: location) {
      result.append(element)
      try checkSize(result.count, at: location)
      try tick(at: location)
    }
    try allocate(values: result.count, at: location)
    return result
  }

  private func rangeElements(_ range: RangeValue, at location: SourceLocation?) throws -> [Value] {
    guard case .number(let low)? = range.lower, case .number(let high)? = range.upper, low.kind.isInteger,
      let start = low.integerValue, let end = high.integerValue
    else {
      throw InterpreterError.unsupported("this range is not a sequence", at: location)
    }
    let last = range.isClosed ? end : end - 1
    guard start <= last else { return [] }
    try checkSize(last - start + 1, at: location)
    try allocate(values: last - start + 1, at: location)
    return (start...last).compactMap { IntegerArithmetic.exactly($0, as: low.kind).map(Value.number) }
  }
}

/// A sequence type of the program: its `makeIterator()`, then that iterator's `next()`; or a
/// collection of the program that writes no iterator (`startIndex`, `endIndex`,
/// `index(after:)` and a subscript): the standard `IndexingIterator` over its indices.
struct ProgramSequenceIterator: NativeIterator {
  var iterator: Value
  /// For a collection walked by its indices: the next index and the end.
  var indices: (next: Value, end: Value)?

  init(_ sequence: Value, _ interpreter: Interpreter, at location: SourceLocation?) throws {
    var receiver = sequence
    // Only the program's own `makeIterator()`: a type that is its own iterator (`Sequence,
    // IteratorProtocol`) gets the standard one, which returns `self` (calling the registry's here
    // came back to this iterator without end).
    if case .methods = interpreter.lookupMember(of: sequence, "makeIterator") {
      iterator = try interpreter.callMethod(&receiver, "makeIterator", CallArguments(positional: []), at: location)
    } else {
      iterator = sequence
      if case .notFound = interpreter.lookupMember(of: sequence, "next"),
        interpreter.lookupMember(of: sequence, "startIndex").isFound,
        interpreter.lookupMember(of: sequence, "endIndex").isFound
      {
        indices = (try interpreter.getMember(sequence, "startIndex", at: location),
          try interpreter.getMember(sequence, "endIndex", at: location))
      }
    }
  }

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    if let (index, end) = indices {
      if try interpreter.equal(index, end, at: location) { return nil }
      let element = try interpreter.subscriptGet(iterator, [index], labels: [nil], at: location)
      let following = try interpreter.callMethod(&iterator, "index", CallArguments(values: [index],
        shapes: [ArgumentMatcher.ArgumentShape(label: "after", isTrailingClosure: false)]), at: location)
      indices = (following, end)
      return element
    }
    let element = try interpreter.callMethod(&iterator, "next", CallArguments(positional: []), at: location)
    return element.unwrapped
  }
}
