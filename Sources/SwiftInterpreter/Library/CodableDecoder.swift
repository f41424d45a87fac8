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
      throw error("valueNotFound", "Expected value of type \(type.name) but found null instead.",
        "Cannot get value of type \(type.name) -- found null value instead")
    }
    switch type {
    case .int:
      if case .integer(let value) = tree { return .int(value) }
      if case .double(let value) = tree {
        if let exact = Int(exactly: value) { return .int(exact) }
        // swiftc 6.3.1's Foundation: a fraction read as an Int is "not valid JSON", with no path.
        throw Self.notJSON(at: location)
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
      guard case .array(let trees) = tree else { throw mismatch(type, tree, expected: "Array<Any>") }
      var values: [Value] = []
      for (index, item) in trees.enumerated() {
        path.append(.index(index))
        values.append(try decode(element, from: item))
        path.removeLast()
      }
      return .list(values)
    case .dictionary(.string, let valueType):
      guard case .object(let members) = tree else { throw mismatch(type, tree, expected: "Dictionary<String, Any>") }
      var dictionary = DictionaryValue()
      for member in members {
        path.append(.key(member.key))
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
      return try interpreter.construct(
        .user(type, arguments: []), arguments: [("from", .native(DecoderValue(tree: tree, decoder: self)))], at: location)
    }
    if type.isEnum { return try decodeEnum(type, from: tree) }
    guard case .object = tree else { throw mismatch(.user(type, arguments: []), tree, expected: "Dictionary<String, Any>") }
    var fields = try interpreter.initialFields(of: type, at: location)
    for key in try CodableEncoder.keys(of: type, decoding: true, at: location) {
      guard let index = type.field(named: key.property) else { continue }
      let property = type.storedProperties[index]
      guard let member = tree[key.name] else {
        // `decodeIfPresent` for an optional property: a missing key is nil.
        if property.type.isOptional { fields[index] = .none; continue }
        throw error("keyNotFound", "Key '\(key.name)' not found in keyed decoding container.",
          "No value associated with key CodingKeys(stringValue: \"\(key.name)\", intValue: nil) (\"\(key.name)\").")
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
      throw error("dataCorrupted", nil, "Cannot initialize \(type.nestedName) from invalid \(rawType.name) value \(shown)")
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
        throw error("keyNotFound", "Key '\(label)' not found in keyed decoding container.",
          "No value associated with key CodingKeys(stringValue: \"\(label)\", intValue: nil) (\"\(label)\").")
      }
      path.append(.key(label))
      payload.append(try decode(payloadType, from: item))
      path.removeLast()
    }
    path.removeLast()
    return try interpreter.makeCase(type, index: enumCase.index, payload: payload, at: location)
  }

  /// `dataCorrupted`: the text is not JSON.
  static func notJSON(at location: SourceLocation?) -> SwiftError {
    SwiftError(
      value: .native(CodingErrorValue(
        typeName: "DecodingError", caseName: "dataCorrupted",
        text: "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.")),
      location: location)
  }

  func mismatch(_ type: SwiftType, _ tree: CodingTree, expected: String? = nil) -> SwiftError {
    let name = expected ?? type.name
    return error("typeMismatch", nil, "Expected to decode \(name) but found \(tree.foundDescription) instead.",
      heading: "expected value of type \(name).")
  }

  /// A `DecodingError` as the standard library describes it: the case, what went wrong, the
  /// path (when not at the top) and the debug description.
  func error(_ caseName: String, _ summary: String?, _ debug: String, heading: String? = nil) -> SwiftError {
    var text = "DecodingError.\(caseName): "
    if let heading { text += heading } else if let summary { text += summary } else { text += "Data was corrupted." }
    if !path.isEmpty { text += " Path: \(CodingPathStep.describe(path))." }
    text += " Debug description: \(debug)"
    return SwiftError(
      value: .native(CodingErrorValue(typeName: "DecodingError", caseName: caseName, text: text)), location: location)
  }
}
