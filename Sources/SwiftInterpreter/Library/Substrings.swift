import SwiftReader
import Transcript

/// `Substring`, Swift's slice of a string, as its own type: `prefix`, `dropFirst`, `split`
/// and a range subscript give one, `type(of:)` names it, and it keeps its base's indices.
///
/// The members that hand out or take indices, and those that slice, are declared once here for
/// both `String` and `Substring` and run on a Swift `Substring` (a string is the slice of all of
/// itself), so an index taken from a substring means in it what it means in its base. Every other
/// `String` member a substring reaches through the type's `superclass` link and runs on a copy of
/// its text: those answer the same on a copy (`count`, `uppercased()`, `hasPrefix(_:)`).
enum Substrings {
  static let doc = "https://developer.apple.com/documentation/swift/substring"

  static func register(in registry: Registry) {
    registry.type("Substring", module: "Swift",
      conformances: ["StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Equatable", "Hashable",
        "Comparable", "CustomStringConvertible"],
      doc: doc) { type in
      type.superclass = "String"
      type.initializer("init(_ text: String)") { call in .native(SubstringValue(try call.string(0)[...])) }
      type.initializer("init()") { _ in .native(SubstringValue(""[...])) }
      indices(type)
      slicing(type)
      type.subscriptMember("subscript(_ position: String.Index) -> Character") { call in
        let text = try slice(call.receiver, call.location), index = try Strings.stringIndex(call[0], call)
        try checkIndex(index, in: text, endAllowed: false, receiver: call.receiver, at: call.location)
        return .character(text[index])
      }
      type.subscriptMember("subscript(_ bounds: Range<String.Index>) -> Substring") { call in
        guard case .range(let range) = call[0] else {
          throw InterpreterError.unsupported("expected a 'Range<String.Index>'", at: call.location)
        }
        return .native(SubstringValue(try piece(
          of: try slice(call.receiver, call.location), range, isSubstring: isSubstring(call.receiver), at: call.location)))
      }
    }
  }

  /// A substring passed where a registry function declares `String`: Swift's own API takes any
  /// `StringProtocol` there (`Int(_:)`, `hasPrefix(_:)`, `joined(separator:)`), written `String` here.
  static func passing(_ value: Value, as type: TypeSyntax) -> Value {
    guard case .native(let native as SubstringValue) = value, case .named("String", _) = type.kind else { return value }
    return .string(String(native.slice))
  }

  /// The receiver as a slice: a string is the slice of all of itself.
  static func slice(_ value: Value, _ location: SourceLocation?) throws -> Substring {
    switch value {
    case .string(let text): return text[...]
    case .native(let native as SubstringValue): return native.slice
    case .character(let character): return String(character)[...]
    default: throw InterpreterError.unsupported("expected a 'String', not '\(TypeNames.describe(value))'", at: location)
    }
  }

  /// `text[range]` for a range of indices (closed, half-open or one-sided), checked against its
  /// bounds with the Swift runtime's words: a one-sided range whose written bound passes the
  /// other end is no range ("Range requires lowerBound <= upperBound"), a range reaching outside
  /// is "String index range is out of bounds" (for a substring too), a closed range ending at
  /// the end index is the receiver's single-index message (checked with swiftc 6.3.1).
  static func piece(
    of text: Substring, _ range: RangeValue, isSubstring: Bool = false, at location: SourceLocation?
  ) throws -> Substring {
    func index(_ value: Value?) throws -> String.Index? {
      guard let value else { return nil }
      guard case .native(let native) = value, let index = (native as? StringIndexValue)?.index else {
        throw InterpreterError.unsupported("cannot subscript String with an Int range, use String.Index", at: location)
      }
      return index
    }
    let low = try index(range.lower) ?? text.startIndex
    var high = try index(range.upper) ?? text.endIndex
    guard low <= high else { throw InterpreterError.trap("Range requires lowerBound <= upperBound", at: location) }
    guard low >= text.startIndex, high <= text.endIndex else {
      throw InterpreterError.trap("String index range is out of bounds", at: location)
    }
    if range.isClosed && range.upper != nil {
      guard high < text.endIndex else { throw InterpreterError.trap(outOfBounds(isSubstring), at: location) }
      high = text.index(after: high)
    }
    return text[low..<high]
  }

  /// The runtime's words for one index outside a string or a substring.
  static func outOfBounds(_ isSubstring: Bool) -> String {
    isSubstring ? "Substring index is out of bounds" : "String index is out of bounds"
  }

  static func isSubstring(_ value: Value) -> Bool {
    if case .native(_ as SubstringValue) = value { return true }
    return false
  }

