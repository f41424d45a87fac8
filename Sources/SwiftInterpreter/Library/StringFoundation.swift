import Foundation
import Transcript

/// Foundation's `String` additions a lesson uses beside the standard library's: comparing
/// without case (`caseInsensitiveCompare`, answering a `ComparisonResult`), `appending`,
/// `replacingCharacters(in:with:)`, the `options:` forms with `.caseInsensitive`, and
/// `CharacterSet(charactersIn:)`. Done by Foundation's own methods on the program's text.
enum StringFoundation {
  static let doc = "https://developer.apple.com/documentation/foundation/nsstring"

  static func register(in registry: Registry) {
    let result = registry.type("ComparisonResult", module: "Foundation", kind: .enumeration,
      doc: "https://developer.apple.com/documentation/foundation/comparisonresult") { type in
      type.enumCases(["orderedAscending", "orderedSame", "orderedDescending"])
    }
    func answer(_ order: Foundation.ComparisonResult) -> Value {
      let index = order == .orderedAscending ? 0 : (order == .orderedSame ? 1 : 2)
      return .enumCase(EnumValue(type: .native(result, arguments: []), caseIndex: index, name: result.cases[index].name))
    }
    registry.type("String.CompareOptions", module: "Foundation", conformances: ["OptionSet"],
      doc: "https://developer.apple.com/documentation/foundation/nsstring/compareoptions") { type in
      type.property("static var caseInsensitive: String.CompareOptions { get }") { _ in .native(CompareOptionsValue()) }
    }
    registry.type("String", module: "Swift", doc: doc) { type in
      type.method("func appending(_ aString: String) -> String", doc: doc) { call in
        .string(try call.string() + call.string(0))
      }
      type.method("func caseInsensitiveCompare(_ aString: String) -> ComparisonResult", doc: doc) { call in
        answer(try call.string().caseInsensitiveCompare(try call.string(0)))
      }
      type.method("func compare(_ aString: String) -> ComparisonResult", doc: doc) { call in
        answer(try call.string().compare(try call.string(0)))
      }
      // Collated for en_US (the lessons' locale; swiftc's Linux build agrees): "a" < "B" < "é" < "f".
      type.method("func localizedCompare(_ string: String) -> ComparisonResult", doc: doc) { call in
        answer(try call.string().compare(try call.string(0), locale: Locale(identifier: "en_US")))
      }
      type.method("func localizedCaseInsensitiveCompare(_ string: String) -> ComparisonResult", doc: doc) { call in
        answer(try call.string().compare(try call.string(0), options: .caseInsensitive, locale: Locale(identifier: "en_US")))
      }
      type.method("func localizedCaseInsensitiveContains(_ other: String) -> Bool", doc: doc) { call in
        .bool(try call.string().localizedCaseInsensitiveContains(try call.string(0)))
      }
      type.method("func range(of aString: String, options mask: String.CompareOptions) -> Range<String.Index>?", doc: doc) { call in
        let caseless = try options(call[1], call)
        let text = try call.string()
        guard let range = text.range(of: try call.string(0), options: caseless ? .caseInsensitive : []) else { return .none }
        return .some(.range(RangeValue(lower: .native(StringIndexValue(range.lowerBound)),
          upper: .native(StringIndexValue(range.upperBound)), isClosed: false)))
      }
      type.method("func replacingOccurrences(of target: String, with replacement: String, options: String.CompareOptions, range searchRange: Range<String.Index>? = nil) -> String", doc: doc) { call in
        guard case .none = call[3] else { throw InterpreterError.notModelled("replacingOccurrences(of:with:options:range:) in a range", at: call.location) }
        let caseless = try options(call[2], call)
        return .string(try call.string().replacingOccurrences(of: try call.string(0), with: try call.string(1),
          options: caseless ? .caseInsensitive : []))
      }
      // Any range expression of indices (`i...j`, `i...`, `..<j` ran as traps); one reaching
      // outside the text is "String index is out of bounds" here (checked with swiftc 6.3.1).
      type.method("func replacingCharacters(in range: Range<String.Index>, with replacement: String) -> String", doc: doc) { call in
        let text = try call.string()
        let outside = InterpreterError.trap("String index is out of bounds", at: call.location)
        guard case .range(let range) = call[0] else { throw call.mismatch(0, "Range<String.Index>") }
        let low = try range.lower.map { try Strings.stringIndex($0, call) } ?? text.startIndex
        var high = try range.upper.map { try Strings.stringIndex($0, call) } ?? text.endIndex
        if low > high { throw InterpreterError.trap("Range requires lowerBound <= upperBound", at: call.location) }
        if range.isClosed && range.upper != nil {
          guard high >= text.startIndex, high < text.endIndex else { throw outside }
          high = text.index(after: high)
        }
        guard low >= text.startIndex, high <= text.endIndex else { throw outside }
        return .string(text.replacingCharacters(in: low..<high, with: try call.string(1)))
      }
    }
    registry.type("CharacterSet", module: "Foundation", doc: "https://developer.apple.com/documentation/foundation/characterset") { type in
      type.initializer("init(charactersIn string: String)") { call in
        .native(CharacterSetValue(set: CharacterSet(charactersIn: try call.string(0)), name: "custom"))
      }
      type.property("var inverted: CharacterSet { get }") { access in
        .native(CharacterSetValue(set: try characterSet(access.receiver, access.location).inverted, name: "inverted"))
      }
      type.method("func union(_ other: CharacterSet) -> CharacterSet") { call in
        let other = try characterSet(call[0], call.location)
        return .native(CharacterSetValue(set: try characterSet(call.receiver, call.location).union(other), name: "union"))
      }
      type.method("func contains(_ member: UnicodeScalar) -> Bool") { call in
        guard let scalar = UnicodeScalars.literalScalar(call[0]) else { throw call.mismatch(0, "Unicode.Scalar") }
        return .bool(try characterSet(call.receiver, call.location).contains(scalar))
      }
    }
  }

