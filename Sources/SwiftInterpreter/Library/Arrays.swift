import Transcript

/// `Array`: its initializers and the mutating methods the protocols do not give.
enum Arrays {
  static let doc = "https://developer.apple.com/documentation/swift/array"

  static func register(in registry: Registry) {
    registry.type("Array", module: "Swift",
      conformances: ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "BidirectionalCollection",
        "Collection", "Sequence", "Equatable", "Hashable", "CustomStringConvertible", "ExpressibleByArrayLiteral"],
      doc: doc) { type in
      type.genericParameters = ["Element"]
      initializers(type)
      ArraySlices.splitting(type)
      ArraySliceMaking.register(on: type, doc: doc)
      type.property("var count: Int { get }") { access in
        guard case .array(let array) = access.receiver else { return .int(0) }
        return .int(array.elements.count)
      }
      type.property("var isEmpty: Bool { get }") { access in
        guard case .array(let array) = access.receiver else { return .bool(true) }
        return .bool(array.elements.isEmpty)
      }
      type.property("var first: Element? { get }") { access in
        guard case .array(let array) = access.receiver else { return .none }
        return .optional(array.elements.first)
      }
      type.property("var last: Element? { get }") { access in
        guard case .array(let array) = access.receiver else { return .none }
        return .optional(array.elements.last)
      }
      type.property("var indices: Range<Int> { get }") { access in
        guard case .array(let array) = access.receiver else { return .none }
        return .range(RangeValue(lower: .int(0), upper: .int(array.elements.count), isClosed: false))
      }
      type.property("var startIndex: Int { get }") { _ in .int(0) }
      type.property("var endIndex: Int { get }") { access in
        guard case .array(let array) = access.receiver else { return .int(0) }
        return .int(array.elements.count)
      }
      adding(type)
      inserting(type)
      removing(type)
      reordering(type)
    }
  }

  private static func initializers(_ type: NativeType) {
    type.initializer("init()") { _ in .list([]) }
    type.initializer("init(repeating repeatedValue: Element, count: Int)") { call in
      let count = try call.int(1)
      guard count >= 0 else { throw InterpreterError.trap("Can't construct Array with count < 0", at: call.location) }
      try call.interpreter.checkSize(count, at: call.location)
      try call.interpreter.charge(count, at: call.location)
      try call.interpreter.allocate(values: count, at: call.location)
      return .list(Array(repeating: call[0], count: count))
    }
    type.initializer("init<S>(_ s: S)") { call in
      .list(try call.interpreter.elements(of: call[0], at: call.location))
    }
  }

  private static func adding(_ type: NativeType) {
    type.method("mutating func append(_ newElement: Element)") { call in
      let element = call[0], interpreter = call.interpreter, location = call.location
      return try call.mutateArray { elements in
        elements.append(element)
        try interpreter.checkSize(elements.count, at: location)
        return .void
      }
    }
    type.method("mutating func append<S>(contentsOf newElements: S)") { call in
      let more = try call.interpreter.elements(of: call[0], at: call.location)
      let interpreter = call.interpreter, location = call.location
      return try call.mutateArray { elements in
        elements.append(contentsOf: more)
        try interpreter.checkSize(elements.count, at: location)
        try interpreter.charge(more.count, at: location)
        return .void
      }
    }
    type.method("mutating func insert(_ newElement: Element, at i: Int)") { call in
      let element = call[0], index = try call.int(1), location = call.location
      return try call.mutateArray { elements in
        guard index >= 0, index <= elements.count else { throw InterpreterError.trap("Array index is out of range", at: location) }
        elements.insert(element, at: index)
        return .void
      }
    }
  }

  private static func inserting(_ type: NativeType) {
    type.method("mutating func insert<C>(contentsOf newElements: C, at i: Int)") { call in
      let more = try call.interpreter.elements(of: call[0], at: call.location)
      let index = try call.int(1), interpreter = call.interpreter, location = call.location
      return try call.mutateArray { elements in
        guard index >= 0, index <= elements.count else {
          throw InterpreterError.trap("Array replace: subrange extends past the end", at: location)
        }
        elements.insert(contentsOf: more, at: index)
        try interpreter.checkSize(elements.count, at: location)
        try interpreter.charge(more.count, at: location)
        return .void
      }
    }
  }

  private static func removing(_ type: NativeType) {
    type.method("@discardableResult mutating func remove(at index: Int) -> Element") { call in
      let index = try call.int(0), location = call.location
      return try call.mutateArray { elements in
        guard index >= 0, index < elements.count else { throw InterpreterError.indexOutOfRange(at: location) }
        return elements.remove(at: index)
      }
    }
    type.method("@discardableResult mutating func removeFirst() -> Element") { call in
      let location = call.location
      return try call.mutateArray { elements in
        guard !elements.isEmpty else {
          throw InterpreterError.trap("Can't remove first element from an empty collection", at: location)
        }
        return elements.removeFirst()
      }
    }
    type.method("mutating func removeFirst(_ k: Int)") { call in
      let count = try call.int(0), location = call.location
      return try call.mutateArray { elements in
        guard count >= 0 else { throw InterpreterError.trap("Number of elements to remove should be non-negative", at: location) }
        // Swift's own words differ from removeLast(_:)'s ("than it contains").
        guard count <= elements.count else {
          throw InterpreterError.trap("Can't remove more items from a collection than it has", at: location)
        }
        elements.removeFirst(count)
        return .void
      }
    }
    type.method("@discardableResult mutating func removeLast() -> Element") { call in
      let location = call.location
      return try call.mutateArray { elements in
        guard !elements.isEmpty else {
          throw InterpreterError.trap("Can't remove last element from an empty collection", at: location)
        }
        return elements.removeLast()
      }
    }
    type.method("mutating func removeLast(_ k: Int)") { call in
      let count = try call.int(0), location = call.location
      return try call.mutateArray { elements in
        guard count >= 0 else { throw InterpreterError.trap("Number of elements to remove should be non-negative", at: location) }
        guard count <= elements.count else {
          throw InterpreterError.trap("Can't remove more items from a collection than it contains", at: location)
        }
        elements.removeLast(count)
        return .void
      }
    }
    type.method("mutating func popLast() -> Element?") { call in
      try call.mutateArray { elements in .optional(elements.popLast()) }
    }
    type.method("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)") { call in
      try call.mutateArray { elements in
        elements.removeAll()
        return .void
      }
    }
    type.method("mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows") { call in
      let test = try call.function(0)
      var kept: [Value] = []
      for element in try call.elements() where !(try call.test(test, element)) { kept.append(element) }
      call.receiver = .list(kept)
      return .void
    }
  }

  private static func reordering(_ type: NativeType) {
    type.method("mutating func sort()") { call in
      let sorted = try call.sorted(try call.elements()) { try call.less($0, $1) }
      call.receiver = .list(sorted)
      return .void
    }
    type.method("mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows") { call in
      let before = try call.function(0)
      let sorted = try call.sorted(try call.elements()) { try call.test(before, $0, $1) }
      call.receiver = .list(sorted)
      return .void
    }
    type.method("mutating func reverse()") { call in
      try call.mutateArray { elements in
        elements.reverse()
        return .void
      }
    }
    type.method("mutating func shuffle()") { call in
      let interpreter = call.interpreter
      return try call.mutateArray { elements in
        interpreter.shuffle(&elements)
        return .void
      }
    }
    type.method("mutating func swapAt(_ i: Int, _ j: Int)") { call in
      let i = try call.int(0), j = try call.int(1), location = call.location
      return try call.mutateArray { elements in
        guard elements.indices.contains(i), elements.indices.contains(j) else {
          throw InterpreterError.indexOutOfRange(at: location)
        }
        elements.swapAt(i, j)
        return .void
      }
    }
    type.method("func reversed() -> ReversedCollection<Self>") { call in
      guard case .array(let array) = call.receiver else { return call.receiver }
      return .native(ReversedValue(base: call.receiver, elements: array.elements.reversed()))
    }
  }
}
