import Transcript

/// `KeyedDecodingContainer`, `UnkeyedDecodingContainer`, `SingleValueDecodingContainer`: each
/// reads its decoder's tree and throws the `DecodingError`s a synthesised conformance throws.
enum CodingDecodingContainers {
  static func register(in registry: Registry) {
    registry.type("KeyedDecodingContainer", module: "Swift", doc: CodingContainers.doc("keyeddecodingcontainer")) { type in
      type.genericParameters = ["Key"]
      type.method("func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T") { call in
        let (container, key, member) = try Self.member(call, keyIndex: 1)
        guard let member else { throw container.keyNotFound(key) }
        return try container.decode(try Self.type(call), from: member, step: .key(key, keyType: container.keyTypeName))
      }
      type.method("func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T?") { call in
        let (container, key, member) = try Self.member(call, keyIndex: 1)
        guard let member, member != .null else { return .none }
        return .some(try container.decode(try Self.type(call), from: member, step: .key(key, keyType: container.keyTypeName)))
      }
      type.method("func contains(_ key: Key) -> Bool") { call in
        .bool(try Self.member(call, keyIndex: 0).member != nil)
      }
      type.method("func decodeNil(forKey key: Key) throws -> Bool") { call in
        let (container, key, member) = try Self.member(call, keyIndex: 0)
        guard let member else { throw container.keyNotFound(key) }
        return .bool(member == .null)
      }
      type.method("func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey>") { call in
        let (container, key, member) = try Self.member(call, keyIndex: 1)
        guard let member else { throw container.keyNotFound(key) }
        var decoder = container.decoder
        decoder.path.append(.key(key, keyType: container.keyTypeName))
        guard case .object = member else {
          throw decoder.mismatch(.dictionary(.string, .any), member, expected: .dictionary(.string, .any))
        }
        return .native(DecodingContainerValue(
          "KeyedDecodingContainer", tree: member, decoder: decoder, keyType: try CodingContainers.keyType(call, 0)))
      }
      type.method("func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer") { call in
        let (container, key, member) = try Self.member(call, keyIndex: 0)
        guard let member else { throw container.keyNotFound(key) }
        var decoder = container.decoder
        decoder.path.append(.key(key, keyType: container.keyTypeName))
        guard case .array = member else { throw decoder.mismatch(.array(.any), member, expected: .array(.any)) }
        return .native(DecodingContainerValue("UnkeyedDecodingContainer", tree: member, decoder: decoder))
      }
    }
    registry.type("UnkeyedDecodingContainer", module: "Swift", kind: .protocolType,
      doc: CodingContainers.doc("unkeyeddecodingcontainer")) { type in
      type.method("mutating func decode<T: Decodable>(_ type: T.Type) throws -> T") { call in
        let container = try Self.container(call)
        let elements = container.elements
        guard container.index < elements.count else {
          throw InterpreterError.notModelled("decoding past the end of an unkeyed container", at: call.location)
        }
        let value = try container.decode(try Self.type(call), from: elements[container.index], step: .index(container.index))
        container.index += 1
        return value
      }
      type.property("var isAtEnd: Bool { get }") { access in
        guard let container = access.receiver.native(as: DecodingContainerValue.self) else { return .bool(true) }
        return .bool(container.index >= container.elements.count)
      }
      type.property("var count: Int? { get }") { access in
        guard let container = access.receiver.native(as: DecodingContainerValue.self) else { return .none }
        return .some(.int(container.elements.count))
      }
      type.property("var currentIndex: Int { get }") { access in
        .int(access.receiver.native(as: DecodingContainerValue.self)?.index ?? 0)
      }
    }
    registry.type("SingleValueDecodingContainer", module: "Swift", kind: .protocolType,
      doc: CodingContainers.doc("singlevaluedecodingcontainer")) { type in
      type.method("func decode<T: Decodable>(_ type: T.Type) throws -> T") { call in
        let container = try Self.container(call)
        return try container.decode(try Self.type(call), from: container.tree, step: nil)
      }
      type.method("func decodeNil() -> Bool") { call in
        .bool(try Self.container(call).tree == .null)
      }
    }
  }

  private static func container(_ call: NativeCall) throws -> DecodingContainerValue {
    guard let container = call.receiver.native(as: DecodingContainerValue.self) else {
      throw InterpreterError.notModelled("this decoding container", at: call.location)
    }
    return container
  }

  private static func type(_ call: NativeCall) throws -> SwiftType {
    guard case .type(let type) = call[0] else { throw call.mismatch(0, "a type such as 'Int.self'") }
    return type
  }

  /// The container, the key's text and the member under it (nil when the object has none).
  private static func member(_ call: NativeCall, keyIndex: Int) throws
    -> (container: DecodingContainerValue, key: String, member: CodingTree?)
  {
    let container = try container(call)
    let key = try CodingContainers.keyName(call[keyIndex], keyType: container.keyType, call)
    return (container, key, container.tree[key])
  }
}
