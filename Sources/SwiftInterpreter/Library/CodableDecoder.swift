import Transcript

/// Makes a program's value of a given type from a ``CodingTree``, as a synthesised
/// `Decodable` conformance would, throwing the `DecodingError`s Foundation throws.
///
/// Error texts are the Swift standard library's descriptions, checked with swiftc 6.3.1
/// (`DecodingError.keyNotFound: Key 'title' not found in keyed decoding container. …`).
struct CodableDecoder {
  let interpreter: Interpreter
  let strategies: CodingStrategies
  let natives: NativeDecoders
  let location: SourceLocation?
  var path: [CodingPathStep] = []

  init(interpreter: Interpreter, strategies: CodingStrategies, natives: NativeDecoders, location: SourceLocation?) {
    self.interpreter = interpreter
    self.strategies = strategies
    self.natives = natives
    self.location = location
  }

  mutating func decode(_ type: SwiftType, from tree: CodingTree) throws -> Value {
    try interpreter.charge(8, at: location)
    switch type {
    case .optional(let wrapped):
      if case .null = tree { return .none }
      return .some(try decode(wrapped, from: tree))
    default: break
    }
    if case .null = tree {
      throw error("valueNotFound", subject: .type(type), "Cannot get value of type \(type.name) -- found null value instead")
    }
    switch type {
    case .int:
      if case .integer(let value) = tree { return .int(value) }
      if case .double(let value) = tree {
        if let exact = Int(exactly: value) { return .int(exact) }
        // swiftc 6.3.1's Foundation: a fraction read as an Int is "not valid JSON", with no path.
        throw Self.notJSON(interpreter, at: location)
      }
      throw mismatch(type, tree)
    case .double:
      if case .integer(let value) = tree { return .double(Double(value)) }
      if case .double(let value) = tree { return .double(value) }
      throw mismatch(type, tree)
    case .bool:
      if case .bool(let value) = tree { return .bool(value) }
      throw mismatch(type, tree)
    case .string:
      if case .string(let value) = tree { return .string(value) }
      throw mismatch(type, tree)
    case .array(let element):
      guard case .array(let trees) = tree else { throw mismatch(type, tree, expected: .array(.any)) }
      var values: [Value] = []
      for (index, item) in trees.enumerated() {
        path.append(.index(index))
        values.append(try decode(element, from: item))
        path.removeLast()
      }
      return .list(values)
    case .dictionary(.string, let valueType):
      guard case .object(let members) = tree else { throw mismatch(type, tree, expected: .dictionary(.string, .any)) }
      var dictionary = DictionaryValue()
      for member in members {
        path.append(.key(member.key, keyType: "_DictionaryCodingKey"))
        try dictionary.set(.string(member.key), try decode(valueType, from: member.value), interpreter: interpreter, at: location)
        path.removeLast()
      }
      return .dictionary(dictionary)
    case .user(let userType, _):
      return try decode(userType, from: tree)
    case .native(let nativeType, _):
      guard let make = natives.byTypeName[nativeType.name] else {
        throw InterpreterError.notModelled("decoding \(nativeType.name)", at: location)
      }
      guard let value = make(tree, strategies) else { throw mismatch(type, tree) }
      return value
    default:
      throw InterpreterError.notModelled("decoding \(type.name)", at: location)
    }
  }

  private mutating func decode(_ type: UserType, from tree: CodingTree) throws -> Value {
    try CodableEncoder.requireSynthesised(type, "decode", at: location)
    if type.members.initializers.contains(where: { $0.labels == ["from"] }) {
      try requireDefaultKeys("a hand-written 'init(from:)'")
      return try interpreter.construct(
        .user(type, arguments: []), arguments: [("from", .native(DecoderValue(tree: tree, decoder: self)))], at: location)
    }
    if type.isEnum {
      if type.rawType == nil { try requireDefaultKeys("an enum with associated values") }
      return try decodeEnum(type, from: tree)
    }
    guard case .object = tree else { throw mismatch(.user(type, arguments: []), tree, expected: .dictionary(.string, .any)) }
    var fields = try interpreter.initialFields(of: type, at: location)
    for key in try CodableEncoder.keys(of: type, decoding: true, at: location) {
      guard let index = type.field(named: key.property) else { continue }
      let property = type.storedProperties[index]
      guard let member = self.member(key.name, of: tree) else {
        // `decodeIfPresent` for an optional property: a missing key is nil.
        if property.type.isOptional { fields[index] = .none; continue }
        throw keyNotFound(key.name, keyType: "CodingKeys")
      }
      path.append(.key(key.name))
      fields[index] = try decode(property.type, from: member)
      path.removeLast()
    }
    if type.isClass { return .object(ObjectValue(type: type, fields: fields, serial: interpreter.nextSerial())) }
    return .structure(StructValue(type: type, fields: fields))
  }

