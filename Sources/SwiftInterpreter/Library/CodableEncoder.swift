import Transcript

/// Turns a program's value into a ``CodingTree`` as a synthesised `Encodable` conformance would.
///
/// Structs and classes encode their stored properties (or their `CodingKeys`' cases) in
/// declaration order; an optional that is nil is left out (synthesised code calls
/// `encodeIfPresent`); an enum with a raw type encodes its raw value, one without encodes
/// `{"case":{"label":…}}` (SE-0295). A hand-written `encode(to:)` is called with an encoder
/// whose containers build the tree (see `CodingContainers`).
struct CodableEncoder {
  let interpreter: Interpreter
  let strategies: CodingStrategies
  let location: SourceLocation?
  var path: [CodingPathStep] = []

  init(interpreter: Interpreter, strategies: CodingStrategies, location: SourceLocation?) {
    self.interpreter = interpreter
    self.strategies = strategies
    self.location = location
  }

  mutating func encode(_ value: Value) throws -> CodingTree {
    try interpreter.charge(8, at: location)
    switch value {
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .integer(number)
    case .double(let number): return try double(number, "Double")
    case .string(let text): return .string(text)
    case .character(let character): return .string(String(character))
    case .number(let number):
      if let integer = number.integerValue { return .integer(integer) }
      if number.kind.isInteger { throw InterpreterError.notModelled("encoding \(number.kind.rawValue) \(number.description)", at: location) }
      return try double(Double(number.description) ?? number.doubleValue, number.kind.rawValue)
    case .none: return .null
    case .some(let inner): return try encode(inner)
    case .array(let array): return .array(try elements(array.elements))
    case .set(let set): return .array(try elements(Array(set.elements)))
    case .dictionary(let dictionary): return try encode(dictionary)
    case .structure(let structure):
      if Self.encodesByHand(structure.type) { return try encodeByHand(value) }
      return try encode(fields: structure.fields, of: structure.type)
    case .object(let object):
      if Self.encodesByHand(object.type) { return try encodeByHand(value) }
      return try encode(fields: object.fields, of: object.type)
    case .enumCase(let enumValue):
      if case .user(let type, _) = enumValue.type, Self.encodesByHand(type) { return try encodeByHand(value) }
      return try encode(enumValue)
    case .native(let native):
      guard let encodable = native as? any EncodableNativeValue else {
        throw InterpreterError.notModelled("encoding \(native.typeName)", at: location)
      }
      return try encodable.codingTree(strategies)
    default:
      throw InterpreterError.unsupported(
        "type '\(TypeNames.describe(value))' does not conform to 'Encodable'", at: location)
    }
  }

  private mutating func elements(_ values: [Value]) throws -> [CodingTree] {
    var trees: [CodingTree] = []
    for (index, element) in values.enumerated() {
      path.append(.index(index))
      trees.append(try encode(element))
      path.removeLast()
    }
    return trees
  }

  /// Non-finite numbers are refused (`EncodingError.invalidValue`), as JSON has none.
  private func double(_ number: Double, _ typeName: String) throws -> CodingTree {
    guard number.isFinite else {
      let written = number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf")
      let value: Value
      switch typeName {
      case "Float": value = .number(Number(float: Float(number)))
      case "CGFloat": value = .number(Number(cgFloat: number))
      default: value = .double(number)
      }
      throw SwiftError(
        value: CodingErrors.invalidValue(value, path: path,
          debug: "Unable to encode \(typeName).\(written) directly in JSON.", interpreter),
        location: location)
    }
    return .double(number)
  }

  /// String and Int keys make an object; other keys, an array of keys and values in turn.
  private mutating func encode(_ dictionary: DictionaryValue) throws -> CodingTree {
    var members: [(key: String, value: CodingTree)] = []
    var pairs: [CodingTree] = []
    var asObject = true
    for index in 0..<dictionary.count {
      let entry = dictionary[index]
      switch entry.key {
      case .string(let key): members.append((key, try member(key, entry.value)))
      case .int(let key): members.append((String(key), try member(String(key), entry.value)))
      default:
        asObject = false
        pairs.append(try encode(entry.key))
        pairs.append(try encode(entry.value))
      }
    }
    return asObject ? .object(members) : .array(pairs)
  }

  private mutating func member(_ key: String, _ value: Value) throws -> CodingTree {
    path.append(.key(key))
    defer { path.removeLast() }
    return try encode(value)
  }

