import Transcript

/// `Dictionary` and `Set`: keys found by the program's hashing, insertion order kept.
enum Dictionaries {
  static func register(in registry: Registry) {
    registry.type("Dictionary", module: "Swift",
      conformances: ["Collection", "Sequence", "Equatable", "Hashable", "CustomStringConvertible", "ExpressibleByDictionaryLiteral"],
      doc: "https://developer.apple.com/documentation/swift/dictionary") { type in
      type.genericParameters = ["Key", "Value"]
      dictionaryMembers(type)
    }
    registry.type("Set", module: "Swift",
      conformances: ["SetAlgebra", "Collection", "Sequence", "Equatable", "Hashable", "CustomStringConvertible", "ExpressibleByArrayLiteral"],
      doc: "https://developer.apple.com/documentation/swift/set") { type in
      type.genericParameters = ["Element"]
      setMembers(type)
    }
  }

  private static func dictionary(_ value: Value, _ location: SourceLocation?) throws -> DictionaryValue {
    guard case .dictionary(let dictionary) = value else {
      throw InterpreterError.unsupported("expected a dictionary", at: location)
    }
    return dictionary
  }

  private static func dictionaryMembers(_ type: NativeType) {
    type.initializer("init()") { _ in .dictionary(DictionaryValue()) }
    type.initializer("init<S>(uniqueKeysWithValues keysAndValues: S)") { call in
      var result = DictionaryValue()
      for pair in try call.interpreter.elements(of: call[0], at: call.location) {
        guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { continue }
        if try result.index(of: tuple.elements[0], interpreter: call.interpreter, at: call.location) != nil {
          // The standard library's words: `Duplicate values for key: '\(key)'`.
          let key = try call.interpreter.describe(tuple.elements[0], at: call.location)
          throw InterpreterError.trap("Duplicate values for key: '\(key)'", at: call.location)
        }
        try result.set(tuple.elements[0], tuple.elements[1], interpreter: call.interpreter, at: call.location)
      }
      return .dictionary(result)
    }
    type.initializer("init<S>(_ keysAndValues: S, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { call in
      var result = DictionaryValue()
      let combine = try call.function(1), interpreter = call.interpreter, location = call.location
      for pair in try interpreter.elements(of: call[0], at: location) {
        guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else {
          throw InterpreterError.unsupported("expected (key, value) pairs", at: location)
        }
        var value = tuple.elements[1]
        if let old = try result.value(for: tuple.elements[0], interpreter: interpreter, at: location) {
          value = try call.invoke(combine, old, value)
        }
        try result.set(tuple.elements[0], value, interpreter: interpreter, at: location)
      }
      return .dictionary(result)
    }
    type.initializer("init<S>(grouping values: S, by keyForValue: (S.Element) throws -> Key) rethrows") { call in
      var result = DictionaryValue()
      let key = try call.function(1)
      for element in try call.interpreter.elements(of: call[0], at: call.location) {
        let group = try call.invoke(key, element)
        var members: [Value] = []
        if case .array(let existing)? = try result.value(for: group, interpreter: call.interpreter, at: call.location) {
          members = existing.elements
        }
        members.append(element)
        try result.set(group, .list(members), interpreter: call.interpreter, at: call.location)
      }
      return .dictionary(result)
    }
    type.property("var count: Int { get }") { access in .int(try dictionary(access.receiver, access.location).count) }
    type.property("var isEmpty: Bool { get }") { access in .bool(try dictionary(access.receiver, access.location).isEmpty) }
    type.property("var keys: Dictionary<Key, Value>.Keys { get }") { access in
      .list(try dictionary(access.receiver, access.location).keys)
    }
    type.property("var values: Dictionary<Key, Value>.Values { get }") { access in
      .list(try dictionary(access.receiver, access.location).values)
    }
    type.method("@discardableResult mutating func updateValue(_ value: Value, forKey key: Key) -> Value?") { call in
      var result = try dictionary(call.receiver, call.location)
      call.receiver = .void
      let old = try result.value(for: call[1], interpreter: call.interpreter, at: call.location)
      try result.set(call[1], call[0], interpreter: call.interpreter, at: call.location)
      call.receiver = .dictionary(result)
      return .optional(old)
    }
    type.method("@discardableResult mutating func removeValue(forKey key: Key) -> Value?") { call in
      var result = try dictionary(call.receiver, call.location)
      call.receiver = .void
      let old = try result.remove(call[0], interpreter: call.interpreter, at: call.location)
      call.receiver = .dictionary(result)
      return .optional(old)
    }
    type.method("mutating func removeAll()") { call in
      call.receiver = .dictionary(DictionaryValue())
      return .void
    }
    type.method("func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]") { call in
      let source = try dictionary(call.receiver, call.location), transform = try call.function(0)
      var result = DictionaryValue()
      for index in 0..<source.count {
        let (key, value) = source[index]
        try result.set(key, try call.invoke(transform, value), interpreter: call.interpreter, at: call.location)
      }
      return .dictionary(result)
    }
    type.method("func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> [Key: T]") { call in
      let source = try dictionary(call.receiver, call.location), transform = try call.function(0)
      var result = DictionaryValue()
      for index in 0..<source.count {
        let (key, value) = source[index]
        if let mapped = try call.invoke(transform, value).unwrapped {
          try result.set(key, mapped, interpreter: call.interpreter, at: call.location)
        }
      }
      return .dictionary(result)
    }
    type.method("func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value]") { call in
      let source = try dictionary(call.receiver, call.location), test = try call.function(0)
      var result = DictionaryValue()
      for index in 0..<source.count {
        let (key, value) = source[index]
        if try call.test(test, .tuple(TupleValue([key, value], labels: ["key", "value"]))) {
          try result.set(key, value, interpreter: call.interpreter, at: call.location)
        }
      }
      return .dictionary(result)
    }
    type.method("mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { call in
      var result = try dictionary(call.receiver, call.location)
      call.receiver = .void
      defer { call.receiver = .dictionary(result) }
      let other = try dictionary(call[0], call.location), combine = try call.function(1)
      for index in 0..<other.count {
        let (key, value) = other[index]
        if let existing = try result.value(for: key, interpreter: call.interpreter, at: call.location) {
          try result.set(key, try call.invoke(combine, existing, value), interpreter: call.interpreter, at: call.location)
        } else {
          try result.set(key, value, interpreter: call.interpreter, at: call.location)
        }
      }
      return .void
    }
    type.method("func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]") { call in
      var result = try dictionary(call.receiver, call.location)
      let other = try dictionary(call[0], call.location), combine = try call.function(1)
      for index in 0..<other.count {
        let (key, value) = other[index]
        if let existing = try result.value(for: key, interpreter: call.interpreter, at: call.location) {
          try result.set(key, try call.invoke(combine, existing, value), interpreter: call.interpreter, at: call.location)
        } else {
          try result.set(key, value, interpreter: call.interpreter, at: call.location)
        }
      }
      return .dictionary(result)
    }
  }

