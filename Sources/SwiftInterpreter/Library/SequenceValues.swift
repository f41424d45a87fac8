import Transcript

/// `array.reversed()`: a collection that walks its base backwards, printed as Swift prints it.
final class ReversedValue: NativeSequence {
  let base: Value
  let elements: [Value]
  private let baseName: String

  init(base: Value, elements: [Value]) {
    self.base = base
    self.elements = elements
    self.baseName = TypeNames.genericName(base)
  }

  var typeName: String { "ReversedCollection" }
  var description: String? { nil }
  func makeIterator() -> any NativeIterator { ArrayIterator(elements: elements) }

  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    "ReversedCollection<\(baseName)>(_base: \(try interpreter.reflect(base, at: location)))"
  }
}

/// `sequence.enumerated()`: `(offset, element)` pairs, made as the loop asks for them.
///
/// Swift's `EnumeratedSequence` walks its base lazily: `for (i, x) in endless.enumerated()`
/// with a `break` stops where the loop does (building every pair first ran an endless
/// sequence until it overflowed).
final class EnumeratedSequenceValue: NativeSequence {
  let base: Value
  private let baseName: String

  init(base: Value) {
    self.base = base
    self.baseName = TypeNames.genericName(base)
  }

  var typeName: String { "EnumeratedSequence" }
  var description: String? { nil }

  func makeIterator() -> any NativeIterator { EnumeratingIterator(base: base) }

  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    "EnumeratedSequence<\(baseName)>(_base: \(try interpreter.reflect(base, at: location)))"
  }
}

/// The pairs of an ``EnumeratedSequenceValue``: the base's iterator is made on the first step.
struct EnumeratingIterator: NativeIterator {
  let base: Value
  private var inner: ValueIterator?
  private var offset = 0

  init(base: Value) { self.base = base }

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    var iterator = try inner ?? interpreter.makeIterator(base, at: location)
    let element = try iterator.next(interpreter, at: location)
    inner = iterator
    guard let element else { return nil }
    offset += 1
    return .tuple(TupleValue([.int(offset - 1), element], labels: ["offset", "element"]))
  }
}

/// Walks a list of values.
struct ArrayIterator: NativeIterator {
  let elements: [Value]
  var index = 0

  init(elements: [Value]) { self.elements = elements }

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    guard index < elements.count else { return nil }
    index += 1
    return elements[index - 1]
  }
}

/// A registry value that prints with the interpreter's help (its parts are program values).
protocol DescribedNativeValue: NativeValue {
  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String
}

extension ReversedValue: DescribedNativeValue {}
extension EnumeratedSequenceValue: DescribedNativeValue {}

extension TypeNames {
  /// A standard value's type with its generic arguments: `Array<Int>`, `String`.
  static func genericName(_ value: Value) -> String {
    switch value {
    case .array(let array):
      return "Array<\(array.elements.first.map(genericName) ?? "Any")>"
    case .native(let slice as ArraySliceValue):
      return "ArraySlice<\(slice.elements.first.map(genericName) ?? "Any")>"
    case .string: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .character: return "Character"
    case .set(let set): return "Set<\(set.elements.first.map(genericName) ?? "Any")>"
    case .dictionary(let dictionary):
      let first = dictionary.first
      return "Dictionary<\(first.map { genericName($0.key) } ?? "Any"), \(first.map { genericName($0.value) } ?? "Any")>"
    case .range(let range):
      let bound = (range.lower ?? range.upper).map(genericName) ?? "Int"
      return range.isClosed ? "ClosedRange<\(bound)>" : "Range<\(bound)>"
    default: return describe(value)
    }
  }
}

/// A fixed stream of pseudo-random numbers (SplitMix64, seed 0): `random(in:)` and
/// `shuffled()` give the same values every run. Real Swift's differ from run to run, so no
/// lesson can claim them; the fixed stream keeps transcripts identical.
struct DeterministicRandom {
  private var state: UInt64 = 0

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Interpreter {
  /// A number in `0..<bound` from the run's fixed stream.
  func random(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(randomStream.next() % UInt64(bound))
  }

  func randomUnit() -> Double { Double(randomStream.next() >> 11) / Double(1 << 53) }

  func shuffle(_ values: inout [Value]) {
    guard values.count > 1 else { return }
    for index in stride(from: values.count - 1, to: 0, by: -1) {
      values.swapAt(index, random(below: index + 1))
    }
  }
}
