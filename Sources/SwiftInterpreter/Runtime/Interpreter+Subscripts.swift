import Transcript

/// Subscripts: arrays by position and range, dictionaries by key (with `default:`), strings
/// by index, and the subscripts of the program's and the registry's types.
extension Interpreter {
  public func subscriptGet(_ base: Value, _ keys: [Value], labels: [String?], at location: SourceLocation?) throws -> Value {
    if let path = Interpreter.keyPathArgument(keys, labels: labels) { return try apply(path, to: base, at: location) }
    // A labelled index (`xs[safe: i]`) is never the standard library's: the program's extension.
    guard Interpreter.isStandardIndex(labels) else { return try customSubscript(base, keys, labels: labels, at: location) }
    switch (base, keys.first) {
    case (.array(let array), .int(let index)?) where keys.count == 1:
      guard index >= 0, index < array.elements.count else { throw InterpreterError.indexOutOfRange(at: location) }
      return array.elements[index]
    case (.array(let array), .range(let range)?) where keys.count == 1:
      let (low, high) = try bounds(of: range, count: array.elements.count, at: location)
      return .native(ArraySliceValue(Array(array.elements[low..<high]), start: low))
    case (.dictionary(let dictionary), let key?):
      if labels.count == 2, labels[1] == "default" {
        return try dictionary.value(for: key, interpreter: self, at: location) ?? keys[1]
      }
      return try dictionary.value(for: key, interpreter: self, at: location).map { .some($0) } ?? .none
    case (.string(let string), .native(let native)?):
      guard let index = (native as? StringIndexValue)?.index, index >= string.startIndex, index < string.endIndex else {
        throw InterpreterError.trap("String index is out of bounds", at: location)
      }
      return .character(string[index])
    case (.string(let string), .range(let range)?):
      if case .int? = range.lower ?? range.upper,
        let (member, values) = try userSubscript(base, keys, labels: labels, at: location)
      {
        return try invoke(member.getter, arguments: values, captures: [], selfValue: base, selfBox: nil, at: location)
      }
      return .native(SubstringValue(try Substrings.piece(of: string[...], range, at: location)))
    case (.string, .int?):
      if let (member, values) = try userSubscript(base, keys, labels: labels, at: location) {
        return try invoke(member.getter, arguments: values, captures: [], selfValue: base, selfBox: nil, at: location)
      }
      throw InterpreterError.unsupported(
        "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", at: location)
    // `word[i...]`, `word[...j]` on a substring: any range of indices, as on a string (only a
    // half-open one reached the registry's subscript; the others were refused).
    case (.native(let native as SubstringValue), .range(let range)?) where keys.count == 1 && labels.allSatisfy({ $0 == nil }):
      if case .native(_ as StringIndexValue)? = range.lower ?? range.upper {
        return .native(SubstringValue(try Substrings.piece(of: native.slice, range, isSubstring: true, at: location)))
      }
      return try customSubscript(base, keys, labels: labels, at: location)
    case (.some(let inner), _):
      return try subscriptGet(inner, keys, labels: labels, at: location)
    default:
      return try customSubscript(base, keys, labels: labels, at: location)
    }
  }

  public func subscriptSet(
    _ base: inout Value, _ keys: [Value], labels: [String?], _ value: Value, at location: SourceLocation?
  ) throws {
    // Not `switch (base, keys.first)`: the tuple would hold a second reference to the
    // collection while it changes, and every assignment would copy it whole.
    if let path = Interpreter.keyPathArgument(keys, labels: labels) {
      try setThroughKeyPath(&base, path.components[...], value, at: location)
    } else if !Interpreter.isStandardIndex(labels) {
      try customSubscriptSet(&base, keys, labels: labels, value, at: location)
    } else if base.isArrayValue, keys.count == 1, case .int(let index)? = keys.first {
      try withArray(&base) { elements in
        guard index >= 0, index < elements.count else { throw InterpreterError.indexOutOfRange(at: location) }
        elements[index] = value
      }
    } else if base.isDictionaryValue, let key = keys.first {
      guard case .dictionary(var dictionary) = base else { return }
      base = .void
      defer { base = .dictionary(dictionary) }
      if case .none = value, labels.count < 2 {
        try dictionary.remove(key, interpreter: self, at: location)
      } else {
        try dictionary.set(key, value.unwrapped ?? value, interpreter: self, at: location)
      }
    } else if case .some(var inner) = base {
      base = .void
      defer { base = .some(inner) }
      try subscriptSet(&inner, keys, labels: labels, value, at: location)
    } else {
      try customSubscriptSet(&base, keys, labels: labels, value, at: location)
    }
  }