  /// A `CharacterSet` argument, or an array literal of scalars written where one is expected
  /// (`trimmingCharacters(in: [" ", "!"])`: `CharacterSet` is expressible by one).
  static func characterSet(_ value: Value, _ location: SourceLocation?) throws -> CharacterSet {
    if let set = value.native(as: CharacterSetValue.self) { return set.set }
    if case .array(let array) = value {
      var set = CharacterSet()
      for element in array.elements {
        if let scalar = UnicodeScalars.literalScalar(element) { set.insert(scalar); continue }
        switch element {
        case .string(let text) where text.unicodeScalars.count == 1: set.insert(text.unicodeScalars.first!)
        case .character(let character) where character.unicodeScalars.count == 1: set.insert(character.unicodeScalars.first!)
        default: throw InterpreterError.unsupported("expected a 'CharacterSet'", at: location)
        }
      }
      return set
    }
    throw InterpreterError.unsupported("expected a 'CharacterSet'", at: location)
  }

  /// Whether the options ask for `.caseInsensitive` (the one modelled; `[]` asks for none).
  private static func options(_ value: Value, _ call: NativeCall) throws -> Bool {
    switch value {
    case .native(let native) where native is CompareOptionsValue: return true
    case .native(let member as ImplicitMemberValue) where member.name == "caseInsensitive": return true
    case .array(let array) where array.elements.isEmpty: return false
    case .array(let array) where array.elements.count == 1: return try options(array.elements[0], call)
    default: throw InterpreterError.notModelled("these 'String.CompareOptions'", at: call.location)
    }
  }
}

/// `String.CompareOptions.caseInsensitive`.
final class CompareOptionsValue: NativeValue {
  var typeName: String { "String.CompareOptions" }
  var description: String? { nil }
}
