import SwiftReader
import Transcript

/// `ArraySlice`, what a range subscript and `split` give on an array: it keeps the positions
/// its elements had in the array (`letters[2...4].startIndex` is 2), prints as an array does,
/// and names itself `ArraySlice` in a collection and in `type(of:)`.
///
/// The members that give or take positions are its own; every other `Array` member runs on an
/// array of its elements (the `superclass` link), which answers the same. An `Array` member
/// that mutates is refused on a slice rather than changing a copy.
enum ArraySlices {
  static let doc = "https://developer.apple.com/documentation/swift/arrayslice"

  static func register(in registry: Registry) {
    registry.type("ArraySlice", module: "Swift",
      conformances: ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence",
        "CustomStringConvertible", "CustomDebugStringConvertible"],
      doc: doc) { type in
      type.superclass = "Array"
      properties(type)
      positions(type)
      ArraySliceMaking.register(on: type, doc: doc)
      type.subscriptMember("subscript(_ position: Int) -> Element", doc: doc) { call in
        let slice = try receiver(call.receiver, call.location), position = try call.int(0)
        // A slice checks its positions with its own words (an array says "Index out of range").
        guard slice.indices.contains(position) else { throw InterpreterError.trap("Index out of bounds", at: call.location) }
        return slice.elements[position - slice.start]
      }
      type.subscriptMember("subscript(_ bounds: Range<Int>) -> ArraySlice<Element>", doc: doc) { call in
        let slice = try receiver(call.receiver, call.location)
        guard case .range(let range) = call[0] else {
          throw InterpreterError.unsupported("expected a 'Range<Int>'", at: call.location)
        }
        let (low, high) = try call.interpreter.bounds(
          of: range, start: slice.start, end: slice.start + slice.elements.count, isSlice: true, at: call.location)
        return .native(ArraySliceValue(Array(slice.elements[(low - slice.start)..<(high - slice.start)]), start: low))
      }
    }
  }

  static func receiver(_ value: Value, _ location: SourceLocation?) throws -> ArraySliceValue {
    guard case .native(let native as ArraySliceValue) = value else {
      throw InterpreterError.unsupported("expected an 'ArraySlice', not '\(TypeNames.describe(value))'", at: location)
    }
    return native
  }

  private static func properties(_ type: NativeType) {
    type.property("var startIndex: Int { get }", doc: doc) { access in .int(try receiver(access.receiver, access.location).start) }
    type.property("var endIndex: Int { get }", doc: doc) { access in
      let slice = try receiver(access.receiver, access.location)
      return .int(slice.start + slice.elements.count)
    }
    type.property("var indices: Range<Int> { get }", doc: doc) { access in
      let slice = try receiver(access.receiver, access.location)
      return .range(RangeValue(lower: .int(slice.start), upper: .int(slice.start + slice.elements.count), isClosed: false))
    }
    type.property("var count: Int { get }", doc: doc) { access in .int(try receiver(access.receiver, access.location).elements.count) }
    type.property("var isEmpty: Bool { get }", doc: doc) { access in .bool(try receiver(access.receiver, access.location).elements.isEmpty) }
    type.property("var first: Element? { get }", doc: doc) { access in .optional(try receiver(access.receiver, access.location).elements.first) }
    type.property("var last: Element? { get }", doc: doc) { access in .optional(try receiver(access.receiver, access.location).elements.last) }
  }

  private static func positions(_ type: NativeType) {
    type.method("func firstIndex(of element: Element) -> Int?", doc: doc) { call in
      let slice = try receiver(call.receiver, call.location)
      for (offset, element) in slice.elements.enumerated() where try call.interpreter.equal(element, call[0], at: call.location) {
        return .some(.int(slice.start + offset))
      }
      return .none
    }
    type.method("func lastIndex(of element: Element) -> Int?", doc: doc) { call in
      let slice = try receiver(call.receiver, call.location)
      for (offset, element) in slice.elements.enumerated().reversed() where try call.interpreter.equal(element, call[0], at: call.location) {
        return .some(.int(slice.start + offset))
      }
      return .none
    }
    type.method("func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?", doc: doc) { call in
      let slice = try receiver(call.receiver, call.location), test = try call.function(0)
      for (offset, element) in slice.elements.enumerated() where try call.test(test, element) { return .some(.int(slice.start + offset)) }
      return .none
    }
    type.method("func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?", doc: doc) { call in
      let slice = try receiver(call.receiver, call.location), test = try call.function(0)
      for (offset, element) in slice.elements.enumerated().reversed() where try call.test(test, element) {
        return .some(.int(slice.start + offset))
      }
      return .none
    }
    type.method("func reversed() -> ReversedCollection<Self>", doc: doc) { call in
      .native(ReversedValue(base: call.receiver, elements: try receiver(call.receiver, call.location).elements.reversed()))
    }
  }

  /// `array.split(separator:)` and `split(whereSeparator:)`: slices of the array.
  static func splitting(_ type: NativeType) {
    type.method("func split(separator: Element, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [ArraySlice<Element>]") { call in
      let separator = call[0]
      return try split(call, maxSplits: try call.int(1), omitting: try call.bool(2)) { element in
        try call.interpreter.equal(element, separator, at: call.location)
      }
    }
    type.method("func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Element) throws -> Bool) rethrows -> [ArraySlice<Element>]") { call in
      let test = try call.function(2)
      return try split(call, maxSplits: try call.int(0), omitting: try call.bool(1)) { try call.test(test, $0) }
    }
    type.method("mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int") { call in
      let test = try call.function(0)
      let interpreter = call.interpreter, location = call.location
      // Swift's own partition, asking the closure in its order (from both ends, each element
      // once), so a closure that prints prints as in Swift; the array is written back after.
      var elements = try call.elements()
      let pivot = try elements.partition { try call.test(test, $0) }
      return try call.mutateArray { stored in
        stored = elements
        try interpreter.checkSize(stored.count, at: location)
        return .int(pivot)
      }
    }
  }

  private static func split(
    _ call: NativeCall, maxSplits: Int, omitting: Bool, _ isSeparator: (Value) throws -> Bool
  ) throws -> Value {
    guard maxSplits >= 0 else { throw InterpreterError.trap("Must take zero or more splits", at: call.location) }
    let elements = try call.elements()
    // Asked as Swift asks: element by element, and no further once the last split is made.
    let pieces = try Array(elements.indices).split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) {
      try isSeparator(elements[$0])
    }
    return .list(pieces.map { piece in
      .native(ArraySliceValue(piece.map { elements[$0] }, start: piece.startIndex))
    })
  }

  /// `slice[i] = x`: the slice with its element at position `i` replaced (a slice is a value;
  /// the array it came from keeps its own); `array[range] = elements`. Nil for other bases.
  static func setting(
    _ base: Value, _ keys: [Value], _ value: Value, interpreter: Interpreter, at location: SourceLocation?
  ) throws -> Value? {
    // `array[1...2] = ["Q"]`: the range's elements replaced by the new ones (any number of them).
    if case .array(let array) = base, keys.count == 1, case .range(let range) = keys[0] {
      let (low, high) = try interpreter.bounds(of: range, count: array.elements.count, at: location)
      var elements = array.elements
      elements.replaceSubrange(low..<high, with: try interpreter.elements(of: value, at: location))
      try interpreter.checkSize(elements.count, at: location)
      return .list(elements)
    }
    guard case .native(let slice as ArraySliceValue) = base, keys.count == 1, case .int(let position) = keys[0] else {
      return nil
    }
    guard slice.indices.contains(position) else { throw InterpreterError.trap("Index out of bounds", at: location) }
    var elements = slice.elements
    elements[position - slice.start] = value
    return .native(ArraySliceValue(elements, start: slice.start))
  }

  /// A slice passed where a registry function declares an array: Swift's own API there takes
  /// any sequence (`Array(_:)`, `append(contentsOf:)`), written as an array here.
  static func passing(_ value: Value, as type: TypeSyntax) -> Value {
    guard case .native(let native as ArraySliceValue) = value else { return value }
    switch type.kind {
    case .array: return .array(ArrayValue(native.elements))
    case .named(let name, _) where name == "Array": return .array(ArrayValue(native.elements))
    default: return value
    }
  }
}