  /// An index the receiver may be asked about: within its bounds (its end index too where
  /// `endAllowed`); Swift traps otherwise, as the host would if it were asked.
  static func checkIndex(
    _ position: String.Index, in text: Substring, endAllowed: Bool, receiver: Value, at location: SourceLocation?
  ) throws {
    guard position >= text.startIndex, endAllowed ? position <= text.endIndex : position < text.endIndex else {
      throw InterpreterError.trap(outOfBounds(isSubstring(receiver)), at: location)
    }
  }

  private static func index(_ value: String.Index) -> Value { .native(StringIndexValue(value)) }

  /// The members that give or take indices, for `String` and `Substring` alike.
  static func indices(_ type: NativeType) {
    StringIndices.property(type)
    type.property("var startIndex: String.Index { get }") { access in index(try slice(access.receiver, access.location).startIndex) }
    type.property("var endIndex: String.Index { get }") { access in index(try slice(access.receiver, access.location).endIndex) }
    type.method("func firstIndex(of element: Character) -> String.Index?") { call in
      guard case .character(let character) = call[0] else { return .none }
      return .optional(try slice(call.receiver, call.location).firstIndex(of: character).map(index))
    }
    type.method("func lastIndex(of element: Character) -> String.Index?") { call in
      guard case .character(let character) = call[0] else { return .none }
      return .optional(try slice(call.receiver, call.location).lastIndex(of: character).map(index))
    }
    type.method("func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index?") { call in
      let text = try slice(call.receiver, call.location), test = try call.function(0)
      for position in text.indices where try call.test(test, .character(text[position])) { return .some(index(position)) }
      return .none
    }
    type.method("func lastIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index?") { call in
      let text = try slice(call.receiver, call.location), test = try call.function(0)
      for position in text.indices.reversed() where try call.test(test, .character(text[position])) {
        return .some(index(position))
      }
      return .none
    }
    type.method("func index(after i: String.Index) -> String.Index") { call in
      let text = try slice(call.receiver, call.location), position = try Strings.stringIndex(call[0], call)
      try checkIndex(position, in: text, endAllowed: false, receiver: call.receiver, at: call.location)
      return index(text.index(after: position))
    }
    type.method("func index(before i: String.Index) -> String.Index") { call in
      let text = try slice(call.receiver, call.location), position = try Strings.stringIndex(call[0], call)
      guard position > text.startIndex, position <= text.endIndex else {
        throw InterpreterError.trap(outOfBounds(isSubstring(call.receiver)), at: call.location)
      }
      return index(text.index(before: position))
    }
    type.method("func index(_ i: String.Index, offsetBy distance: Int) -> String.Index") { call in
      let text = try slice(call.receiver, call.location), position = try Strings.stringIndex(call[0], call)
      let distance = try call.int(1)
      try checkIndex(position, in: text, endAllowed: true, receiver: call.receiver, at: call.location)
      guard let moved = text.index(position, offsetBy: distance, limitedBy: distance >= 0 ? text.endIndex : text.startIndex)
      else { throw InterpreterError.trap(outOfBounds(isSubstring(call.receiver)), at: call.location) }
      return index(moved)
    }
    type.method("func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?") { call in
      let text = try slice(call.receiver, call.location)
      let position = try Strings.stringIndex(call[0], call), limit = try Strings.stringIndex(call[2], call)
      try checkIndex(position, in: text, endAllowed: true, receiver: call.receiver, at: call.location)
      try checkIndex(limit, in: text, endAllowed: true, receiver: call.receiver, at: call.location)
      let distance = try call.int(1)
      // Past the string's own end the host would trap where Swift gives nil or the bound.
      guard let moved = text.index(position, offsetBy: distance, limitedBy: distance >= 0 ? text.endIndex : text.startIndex)
      else {
        let passesLimit = distance >= 0 ? limit >= position : limit <= position
        if passesLimit { return .none }
        throw InterpreterError.trap(outOfBounds(isSubstring(call.receiver)), at: call.location)
      }
      if distance >= 0 ? (limit >= position && moved > limit) : (limit <= position && moved < limit) { return .none }
      return .some(index(moved))
    }
    type.method("func distance(from start: String.Index, to end: String.Index) -> Int") { call in
      let text = try slice(call.receiver, call.location)
      let start = try Strings.stringIndex(call[0], call), end = try Strings.stringIndex(call[1], call)
      try checkIndex(start, in: text, endAllowed: true, receiver: call.receiver, at: call.location)
      try checkIndex(end, in: text, endAllowed: true, receiver: call.receiver, at: call.location)
      return .int(text.distance(from: start, to: end))
    }
    type.method("func range(of aString: String) -> Range<String.Index>?") { call in
      guard let range = try slice(call.receiver, call.location).range(of: try call.string(0)) else { return .none }
      return .some(.range(RangeValue(lower: index(range.lowerBound), upper: index(range.upperBound), isClosed: false)))
    }
  }

