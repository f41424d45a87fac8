import Transcript

/// The standard library's wrapper sequences (`enumerated()`, `reversed()`, `unicodeScalars`)
/// as registry types: what they conform to gives them `Sequence`'s and `Collection`'s members.
enum SequenceTypes {
  static func register(in registry: Registry) {
    // A `Collection` when its base is one (Swift 6.2, SE-0459): `.first` is the first pair.
    registry.type("EnumeratedSequence", module: "Swift", conformances: ["Collection", "Sequence"],
      doc: "https://developer.apple.com/documentation/swift/enumeratedsequence")
    registry.type("ReversedCollection", module: "Swift",
      conformances: ["BidirectionalCollection", "Collection", "Sequence"],
      doc: "https://developer.apple.com/documentation/swift/reversedcollection") { type in
      // A part of a reversed collection is a `Slice` of it, which Swift prints as its indices
      // and base (not modelled): its elements are kept, its printing is refused.
      let parts: [(String, ([Value], Int) -> ArraySlice<Value>)] = [
        ("func prefix(_ maxLength: Int) -> Slice<Self>", { $0.prefix($1) }),
        ("func suffix(_ maxLength: Int) -> Slice<Self>", { $0.suffix($1) }),
        ("func dropFirst(_ k: Int = 1) -> Slice<Self>", { $0.dropFirst($1) }),
        ("func dropLast(_ k: Int = 1) -> Slice<Self>", { $0.dropLast($1) }),
      ]
      for (signature, part) in parts {
        type.method(signature) { call in
          .native(ElementsValue(typeName: "Slice", Array(part(try call.elements(), max(0, try call.int(0))))))
        }
      }
    }
    registry.type("Slice", module: "Swift", conformances: ["BidirectionalCollection", "Collection", "Sequence"],
      doc: "https://developer.apple.com/documentation/swift/slice")
    for name in ["String.UnicodeScalarView", "Character.UnicodeScalarView"] {
      registry.type(name, module: "Swift", conformances: ["BidirectionalCollection", "Collection", "Sequence"],
        doc: "https://developer.apple.com/documentation/swift/string/unicodescalarview") { type in
        // A `RangeReplaceableCollection`'s `filter` keeps its type: a view of the scalars kept,
        // which prints as their text (it printed an array of them).
        type.method("func filter(_ isIncluded: (Unicode.Scalar) throws -> Bool) rethrows -> String.UnicodeScalarView") { call in
          let test = try call.function(0)
          var kept = String.UnicodeScalarView()
          for element in try call.elements() {
            guard case .native(let native as ScalarValue) = element else { continue }
            if try call.test(test, element) { kept.append(native.scalar) }
          }
          return .native(ScalarsValue(text: String(kept)))
        }
      }
    }
    registry.type("Unicode.Scalar", module: "Swift", conformances: ["Equatable", "Hashable", "Comparable"],
      doc: "https://developer.apple.com/documentation/swift/unicode/scalar") { type in
      func scalar(_ access: NativeAccess) -> Unicode.Scalar? {
        guard case .native(let native) = access.receiver else { return nil }
        return (native as? ScalarValue)?.scalar
      }
      type.property("var value: UInt32 { get }") { access in
        .number(Number(scalar(access)?.value ?? 0, kind: .uint32))
      }
      type.property("var isASCII: Bool { get }") { access in .bool(scalar(access)?.isASCII ?? false) }
      type.property("var description: String { get }") { access in .string(scalar(access).map { String($0) } ?? "") }
      type.property("var properties: Unicode.Scalar.Properties { get }") { access in
        .native(ScalarPropertiesValue(scalar: scalar(access) ?? " "))
      }
    }
    registry.type("Unicode.Scalar.Properties", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/unicode/scalar/properties") { type in
      func properties(_ access: NativeAccess) -> Unicode.Scalar.Properties? {
        guard case .native(let native) = access.receiver else { return nil }
        return (native as? ScalarPropertiesValue)?.scalar.properties
      }
      let tests: [(String, (Unicode.Scalar.Properties) -> Bool)] = [
        ("isAlphabetic", \.isAlphabetic), ("isEmoji", \.isEmoji), ("isEmojiPresentation", \.isEmojiPresentation),
        ("isWhitespace", \.isWhitespace), ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase),
      ]
      for (name, test) in tests {
        type.property("var \(name): Bool { get }") { access in .bool(properties(access).map(test) ?? false) }
      }
    }
  }
}

/// `scalar.properties`.
final class ScalarPropertiesValue: NativeValue {
  let scalar: Unicode.Scalar
  init(scalar: Unicode.Scalar) { self.scalar = scalar }
  var typeName: String { "Unicode.Scalar.Properties" }
  var description: String? { nil }
}
