import Foundation
import Transcript

/// `String` and `String.Index` (`Substring` and the members shared with it are in `Substrings`): Swift's own string
/// operations, done by Swift's `String` on the program's text.
enum Strings {
  static let doc = "https://developer.apple.com/documentation/swift/string"

  static func register(in registry: Registry) {
    registry.type("String", module: "Swift",
      conformances: ["BidirectionalCollection", "RangeReplaceableCollection", "Collection", "Sequence", "StringProtocol",
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "LosslessStringConvertible", "Codable"],
      doc: doc) { type in
      initializers(type)
      properties(type)
      searching(type)
      Substrings.indices(type)
      Substrings.slicing(type)
      slicing(type)
      changing(type)
    }
    registry.type("String.Index", module: "Swift", conformances: ["Comparable", "Hashable"],
      doc: "https://developer.apple.com/documentation/swift/string/index")
  }

  private static func text(_ access: NativeAccess) throws -> String {
    try access.interpreter.expectString(access.receiver, at: access.location)
  }

  private static func initializers(_ type: NativeType) {
    type.initializer("init()") { _ in .string("") }
    type.initializer("init(describing instance: Any)") { call in
      // A NaN's own `description` is `nan`, whatever its sign (see `FloatText`).
      if FloatText.isNaN(call[0]) { return .string("nan") }
      return .string(try call.interpreter.describe(call[0], at: call.location))
    }
    type.initializer("init(reflecting subject: Any)") { call in .string(try call.interpreter.reflect(call[0], at: call.location)) }
    type.initializer("init(repeating repeatedValue: String, count: Int)") { call in
      let count = try call.int(1)
      guard count >= 0 else { throw InterpreterError.trap("Negative count not allowed", at: call.location) }
      let piece = try call.string(0)
      let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: max(count, 0))
      try call.interpreter.checkSize(overflow ? .max : bytes, at: call.location)
      try call.interpreter.allocate(bytes: bytes, at: call.location)
      return .string(StringBytes.repeating(piece, count: max(count, 0)))
    }
    type.initializer("init<T: BinaryInteger>(_ value: T, radix: Int = 10, uppercase: Bool = false)") { call in
      .string(String(try call.int(0), radix: try call.int(1), uppercase: try call.bool(2)))
    }
    type.initializer("init(_ value: Any)") { call in
      if let scalar = UnicodeScalars.literalScalar(call[0]) { return .string(String(scalar)) }
      switch call[0] {
      case .array(let array): return .string(try characters(array.elements, call))
      case .native(let native as ReversedValue): return .string(try characters(native.elements, call))
      case .native(let native as ArraySliceValue): return .string(try characters(native.elements, call))
      case .native(let native as ElementsValue) where native.typeName == "Slice":
        return .string(try characters(native.elements, call))
      default:
        return .string(try call.interpreter.describe(call[0], at: call.location))
      }
    }
    type.initializer("init(format: String, _ arguments: CVarArg...)") { call in
      guard case .array(let arguments) = call[1] else { return .string(try call.string(0)) }
      return .string(try Formatting.printf(try call.string(0), arguments.elements, interpreter: call.interpreter, at: call.location))
    }
  }

  /// Text to add to a string: a string, or a sequence of characters (`s.append(contentsOf: ["d", "e"])`).
  static func pieceText(_ value: Value, _ call: NativeCall) throws -> String {
    switch value {
    case .array(let array): return try characters(array.elements, call)
    case .native(let slice as ArraySliceValue): return try characters(slice.elements, call)
    default: return try call.interpreter.expectString(value, at: call.location)
    }
  }

  /// `String(characters)`: the text of a sequence of characters. A string element is a literal
  /// Swift typed as a `Character` from its context (`word.map { $0 == "s" ? "$" : $0 }`).
  private static func characters(_ elements: [Value], _ call: NativeCall) throws -> String {
    var text = ""
    for element in elements {
      switch element {
      case .character(let c): text.append(c)
      case .string(let piece): text += piece
      default:
        throw InterpreterError.unsupported(
          "lesson-runner does not model 'String.init' of a sequence of '\(TypeNames.describe(element))'", at: call.location)
      }
    }
    return text
  }

  private static func properties(_ type: NativeType) {
    type.property("var count: Int { get }") { access in .int(try text(access).count) }
    type.property("var isEmpty: Bool { get }") { access in .bool(try text(access).isEmpty) }
    type.property("var first: Character? { get }") { access in .optional(try text(access).first.map(Value.character)) }
    type.property("var last: Character? { get }") { access in .optional(try text(access).last.map(Value.character)) }
    type.property("var description: String { get }") { access in .string(try text(access)) }
    type.property("var debugDescription: String { get }") { access in .string(try text(access).debugDescription) }
    type.property("var capitalized: String { get }") { access in .string(try text(access).capitalized) }
    type.property("var unicodeScalars: String.UnicodeScalarView { get }") { access in
      .native(ScalarsValue(text: try text(access)))
    }
    // Views that print as their text (`print(word.utf8)` printed an array of code units).
    type.property("var utf8: String.UTF8View { get }") { access in
      let text = try text(access)
      return .native(ElementsValue(typeName: "String.UTF8View", text.utf8.map { .number(Number($0, kind: .uint8)) },
        printed: text, debugPrinted: "UTF8View(\(text.debugDescription))"))
    }
    type.property("var utf16: String.UTF16View { get }") { access in
      let text = try text(access)
      return .native(ElementsValue(typeName: "String.UTF16View", text.utf16.map { .number(Number($0, kind: .uint16)) },
        printed: text, debugPrinted: "StringUTF16(\(text.debugDescription))"))
    }
    type.property("var lowercased: String { get }") { access in .string(try text(access).lowercased()) }
  }

  private static func searching(_ type: NativeType) {
    type.method("func uppercased() -> String") { call in .string(try call.string().uppercased()) }
    type.method("func lowercased() -> String") { call in .string(try call.string().lowercased()) }
    type.method("func hasPrefix(_ prefix: String) -> Bool") { call in .bool(try call.string().hasPrefix(try call.string(0))) }
    type.method("func hasSuffix(_ suffix: String) -> Bool") { call in .bool(try call.string().hasSuffix(try call.string(0))) }
    type.method("func contains(_ other: String) -> Bool") { call in
      let text = try call.string()
      if case .character(let character) = call[0] { return .bool(text.contains(character)) }
      let other = try call.string(0)
      // Foundation's `contains(_:)` (a `range(of:)`) finds no empty string; the standard library's does.
      if other.isEmpty { return .bool(!call.interpreter.foundationInScope) }
      return .bool(text.contains(other))
    }
    type.method("func contains(where predicate: (Character) throws -> Bool) rethrows -> Bool") { call in
      let test = try call.function(0)
      for character in try call.string() where try call.test(test, .character(character)) { return .bool(true) }
      return .bool(false)
    }
    type.method("func components(separatedBy separator: String) -> [String]") { call in
      .list(try call.string().components(separatedBy: try call.string(0)).map(Value.string))
    }
    type.method("func components(separatedBy separator: CharacterSet) -> [String]") { call in
      let set = try StringFoundation.characterSet(call[0], call.location)
      return .list(try call.string().components(separatedBy: set).map(Value.string))
    }
  }

  private static func slicing(_ type: NativeType) {
    type.method("func filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String") { call in
      let test = try call.function(0)
      return .string(String(try call.string().filter { try call.test(test, .character($0)) }))
    }
    type.method("func reversed() -> ReversedCollection<String>") { call in
      .native(ReversedValue(base: call.receiver, elements: try call.string().reversed().map(Value.character)))
    }
    type.method("func trimmingCharacters(in set: CharacterSet) -> String") { call in
      // Any other value was returned untrimmed: an array literal of scalars is a set too.
      let set = try StringFoundation.characterSet(call[0], call.location)
      return .string(try call.string().trimmingCharacters(in: set))
    }
    type.method("func replacingOccurrences(of target: String, with replacement: String) -> String") { call in
      .string(try BuiltSize.replacing(try call.string(), try call.string(0), try call.string(1), call))
    }
    type.method("func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String") { call in
      try BuiltSize.padding(try call.int(0), call)
      let length = try call.int(0), pad = try call.string(1), start = try call.int(2)
      // Foundation's own checks, which would stop the host: a negative length reads outside the
      // text, an empty pad or a start outside it has nothing to repeat.
      if length < 0 { throw InterpreterError.trap("String index range is out of bounds", at: call.location) }
      if pad.isEmpty { throw InterpreterError.trap("empty pad string", at: call.location) }
      if start < 0 || start >= pad.utf16.count { throw InterpreterError.trap("out of range padIndex", at: call.location) }
      return .string(try call.string().padding(toLength: length, withPad: pad, startingAt: start))
    }
  }

  private static func changing(_ type: NativeType) {
    type.method("mutating func append(_ c: Character)") { call in
      let piece = try call.interpreter.expectString(call[0], at: call.location)
      return try call.mutateString { $0 += piece; return .void }
    }
    type.method("mutating func append(contentsOf newElements: String)") { call in
      let piece = try pieceText(call[0], call)
      return try call.mutateString { $0 += piece; return .void }
    }
    type.method("mutating func insert(_ newElement: Character, at i: String.Index)") { call in
      guard case .character(let character) = call[0] else { return .void }
      let index = try stringIndex(call[1], call), location = call.location
      return try call.mutateString { text in
        guard index >= text.startIndex, index <= text.endIndex else {
          throw InterpreterError.trap("String index is out of bounds", at: location)
        }
        text.insert(character, at: index)
        return .void
      }
    }
    type.method("@discardableResult mutating func removeFirst() -> Character") { call in
      let location = call.location
      return try call.mutateString { text in
        guard !text.isEmpty else { throw InterpreterError.trap("Can't remove first element from an empty collection", at: location) }
        return .character(text.removeFirst())
      }
    }
    type.method("@discardableResult mutating func removeLast() -> Character") { call in
      let location = call.location
      return try call.mutateString { text in
        guard !text.isEmpty else { throw InterpreterError.trap("Can't remove last element from an empty collection", at: location) }
        return .character(text.removeLast())
      }
    }
    type.method("@discardableResult mutating func remove(at i: String.Index) -> Character") { call in
      let index = try stringIndex(call[0], call), location = call.location
      return try call.mutateString { text in
        // The end index (or one from a longer string) names no character: Swift traps, as the host would.
        guard index >= text.startIndex, index < text.endIndex else {
          throw InterpreterError.trap("String index is out of bounds", at: location)
        }
        return .character(text.remove(at: index))
      }
    }
    type.method("mutating func removeAll()") { call in try call.mutateString { $0 = ""; return .void } }
    type.method("mutating func removeAll(where shouldBeRemoved: (Character) throws -> Bool) rethrows") { call in
      let test = try call.function(0)
      let kept = try call.string().filter { !(try call.test(test, .character($0))) }
      call.receiver = .string(kept)
      return .void
    }
  }

  static func stringIndex(_ value: Value, _ call: NativeCall) throws -> String.Index {
    guard case .native(let native) = value, let index = native as? StringIndexValue else {
      throw InterpreterError.unsupported("expected a 'String.Index'", at: call.location)
    }
    return index.index
  }
}