  /// The members that cut a string or a substring into substrings of the same base.
  static func slicing(_ type: NativeType) {
    func pieces(_ list: [Substring]) -> Value { .list(list.map { .native(SubstringValue($0)) }) }
    type.method("func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]") { call in
      let text = try slice(call.receiver, call.location)
      let maxSplits = try call.int(1), omitting = try call.bool(2)
      guard maxSplits >= 0 else { throw InterpreterError.trap("Must take zero or more splits", at: call.location) }
      switch call[0] {
      case .character(let c): return pieces(text.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omitting))
      case .string(let s) where s.count == 1:
        return pieces(text.split(separator: s.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting))
      default:
        return pieces(text.split(separator: try call.string(0), maxSplits: maxSplits, omittingEmptySubsequences: omitting))
      }
    }
    type.method("func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring]") { call in
      let text = try slice(call.receiver, call.location), test = try call.function(2)
      let maxSplits = try call.int(0)
      guard maxSplits >= 0 else { throw InterpreterError.trap("Must take zero or more splits", at: call.location) }
      // Asked as Swift asks it: character by character, and no further once the last split is made.
      return pieces(try text.split(maxSplits: maxSplits, omittingEmptySubsequences: try call.bool(1)) { character in
        try call.test(test, .character(character))
      })
    }
    type.method("func prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring") { call in
      let text = try slice(call.receiver, call.location), test = try call.function(0)
      var end = text.startIndex
      while end < text.endIndex, try call.test(test, .character(text[end])) { end = text.index(after: end) }
      return .native(SubstringValue(text[..<end]))
    }
    type.method("func drop(while predicate: (Character) throws -> Bool) rethrows -> Substring") { call in
      let text = try slice(call.receiver, call.location), test = try call.function(0)
      var start = text.startIndex
      while start < text.endIndex, try call.test(test, .character(text[start])) { start = text.index(after: start) }
      return .native(SubstringValue(text[start...]))
    }
    type.method("func dropFirst(_ k: Int = 1) -> Substring") { call in
      .native(SubstringValue(try slice(call.receiver, call.location).dropFirst(try count(call, "Can't drop a negative number of elements from a collection"))))
    }
    type.method("func dropLast(_ k: Int = 1) -> Substring") { call in
      .native(SubstringValue(try slice(call.receiver, call.location).dropLast(try count(call, "Can't drop a negative number of elements from a collection"))))
    }
    type.method("func prefix(_ maxLength: Int) -> Substring") { call in
      .native(SubstringValue(try slice(call.receiver, call.location).prefix(try count(call, "Can't take a prefix of negative length from a collection"))))
    }
    type.method("func suffix(_ maxLength: Int) -> Substring") { call in
      .native(SubstringValue(try slice(call.receiver, call.location).suffix(try count(call, "Can't take a suffix of negative length from a collection"))))
    }
  }

  /// A length argument; Swift traps on a negative one.
  private static func count(_ call: NativeCall, _ trap: String) throws -> Int {
    let k = try call.int(0)
    guard k >= 0 else { throw InterpreterError.trap(trap, at: call.location) }
    return k
  }
}

/// A `Substring` value: Swift's own slice, so its indices are its base's.
final class SubstringValue: NativeSequence, ComparableNativeValue {
  let slice: Substring
  init(_ slice: Substring) { self.slice = slice }
  var typeName: String { "Substring" }
  var description: String? { String(slice) }
  var debugDescription: String? { String(slice).debugDescription }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? SubstringValue).map { $0.slice == slice } }
  func hash(into hasher: inout Hasher) { hasher.combine(String(slice)) }
  func isLess(than other: any NativeValue) -> Bool? { (other as? SubstringValue).map { slice < $0.slice } }
  func makeIterator() -> any NativeIterator { ArrayIterator(elements: slice.map(Value.character)) }
}

extension Interpreter {
  /// The texts of two operands when one is a substring and the other a string or a substring:
  /// Swift compares any two `StringProtocol` values by their characters.
  func substringTexts(_ a: Value, _ b: Value) -> (String, String)? {
    func text(_ value: Value) -> String? {
      switch value {
      case .string(let s): return s
      case .native(let native as SubstringValue): return String(native.slice)
      default: return nil
      }
    }
    guard a.isSubstring || b.isSubstring, let x = text(a), let y = text(b) else { return nil }
    return (x, y)
  }
}

extension Value {
  var isSubstring: Bool {
    if case .native(let native) = self { return native is SubstringValue }
    return false
  }
}

extension Interpreter {
  /// `substring + string` and `string + substring`: the text joined, of the left operand's type
  /// (swiftc's overload of `+` for two `RangeReplaceableCollection`s keeps the left one's).
  func joinedTexts(_ a: Value, _ b: Value, at location: SourceLocation?) throws -> Value? {
    guard let (x, y) = substringTexts(a, b) else { return nil }
    try checkSize(x.utf8.count + y.utf8.count, at: location)
    return a.isSubstring ? .native(SubstringValue((x + y)[...])) : .string(x + y)
  }
}
