import Transcript

/// `sequence.prefix(n)` of a sequence that is not a collection (a sequence type of the program,
/// an `UnfoldSequence`): a `PrefixSequence` that pulls from its base only as it is walked, at
/// most `n` times, as the standard library's does (Apple, Sequence.prefix(_:) and
/// PrefixSequence). Its base's `next()` then runs between a loop's bodies, not all before them,
/// and an endless base is fine.
final class PrefixSequenceValue: NativeSequence {
  let base: Value
  let limit: Int
  init(base: Value, limit: Int) {
    self.base = base
    self.limit = limit
  }
  var typeName: String { "PrefixSequence" }
  var description: String? { nil }
  func makeIterator() -> any NativeIterator { PrefixIterator(base: base, limit: limit) }

  /// Whether `prefix(_:)` of this value is such a lazy prefix rather than an array or a slice.
  static func isLazyBase(_ value: Value) -> Bool {
    switch value {
    case .structure, .object, .enumCase: return true
    case .native(let native): return native is UnfoldValue || native is PrefixSequenceValue
    default: return false
    }
  }
}

/// Walks a `PrefixSequenceValue`: its base's iterator is made when the first element is asked for.
struct PrefixIterator: NativeIterator {
  let base: Value
  let limit: Int
  var taken = 0
  var inner: ValueIterator?

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    guard taken < limit else { return nil }
    if inner == nil { inner = try interpreter.makeIterator(base, at: location) }
    taken += 1
    guard let element = try inner?.next(interpreter, at: location) else {
      taken = limit
      return nil
    }
    return element
  }
}
