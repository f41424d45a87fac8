import Transcript

/// `BinaryInteger.words`: the value as machine words, least significant first. On this
/// machine and on every iOS device a word is 64 bits, so every integer type up to 64 bits has
/// exactly one: its value sign-extended to `UInt` (`Int8(-1).words.first == UInt.max`).
enum IntegerWords {
  static func register(in registry: Registry) {
    for name in ["Int"] + NumberKind.allCases.filter(\.isInteger).map(\.rawValue) {
      registry.type(name, module: "Swift", doc: "https://developer.apple.com/documentation/swift/binaryinteger") { type in
        type.property("var words: Self.Words { get }") { access in
          .native(IntegerWordsValue(owner: access.receiver, ownerType: name))
        }
      }
      registry.type("\(name).Words", module: "Swift",
        conformances: ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"],
        doc: "https://developer.apple.com/documentation/swift/binaryinteger/words-swift.property") { type in
        type.subscriptMember("subscript(_ position: Int) -> UInt") { call in
          guard let words = call.receiver.native(as: IntegerWordsValue.self), case .int(0) = call[0] else {
            throw InterpreterError.trap("Word index out of range", at: call.location)
          }
          return words.word
        }
        type.property("var startIndex: Int { get }") { _ in .int(0) }
        type.property("var endIndex: Int { get }") { _ in .int(1) }
        type.property("var indices: Range<Int> { get }") { _ in .range(RangeValue(lower: .int(0), upper: .int(1), isClosed: false)) }
      }
    }
  }
}

/// `x.words`: prints as the standard library's struct does, `Words(_value: 255)`.
final class IntegerWordsValue: NativeSequence, DescribedNativeValue, ReflectedNativeValue {
  let owner: Value
  let ownerType: String

  init(owner: Value, ownerType: String) {
    self.owner = owner
    self.ownerType = ownerType
  }

  var typeName: String { "\(ownerType).Words" }
  var description: String? { nil }

  /// The one word: the value's bits sign-extended to 64, as a `UInt`.
  var word: Value {
    let bits: UInt64
    switch owner {
    case .int(let i): bits = UInt64(bitPattern: Int64(i))
    case .number(let n): bits = UInt64(bitPattern: Int64(IntegerArithmetic.signExtended(n)))
    default: bits = 0
    }
    return .number(Number(kind: .uint, bits: bits))
  }

  func makeIterator() -> any NativeIterator { ArrayIterator(elements: [word]) }

  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    "Words(_value: \(try interpreter.describe(owner, at: location)))"
  }

  func reflect(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    "Swift.\(ownerType).Words(_value: \(try interpreter.describe(owner, at: location)))"
  }
}
