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
    if type.name == "ArraySlice" {
      joining(type, doc: doc)
      mutating(type, doc: doc)
    }
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

  /// `a.prefix(2) + a.suffix(2)`, `xs + slice`: the left operand with the right's elements
  /// appended (a slice keeps its first position, as `append(contentsOf:)` on a copy does).
  private static func joining(_ type: NativeType, doc: String) {
    type.method("static func + (lhs: ArraySlice<Element>, rhs: ArraySlice<Element>) -> ArraySlice<Element>", doc: doc) { call in
      let more = try call.interpreter.elements(of: call[1], at: call.location)
      try call.interpreter.checkSize(more.count, at: call.location)
      switch call[0] {
      case .native(let slice as ArraySliceValue):
        return .native(ArraySliceValue(slice.elements + more, start: slice.start))
      case .array(let array):
        return .list(array.elements + more)
      default:
        throw InterpreterError.unsupported("binary operator '+' cannot be applied to these operands", at: call.location)
      }
    }
  }

  /// The changes a program makes to a slice variable (`var rest = xs.dropFirst()`): the slice
  /// is a value, replaced by one without (or with) the element; removing from the front moves
  /// its start, as Swift's does.
  private static func mutating(_ type: NativeType, doc: String) {
    func slice(_ call: NativeCall) throws -> ArraySliceValue {
      guard case .native(let slice as ArraySliceValue) = call.receiver else {
        throw InterpreterError.unsupported("expected an 'ArraySlice'", at: call.location)
      }
      return slice
    }
    func empty(_ end: String) -> String { "Can't remove \(end) element from an empty collection" }
    type.method("@discardableResult mutating func removeFirst() -> Element", doc: doc) { call in
      let s = try slice(call)
      guard let first = s.elements.first else {
        throw InterpreterError.trap(empty("first"), at: call.location)
      }
      call.receiver = .native(ArraySliceValue(Array(s.elements.dropFirst()), start: s.start + 1))
      return first
    }
    type.method("@discardableResult mutating func removeLast() -> Element", doc: doc) { call in
      let s = try slice(call)
      guard let last = s.elements.last else {
        throw InterpreterError.trap(empty("last"), at: call.location)
      }
      call.receiver = .native(ArraySliceValue(Array(s.elements.dropLast()), start: s.start))
      return last
    }
    type.method("mutating func popFirst() -> Element?", doc: doc) { call in
      let s = try slice(call)
      guard let first = s.elements.first else { return .none }
      call.receiver = .native(ArraySliceValue(Array(s.elements.dropFirst()), start: s.start + 1))
      return .some(first)
    }
    type.method("mutating func popLast() -> Element?", doc: doc) { call in
      let s = try slice(call)
      guard let last = s.elements.last else { return .none }
      call.receiver = .native(ArraySliceValue(Array(s.elements.dropLast()), start: s.start))
      return .some(last)
    }
    type.method("mutating func append(_ newElement: Element)", doc: doc) { call in
      let s = try slice(call)
      try call.interpreter.checkSize(s.elements.count + 1, at: call.location)
      call.receiver = .native(ArraySliceValue(s.elements + [call[0]], start: s.start))
      return .void
    }
    // Declared here too so that a literal argument takes the slice's element type, as swiftc's
    // `S.Element == Element` makes it (`[1]` appended to an `ArraySlice<Double>` is `[1.0]`).
    type.method("mutating func append<S>(contentsOf newElements: S)", doc: doc) { call in
      let s = try slice(call)
      let more = try call.interpreter.elements(of: call[0], at: call.location)
      try call.interpreter.checkSize(s.elements.count + more.count, at: call.location)
      try call.interpreter.charge(more.count, at: call.location)
      call.receiver = .native(ArraySliceValue(s.elements + more, start: s.start))
      return .void
    }
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
