import Transcript

/// What a hand-written `encode(to:)` fills through its containers: a keyed object, an array or
/// one value. Nested containers are nodes of their own, filled after they are attached.
final class EncodingNode {
  enum Content {
    case empty
    case keyed([(key: String, node: EncodingNode)])
    case unkeyed([EncodingNode])
    case value(CodingTree)
  }

  var content: Content = .empty

  /// The node under `key` of a keyed node; encoding a key twice replaces its value in place.
  func member(_ key: String) -> EncodingNode {
    var members: [(key: String, node: EncodingNode)] = []
    if case .keyed(let existing) = content { members = existing }
    if let found = members.first(where: { $0.key == key }) { return found.node }
    let node = EncodingNode()
    members.append((key, node))
    content = .keyed(members)
    return node
  }

  /// A new element at the end of an unkeyed node.
  func appended() -> EncodingNode {
    var elements: [EncodingNode] = []
    if case .unkeyed(let existing) = content { elements = existing }
    let node = EncodingNode()
    elements.append(node)
    content = .unkeyed(elements)
    return node
  }

  func makeKeyed() { if case .empty = content { content = .keyed([]) } }
  func makeUnkeyed() { if case .empty = content { content = .unkeyed([]) } }

  /// The tree it holds; an empty node is an empty object, as Foundation writes `{}`.
  var tree: CodingTree {
    switch content {
    case .empty: return .object([])
    case .keyed(let members): return .object(members.map { ($0.key, $0.node.tree) })
    case .unkeyed(let elements): return .array(elements.map(\.tree))
    case .value(let tree): return tree
    }
  }
}

/// The `Encoder` a hand-written `encode(to:)` receives.
final class EncoderValue: NativeValue {
  let node: EncodingNode
  let encoder: CodableEncoder
  init(node: EncodingNode, encoder: CodableEncoder) {
    self.node = node
    self.encoder = encoder
  }
  var typeName: String { "Encoder" }
  var description: String? { nil }
}

/// A container of an encoder: keyed (with its key type), unkeyed or single-value.
final class EncodingContainerValue: NativeValue {
  let node: EncodingNode
  let encoder: CodableEncoder
  let keyType: SwiftType?
  let typeName: String
  init(_ typeName: String, node: EncodingNode, encoder: CodableEncoder, keyType: SwiftType? = nil) {
    self.typeName = typeName
    self.node = node
    self.encoder = encoder
    self.keyType = keyType
  }
  var description: String? { nil }

  /// Encodes a value into `node`, one step further along the coding path.
  func encode(_ value: Value, into node: EncodingNode, step: CodingPathStep?) throws {
    var encoder = encoder
    if let step { encoder.path.append(step) }
    node.content = .value(try encoder.encode(value))
  }

  /// A container for a nested node, one step further along the path.
  func nested(_ typeName: String, _ node: EncodingNode, step: CodingPathStep, keyType: SwiftType? = nil) -> Value {
    var encoder = encoder
    encoder.path.append(step)
    return .native(EncodingContainerValue(typeName, node: node, encoder: encoder, keyType: keyType))
  }
}

/// The `Decoder` a hand-written `init(from:)` receives.
final class DecoderValue: NativeValue {
  let tree: CodingTree
  let decoder: CodableDecoder
  init(tree: CodingTree, decoder: CodableDecoder) {
    self.tree = tree
    self.decoder = decoder
  }
  var typeName: String { "Decoder" }
  var description: String? { nil }
}

/// A container of a decoder: keyed (an object, with its key type), unkeyed (an array read in
/// turn) or single-value.
final class DecodingContainerValue: NativeValue {
  let tree: CodingTree
  let decoder: CodableDecoder
  let keyType: SwiftType?
  let typeName: String
  /// An unkeyed container's next element.
  var index = 0
  init(_ typeName: String, tree: CodingTree, decoder: CodableDecoder, keyType: SwiftType? = nil) {
    self.typeName = typeName
    self.tree = tree
    self.decoder = decoder
    self.keyType = keyType
  }
  var description: String? { nil }

  var elements: [CodingTree] {
    if case .array(let elements) = tree { return elements }
    return []
  }

  /// Decodes a value of `type` from `tree`, one step further along the coding path.
  func decode(_ type: SwiftType, from tree: CodingTree, step: CodingPathStep?) throws -> Value {
    var decoder = decoder
    if let step { decoder.path.append(step) }
    return try decoder.decode(type, from: tree)
  }

  /// The name of a keyed container's key type (`CodingKeys`).
  var keyTypeName: String {
    if case .user(let type, _)? = keyType { return type.name }
    return "CodingKeys"
  }

  /// `keyNotFound`, worded as Foundation words it, naming the key type.
  func keyNotFound(_ key: String) -> SwiftError {
    decoder.keyNotFound(key, keyType: keyTypeName)
  }
}
