import Transcript

/// Members of arrays, sequences and ranges beyond the everyday ones: replacing and removing a
/// range of elements, lexicographic order, and whether two ranges overlap.
enum CollectionExtras {
  static func register(in registry: Registry) {
    registry.type("Array", module: "Swift", doc: "https://developer.apple.com/documentation/swift/array") { type in
      type.method("mutating func removeSubrange(_ bounds: Range<Int>)") { call in
        let range = call[0], location = call.location
        return try call.mutateArray { elements in
          let bounds = try offsets(range, count: elements.count, at: location)
          try checkSubrange(bounds, count: elements.count, at: location)
          elements.removeSubrange(bounds)
          return .void
        }
      }
      type.method("mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: [Element])") { call in
        let range = call[0]
        let replacement = try call.interpreter.elements(of: call[1], at: call.location), location = call.location
        return try call.mutateArray { elements in
          let bounds = try offsets(range, count: elements.count, at: location)
          try checkSubrange(bounds, count: elements.count, at: location)
          elements.replaceSubrange(bounds, with: replacement)
          return .void
        }
      }
    }
    registry.type("Sequence", module: "Swift", kind: .protocolType,
      doc: "https://developer.apple.com/documentation/swift/sequence") { type in
      type.method("func lexicographicallyPrecedes<OtherSequence>(_ other: OtherSequence) -> Bool") { call in
        let mine = try call.elements(), other = try call.interpreter.elements(of: call[0], at: call.location)
        for (a, b) in zip(mine, other) {
          if try call.less(a, b) { return .bool(true) }
          if try call.less(b, a) { return .bool(false) }
        }
        return .bool(mine.count < other.count)
      }
    }
    for name in ["Range", "ClosedRange"] {
      registry.type(name, module: "Swift", doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        type.method("func overlaps(_ other: Self) -> Bool") { call in
          guard case .range(let mine) = call.receiver, case .range(let other) = call[0],
            let a = mine.lower, let b = mine.upper, let c = other.lower, let d = other.upper
          else { throw InterpreterError.unsupported("'overlaps' needs two bounded ranges", at: call.location) }
          // Empty half-open ranges overlap nothing; otherwise each starts before the other ends.
          if !mine.isClosed, !(try call.less(a, b)) { return .bool(false) }
          if !other.isClosed, !(try call.less(c, d)) { return .bool(false) }
          let startsBeforeOtherEnds = other.isClosed ? !(try call.less(d, a)) : try call.less(a, d)
          let otherStartsBeforeEnd = mine.isClosed ? !(try call.less(b, c)) : try call.less(c, b)
          return .bool(startsBeforeOtherEnds && otherStartsBeforeEnd)
        }
      }
    }
  }

  /// The checks `Array.replaceSubrange` makes (the standard library's own preconditions).
  private static func checkSubrange(_ bounds: Range<Int>, count: Int, at location: SourceLocation?) throws {
    if bounds.lowerBound < 0 { throw InterpreterError.trap("Array replace: subrange start is negative", at: location) }
    if bounds.upperBound > count { throw InterpreterError.trap("Array replace: subrange extends past the end", at: location) }
  }

  /// An `Int` range argument as offsets in an array of `count` elements (`1..<3`, `1...2`, and
  /// the one-sided `1...`, `..<2`, `...1`, which were refused).
  private static func offsets(_ value: Value, count: Int, at location: SourceLocation?) throws -> Range<Int> {
    func bound(_ value: Value?, _ open: Int) throws -> Int {
      switch value {
      case nil: return open
      case .int(let n)?: return n
      default: throw InterpreterError.unsupported("expected a range of 'Int'", at: location)
      }
    }
    guard case .range(let range) = value else { throw InterpreterError.unsupported("expected a range of 'Int'", at: location) }
    let low = try bound(range.lower, 0), high = try bound(range.upper, count)
    let end = range.isClosed && range.upper != nil ? high + 1 : high
    guard low <= end else { throw InterpreterError.trap("Range requires lowerBound <= upperBound", at: location) }
    return low..<end
  }
}