/// An `ArraySlice` value: its elements and the position of the first in the array it came from.
final class ArraySliceValue: NativeSequence, DescribedNativeValue, ReflectedNativeValue {
  let elements: [Value]
  let start: Int
  init(_ elements: [Value], start: Int) {
    self.elements = elements
    self.start = start
  }
  var typeName: String { "ArraySlice" }
  var description: String? { nil }
  var indices: Range<Int> { start..<(start + elements.count) }
  func makeIterator() -> any NativeIterator { ArrayIterator(elements: elements) }
  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    try interpreter.describe(.array(ArrayValue(elements)), at: location)
  }
  func reflect(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    "ArraySlice(" + (try interpreter.reflect(.array(ArrayValue(elements)), at: location)) + ")"
  }
  func isEqual(to other: any NativeValue) -> Bool? { nil }
}

/// A registry value whose `String(reflecting:)` (and place in a printed collection) differs from
/// its `print` text: `ArraySlice([1, 2])` in a collection, `[1, 2]` alone.
protocol ReflectedNativeValue: NativeValue {
  func reflect(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String
}

extension Interpreter {
  /// The elements of two operands when one is an array slice and the other an array or a slice:
  /// an array literal compared with a slice is a slice, and slices compare element by element.
  func sliceElements(_ a: Value, _ b: Value) -> ([Value], [Value])? {
    func elements(_ value: Value) -> [Value]? {
      switch value {
      case .array(let array): return array.elements
      case .native(let native as ArraySliceValue): return native.elements
      default: return nil
      }
    }
    guard a.isArraySlice || b.isArraySlice, let x = elements(a), let y = elements(b) else { return nil }
    return (x, y)
  }

  /// An `Array` member called on a slice runs on an array of its elements; one that mutates is refused.
  func arrayReceiver(for function: NativeFunction, _ receiver: Value, at location: SourceLocation?) throws -> Value? {
    guard case .native(let native as ArraySliceValue) = receiver, function.documentation != ArraySlices.doc else { return nil }
    if function.signature.isMutating {
      throw InterpreterError.unsupported(
        "lesson-runner does not model mutating an 'ArraySlice' with '\(function.signature.compoundName)'", at: location)
    }
    return .array(ArrayValue(native.elements))
  }
}

extension Value {
  var isArraySlice: Bool {
    if case .native(let native) = self { return native is ArraySliceValue }
    return false
  }
}
