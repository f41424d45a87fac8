import Transcript

/// `text.indices`: the positions of a string's (or substring's) characters, in order, a
/// `DefaultIndices<String>` collection. Iterated, counted and searched as any collection;
/// printing it is refused (Swift prints its internal `_elements`/`_startIndex`).
enum StringIndices {
  static let doc = "https://developer.apple.com/documentation/swift/defaultindices"

  static func register(in registry: Registry) {
    registry.type("DefaultIndices", module: "Swift",
      conformances: ["BidirectionalCollection", "Collection", "Sequence"], doc: doc)
    for name in ["FlattenSequence", "Repeated"] {
      registry.type(name, module: "Swift", conformances: ["BidirectionalCollection", "Collection", "Sequence"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())")
    }
    for name in ["Zip2Sequence", "StrideTo", "StrideThrough"] {
      registry.type(name, module: "Swift", conformances: ["Sequence"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())")
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
  init(typeName: String, _ elements: [Value], printed: String? = nil) {
    self.typeName = typeName
    self.elements = elements
    self.printed = printed
  }
  var description: String? { printed }
  func makeIterator() -> any NativeIterator { ArrayIterator(elements: elements) }
}
