import Transcript

/// `Sequence` and `Collection`: what every array, set, dictionary, string and range can do,
/// declared once on the protocols (Swift's own default implementations).
enum Sequences {
  static let doc = "https://developer.apple.com/documentation/swift/sequence"

  static func register(in registry: Registry) {
    registry.type("Sequence", module: "Swift", kind: .protocolType, doc: doc) { type in
      transforming(type)
      searching(type)
      ordering(type)
      slicing(type)
    }
    registry.type("Collection", module: "Swift", kind: .protocolType, conformances: ["Sequence"],
      doc: "https://developer.apple.com/documentation/swift/collection") { type in
      type.property("var count: Int { get }") { access in
        .int(try access.interpreter.elements(of: access.receiver, at: access.location).count)
      }
      type.property("var isEmpty: Bool { get }") { access in
        .bool(try access.interpreter.elements(of: access.receiver, at: access.location).isEmpty)
      }
      type.property("var first: Element? { get }") { access in
        .optional(try access.interpreter.elements(of: access.receiver, at: access.location).first)
      }
      type.method("func firstIndex(of element: Element) -> Int?") { call in
        let elements = try call.elements()
        for (index, element) in elements.enumerated() where try call.equal(element, call[0]) { return .some(.int(index)) }
        return .none
      }
      type.method("func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?") { call in
        let test = try call.function(0)
        for (index, element) in try call.elements().enumerated() where try call.test(test, element) { return .some(.int(index)) }
        return .none
      }
      type.method("func randomElement() -> Element?") { call in
        let elements = try call.elements()
        return .optional(elements.isEmpty ? nil : elements[call.interpreter.random(below: elements.count)])
      }
    }
    for name in ["BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] {
      registry.type(name, module: "Swift", kind: .protocolType, conformances: ["Collection"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        if name == "BidirectionalCollection" {
          type.property("var last: Element? { get }") { access in
            .optional(try access.interpreter.elements(of: access.receiver, at: access.location).last)
          }
          type.method("func lastIndex(of element: Element) -> Int?") { call in
            let elements = try call.elements()
            for index in elements.indices.reversed() where try call.equal(elements[index], call[0]) { return .some(.int(index)) }
            return .none
          }
          type.method("func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?") { call in
            let elements = try call.elements(), test = try call.function(0)
            for index in elements.indices.reversed() where try call.test(test, elements[index]) { return .some(.int(index)) }
            return .none
          }
          type.method("func last(where predicate: (Element) throws -> Bool) rethrows -> Element?") { call in
            let test = try call.function(0)
            for element in try call.elements().reversed() where try call.test(test, element) { return .some(element) }
            return .none
          }
        }
      }
    }
  }

  private static func transforming(_ type: NativeType) {
    type.method("func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]") { call in
      let transform = try call.function(0)
      return .list(try call.elements().map { try call.invoke(transform, $0) })
    }
    type.method("func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T]") { call in
      let transform = try call.function(0)
      return .list(try call.elements().compactMap { try call.invoke(transform, $0).unwrapped })
    }
    type.method("func flatMap<S>(_ transform: (Element) throws -> S) rethrows -> [S.Element]") { call in
      let transform = try call.function(0)
      var result: [Value] = []
      for element in try call.elements() {
        let part = try call.interpreter.elements(of: try call.invoke(transform, element), at: call.location)
        try BuiltSize.charge(count: result.count, adding: part.count, call)
        result += part
      }
      return .list(result)
    }
    type.method("func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]") { call in
      let test = try call.function(0)
      return .list(try call.elements().filter { try call.test(test, $0) })
    }
    type.method("func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result") { call in
      let combine = try call.function(1)
      var result = call[0]
      for element in try call.elements() { result = try call.invoke(combine, result, element) }
      return result
    }
    type.method("func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> ()) rethrows -> Result") { call in
      let update = try call.function(1)
      guard case .code(let code, let captures, let selfValue, let selfBox) = update.kind else {
        throw InterpreterError.unsupported("reduce(into:) needs a closure", at: call.location)
      }
      let accumulator = Box(call[0])
      for element in try call.elements() {
        call.interpreter.passGenerics(of: update)
        _ = try call.interpreter.invoke(code, arguments: [.void, element], cells: [accumulator, nil], captures: captures,
          selfValue: selfValue, selfBox: selfBox, at: call.location)
      }
      return accumulator.value
    }
    type.method("func forEach(_ body: (Element) throws -> Void) rethrows") { call in
      let body = try call.function(0)
      for element in try call.elements() { _ = try call.invoke(body, element) }
      return .void
    }
    type.method("func enumerated() -> EnumeratedSequence<Self>") { call in
      .native(EnumeratedSequenceValue(base: call.receiver))
    }
    type.method("func joined(separator: String = \"\") -> String") { call in
      // Collections joined by a collection (`[[1], [2, 3]].joined(separator: [0])`): their elements.
      if case .array(let between) = call[0] {
        var result: [Value] = []
        for (index, element) in try call.elements().enumerated() {
          if index > 0 { result += between.elements }
          result += try call.interpreter.elements(of: element, at: call.location)
          try call.interpreter.checkSize(result.count, at: call.location)
        }
        return .list(result)
      }
      let separator = try call.string(0)
      let parts = try call.elements().map { try call.interpreter.expectString($0, at: call.location) }
      try BuiltSize.charge(parts, separator: separator, call)
      return .string(parts.joined(separator: separator))
    }
    type.method("func joined() -> FlattenSequence<Self>") { call in
      var result: [Value] = []
      for element in try call.elements() {
        let part = try call.interpreter.elements(of: element, at: call.location)
        try BuiltSize.charge(count: result.count, adding: part.count, call)
        result += part
      }
      if result.allSatisfy({ if case .character = $0 { return true } else { return false } }), !result.isEmpty {
        return .string(String(result.compactMap { if case .character(let c) = $0 { return c } else { return nil } }))
      }
      if case .string? = try call.elements().first {
        let parts = try call.elements().map { try call.interpreter.expectString($0, at: call.location) }
        try BuiltSize.charge(parts, separator: "", call)
        return .string(parts.joined())
      }
      // A `FlattenSequence`: a collection whose printing (its internals) is refused.
      return .native(ElementsValue(typeName: "FlattenSequence", result))
    }
  }

  private static func searching(_ type: NativeType) {
    // These stop at the element that decides (Swift's own loops), never walking the rest.
    type.method("func contains(_ element: Element) -> Bool") { call in
      var found = false
      try call.walkElements { element in
        found = try call.equal(element, call[0])
        return !found
      }
      return .bool(found)
    }
    type.method("func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { call in
      let test = try call.function(0)
      var found = false
      try call.walkElements { element in
        found = try call.test(test, element)
        return !found
      }
      return .bool(found)
    }
    type.method("func first(where predicate: (Element) throws -> Bool) rethrows -> Element?") { call in
      let test = try call.function(0)
      var found: Value?
      try call.walkElements { element in
        if try call.test(test, element) { found = element }
        return found == nil
      }
      return found.map { .some($0) } ?? .none
    }
    type.method("func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool") { call in
      let test = try call.function(0)
      var all = true
      try call.walkElements { element in
        all = try call.test(test, element)
        return all
      }
      return .bool(all)
    }
    type.method("func count(where predicate: (Element) throws -> Bool) rethrows -> Int") { call in
      let test = try call.function(0)
      return .int(try call.elements().filter { try call.test(test, $0) }.count)
    }
    type.method("func elementsEqual<S>(_ other: S) -> Bool") { call in
      let mine = try call.elements(), theirs = try call.interpreter.elements(of: call[0], at: call.location)
      guard mine.count == theirs.count else { return .bool(false) }
      for (a, b) in zip(mine, theirs) where !(try call.equal(a, b)) { return .bool(false) }
      return .bool(true)
    }
    type.method("func starts<S>(with possiblePrefix: S) -> Bool") { call in
      let mine = try call.elements(), prefix = try call.interpreter.elements(of: call[0], at: call.location)
      guard prefix.count <= mine.count else { return .bool(false) }
      for (a, b) in zip(mine, prefix) where !(try call.equal(a, b)) { return .bool(false) }
      return .bool(true)
    }
  }

  private static func ordering(_ type: NativeType) {
    type.method("func sorted() -> [Element]") { call in
      .list(try call.sorted(try call.elements()) { try call.less($0, $1) })
    }
    type.method("func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]") { call in
      let before = try call.function(0)
      return .list(try call.sorted(try call.elements()) { try call.test(before, $0, $1) })
    }
    type.method("func min() -> Element?") { call in
      var best: Value?
      for element in try call.elements() where try best.map({ try call.less(element, $0) }) ?? true { best = element }
      return .optional(best)
    }
    type.method("func max() -> Element?") { call in
      var best: Value?
      // Swift keeps the first of equal maxima: `if result < e { result = e }`.
      for element in try call.elements() where try best.map({ try call.less($0, element) }) ?? true { best = element }
      return .optional(best)
    }
    type.method("func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?") { call in
      let before = try call.function(0)
      var best: Value?
      for element in try call.elements() where try best.map({ try call.test(before, element, $0) }) ?? true { best = element }
      return .optional(best)
    }
    type.method("func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?") { call in
      let before = try call.function(0)
      var best: Value?
      // `if try areInIncreasingOrder(result, e) { result = e }`: the first of equal maxima stays.
      for element in try call.elements() where try best.map({ try call.test(before, $0, element) }) ?? true { best = element }
      return .optional(best)
    }
    type.method("func reversed() -> [Element]") { call in
      .list(try call.elements().reversed())
    }
    type.method("func shuffled() -> [Element]") { call in
      var elements = try call.elements()
      call.interpreter.shuffle(&elements)
      return .list(elements)
    }
  }

  /// What a part of a sequence is in Swift: a `Range` of a `Range<Int>` (its SubSequence), an
  /// array of a sequence of the program (`Sequence.suffix`, `dropLast` return arrays), and for
  /// the library's other collections and sequences a `Slice` (or `PrefixSequence`,
  /// `DropFirstSequence`) whose elements are kept and whose printing (indices, base) is refused.
  private static func part(of receiver: Value, _ elements: [Value], bounds: (Int, Int) -> (Int, Int)) -> Value {
    switch receiver {
    case .range(let range) where !range.isClosed:
      guard case .int(let lower)? = range.lower, case .int(let upper)? = range.upper else { return .list(elements) }
      let (low, high) = bounds(lower, upper)
      return .range(RangeValue(lower: .int(low), upper: .int(high), isClosed: false))
    case .structure, .object, .enumCase, .array, .string: return .list(elements)
    case .native(let native) where native is ArraySliceValue || native is PrefixSequenceValue: return .list(elements)
    default: return .native(ElementsValue(typeName: "Slice", elements))
    }
  }

  private static func slicing(_ type: NativeType) {
    type.method("func prefix(_ maxLength: Int) -> [Element]") { call in
      let limit = max(0, try call.int(0))
      if PrefixSequenceValue.isLazyBase(call.receiver) { return .native(PrefixSequenceValue(base: call.receiver, limit: limit)) }
      var taken: [Value] = []
      if limit > 0 {
        try call.walkElements { element in
          taken.append(element)
          return taken.count < limit
        }
      }
      return part(of: call.receiver, taken, bounds: { lower, upper in (lower, min(upper, lower + limit)) })
    }
    type.method("func suffix(_ maxLength: Int) -> [Element]") { call in
      let n = max(0, try call.int(0))
      return part(of: call.receiver, Array(try call.elements().suffix(n)), bounds: { lower, upper in (max(lower, upper - n), upper) })
    }
    type.method("func dropFirst(_ k: Int = 1) -> [Element]") { call in
      let k = max(0, try call.int(0))
      return part(of: call.receiver, Array(try call.elements().dropFirst(k)), bounds: { lower, upper in (min(upper, lower + k), upper) })
    }
    type.method("func dropLast(_ k: Int = 1) -> [Element]") { call in
      let k = max(0, try call.int(0))
      return part(of: call.receiver, Array(try call.elements().dropLast(k)), bounds: { lower, upper in (lower, max(lower, upper - k)) })
    }
    type.method("func prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element]") { call in
      let test = try call.function(0)
      var result: [Value] = []
      try call.walkElements { element in
        guard try call.test(test, element) else { return false }
        result.append(element)
        return true
      }
      return .list(result)
    }
    type.method("func drop(while predicate: (Element) throws -> Bool) rethrows -> [Element]") { call in
      let test = try call.function(0)
      let elements = try call.elements()
      var start = 0
      while start < elements.count, try call.test(test, elements[start]) { start += 1 }
      return .list(Array(elements[start...]))
    }
  }
}