  private static func set(_ value: Value, _ location: SourceLocation?) throws -> SetValue {
    guard case .set(let set) = value else { throw InterpreterError.unsupported("expected a set", at: location) }
    return set
  }

  private static func makeSet(_ values: [Value], _ call: NativeCall) throws -> Value {
    var result = SetValue()
    for value in values { try result.insert(value, interpreter: call.interpreter, at: call.location) }
    return .set(result)
  }

  private static func setMembers(_ type: NativeType) {
    type.initializer("init()") { _ in .set(SetValue()) }
    type.initializer("init<S>(_ sequence: S)") { call in try makeSet(try call.interpreter.elements(of: call[0], at: call.location), call) }
    type.property("var count: Int { get }") { access in .int(try set(access.receiver, access.location).count) }
    type.property("var isEmpty: Bool { get }") { access in .bool(try set(access.receiver, access.location).isEmpty) }
    type.method("func contains(_ member: Element) -> Bool") { call in
      .bool(try set(call.receiver, call.location).contains(call[0], interpreter: call.interpreter, at: call.location))
    }
    // Beside its own `contains(_:)`, so that the name finds both (members are looked up by name).
    type.method("func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { call in
      let test = try call.function(0)
      for element in try set(call.receiver, call.location).elements where try call.test(test, element) { return .bool(true) }
      return .bool(false)
    }
    type.method("@discardableResult mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)") { call in
      var result = try set(call.receiver, call.location)
      call.receiver = .void
      let inserted = try result.insert(call[0], interpreter: call.interpreter, at: call.location)
      call.receiver = .set(result)
      return .tuple(TupleValue([.bool(inserted), call[0]], labels: ["inserted", "memberAfterInsert"]))
    }
    type.method("@discardableResult mutating func remove(_ member: Element) -> Element?") { call in
      var result = try set(call.receiver, call.location)
      call.receiver = .void
      let removed = try result.remove(call[0], interpreter: call.interpreter, at: call.location)
      call.receiver = .set(result)
      return .optional(removed)
    }
    type.method("mutating func removeAll()") { call in
      call.receiver = .set(SetValue())
      return .void
    }
    type.method("func union<S>(_ other: S) -> Set<Element>") { call in
      try makeSet(try set(call.receiver, call.location).elements + (try call.interpreter.elements(of: call[0], at: call.location)), call)
    }
    type.method("mutating func formUnion<S>(_ other: S)") { call in
      call.receiver = try makeSet(try set(call.receiver, call.location).elements + (try call.interpreter.elements(of: call[0], at: call.location)), call)
      return .void
    }
    type.method("func intersection<S>(_ other: S) -> Set<Element>") { call in
      let other = try makeSet(try call.interpreter.elements(of: call[0], at: call.location), call)
      guard case .set(let otherSet) = other else { return other }
      return try makeSet(try set(call.receiver, call.location).elements.filter {
        try otherSet.contains($0, interpreter: call.interpreter, at: call.location)
      }, call)
    }
    type.method("func subtracting<S>(_ other: S) -> Set<Element>") { call in
      let other = try makeSet(try call.interpreter.elements(of: call[0], at: call.location), call)
      guard case .set(let otherSet) = other else { return other }
      return try makeSet(try set(call.receiver, call.location).elements.filter {
        !(try otherSet.contains($0, interpreter: call.interpreter, at: call.location))
      }, call)
    }
    type.method("func symmetricDifference<S>(_ other: S) -> Set<Element>") { call in
      let mine = try set(call.receiver, call.location)
      let otherValue = try makeSet(try call.interpreter.elements(of: call[0], at: call.location), call)
      guard case .set(let other) = otherValue else { return otherValue }
      let left = try mine.elements.filter { !(try other.contains($0, interpreter: call.interpreter, at: call.location)) }
      let right = try other.elements.filter { !(try mine.contains($0, interpreter: call.interpreter, at: call.location)) }
      return try makeSet(left + right, call)
    }
    type.method("func isSubset<S>(of other: S) -> Bool") { call in
      let otherValue = try makeSet(try call.interpreter.elements(of: call[0], at: call.location), call)
      guard case .set(let other) = otherValue else { return .bool(false) }
      return .bool(try set(call.receiver, call.location).elements.allSatisfy {
        try other.contains($0, interpreter: call.interpreter, at: call.location)
      })
    }
    type.method("func isSuperset<S>(of other: S) -> Bool") { call in
      let mine = try set(call.receiver, call.location)
      return .bool(try call.interpreter.elements(of: call[0], at: call.location).allSatisfy {
        try mine.contains($0, interpreter: call.interpreter, at: call.location)
      })
    }
    // Strict: a subset (superset) that is not equal, so the sets' sizes differ.
    for (name, mineInside) in [("isStrictSubset", true), ("isStrictSuperset", false)] {
      type.method("func \(name)<S>(of other: S) -> Bool") { call in
        let mine = try set(call.receiver, call.location)
        guard case .set(let other) = try makeSet(try call.interpreter.elements(of: call[0], at: call.location), call) else {
          return .bool(false)
        }
        let (inner, outer) = mineInside ? (mine, other) : (other, mine)
        let contained = try inner.elements.allSatisfy { try outer.contains($0, interpreter: call.interpreter, at: call.location) }
        return .bool(contained && inner.elements.count < outer.elements.count)
      }
    }
    type.method("func isDisjoint<S>(with other: S) -> Bool") { call in
      let mine = try set(call.receiver, call.location)
      return .bool(try !call.interpreter.elements(of: call[0], at: call.location).contains {
        try mine.contains($0, interpreter: call.interpreter, at: call.location)
      })
    }
    type.method("func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Set<Element>") { call in
      let test = try call.function(0)
      return try makeSet(try set(call.receiver, call.location).elements.filter { try call.test(test, $0) }, call)
    }
    // The in-place forms: the receiver becomes what the method of the same meaning answers.
    let inPlace = [("subtract", "subtracting"), ("formIntersection", "intersection"),
      ("formSymmetricDifference", "symmetricDifference")]
    for (mutating, answering) in inPlace {
      guard let function = type.methods[answering]?.first, case .sync(let body) = function.implementation else { continue }
      type.method("mutating func \(mutating)<S>(_ other: S)") { call in
        call.receiver = try body(&call)
        return .void
      }
    }
  }
}