/// `string.unicodeScalars`: a sequence of `Unicode.Scalar`s.
final class ScalarsValue: NativeSequence, DescribedNativeValue {
  let text: String
  init(text: String) { self.text = text }
  var typeName: String { "String.UnicodeScalarView" }
  var description: String? { text }
  func makeIterator() -> any NativeIterator {
    ArrayIterator(elements: text.unicodeScalars.map { .native(ScalarValue(scalar: $0)) })
  }
  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String { text }
}

/// `Unicode.Scalar`.
final class ScalarValue: NativeValue {
  let scalar: Unicode.Scalar
  init(scalar: Unicode.Scalar) { self.scalar = scalar }
  var typeName: String { "Unicode.Scalar" }
  var description: String? { String(scalar) }
  var debugDescription: String? { scalar.debugDescription }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? ScalarValue).map { $0.scalar == scalar } }
  func hash(into hasher: inout Hasher) { hasher.combine(scalar) }
}

extension ScalarValue: ComparableNativeValue {
  public func isLess(than other: any NativeValue) -> Bool? { (other as? ScalarValue).map { scalar < $0.scalar } }
}

/// Foundation's `CharacterSet`, for `trimmingCharacters(in:)`.
final class CharacterSetValue: NativeValue {
  let set: CharacterSet
  let name: String
  init(set: CharacterSet, name: String) {
    self.set = set
    self.name = name
  }
  var typeName: String { "CharacterSet" }
  var description: String? { nil }
}

extension StringIndexValue: ComparableNativeValue {
  public func isLess(than other: any NativeValue) -> Bool? { (other as? StringIndexValue).map { index < $0.index } }
}
