/// Structural equality and ordering, as Swift's synthesized `Equatable` and `Comparable` give them.
extension Value {
  /// Equality without calling the program's own `==` (the interpreter does that first).
  func isEqual(to other: Value) -> Bool {
    switch (self, other) {
    case (.void, .void): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double, .double), (.int, .double), (.double, .int): return doubleValue == other.doubleValue
    case (.string(let a), .string(let b)): return a == b
    case (.optional(nil), .optional(nil)): return true
    case (.optional(let a?), .optional(let b?)): return a.isEqual(to: b)
    case (.optional(let a?), _): return a.isEqual(to: other)
    case (_, .optional(let b?)): return isEqual(to: b)
    case (.optional, _), (_, .optional): return false
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count && a.pairs.allSatisfy { pair in b[pair.key].map { $0.isEqual(to: pair.value) } ?? false }
    case (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.value.isEqual(to: $1.value) }
    case (.range(let l1, let u1, let c1), .range(let l2, let u2, let c2)):
      return c1 == c2 && l1.isEqual(to: l2) && u1.isEqual(to: u2)
    case (.enumCase(let a), .enumCase(let b)):
      return a.type.isSame(as: b.type) && a.name == b.name && a.payload.count == b.payload.count
        && zip(a.payload, b.payload).allSatisfy { $0.value.isEqual(to: $1.value) }
    case (.structure(let a), .structure(let b)):
      return a.type === b.type && zip(a.fields, b.fields).allSatisfy { $0.isEqual(to: $1) }
    case (.object(let a), .object(let b)): return a === b
    case (.metatype(let a), .metatype(let b)): return a.isSame(as: b)
    case (.function(let a), .function(let b)): return a === b
    case (.native(let a), .native(let b)): return a.isEqual(to: b)
    default: return false
    }
  }

  /// Negative, zero or positive as `a` sorts before, with or after `b`; nil when they do not compare.
  static func order(_ a: Value, _ b: Value) -> Int? {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
    case (.double, .double), (.int, .double), (.double, .int):
      let x = a.doubleValue!, y = b.doubleValue!
      return x < y ? -1 : (x == y ? 0 : 1)
    case (.string(let x), .string(let y)): return x < y ? -1 : (x == y ? 0 : 1)
    case (.bool(let x), .bool(let y)): return x == y ? 0 : (!x ? -1 : 1)
    case (.native(.date(let x)), .native(.date(let y))), (.native(.duration(let x)), .native(.duration(let y))):
      return x < y ? -1 : (x == y ? 0 : 1)
    case (.optional(let x?), _): return order(x, b)
    case (_, .optional(let y?)): return order(a, y)
    case (.tuple(let x), .tuple(let y)):
      for (left, right) in zip(x, y) {
        guard let result = order(left.value, right.value) else { return nil }
        if result != 0 { return result }
      }
      return x.count - y.count
    case (.enumCase(let x), .enumCase(let y)) where x.type.isSame(as: y.type):
      if let rx = x.rawValue, let ry = y.rawValue { return order(rx, ry) }
      return nil
    default: return nil
    }
  }
}

extension NativeValue {
  func isEqual(to other: NativeValue) -> Bool {
    switch (self, other) {
    case (.date(let a), .date(let b)), (.duration(let a), .duration(let b)): a == b
    case (.keyPath(let a), .keyPath(let b)): a == b
    case (.notificationName(let a), .notificationName(let b)): a == b
    case (.singleton(let a), .singleton(let b)): a == b
    case (.uuid(let a), .uuid(let b)): a == b
    case (.opaque(let a), .opaque(let b)): a == b
    case (.backgroundTaskKind(let a), .backgroundTaskKind(let b)): a == b
    case (.error(let a), .error(let b)): a.domain == b.domain && a.code == b.code
    case (.binding(let a), .binding(let b)): a === b
    case (.wrapper(let a), .wrapper(let b)): a === b
    case (.task(let a), .task(let b)): a === b
    case (.swiftUIAppDelegate, .swiftUIAppDelegate): true
    default: false
    }
  }
}
