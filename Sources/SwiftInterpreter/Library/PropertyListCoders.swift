import Transcript

/// `PropertyListEncoder` and `PropertyListDecoder`, in the XML format.
///
/// The binary format (the encoder's default) is not modelled: its bytes cannot be made here
/// as Foundation makes them, so encoding without `outputFormat = .xml` stops the run, located.
public enum PropertyListCoders {
  static func doc(_ path: String) -> String { "https://developer.apple.com/documentation/foundation/\(path)" }

  public static func register(in registry: Registry, natives: NativeDecoders) {
    registry.type("PropertyListEncoder", module: "Foundation", kind: .classType, doc: doc("propertylistencoder")) { type in
      type.initializer("init()") { _ in .native(CoderSettings(typeName: "PropertyListEncoder")) }
      type.property("var outputFormat: PropertyListSerialization.PropertyListFormat { get set }", get: { access in
        let settings = try CoderSettings.of(access.receiver, at: access.location)
        return .native(PlistFormatValue(xml: settings.formatting.contains("xml")))
      }, set: { receiver, value, access in
        let xml: Bool
        if let format = value.native(as: PlistFormatValue.self) {
          xml = format.xml
        } else if let member = value.native(as: ImplicitMemberValue.self), ["xml", "binary"].contains(member.name) {
          xml = member.name == "xml"
        } else {
          throw InterpreterError.notModelled("this property list format", at: access.location)
        }
        let settings = try CoderSettings.of(receiver, at: access.location)
        settings.formatting = xml ? ["xml"] : []
      })
      type.method("func encode<Value: Encodable>(_ value: Value) throws -> Data") { call in
        let settings = try CoderSettings.of(call.receiver, at: call.location)
        guard settings.formatting.contains("xml") else {
          throw InterpreterError.notModelled("PropertyListEncoder's binary format (set outputFormat = .xml)", at: call.location)
        }
        var strategies = CodingStrategies()
        strategies.dates = .propertyList
        var encoder = CodableEncoder(interpreter: call.interpreter, strategies: strategies, location: call.location)
        let tree = try encoder.encode(call[0])
        switch tree {
        case .object, .array: break
        default:
          // swiftc 6.3.1: `EncodingError.invalidValue: 3 (Int). Debug description: Unable to encode
          // the given top-level value as a property list. …`; its type's wording is not modelled.
          throw InterpreterError.notModelled("encoding a single value as a property list", at: call.location)
        }
        guard !containsNull(tree) else {
          throw InterpreterError.notModelled("a nil inside a collection in a property list", at: call.location)
        }
        let text = PropertyListText.write(tree)
        try call.interpreter.charge(text.utf8.count, at: call.location)
        return .native(DataValue(Array(text.utf8)))
      }
    }
    registry.type("PropertyListDecoder", module: "Foundation", kind: .classType, doc: doc("propertylistdecoder")) { type in
      type.initializer("init()") { _ in .native(CoderSettings(typeName: "PropertyListDecoder")) }
      type.method("func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T") { call in
        guard case .type(let target) = call[0] else { throw call.mismatch(0, "a type such as 'Settings.self'") }
        guard let data = call[1].native(as: DataValue.self) else { throw call.mismatch(1, "Data") }
        try call.interpreter.charge(data.bytes.count, at: call.location)
        guard let tree = PropertyListReader.read(data.bytes) else {
          throw InterpreterError.notModelled("reading data that is not an XML property list", at: call.location)
        }
        var strategies = CodingStrategies()
        strategies.dates = .propertyList
        var decoder = CodableDecoder(interpreter: call.interpreter, strategies: strategies, natives: natives, location: call.location)
        return try decoder.decode(target, from: tree)
      }
    }
    registry.type("PropertyListSerialization.PropertyListFormat", module: "Foundation",
      doc: doc("propertylistserialization/propertylistformat")) { type in
      type.property("static var xml: PropertyListSerialization.PropertyListFormat { get }") { _ in .native(PlistFormatValue(xml: true)) }
      type.property("static var binary: PropertyListSerialization.PropertyListFormat { get }") { _ in .native(PlistFormatValue(xml: false)) }
    }
  }

  private static func containsNull(_ tree: CodingTree) -> Bool {
    switch tree {
    case .null: true
    case .array(let elements): elements.contains(where: containsNull)
    case .object(let members): members.contains { containsNull($0.value) }
    default: false
    }
  }
}

/// `PropertyListSerialization.PropertyListFormat`: XML, or binary.
final class PlistFormatValue: NativeValue {
  let xml: Bool
  init(xml: Bool) { self.xml = xml }
  var typeName: String { "PropertyListSerialization.PropertyListFormat" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? PlistFormatValue).map { $0.xml == xml } }
}