  /// Changes an element in place: `counts[word, default: 0] += 1`, `grid[i].append(x)`.
  public func subscriptModify(
    _ base: inout Value, _ keys: [Value], labels: [String?], at location: SourceLocation?,
    _ body: (inout Value) throws -> Void
  ) throws {
    if Interpreter.isStandardIndex(labels), base.isArrayValue, keys.count == 1, case .int(let index)? = keys.first {
      try withArray(&base) { elements in
        guard index >= 0, index < elements.count else { throw InterpreterError.indexOutOfRange(at: location) }
        try body(&elements[index])
      }
    } else if Interpreter.isStandardIndex(labels), base.isDictionaryValue, let key = keys.first {
      guard case .dictionary(var dictionary) = base else { return }
      base = .void
      defer { base = .dictionary(dictionary) }
      try modifyEntry(of: &dictionary, key, keys, labels: labels, at: location, body)
    } else if case .some(var inner) = base {
      base = .void
      defer { base = .some(inner) }
      try subscriptModify(&inner, keys, labels: labels, at: location, body)
    } else {
      var value = try subscriptGet(base, keys, labels: labels, at: location)
      try body(&value)
      try subscriptSet(&base, keys, labels: labels, value, at: location)
    }
  }

  /// `dictionary[key]` or `dictionary[key, default: d]` changed in place.
  private func modifyEntry(
    of dictionary: inout DictionaryValue, _ key: Value, _ keys: [Value], labels: [String?],
    at location: SourceLocation?, _ body: (inout Value) throws -> Void
  ) throws {
    let hasDefault = labels.count == 2 && labels[1] == "default"
    if let index = try dictionary.index(of: key, interpreter: self, at: location) {
      if hasDefault {
        try dictionary.modifyValue(at: index, interpreter: self, at: location, body)
      } else {
        // The value is moved out of its entry while it changes, so that `d[k]!.append(x)`
        // appends in place rather than to a copy; it is put back even when the change throws,
        // as Swift writes `inout` back.
        var value = Value.void
        try dictionary.modifyValue(at: index, interpreter: self, at: location) { swap(&value, &$0) }
        value = .some(value)
        let changed = Result { try body(&value) }
        if case .none = value {
          _ = try dictionary.remove(at: index, interpreter: self, at: location)
        } else {
          try dictionary.setValue(at: index, value.unwrapped ?? value, interpreter: self, at: location)
        }
        try changed.get()
      }
    } else {
      var value = hasDefault ? keys[1] : Value.none
      try body(&value)
      if case .none = value, !hasDefault { return }
      try dictionary.set(key, hasDefault ? value : (value.unwrapped ?? value), interpreter: self, at: location)
    }
  }

  /// Changes an array value's elements in place (they are not copied when not shared).
  func withArray<T>(_ value: inout Value, _ body: (inout [Value]) throws -> T) throws -> T {
    guard case .array(var array) = value else {
      throw InterpreterError.unsupported("expected an array, not '\(TypeNames.describe(value))'", at: nil)
    }
    value = .void
    defer { value = .array(array) }
    var result: T?
    try allocate(changing: &array.elements, at: nil) { result = try body(&$0) }
    return result!
  }

  /// The positions a range selects in a collection of `count` elements.
  func bounds(of range: RangeValue, count: Int, at location: SourceLocation?) throws -> (Int, Int) {
    try bounds(of: range, start: 0, end: count, isSlice: false, at: location)
  }

  /// The positions a range selects between `start` and `end`, checked in Swift's order and
  /// words: a one-sided range made empty the wrong way round is no range, then each bound
  /// (lower first) past the end, then before the start ("Negative Array index is out of
  /// range", "ArraySlice index is out of range (before startIndex)"; swiftc 6.3.1's runtime).
  func bounds(of range: RangeValue, start: Int, end: Int, isSlice: Bool, at location: SourceLocation?) throws -> (Int, Int) {
    var low = start, high = end
    if let lower = range.lower { low = try expectInt(lower, at: location) }
    if let upper = range.upper { high = try expectInt(upper, at: location) + (range.isClosed ? 1 : 0) }
    if low > high { throw InterpreterError.trap("Range requires lowerBound <= upperBound", at: location) }
    let name = isSlice ? "ArraySlice" : "Array"
    for bound in [low, high] {
      if bound > end { throw InterpreterError.trap("\(name) index is out of range", at: location) }
      if bound < start {
        throw InterpreterError.trap(
          isSlice ? "ArraySlice index is out of range (before startIndex)" : "Negative Array index is out of range",
          at: location)
      }
    }
    return (low, high)
  }

  /// Whether a subscript's labels are those of the standard library's own subscripts: none, or a
  /// dictionary's `default:`.
  static func isStandardIndex(_ labels: [String?]) -> Bool {
    labels.allSatisfy { $0 == nil } || labels == [nil, "default"]
  }

  // MARK: - Subscripts of the program's and the registry's types

  private func customSubscript(_ base: Value, _ keys: [Value], labels: [String?], at location: SourceLocation?) throws -> Value {
    if let (member, values) = try userSubscript(base, keys, labels: labels, at: location) {
      return try invoke(member.getter, arguments: values, captures: [], selfValue: base, selfBox: nil, at: location)
    }
    if case .type(let type) = base, let (member, values) = try staticSubscript(type, keys, labels: labels, at: location) {
      return try invoke(member.getter, arguments: values, captures: [], selfValue: base, selfBox: nil, at: location)
    }
    if let native = registry.type(named: builtinTypeName(base)), !native.subscripts.isEmpty {
      let shapes = labels.map { ArgumentMatcher.ArgumentShape(label: $0, isTrailingClosure: false) }
      let arguments = CallArguments(values: keys, shapes: shapes)
      let (function, bindings) = try chooseNativeOverload(native.subscripts, arguments, owner: native.name, at: location)
      var receiver = base
      return try callNative(function, receiver: &receiver, arguments: try arrangeNative(arguments, for: function, bindings: bindings, at: location), at: location)
    }
    throw InterpreterError.unsupported("value of type '\(TypeNames.describe(base))' has no subscripts", at: location)
  }

