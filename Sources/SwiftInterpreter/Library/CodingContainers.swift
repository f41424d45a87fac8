import Transcript

/// `Encoder`, `Decoder` and their containers, for hand-written `encode(to:)` and
/// `init(from:)`: keyed (with a `CodingKey` enum), nested, unkeyed and single-value.
///
/// Each container writes into (or reads from) the same tree a synthesised conformance would
/// make, so key order, formatting and `DecodingError`s are the synthesised ones'; checked with
/// swiftc 6.3.1 (Tests/Conformance/programs/codable/codable-hand-written-*.swift).
enum CodingContainers {
  static func doc(_ path: String) -> String { "https://developer.apple.com/documentation/swift/\(path)" }

  static func register(in registry: Registry) {
    registry.type("CodingKey", module: "Swift", kind: .protocolType,
      conformances: ["CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"], doc: doc("codingkey")) { type in
      // What Swift synthesises for a `CodingKey` enum: a `String` raw value or the case's name,
      // an `Int` raw value, and `CodingKeys(stringValue: "id", intValue: nil)` as its description.
      type.property("var stringValue: String { get }") { access in .string(try keyParts(access).string) }
      type.property("var intValue: Int? { get }") { access in .optional(try keyParts(access).int.map(Value.int)) }
      type.property("var description: String { get }") { access in .string(try keyDescription(access)) }
      type.property("var debugDescription: String { get }") { access in .string(try keyDescription(access)) }
    }
    registry.type("Encoder", module: "Swift", kind: .protocolType, doc: doc("encoder")) { type in
      type.method("func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key>") { call in
        let encoder = try Self.encoder(call)
        encoder.node.makeKeyed()
        return .native(EncodingContainerValue(
          "KeyedEncodingContainer", node: encoder.node, encoder: encoder.encoder, keyType: try keyType(call, 0)))
      }
      type.method("func unkeyedContainer() -> UnkeyedEncodingContainer") { call in
        let encoder = try Self.encoder(call)
        encoder.node.makeUnkeyed()
        return .native(EncodingContainerValue("UnkeyedEncodingContainer", node: encoder.node, encoder: encoder.encoder))
      }
      type.method("func singleValueContainer() -> SingleValueEncodingContainer") { call in
        let encoder = try Self.encoder(call)
        return .native(EncodingContainerValue("SingleValueEncodingContainer", node: encoder.node, encoder: encoder.encoder))
      }
    }
    registry.type("Decoder", module: "Swift", kind: .protocolType, doc: doc("decoder")) { type in
      type.method("func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key>") { call in
        let decoder = try Self.decoder(call)
        guard case .object = decoder.tree else {
          throw decoder.decoder.mismatch(.dictionary(.string, .any), decoder.tree, expected: .dictionary(.string, .any))
        }
        return .native(DecodingContainerValue(
          "KeyedDecodingContainer", tree: decoder.tree, decoder: decoder.decoder, keyType: try keyType(call, 0)))
      }
      type.method("func unkeyedContainer() throws -> UnkeyedDecodingContainer") { call in
        let decoder = try Self.decoder(call)
        guard case .array = decoder.tree else {
          throw decoder.decoder.mismatch(.array(.any), decoder.tree, expected: .array(.any))
        }
        return .native(DecodingContainerValue("UnkeyedDecodingContainer", tree: decoder.tree, decoder: decoder.decoder))
      }
      type.method("func singleValueContainer() throws -> SingleValueDecodingContainer") { call in
        let decoder = try Self.decoder(call)
        return .native(DecodingContainerValue("SingleValueDecodingContainer", tree: decoder.tree, decoder: decoder.decoder))
      }
    }
    CodingEncodingContainers.register(in: registry)
    CodingDecodingContainers.register(in: registry)
    CodingErrors.register(in: registry)
  }

  /// A `CodingKey` enum case's string and integer values.
  private static func keyParts(_ access: NativeAccess) throws -> (string: String, int: Int?) {
    if let key = access.receiver.native(as: CodingKeyValue.self) { return (key.stringValue, key.intValue) }
    guard case .enumCase(let key) = access.receiver, case .user(let type, _) = key.type, key.caseIndex < type.cases.count else {
      throw InterpreterError.notModelled("a coding key that is not a case of a 'CodingKey' enum", at: access.location)
    }
    switch type.cases[key.caseIndex].rawValue {
    case .string(let text)?: return (text, nil)
    case .int(let number)?: return (key.name, number)
    default: return (key.name, nil)
    }
  }

  private static func keyDescription(_ access: NativeAccess) throws -> String {
    let (string, int) = try keyParts(access)
    let name = access.interpreter.dynamicType(of: access.receiver).name
    return "\(name)(stringValue: \(string.debugDescription), intValue: \(int.map(String.init) ?? "nil"))"
  }

  private static func encoder(_ call: NativeCall) throws -> EncoderValue {
    guard let encoder = call.receiver.native(as: EncoderValue.self) else {
      throw InterpreterError.notModelled("an encoder other than JSONEncoder's or PropertyListEncoder's", at: call.location)
    }
    return encoder
  }

  private static func decoder(_ call: NativeCall) throws -> DecoderValue {
    guard let decoder = call.receiver.native(as: DecoderValue.self) else {
      throw InterpreterError.notModelled("a decoder other than JSONDecoder's or PropertyListDecoder's", at: call.location)
    }
    return decoder
  }

  /// The `CodingKey` type a `container(keyedBy:)` names.
  static func keyType(_ call: NativeCall, _ index: Int) throws -> SwiftType {
    guard case .type(let type) = call[index] else { throw call.mismatch(index, "a key type such as 'CodingKeys.self'") }
    return type
  }

  /// A key's text: a `CodingKey` enum's raw value, or its case name.
  static func keyName(_ value: Value, keyType: SwiftType?, _ call: NativeCall) throws -> String {
    var value = value
    if let member = value.native(as: ImplicitMemberValue.self), let keyType {
      value = try call.interpreter.resolveImplicit(member, in: keyType, at: call.location)
    }
    guard case .enumCase(let key) = value, case .user(let type, _) = key.type, key.caseIndex < type.cases.count else {
      throw InterpreterError.notModelled("a coding key that is not a case of a 'CodingKey' enum", at: call.location)
    }
    return type.cases[key.caseIndex].rawValue?.asString ?? key.name
  }
}
