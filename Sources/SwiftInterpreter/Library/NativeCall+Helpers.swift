import Transcript

/// Conveniences for registry functions: the receiver's elements, closures to call, in-place
/// changes to an array receiver.
extension NativeCall {
  /// The receiver's elements, when it is a sequence.
  public func elements() throws -> [Value] { try interpreter.elements(of: receiver, at: location) }

  /// The receiver's elements one at a time until `body` returns false: a sequence of the program
  /// (its `next()` may print, or never end) is pulled only as far as Swift's member pulls it.
  func walkElements(_ body: (Value) throws -> Bool) throws {
    if case .array(let array) = receiver {
      for element in array.elements where !(try body(element)) { return }
      return
    }
    var iterator = try interpreter.makeIterator(receiver, at: location)
    while let element = try iterator.next(interpreter, at: location) {
      try interpreter.tick(at: location)
      if !(try body(element)) { return }
    }
  }

  public func string() throws -> String { try interpreter.expectString(receiver, at: location) }

  /// Calls a closure argument with one or more values.
  public func invoke(_ function: FunctionValue, _ arguments: Value...) throws -> Value {
    try interpreter.call(function, arguments, at: location)
  }

  /// Calls a closure argument that answers `Bool`.
  public func test(_ function: FunctionValue, _ arguments: Value...) throws -> Bool {
    let result = try interpreter.call(function, arguments, at: location)
    guard case .bool(let answer) = result else {
      throw InterpreterError.unsupported("a predicate must return 'Bool'", at: location)
    }
    return answer
  }

  /// Changes the receiver's elements in place (the array is not copied when not shared).
  public mutating func mutateArray<T>(_ body: (inout [Value]) throws -> T) throws -> T {
    try interpreter.withArray(&receiver, body)
  }

  /// Changes a string receiver in place.
  public mutating func mutateString<T>(_ body: (inout String) throws -> T) throws -> T {
    guard case .string(var text) = receiver else {
      throw InterpreterError.unsupported("expected a 'String' receiver", at: location)
    }
    receiver = .void
    defer { receiver = .string(text) }
    let before = text.utf8.count
    let result = try body(&text)
    try interpreter.checkSize(text.utf8.count, at: location)
    try interpreter.allocate(bytes: max(0, text.utf8.count - before), at: location)
    return result
  }

  /// `a < b` as the program orders values.
  public func less(_ a: Value, _ b: Value) throws -> Bool { try interpreter.less(a, b, at: location) }

  public func equal(_ a: Value, _ b: Value) throws -> Bool { try interpreter.equal(a, b, at: location) }

  /// Sorts values by a "comes before" test with Swift's own sort (stable, and rethrowing): the
  /// test is asked exactly as the program's build asks it, so a comparator that counts or prints
  /// does so as in Swift (a tie-breaking second question per comparison asked it more often).
  public func sorted(_ values: [Value], by before: (Value, Value) throws -> Bool) throws -> [Value] {
    let result = try values.sorted(by: before)
    try interpreter.charge(values.count * 8, at: location)
    return result
  }
}

extension Value {
  /// An `Int` value, as registry code writes it.
  public static func integer(_ value: Int) -> Value { .int(value) }
  /// An optional from a Swift optional.
  public static func optional(_ value: Value?) -> Value { value.map { .some($0) } ?? .none }
  /// An array value.
  public static func list(_ values: [Value]) -> Value { .array(ArrayValue(values)) }
}