  private func customSubscriptSet(
    _ base: inout Value, _ keys: [Value], labels: [String?], _ value: Value, at location: SourceLocation?
  ) throws {
    if let changed = try ArraySlices.setting(base, keys, value, interpreter: self, at: location) {
      base = changed
      return
    }
    guard let (member, values) = try userSubscript(base, keys, labels: labels, at: location), let setter = member.setter else {
      throw InterpreterError.unsupported("cannot assign through subscript: subscript is get-only", at: location)
    }
    try invokeMutating(setter, on: &base, arguments: values + [value], at: location)
  }

  private func userSubscript(
    _ base: Value, _ keys: [Value], labels: [String?], at location: SourceLocation?
  ) throws -> (SubscriptMember, [Value])? {
    let tables: [MemberTable]
    switch base {
    case .structure(let s): tables = s.type.classChain.map(\.members)
    case .object(let o): tables = o.type.classChain.map(\.members)
    case .enumCase(let e): tables = e.type.userType.map { [$0.members] } ?? []
    default: tables = standardExtensionTables(builtinTypeName(base))
    }
    let shapes = labels.map { ArgumentMatcher.ArgumentShape(label: $0, isTrailingClosure: false) }
    // Overloads told apart by their index's type (`subscript(i: Int)` and `subscript(r: Range<Int>)`
    // on String): the first whose labels and types fit, else the first whose labels fit.
    var fallback: (SubscriptMember, [Value])?
    for table in tables {
      for member in table.subscripts {
        if let bindings = ArgumentMatcher.match(member.getter.parameters.map(\.shape), shapes) {
          let (values, _) = try arrange(CallArguments(values: keys, shapes: shapes), for: member.getter.parameters,
            bindings: bindings, at: location)
          let parameters = member.getter.parameters
          if values.count == parameters.count, zip(values, parameters).allSatisfy({ subscriptAccepts($0, $1.type) }) {
            return (member, values)
          }
          if fallback == nil { fallback = (member, values) }
        }
      }
    }
    return fallback
  }

  /// Whether an index value fits a subscript parameter's declared type, as far as it is known.
  private func subscriptAccepts(_ value: Value, _ type: SwiftType) -> Bool {
    switch (value, type) {
    case (_, .unknown), (_, .generic), (_, .any): return true
    case (.range(let range), .range(let bound, let isClosed)):
      guard range.isClosed == isClosed, let lower = range.lower, range.upper != nil else { return false }
      return bound.isUnknown || isInstance(lower, of: bound)
    case (.range(let range), .partialRange):
      return range.lower == nil || range.upper == nil
    case (.range, _): return false
    default: return isInstance(value, of: type)
    }
  }

  /// The program's extensions of a standard type and of the protocols it conforms to, nearest
  /// first: `extension Array { subscript(safe:) }`, `extension Collection { subscript(checked:) }`.
  private func standardExtensionTables(_ typeName: String) -> [MemberTable] {
    var tables: [MemberTable] = []
    var pending = [typeName]
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted else { continue }
      if let table = program.extensions[current] { tables.append(table) }
      if let type = registry.type(named: current) {
        if let superclass = type.superclass { pending.append(superclass) }
        pending += type.conformances
      }
      pending += program.extensionConformances[current] ?? []
    }
    return tables
  }

  private func staticSubscript(
    _ type: SwiftType, _ keys: [Value], labels: [String?], at location: SourceLocation?
  ) throws -> (SubscriptMember, [Value])? {
    guard case .user(let userType, _) = type else { return nil }
    let shapes = labels.map { ArgumentMatcher.ArgumentShape(label: $0, isTrailingClosure: false) }
    for member in userType.members.staticSubscripts {
      if let bindings = ArgumentMatcher.match(member.getter.parameters.map(\.shape), shapes) {
        let (values, _) = try arrange(CallArguments(values: keys, shapes: shapes), for: member.getter.parameters,
          bindings: bindings, at: location)
        return (member, values)
      }
    }
    return nil
  }
}

/// `String.Index`.
public final class StringIndexValue: NativeValue {
  public let index: String.Index
  public init(_ index: String.Index) { self.index = index }
  public var typeName: String { "String.Index" }
  /// What Swift prints of an index (`0[any]`, `2[utf8]`): the index is the host's own, made by
  /// the same operations. (It asked for the offset in an empty string, which crashed the host
  /// for any index past the start.) Where the host's library lacks it, printing is refused.
  public var description: String? {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) { return index.debugDescription }
    return nil
  }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? StringIndexValue).map { $0.index == index } }
}