  private mutating func decodeEnum(_ type: UserType, from tree: CodingTree) throws -> Value {
    if let rawType = type.rawType {
      let raw = try decode(rawType, from: tree)
      for enumCase in type.cases {
        if let value = enumCase.rawValue, try interpreter.equal(value, raw, at: location) {
          return try interpreter.makeCase(type, index: enumCase.index, payload: [], at: location)
        }
      }
      let shown = (try? interpreter.describe(raw, at: location)) ?? ""
      throw error("dataCorrupted", "Cannot initialize \(type.nestedName) from invalid \(rawType.name) value \(shown)")
    }
    guard case .object(let members) = tree, members.count == 1, let enumCase = type.enumCase(named: members[0].key) else {
      throw InterpreterError.notModelled("decoding \(type.nestedName) from this JSON", at: location)
    }
    guard case .object = members[0].value else { throw mismatch(.user(type, arguments: []), tree) }
    var payload: [Value] = []
    path.append(.key(enumCase.name))
    for (index, payloadType) in enumCase.payloadTypes.enumerated() {
      let label = enumCase.labels[index] ?? "_\(index)"
      guard let item = members[0].value[label] else {
        throw keyNotFound(label, keyType: Self.payloadKeyType(enumCase.name))
      }
      path.append(.key(label, keyType: Self.payloadKeyType(enumCase.name)))
      payload.append(try decode(payloadType, from: item))
      path.removeLast()
    }
    path.removeLast()
    return try interpreter.makeCase(type, index: enumCase.index, payload: payload, at: location)
  }

  /// `dataCorrupted`: the text is not JSON.
  static func notJSON(_ interpreter: Interpreter, at location: SourceLocation?) -> SwiftError {
    SwiftError(
      value: CodingErrors.decodingError("dataCorrupted", path: [], debug: "The given data was not valid JSON.", interpreter),
      location: location)
  }

  /// The key type a synthesised conformance declares for a case's payload: `CircleCodingKeys`.
  static func payloadKeyType(_ caseName: String) -> String {
    caseName.prefix(1).uppercased() + caseName.dropFirst() + "CodingKeys"
  }

  /// `typeMismatch`: the type expected (`Array<Any>` where an array was), and what was found.
  func mismatch(_ type: SwiftType, _ tree: CodingTree, expected: SwiftType? = nil) -> SwiftError {
    let expected = expected ?? type
    return error("typeMismatch", subject: .type(expected),
      "Expected to decode \(expected.name) but found \(tree.foundDescription) instead.")
  }

  /// `keyNotFound`, worded as Foundation words it, naming the key type.
  func keyNotFound(_ key: String, keyType: String) -> SwiftError {
    error("keyNotFound", subject: .native(CodingKeyValue(typeLabel: keyType, stringValue: key, intValue: nil)),
      "No value associated with key \(keyType)(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").")
  }

  /// A `DecodingError` at the decoder's path, thrown to the program.
  func error(_ caseName: String, subject: Value? = nil, _ debug: String) -> SwiftError {
    SwiftError(
      value: CodingErrors.decodingError(caseName, subject: subject, path: path, debug: debug, interpreter),
      location: location)
  }

  /// The member a key names; with `.convertFromSnakeCase`, the member whose converted key it is.
  private func member(_ key: String, of tree: CodingTree) -> CodingTree? {
    guard strategies.keys == .convertFromSnakeCase, case .object(let members) = tree else { return tree[key] }
    return members.first { KeyCodingStrategies.camelCase($0.key) == key }?.value
  }

  private func requireDefaultKeys(_ construct: String) throws {
    guard strategies.keys == .useDefaultKeys else {
      throw InterpreterError.notModelled("a key coding strategy with \(construct)", at: location)
    }
  }
}
