import Transcript

/// `makeIterator()` and the iterator's `next()`, for a program that walks a sequence by hand
/// (`var it = items.makeIterator(); while let x = it.next() { … }`).
///
/// The iterator is a value, as Swift's `IndexingIterator` is: `next()` is mutating and replaces
/// the variable's iterator with one a step further, so a copy keeps its own position.
enum Iterators {
  static let doc = "https://developer.apple.com/documentation/swift/indexingiterator"

  static func register(in registry: Registry) {
    registry.type("IndexingIterator", module: "Swift", conformances: ["IteratorProtocol", "Sequence"], doc: doc) { type in
      type.method("mutating func next() -> Element?") { call in
        guard case .native(let native as IteratorValue) = call.receiver else {
          throw InterpreterError.unsupported("expected an iterator", at: call.location)
        }
        guard native.position < native.elements.count else { return .none }
        call.receiver = .native(IteratorValue(native.elements, position: native.position + 1))
        return .some(native.elements[native.position])
      }
    }
    registry.type("Sequence", module: "Swift", kind: .protocolType, doc: "https://developer.apple.com/documentation/swift/sequence") { type in
      type.method("func makeIterator() -> IndexingIterator<Self>") { call in
        .native(IteratorValue(try call.elements(), position: 0))
      }
    }
  }
}

/// An iterator over a sequence's elements, at a position.
final class IteratorValue: NativeSequence {
  let elements: [Value]
  let position: Int
  init(_ elements: [Value], position: Int) {
    self.elements = elements
    self.position = position
  }
  var typeName: String { "IndexingIterator" }
  var description: String? { nil }
  func makeIterator() -> any NativeIterator { ArrayIterator(elements: Array(elements[position...])) }
}
