import Transcript

/// `Mirror(reflecting:)`: a value's stored parts, labelled as Swift's reflection labels them —
/// a struct's and a class's stored properties (a class's own, its superclass's in
/// `superclassMirror`), an enum case's payload under the case's name, a tuple's elements (`.0`
/// without a label), an optional's `some`, a collection's elements without labels
/// ("Mirror" in the standard library's documentation). Dictionaries and sets (hash order),
/// wrapped and lazy properties (their storage names) are not modelled.
enum Mirrors {
  static let doc = "https://developer.apple.com/documentation/swift/mirror"
  static let styles = ["struct", "class", "enum", "tuple", "optional", "collection", "dictionary", "set", "foreignReference"]

  static func register(in registry: Registry) {
    registry.type("Mirror.DisplayStyle", module: "Swift", kind: .enumeration, conformances: ["Equatable", "Hashable"],
      doc: doc + "/displaystyle-swift.enum") { type in
      type.enumCases(styles)
    }
    registry.type("Mirror", module: "Swift", conformances: ["CustomStringConvertible"], doc: doc) { type in
      type.initializer("init(reflecting subject: Any)") { call in .native(MirrorValue(subject: call[0])) }
      type.property("var children: [(label: String?, value: Any)] { get }") { access in
        let reflected = try mirror(access)
        let parts = try children(reflected.subject, viewedAs: reflected.viewedAs, access.interpreter, at: access.location)
        return .array(ArrayValue(parts.map { label, value in
          .tuple(TupleValue([label.map { .some(.string($0)) } ?? .none, value], labels: ["label", "value"]))
        }))
      }
      type.property("var displayStyle: Mirror.DisplayStyle? { get }") { access in
        guard let style = displayStyle(try mirror(access).subject), let index = styles.firstIndex(of: style),
          let styleType = access.interpreter.registry.type(named: "Mirror.DisplayStyle")
        else { return .none }
        return .some(.enumCase(EnumValue(type: .native(styleType, arguments: []), caseIndex: index, name: style)))
      }
      type.property("var subjectType: Any.Type { get }") { access in
        let reflected = try mirror(access)
        if let viewed = reflected.viewedAs { return .type(viewed.asType) }
        return .type(access.interpreter.dynamicType(of: reflected.subject))
      }
      type.property("var superclassMirror: Mirror? { get }") { access in
        let reflected = try mirror(access)
      guard case .object(let object) = reflected.subject, let superclass = (reflected.viewedAs ?? object.type).superclass
      else { return .none }
        return .some(.native(MirrorValue(subject: .object(object), viewedAs: superclass)))
      }
    }
  }

  private static func mirror(_ access: NativeAccess) throws -> MirrorValue {
    guard let mirror = access.receiver.native(as: MirrorValue.self) else {
      throw InterpreterError.unsupported("expected a Mirror", at: access.location)
    }
    return mirror
  }

  static func displayStyle(_ value: Value) -> String? {
    switch value {
    case .structure: return "struct"
    case .object: return "class"
    case .enumCase(let enumValue): return enumValue.type.userType == nil ? nil : "enum"
    case .tuple: return "tuple"
    case .some, .none: return "optional"
    case .array: return "collection"
    case .dictionary: return "dictionary"
    case .set: return "set"
    default: return nil
    }
  }

  /// The labelled parts of a value, in declaration order.
  static func children(
    _ value: Value, viewedAs classType: UserType? = nil, _ interpreter: Interpreter, at location: SourceLocation?
  ) throws -> [(String?, Value)] {
    func stored(_ type: UserType, _ fields: [Value], from start: Int) throws -> [(String?, Value)] {
      let properties = type.storedProperties
      guard !properties.contains(where: { $0.wrapper != nil || $0.isLazy }) else {
        throw InterpreterError.notModelled("Mirror of a type with wrapped or lazy properties", at: location)
      }
      return (start..<properties.count).map { (properties[$0].name, fields[$0]) }
    }
    switch value {
    case .structure(let structure): return try stored(structure.type, structure.fields, from: 0)
    case .object(let object):
      let type = classType ?? object.type
      let inherited = type.superclass?.storedProperties.count ?? 0
      return try stored(type, object.fields, from: inherited)
    case .enumCase(let enumValue):
      guard enumValue.type.userType != nil, !enumValue.payload.isEmpty else { return [] }
      if enumValue.payload.count == 1, enumValue.labels.first.flatMap({ $0 }) == nil {
        return [(enumValue.name, enumValue.payload[0])]
      }
      let labels = enumValue.labels.count == enumValue.payload.count ? enumValue.labels : nil
      return [(enumValue.name, .tuple(TupleValue(enumValue.payload, labels: labels)))]
    case .tuple(let tuple):
      return tuple.elements.indices.map { (tuple.label(at: $0) ?? ".\($0)", tuple.elements[$0]) }
    case .some(let inner): return [("some", inner)]
    case .none: return []
    case .array(let array): return array.elements.map { (nil, $0) }
    case .dictionary, .set:
      throw InterpreterError.notModelled("Mirror of a dictionary or a set", at: location)
    default: return []
    }
  }
}

/// A mirror: the value it reflects, seen as one of its classes for `superclassMirror`.
final class MirrorValue: NativeValue {
  let subject: Value
  let viewedAs: UserType?
  init(subject: Value, viewedAs: UserType? = nil) {
    self.subject = subject
    self.viewedAs = viewedAs
  }
  var typeName: String { "Mirror" }
  var description: String? { nil }
}
