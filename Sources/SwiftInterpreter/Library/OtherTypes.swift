import Foundation
import Transcript

/// `Optional`, ranges, `Character`, `Result` and `Error`.
enum OtherTypes {
  static func register(in registry: Registry) {
    registry.type("Optional", module: "Swift", kind: .enumeration, conformances: ["Equatable", "Hashable"],
      doc: "https://developer.apple.com/documentation/swift/optional") { type in
      type.genericParameters = ["Wrapped"]
      type.method("func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U?") { call in
        guard let wrapped = call.receiver.unwrapped else { return .none }
        return .some(try call.invoke(try call.function(0), wrapped))
      }
      type.method("func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U?") { call in
        guard let wrapped = call.receiver.unwrapped else { return .none }
        return try call.invoke(try call.function(0), wrapped).promotedToOptional
      }
      type.property("var unsafelyUnwrapped: Wrapped { get }") { access in
        guard let wrapped = access.receiver.unwrapped else { throw InterpreterError.unwrappedNil(at: access.location) }
        return wrapped
      }
    }
    for (name, closed) in [("Range", false), ("ClosedRange", true)] {
      registry.type(name, module: "Swift", conformances: ["Collection", "Sequence", "Equatable", "Hashable", "CustomStringConvertible"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        type.genericParameters = ["Bound"]
        rangeMembers(type, closed: closed)
      }
    }
    // `PartialRangeFrom` is also a `Sequence` (of a `Strideable` bound): `(1...).lazy`,
    // `(1...).prefix(3)`, `for (i, x) in (10...).enumerated()` (developer.apple.com/documentation/swift/partialrangefrom).
    for name in ["PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough"] {
      registry.type(name, module: "Swift", conformances: name == "PartialRangeFrom" ? ["RangeExpression", "Sequence"] : ["RangeExpression"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        type.method("func contains(_ element: Bound) -> Bool") { call in
          guard case .range(let range) = call.receiver else { return .bool(false) }
          return .bool(try call.interpreter.rangeContains(range, call[0], at: call.location))
        }
      }
    }
    registry.type("Character", module: "Swift", conformances: ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"],
      doc: "https://developer.apple.com/documentation/swift/character") { type in
      characterMembers(type)
    }
    registry.type("Result", module: "Swift", kind: .enumeration, conformances: ["Equatable"],
      doc: "https://developer.apple.com/documentation/swift/result") { type in
      type.genericParameters = ["Success", "Failure"]
      type.cases = [NativeCase(name: "success", labels: [nil]), NativeCase(name: "failure", labels: [nil])]
      type.method("func get() throws -> Success") { call in
        guard case .enumCase(let result) = call.receiver, let payload = result.payload.first else { return .void }
        if result.name == "failure" { throw SwiftError(value: payload, location: call.location) }
        return payload
      }
      for (name, mapsSuccess) in [("map", true), ("mapError", false), ("flatMap", true), ("flatMapError", false)] {
        let parameter = mapsSuccess ? "Success" : "Failure"
        type.method("func \(name)<NewValue>(_ transform: (\(parameter)) throws -> NewValue) -> Result<NewValue, Failure>") { call in
          guard case .enumCase(let result) = call.receiver, let payload = result.payload.first else { return call.receiver }
          guard (result.name == "success") == mapsSuccess else { return call.receiver }
          let transformed = try call.invoke(try call.function(0), payload)
          if name.hasPrefix("flatMap") { return transformed }
          return .enumCase(EnumValue(type: result.type, caseIndex: result.caseIndex, name: result.name,
            payload: [transformed], labels: [nil]))
        }
      }
      type.initializer("init(catching body: () throws -> Success)") { call in
        let resultType = SwiftType.native(call.interpreter.registry.type(named: "Result")!, arguments: [])
        do {
          let value = try call.invoke(try call.function(0))
          return .enumCase(EnumValue(type: resultType, caseIndex: 0, name: "success", payload: [value], labels: [nil]))
        } catch let thrown as SwiftError {
          return .enumCase(EnumValue(type: resultType, caseIndex: 1, name: "failure", payload: [thrown.value], labels: [nil]))
        }
      }
    }
    registry.type("Error", module: "Swift", kind: .protocolType, conformances: ["Sendable"],
      doc: "https://developer.apple.com/documentation/swift/error") { type in
      type.property("var localizedDescription: String { get }") { access in
        .string(try localizedDescription(access.receiver, access.interpreter, access.location))
      }
    }
    registry.type("CancellationError", module: "Swift", conformances: ["Error"],
      doc: "https://developer.apple.com/documentation/swift/cancellationerror") { type in
      type.initializer("init()") { call in call.interpreter.cancellationError }
    }
    registry.type("CharacterSet", module: "Foundation", doc: "https://developer.apple.com/documentation/foundation/characterset") { type in
      let sets: [(String, CharacterSet)] = [
        ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines), ("newlines", .newlines),
        ("punctuationCharacters", .punctuationCharacters), ("decimalDigits", .decimalDigits), ("letters", .letters),
        ("alphanumerics", .alphanumerics), ("uppercaseLetters", .uppercaseLetters), ("lowercaseLetters", .lowercaseLetters),
      ]
      for (name, set) in sets {
        type.property("static var \(name): CharacterSet { get }") { _ in .native(CharacterSetValue(set: set, name: name)) }
      }
    }
  }

  /// `error.localizedDescription`, as Foundation bridges a Swift error to `NSError`: a
  /// `LocalizedError`'s `errorDescription`, else "The operation couldn’t be completed.
  /// (module.Type error N.)".
  static func localizedDescription(_ error: Value, _ interpreter: Interpreter, _ location: SourceLocation?) throws -> String {
    if interpreter.conformsToNative(error, "LocalizedError"),
      case .computed = interpreter.lookupMember(of: error, "errorDescription"),
      case .string(let text)? = try interpreter.getMember(error, "errorDescription", at: location).unwrapped
    {
      return text
    }
    // Darwin's Foundation (the iOS text, as for other errors below): a `DecodingError` bridges
    // to NSCocoaErrorDomain's coder errors, 4865 for a missing key or value, 4864 otherwise.
    if case .enumCase(let e) = error, case .native(let native, _) = e.type, native.name == "DecodingError" {
      let missing = e.name == "keyNotFound" || e.name == "valueNotFound"
      return "The data couldn’t be read because it " + (missing ? "is missing." : "isn’t in the correct format.")
    }
    let type = interpreter.dynamicType(of: error).qualifiedName
    return "The operation couldn’t be completed. (\(type) error \(errorCode(error)).)"
  }

  /// The `NSError` code of a Swift error (checked with swiftc 6.3.1): an `Int` enum's raw value;
  /// for another enum its case's place with the cases that carry values counted first (the
  /// runtime's order); 1 for anything else.
  static func errorCode(_ error: Value) -> Int {
    guard case .enumCase(let e) = error else { return 1 }
    guard case .user(let type, _) = e.type, e.caseIndex < type.cases.count else { return e.caseIndex }
    if case .int(let raw)? = type.cases[e.caseIndex].rawValue { return raw }
    let withValues = type.cases.filter(\.hasPayload)
    if type.cases[e.caseIndex].hasPayload { return withValues.firstIndex { $0.index == e.caseIndex } ?? e.caseIndex }
    return withValues.count + type.cases.prefix(e.caseIndex).filter { !$0.hasPayload }.count
  }

  private static func rangeMembers(_ type: NativeType, closed: Bool) {
    func range(_ value: Value) -> RangeValue? {
      if case .range(let range) = value { return range }
      return nil
    }
    type.property("var lowerBound: Bound { get }") { access in range(access.receiver)?.lower ?? .void }
    type.property("var upperBound: Bound { get }") { access in range(access.receiver)?.upper ?? .void }
    type.property("var count: Int { get }") { access in
      guard let bounds = range(access.receiver)?.intBounds else {
        return .int(try access.interpreter.elements(of: access.receiver, at: access.location).count)
      }
      return .int(bounds.1 - bounds.0)
    }
    type.property("var isEmpty: Bool { get }") { access in
      guard let bounds = range(access.receiver)?.intBounds else { return .bool(false) }
      return .bool(bounds.1 <= bounds.0)
    }
    type.method("func contains(_ element: Bound) -> Bool") { call in
      guard let value = range(call.receiver) else { return .bool(false) }
      return .bool(try call.interpreter.rangeContains(value, call[0], at: call.location))
    }
    // `Sequence`'s, beside the range's own `contains(_:)` (which would hide it): `(2..<n).contains { … }`.
    type.method("func contains(where predicate: (Bound) throws -> Bool) rethrows -> Bool") { call in
      let predicate = try call.function(0), interpreter = call.interpreter
      // Stepped, not made into an array first: the test may succeed early in a long range.
      var iterator = try interpreter.makeIterator(call.receiver, at: call.location)
      while let element = try iterator.next(interpreter, at: call.location) {
        if try call.test(predicate, element) { return .bool(true) }
      }
      return .bool(false)
    }
    type.method("func clamped(to limits: Self) -> Self") { call in
      guard let mine = range(call.receiver), let limits = range(call[0]), let lower = mine.lower, let upper = mine.upper,
        let lowLimit = limits.lower, let highLimit = limits.upper
      else { return call.receiver }
      let low = try call.less(lower, lowLimit) ? lowLimit : (try call.less(highLimit, lower) ? highLimit : lower)
      let high = try call.less(upper, lowLimit) ? lowLimit : (try call.less(highLimit, upper) ? highLimit : upper)
      return .range(RangeValue(lower: low, upper: high, isClosed: mine.isClosed))
    }
    type.method("func reversed() -> ReversedCollection<Self>") { call in
      .native(ReversedValue(base: call.receiver, elements: try call.elements().reversed()))
    }
    type.property("var last: Bound? { get }") { access in
      guard let bounds = range(access.receiver)?.intBounds else {
        return .optional(try access.interpreter.elements(of: access.receiver, at: access.location).last)
      }
      return bounds.1 > bounds.0 ? .some(.int(bounds.1 - 1)) : .none
    }
    // A `Range<Int>`'s positions are its values; a `ClosedRange`'s are an enum Swift prints by its
    // internals (`ClosedRange<Int>.Index.inRange(2)`), not modelled.
    type.method("func firstIndex(of element: Bound) -> Index?") { call in
      guard !closed, let value = range(call.receiver), case .int = call[0] else {
        throw InterpreterError.notModelled("the positions of a 'ClosedRange'", at: call.location)
      }
      return try call.interpreter.rangeContains(value, call[0], at: call.location) ? .some(call[0]) : .none
    }
  }

  private static func characterMembers(_ type: NativeType) {
    func character(_ access: NativeAccess) -> Character? {
      if case .character(let c) = access.receiver { return c }
      return nil
    }
    let tests: [(String, (Character) -> Bool)] = [
      ("isLetter", \.isLetter), ("isNumber", \.isNumber), ("isWhitespace", \.isWhitespace),
      ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase), ("isPunctuation", \.isPunctuation),
      ("isASCII", \.isASCII), ("isHexDigit", \.isHexDigit), ("isNewline", \.isNewline), ("isSymbol", \.isSymbol),
      ("isWholeNumber", \.isWholeNumber), ("isCased", \.isCased), ("isMathSymbol", \.isMathSymbol),
      ("isCurrencySymbol", \.isCurrencySymbol),
    ]
    for (name, test) in tests {
      type.property("var \(name): Bool { get }") { access in .bool(character(access).map(test) ?? false) }
    }
    type.property("var asciiValue: UInt8? { get }") { access in
      .optional(character(access)?.asciiValue.map { .number(Number($0, kind: .uint8)) })
    }
    type.property("var hexDigitValue: Int? { get }") { access in .optional(character(access)?.hexDigitValue.map(Value.int)) }
    type.property("var wholeNumberValue: Int? { get }") { access in .optional(character(access)?.wholeNumberValue.map(Value.int)) }
    type.property("var unicodeScalars: Character.UnicodeScalarView { get }") { access in
      .native(ScalarsValue(text: character(access).map { String($0) } ?? ""))
    }
    type.property("var description: String { get }") { access in .string(character(access).map { String($0) } ?? "") }
    type.method("func uppercased() -> String") { call in
      guard case .character(let c) = call.receiver else { return call.receiver }
      return .string(c.uppercased())
    }
    type.method("func lowercased() -> String") { call in
      guard case .character(let c) = call.receiver else { return call.receiver }
      return .string(c.lowercased())
    }
    type.initializer("init(_ s: String)") { call in
      if let scalar = UnicodeScalars.literalScalar(call[0]) { return .character(Character(scalar)) }
      switch call[0] {
      case .character: return call[0]
      case .string(let text) where text.count == 1: return .character(text.first!)
      case .native(let native):
        if let scalar = native as? ScalarValue { return .character(Character(scalar.scalar)) }
        fallthrough
      case .string(""):
        throw InterpreterError.trap("Can't form a Character from an empty String", at: call.location)
      default:
        throw InterpreterError.trap("Can't form a Character from a String containing more than one extended grapheme cluster", at: call.location)
      }
    }
  }
}