  private mutating func encode(fields: [Value], of type: UserType) throws -> CodingTree {
    try Self.requireSynthesised(type, "encode", at: location)
    var members: [(key: String, value: CodingTree)] = []
    for key in try Self.keys(of: type, decoding: false, at: location) {
      guard let index = type.field(named: key.property) else { continue }
      let value = fields[index]
      if case .none = value, type.storedProperties[index].type.isOptional { continue }
      let written = strategies.keys == .convertToSnakeCase ? KeyCodingStrategies.snakeCase(key.name) : key.name
      members.append((written, try member(key.name, value)))
    }
    return .object(members)
  }

  private mutating func encode(_ enumValue: EnumValue) throws -> CodingTree {
    guard case .user(let type, _) = enumValue.type else {
      throw InterpreterError.notModelled("encoding \(enumValue.type.name)", at: location)
    }
    try Self.requireSynthesised(type, "encode", at: location)
    if type.rawType != nil, let raw = type.cases[enumValue.caseIndex].rawValue { return try encode(raw) }
    try requireDefaultKeys("an enum with associated values")
    var payload: [(key: String, value: CodingTree)] = []
    for (index, value) in enumValue.payload.enumerated() {
      let label = index < enumValue.labels.count ? enumValue.labels[index] : nil
      payload.append((label ?? "_\(index)", try member(label ?? "_\(index)", value)))
    }
    return .object([(enumValue.name, .object(payload))])
  }

  /// One coded property: the key it is written under and the stored property it holds.
  struct Key {
    var name: String
    var property: String
  }

  /// The keys of a synthesised conformance: the `CodingKeys` enum's cases, or every stored
  /// property (when decoding, less the `let`s with an initial value, which cannot be set).
  static func keys(of type: UserType, decoding: Bool, at location: SourceLocation?) throws -> [Key] {
    if let codingKeys = type.nestedTypes["CodingKeys"], codingKeys.isEnum {
      return codingKeys.cases.map { Key(name: $0.rawValue?.asString ?? $0.name, property: $0.name) }
    }
    var keys: [Key] = []
    for property in type.storedProperties where property.declaringType === type {
      if property.wrapper != nil {
        throw InterpreterError.notModelled("coding a property wrapper's value (\(type.nestedName).\(property.name))", at: location)
      }
      if decoding && property.isConstant && property.initialValue != nil { continue }
      keys.append(Key(name: property.name, property: property.name))
    }
    return keys
  }

  /// The type must conform; a conformance written by hand is called (see `CodingContainers`).
  static func requireSynthesised(_ type: UserType, _ verb: String, at location: SourceLocation?) throws {
    let protocols = verb == "encode" ? ["Encodable", "Codable"] : ["Decodable", "Codable"]
    guard protocols.contains(where: type.conforms(to:)) else {
      throw InterpreterError.unsupported(
        "type '\(type.nestedName)' does not conform to '\(protocols[0])'", at: location)
    }
  }

  /// Key strategies are modelled for synthesised structs and classes only.
  func requireDefaultKeys(_ construct: String) throws {
    guard strategies.keys == .useDefaultKeys else {
      throw InterpreterError.notModelled("a key coding strategy with \(construct)", at: location)
    }
  }

  /// Whether the type writes its own `encode(to:)`.
  static func encodesByHand(_ type: UserType) -> Bool {
    type.members.methods["encode"]?.contains { $0.labels == ["to"] } ?? false
  }

  /// Calls the type's own `encode(to:)` with an encoder whose containers fill a node.
  private mutating func encodeByHand(_ value: Value) throws -> CodingTree {
    try requireDefaultKeys("a hand-written 'encode(to:)'")
    let node = EncodingNode()
    var receiver = value
    _ = try interpreter.callMethod(
      &receiver, "encode", arguments: [("to", .native(EncoderValue(node: node, encoder: self)))], at: location)
    if path.isEmpty, case .empty = node.content {
      // swiftc 6.3.1's Foundation: a top-level value that encodes nothing is an error (nested,
      // it is `{}`).
      let name = TypeNames.describe(value)
      throw SwiftError(
        value: CodingErrors.invalidValue(value, path: [], debug: "Top-level \(name) did not encode any values.", interpreter),
        location: location)
    }
    return node.tree
  }
}
