import Transcript

/// `[Key: Value]`: pairs in insertion order, found by the program's own hashing and equality.
///
/// Swift's `Dictionary` order is seeded per process, so no order is "right"; insertion order
/// keeps runs identical. Keys hash through the interpreter (a type's `hash(into:)` and `==`
/// are the program's), so the dictionary cannot use Swift's `Hashable`: it keeps its own open
/// table (`DictionaryStorage`), shared by copies until one of them changes, as Swift's is.
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
    return try storage.find(key, hash: hash, interpreter, at: location).index
  }

  public func value(for key: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    try index(of: key, interpreter: interpreter, at: location).map { storage.values[$0] }
  }

  /// Sets the value for a key (adding the key at the end when it is new), in place when the
  /// storage is not shared: O(1) amortised, as Swift's insertion is.
  public mutating func set(_ key: Value, _ value: Value, interpreter: Interpreter, at location: SourceLocation?) throws {
    try makeUnique(interpreter, at: location)
    let hash = try interpreter.hash(key, at: location)
    let found = try storage.find(key, hash: hash, interpreter, at: location)
    if let index = found.index {
      storage.values[index] = value
      return
    }
    try interpreter.checkSize(storage.keys.count + 1, at: location)
    try interpreter.allocate(values: 3, at: location)
    storage.append(key, value, hash: hash, slot: found.slot)
  }

  /// Changes the value at a position in place.
  public mutating func setValue(
    at index: Int, _ value: Value, interpreter: Interpreter? = nil, at location: SourceLocation? = nil
  ) throws {
    try makeUnique(interpreter, at: location)
    storage.values[index] = value
  }

  /// Changes the value at a position in place, without copying it.
  mutating func modifyValue<T>(
    at index: Int, interpreter: Interpreter? = nil, at location: SourceLocation? = nil, _ body: (inout Value) throws -> T
  ) throws -> T {
    try makeUnique(interpreter, at: location)
    return try body(&storage.values[index])
  }

  @discardableResult
  public mutating func remove(_ key: Value, interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    guard let index = try index(of: key, interpreter: interpreter, at: location) else { return nil }
    return try remove(at: index, interpreter: interpreter, at: location)
  }

  /// Removes the pair at a position; the pairs after it move up (charged by their number, as
  /// a copy is: the order is kept, so removal is O(n) where Swift's is O(1)).
  public mutating func remove(at index: Int, interpreter: Interpreter, at location: SourceLocation?) throws -> Value {
    try makeUnique(interpreter, at: location)
    try interpreter.charge(storage.keys.count * 3, at: location)
    return storage.remove(at: index)
  }

  public mutating func removeAll() {
    storage = DictionaryStorage()
  }

  mutating func mapValues(_ transform: (Value) -> Value) {
    try? makeUnique(nil, at: nil)
    storage.values = storage.values.map(transform)
  }

  /// Copies a storage another dictionary shares before it changes, charged by its size.
  private mutating func makeUnique(_ interpreter: Interpreter?, at location: SourceLocation?) throws {
    if isKnownUniquelyReferenced(&storage) { return }
    if let interpreter {
      try interpreter.charge(storage.keys.count * 3, at: location)
      try interpreter.allocate(values: storage.keys.count * 3, at: location)
    }
    storage = storage.copy()
  }
}

/// A dictionary's pairs in insertion order, and an open-addressing table over them.
///
/// Each key's hash is kept beside it, so that growing the table or removing a pair never runs
/// the program's `hash(into:)` again. The table holds a pair's position + 1 (0 when empty),
/// is a power of two long and at most half full; a hash picks its first slot by Fibonacci
/// hashing (its high bits after a multiply), so that keys in arithmetic steps do not cluster.
final class DictionaryStorage {
  var keys: [Value] = []
  var values: [Value] = []
  private var hashes: [Int] = []
  private var slots: [Int32] = []
  private var shift = 64

  func copy() -> DictionaryStorage {
    let copy = DictionaryStorage()
    copy.keys = keys
    copy.values = values
    copy.hashes = hashes
    copy.slots = slots
    copy.shift = shift
    return copy
  }

  /// The position of an equal key, or the empty slot where the key would go.
  func find(
    _ key: Value, hash: Int, _ interpreter: Interpreter, at location: SourceLocation?
  ) throws -> (index: Int?, slot: Int) {
    guard !slots.isEmpty else { return (nil, -1) }
    let mask = slots.count - 1
    var slot = start(hash)
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return (nil, slot) }
      if hashes[entry - 1] == hash, try interpreter.equal(keys[entry - 1], key, at: location) {
        return (entry - 1, slot)
      }
      slot = (slot + 1) & mask
    }
  }

  /// Adds a new pair at the end; `slot` is where `find` said it goes.
  func append(_ key: Value, _ value: Value, hash: Int, slot: Int) {
    keys.append(key)
    values.append(value)
    hashes.append(hash)
    if keys.count * 2 > slots.count {
      rebuild(capacity: max(8, slots.count * 2))
    } else {
      slots[slot] = Int32(keys.count)
    }
  }

  func remove(at index: Int) -> Value {
    keys.remove(at: index)
    hashes.remove(at: index)
    let removed = values.remove(at: index)
    rebuild(capacity: slots.count)
    return removed
  }

  private func start(_ hash: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: hash &* -7_046_029_254_386_353_131) >> UInt(shift))
  }

  private func rebuild(capacity: Int) {
    slots = Array(repeating: 0, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    let mask = capacity - 1
    for (index, hash) in hashes.enumerated() {
      var slot = start(hash)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
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
