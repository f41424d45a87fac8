import Transcript

/// `text.indices`: the positions of a string's (or substring's) characters, in order, a
/// `DefaultIndices<String>` collection. Iterated, counted and searched as any collection;
/// printing it is refused (Swift prints its internal `_elements`/`_startIndex`).
enum StringIndices {
  static let doc = "https://developer.apple.com/documentation/swift/defaultindices"

  static func register(in registry: Registry) {
    registry.type("DefaultIndices", module: "Swift",
      conformances: ["BidirectionalCollection", "Collection", "Sequence"], doc: doc)
    // A string's code units, printed as its text; what the collection protocols give serves
    // them (`count`, `map`, `Array(_:)`), what they would give in a view of their own type
    // (`split`, positions) is refused.
    for name in ["String.UTF8View", "String.UTF16View"] {
      registry.type(name, module: "Swift", conformances: ["BidirectionalCollection", "Collection", "Sequence"],
        doc: "https://developer.apple.com/documentation/swift/string/\(name.dropFirst(7).lowercased())") { type in
        type.property("var description: String { get }") { access in
          .string((access.receiver.native(as: ElementsValue.self)?.printed) ?? "")
        }
      }
    }
    for name in ["FlattenSequence", "Repeated"] {
      registry.type(name, module: "Swift", conformances: ["BidirectionalCollection", "Collection", "Sequence"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())")
    }
    for name in ["Zip2Sequence", "StrideTo", "StrideThrough"] {
      registry.type(name, module: "Swift", conformances: ["Sequence"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        // No collection: `count` is only `count(where:)`, which swiftc cannot infer from a bare
        // reference; where the compiler did not know the type, the run refuses it (it printed
        // "(Function)").
        type.property("var count: Int { get }") { access in
          throw InterpreterError.unsupported("generic parameter 'E' could not be inferred", at: access.location)
        }
      }
    }
  }

  /// The `indices` property of `String` and `Substring`.
  static func property(_ type: NativeType) {
    type.property("var indices: DefaultIndices<String> { get }", doc: doc) { access in
      let text = try Substrings.slice(access.receiver, access.location)
      return .native(ElementsValue(typeName: "DefaultIndices", text.indices.map { .native(StringIndexValue($0)) }))
    }
  }
}

/// A standard wrapper sequence known by its elements (`text.indices`, an unfold sequence's
/// `prefix`): iterated like any sequence; printing it is refused (Swift prints its internals)
/// unless `printed` says what Swift prints (a stride, whose mirror has no children).
final class ElementsValue: NativeSequence {
  let typeName: String
  let elements: [Value]
  let printed: String?
  /// What `debugPrint` shows, where it is not `printed` (`UTF8View("abc")`).
  let debugPrinted: String?
  init(typeName: String, _ elements: [Value], printed: String? = nil, debugPrinted: String? = nil) {
    self.typeName = typeName
    self.elements = elements
    self.printed = printed
    self.debugPrinted = debugPrinted
  }
  var description: String? { printed }
  var debugDescription: String? { debugPrinted ?? printed }
  func makeIterator() -> any NativeIterator { ArrayIterator(elements: elements) }
}
