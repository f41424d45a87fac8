import Transcript

/// `prefix`, `suffix`, `dropFirst`, `dropLast` and their `while:`/`upTo:`/`through:`/`from:`
/// forms on an array or an array slice: Swift answers an `ArraySlice` that keeps the positions
/// its elements had (`[1, 2, 3].dropFirst()[1]` is 2, `.startIndex` is 1), so these are not the
/// `Sequence` members, which answer a fresh array.
///
/// Registered on `Array` and on `ArraySlice` (with the slice's documentation, so a slice is not
/// turned into an array of its elements before the call).
enum ArraySliceMaking {
  static func register(on type: NativeType, doc: String) {
    counted(type, doc: doc)
    predicates(type, doc: doc)
    positions(type, doc: doc)
    indexing(type, doc: doc)
  }

  /// The receiver's elements and the position of the first.
  private static func parts(_ call: NativeCall) throws -> ([Value], Int) {
    switch call.receiver {
    case .array(let array): return (array.elements, 0)
    case .native(let slice as ArraySliceValue): return (slice.elements, slice.start)
    default: return (try call.elements(), 0)
    }
  }

  /// The slice of the receiver's elements at offsets `low..<high`.
  private static func slice(_ call: NativeCall, _ low: Int, _ high: Int) throws -> Value {
    let (elements, start) = try parts(call)
    return .native(ArraySliceValue(Array(elements[low..<high]), start: start + low))
  }

  /// A count argument, trapping as Swift does when it is negative.
  private static func count(_ call: NativeCall, _ message: String) throws -> Int {
    let k = try call.int(0)
    guard k >= 0 else { throw InterpreterError.trap(message, at: call.location) }
    return k
  }

  private static let negativeDrop = "Can't drop a negative number of elements from a collection"

  private static func counted(_ type: NativeType, doc: String) {
    type.method("func prefix(_ maxLength: Int) -> ArraySlice<Element>", doc: doc) { call in
      let k = try count(call, "Can't take a prefix of negative length from a collection")
      let n = try parts(call).0.count
      return try slice(call, 0, min(k, n))
    }
    type.method("func suffix(_ maxLength: Int) -> ArraySlice<Element>", doc: doc) { call in
      let k = try count(call, "Can't take a suffix of negative length from a collection")
      let n = try parts(call).0.count
      return try slice(call, n - min(k, n), n)
    }
    type.method("func dropFirst(_ k: Int = 1) -> ArraySlice<Element>", doc: doc) { call in
      let k = try count(call, negativeDrop)
      let n = try parts(call).0.count
      return try slice(call, min(k, n), n)
    }
    type.method("func dropLast(_ k: Int = 1) -> ArraySlice<Element>", doc: doc) { call in
      let k = try count(call, negativeDrop)
      let n = try parts(call).0.count
      return try slice(call, 0, n - min(k, n))
    }
  }

  private static func predicates(_ type: NativeType, doc: String) {
    type.method("func prefix(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element>", doc: doc) { call in
      let test = try call.function(0)
      let elements = try parts(call).0
      var end = 0
      while end < elements.count, try call.test(test, elements[end]) { end += 1 }
      return try slice(call, 0, end)
    }
    type.method("func drop(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element>", doc: doc) { call in
      let test = try call.function(0)
      let elements = try parts(call).0
      var start = 0
      while start < elements.count, try call.test(test, elements[start]) { start += 1 }
      return try slice(call, start, elements.count)
    }
  }

  /// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`: the receiver's own range subscript,
  /// so a position outside it traps as that subscript does.
  private static func positions(_ type: NativeType, doc: String) {
    let forms: [(String, (Value) -> RangeValue)] = [
      ("func prefix(upTo end: Int) -> ArraySlice<Element>", { RangeValue(lower: nil, upper: $0, isClosed: false) }),
      ("func prefix(through position: Int) -> ArraySlice<Element>", { RangeValue(lower: nil, upper: $0, isClosed: true) }),
      ("func suffix(from start: Int) -> ArraySlice<Element>", { RangeValue(lower: $0, upper: nil, isClosed: false) }),
    ]
    for (signature, range) in forms {
      type.method(signature, doc: doc) { call in
        try call.interpreter.subscriptGet(call.receiver, [.range(range(call[0]))], labels: [nil], at: call.location)
      }
    }
  }

  /// Index arithmetic: positions are `Int`s, moved without bounds checks as Array's are
  /// (`index(_:offsetBy:limitedBy:)` answers nil past its limit).
  private static func indexing(_ type: NativeType, doc: String) {
    type.method("func index(after i: Int) -> Int", doc: doc) { call in .int(try call.int(0) &+ 1) }
    type.method("func index(before i: Int) -> Int", doc: doc) { call in .int(try call.int(0) &- 1) }
    type.method("func index(_ i: Int, offsetBy distance: Int) -> Int", doc: doc) { call in
      .int(try call.int(0) &+ call.int(1))
    }
    type.method("func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int?", doc: doc) { call in
      let i = try call.int(0), distance = try call.int(1), limit = try call.int(2)
      let target = i &+ distance
      if distance > 0, limit >= i, target > limit { return .none }
      if distance < 0, limit <= i, target < limit { return .none }
      return .some(.int(target))
    }
    type.method("func distance(from start: Int, to end: Int) -> Int", doc: doc) { call in
      .int(try call.int(1) &- call.int(0))
    }
  }
}
