import Transcript

/// `[Key: Value]`: pairs in insertion order, found by the program's own hashing and equality.
///
/// Swift's `Dictionary` order is seeded per process, so no order is "right"; insertion order
/// keeps runs identical. Keys hash through the interpreter (a type's `hash(into:)` and `==`
/// are the program's), so the dictionary cannot use Swift's `Hashable`.
public struct DictionaryValue {
  private var storage = DictionaryStorage()

  public init() {}

  public var count: Int { storage.keys.count }
  public var isEmpty: Bool { storage.keys.isEmpty }
  public var keys: [Value] { storage.keys }
  public var values: [Value] { storage.values }
  public var first: (key: Value, value: Value)? {
    storage.keys.first.map { ($0, storage.values[0]) }
  }

  public subscript(position: Int) -> (key: Value, value: Value) {
    (storage.keys[position], storage.values[position])
  }

  public func index(of key: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Int? {
    let hash = try interpreter.hash(key, at: location)
    guard let candidates = storage.buckets[hash] else { return nil }
    for index in candidates where try interpreter.equal(storage.keys[index], key, at: location) {
      return index
    }
    return nil
  }

  public func value(for key: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    try index(of: key, interpreter: interpreter, at: location).map { storage.values[$0] }
  }

  /// Sets the value for a key (adding the key at the end when it is new).
  public mutating func set(_ key: Value, _ value: Value, interpreter: Interpreter, at location: SourceLocation?) throws {
    makeUnique()
    if let index = try index(of: key, interpreter: interpreter, at: location) {
      storage.values[index] = value
      return
    }
    let hash = try interpreter.hash(key, at: location)
    storage.buckets[hash, default: []].append(storage.keys.count)
    storage.keys.append(key)
    storage.values.append(value)
    try interpreter.checkSize(storage.keys.count, at: location)
    try interpreter.allocate(values: 3, at: location)
  }

  /// Changes the value at a position in place.
  public mutating func setValue(at index: Int, _ value: Value) {
    makeUnique()
    storage.values[index] = value
  }

  /// Changes the value at a position in place, without copying it.
  mutating func modifyValue<T>(at index: Int, _ body: (inout Value) throws -> T) rethrows -> T {
    makeUnique()
    return try body(&storage.values[index])
  }

  @discardableResult
  public mutating func remove(_ key: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    guard let index = try index(of: key, interpreter: interpreter, at: location) else { return nil }
    return try remove(at: index, interpreter: interpreter, at: location)
  }

  public mutating func remove(at index: Int, interpreter: Interpreter, at location: SourceLocation?) throws -> Value {
    makeUnique()
    let removed = storage.values.remove(at: index)
    storage.keys.remove(at: index)
    try storage.rebuild(interpreter, at: location)
    return removed
  }

  public mutating func removeAll() {
    storage = DictionaryStorage()
  }

  mutating func mapValues(_ transform: (Value) -> Value) {
    makeUnique()
    storage.values = storage.values.map(transform)
  }

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }
}

final class DictionaryStorage {
  var keys: [Value] = []
  var values: [Value] = []
  var buckets: [Int: [Int]] = [:]

  func copy() -> DictionaryStorage {
    let copy = DictionaryStorage()
    copy.keys = keys
    copy.values = values
    copy.buckets = buckets
    return copy
  }

  func rebuild(_ interpreter: Interpreter, at location: SourceLocation?) throws {
    buckets = [:]
    for (index, key) in keys.enumerated() {
      buckets[try interpreter.hash(key, at: location), default: []].append(index)
    }
  }
}

/// `Set<Element>`: elements in insertion order, found by the program's hashing and equality.
public struct SetValue {
  private var dictionary = DictionaryValue()

  public init() {}

  public var count: Int { dictionary.count }
  public var isEmpty: Bool { dictionary.isEmpty }
  public var elements: [Value] { dictionary.keys }

  public func contains(_ element: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Bool {
    try dictionary.index(of: element, interpreter: interpreter, at: location) != nil
  }

  /// Inserts an element; false when an equal one was already there.
  @discardableResult
  public mutating func insert(_ element: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Bool {
    if try contains(element, interpreter: interpreter, at: location) { return false }
    try dictionary.set(element, .void, interpreter: interpreter, at: location)
    return true
  }

  @discardableResult
  public mutating func remove(_ element: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    guard let index = try dictionary.index(of: element, interpreter: interpreter, at: location) else { return nil }
    let removed = dictionary[index].key
    _ = try dictionary.remove(at: index, interpreter: interpreter, at: location)
    return removed
  }

  public mutating func removeAll() { dictionary.removeAll() }
}
