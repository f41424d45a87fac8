import Transcript

/// `KeyedEncodingContainer`, `UnkeyedEncodingContainer`, `SingleValueEncodingContainer`: each
/// writes into its encoder's tree.
enum CodingEncodingContainers {
  static func register(in registry: Registry) {
    registry.type("KeyedEncodingContainer", module: "Swift", doc: CodingContainers.doc("keyedencodingcontainer")) { type in
      type.genericParameters = ["Key"]
      type.method("mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws") { call in
        let container = try Self.container(call)
        let key = try CodingContainers.keyName(call[1], keyType: container.keyType, call)
        try container.encode(call[0], into: container.node.member(key), step: .key(key))
        return .void
      }
      type.method("mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws") { call in
        let container = try Self.container(call)
        let key = try CodingContainers.keyName(call[1], keyType: container.keyType, call)
        if case .none = call[0] { return .void }
        try container.encode(call[0], into: container.node.member(key), step: .key(key))
        return .void
      }
      type.method("mutating func encodeNil(forKey key: Key) throws") { call in
        let container = try Self.container(call)
        let key = try CodingContainers.keyName(call[0], keyType: container.keyType, call)
        container.node.member(key).content = .value(.null)
        return .void
      }
      type.method("mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey>") { call in
        let container = try Self.container(call)
        let key = try CodingContainers.keyName(call[1], keyType: container.keyType, call)
        let node = container.node.member(key)
        node.makeKeyed()
        return container.nested("KeyedEncodingContainer", node, step: .key(key), keyType: try CodingContainers.keyType(call, 0))
      }
      type.method("mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer") { call in
        let container = try Self.container(call)
        let key = try CodingContainers.keyName(call[0], keyType: container.keyType, call)
        let node = container.node.member(key)
        node.makeUnkeyed()
        return container.nested("UnkeyedEncodingContainer", node, step: .key(key))
      }
    }
    registry.type("UnkeyedEncodingContainer", module: "Swift", kind: .protocolType,
      doc: CodingContainers.doc("unkeyedencodingcontainer")) { type in
      type.method("mutating func encode<T: Encodable>(_ value: T) throws") { call in
        let container = try Self.container(call)
        let index = Self.count(container.node)
        try container.encode(call[0], into: container.node.appended(), step: .index(index))
        return .void
      }
      type.method("mutating func encode<S: Sequence>(contentsOf sequence: S) throws") { call in
        let container = try Self.container(call)
        for element in try call.interpreter.elements(of: call[0], at: call.location) {
          let index = Self.count(container.node)
          try container.encode(element, into: container.node.appended(), step: .index(index))
        }
        return .void
      }
      type.method("mutating func encodeNil() throws") { call in
        try Self.container(call).node.appended().content = .value(.null)
        return .void
      }
      type.property("var count: Int { get }") { access in
        guard let container = access.receiver.native(as: EncodingContainerValue.self) else { return .int(0) }
        return .int(Self.count(container.node))
      }
    }
    registry.type("SingleValueEncodingContainer", module: "Swift", kind: .protocolType,
      doc: CodingContainers.doc("singlevalueencodingcontainer")) { type in
      type.method("mutating func encode<T: Encodable>(_ value: T) throws") { call in
        let container = try Self.container(call)
        try container.encode(call[0], into: container.node, step: nil)
        return .void
      }
      type.method("mutating func encodeNil() throws") { call in
        try Self.container(call).node.content = .value(.null)
        return .void
      }
    }
  }

  private static func container(_ call: NativeCall) throws -> EncodingContainerValue {
    guard let container = call.receiver.native(as: EncodingContainerValue.self) else {
      throw InterpreterError.notModelled("this encoding container", at: call.location)
    }
    return container
  }

  private static func count(_ node: EncodingNode) -> Int {
    if case .unkeyed(let elements) = node.content { return elements.count }
    return 0
  }
}
