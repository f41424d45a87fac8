import Transcript

/// `DecodingError` and `EncodingError` as the enums the standard library declares: a program
/// catches their cases (`catch DecodingError.keyNotFound(let key, let context)`), reads the
/// context's `codingPath` and `debugDescription`, and makes its own (`dataCorruptedError(…)`).
///
/// Their `debugDescription` (what `print` shows) is checked with swiftc 6.3.1:
/// `DecodingError.keyNotFound: Key 'y' not found in keyed decoding container. Path: a.b. Debug
/// description: …. Underlying error: …`, the path's integer keys as `[1]`.
enum CodingErrors {
  static func doc(_ path: String) -> String { "https://developer.apple.com/documentation/swift/\(path)" }

  static func register(in registry: Registry) {
    registry.type("DecodingError", module: "Swift", kind: .enumeration,
      conformances: ["Error", "CustomDebugStringConvertible", "Sendable"], doc: doc("decodingerror")) { type in
      let context = "DecodingError.Context"
      type.cases = [
        NativeCase(name: "typeMismatch", labels: [nil, nil], payloadTypeNames: [nil, context]),
        NativeCase(name: "valueNotFound", labels: [nil, nil], payloadTypeNames: [nil, context]),
        NativeCase(name: "keyNotFound", labels: [nil, nil], payloadTypeNames: [nil, context]),
        NativeCase(name: "dataCorrupted", labels: [nil], payloadTypeNames: [context]),
      ]
      type.property("var debugDescription: String { get }") { access in
        .string(try describe(access.receiver, access.interpreter, access.location))
      }
      type.method("static func dataCorruptedError<C: KeyedDecodingContainerProtocol>(forKey key: C.Key, in container: C, debugDescription: String) -> DecodingError") { call in
        guard let container = call[1].native(as: DecodingContainerValue.self) else { throw call.mismatch(1, "a keyed decoding container") }
        let key = try CodingContainers.keyName(call[0], keyType: container.keyType, call)
        let path = container.decoder.path + [.key(key, keyType: container.keyTypeName)]
        return decodingError("dataCorrupted", path: path, debug: try call.string(2), call.interpreter)
      }
      for kind in ["UnkeyedDecodingContainer", "SingleValueDecodingContainer"] {
        type.method("static func dataCorruptedError(in container: \(kind), debugDescription: String) -> DecodingError") { call in
          guard let container = call[0].native(as: DecodingContainerValue.self) else { throw call.mismatch(0, "a decoding container") }
          return decodingError("dataCorrupted", path: container.decoder.path, debug: try call.string(1), call.interpreter)
        }
      }
    }
    registry.type("EncodingError", module: "Swift", kind: .enumeration,
      conformances: ["Error", "CustomDebugStringConvertible", "Sendable"], doc: doc("encodingerror")) { type in
      type.cases = [NativeCase(name: "invalidValue", labels: [nil, nil], payloadTypeNames: [nil, "EncodingError.Context"])]
      type.property("var debugDescription: String { get }") { access in
        .string(try describe(access.receiver, access.interpreter, access.location))
      }
    }
    for owner in ["DecodingError", "EncodingError"] {
      registry.type("\(owner).Context", module: "Swift", conformances: ["Sendable"],
        doc: doc("\(owner.lowercased())/context")) { type in
        type.initializer("init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil)") { call in
          guard case .array(let path) = call[0] else { throw call.mismatch(0, "an array of coding keys") }
          var underlying = call[2].unwrapped
          if case .void? = underlying { underlying = nil }
          return .native(CodingContextValue(owner: owner, codingPath: path.elements, debugDescription: try call.string(1),
            underlyingError: underlying))
        }
        func context(_ access: NativeAccess) throws -> CodingContextValue {
          guard let context = access.receiver.native(as: CodingContextValue.self) else {
            throw InterpreterError.notModelled("this \(owner).Context", at: access.location)
          }
          return context
        }
        type.property("var codingPath: [CodingKey] { get }") { access in .list(try context(access).codingPath) }
        type.property("var debugDescription: String { get }") { access in .string(try context(access).debugDescription) }
        type.property("var underlyingError: Error? { get }") { access in .optional(try context(access).underlyingError) }
      }
    }
    registry.type("_CodingKey", module: "Swift", conformances: ["CodingKey", "CustomStringConvertible", "Sendable"],
      doc: doc("codingkey")) { type in
      func key(_ access: NativeAccess) -> CodingKeyValue? { access.receiver.native(as: CodingKeyValue.self) }
      type.property("var stringValue: String { get }") { access in .string(key(access)?.stringValue ?? "") }
      type.property("var intValue: Int? { get }") { access in .optional(key(access)?.intValue.map(Value.int)) }
      type.property("var description: String { get }") { access in .string(key(access)?.description ?? "") }
    }
  }

  /// A `DecodingError` of `caseName` whose context has `path`, `debug` and no underlying error;
  /// `subject` is the type (`typeMismatch`, `valueNotFound`) or the key (`keyNotFound`).
  static func decodingError(
    _ caseName: String, subject: Value? = nil, path: [CodingPathStep], debug: String, _ interpreter: Interpreter
  ) -> Value {
    let context = Value.native(CodingContextValue(owner: "DecodingError", codingPath: path.map(\.key),
      debugDescription: debug, underlyingError: nil))
    return errorCase("DecodingError", caseName, payload: (subject.map { [$0] } ?? []) + [context], interpreter)
  }

  /// `EncodingError.invalidValue(value, context)`.
  static func invalidValue(_ value: Value, path: [CodingPathStep], debug: String, _ interpreter: Interpreter) -> Value {
    let context = Value.native(CodingContextValue(owner: "EncodingError", codingPath: path.map(\.key),
      debugDescription: debug, underlyingError: nil))
    return errorCase("EncodingError", "invalidValue", payload: [value, context], interpreter)
  }

  private static func errorCase(_ typeName: String, _ caseName: String, payload: [Value], _ interpreter: Interpreter) -> Value {
    let type = interpreter.registry.type(named: typeName)
    let index = type?.caseIndex(named: caseName) ?? 0
    let swiftType: SwiftType = type.map { .native($0, arguments: []) } ?? .unknown
    return .enumCase(EnumValue(type: swiftType, caseIndex: index, name: caseName, payload: payload,
      labels: payload.map { _ in nil }))
  }

  /// The standard library's `debugDescription` of either error.
  static func describe(_ error: Value, _ interpreter: Interpreter, _ location: SourceLocation?) throws -> String {
    guard case .enumCase(let e) = error, let context = e.payload.last?.native(as: CodingContextValue.self) else {
      throw InterpreterError.notModelled("this coding error", at: location)
    }
    let subject = e.payload.count > 1 ? e.payload[0] : Value.void
    let summary: String
    switch e.name {
    case "typeMismatch": summary = "expected value of type \(try interpreter.describe(subject, at: location))."
    case "valueNotFound":
      summary = "Expected value of type \(try interpreter.describe(subject, at: location)) but found null instead."
    case "keyNotFound":
      summary = "Key '\(try keyText(subject, interpreter, location))' not found in keyed decoding container."
    case "invalidValue":
      let typeName = try interpreter.describe(.type(interpreter.dynamicType(of: subject)), at: location)
      summary = "\(try interpreter.reflect(subject, at: location)) (\(typeName))."
    default: summary = "Data was corrupted."
    }
    var text = "\(e.type.name).\(e.name): \(summary)"
    if !context.codingPath.isEmpty {
      var path = ""
      for key in context.codingPath {
        if case .int(let index)? = try keyMember(key, "intValue", interpreter, location)?.unwrapped {
          path += "[\(index)]"
        } else {
          path += (path.isEmpty ? "" : ".") + (try keyText(key, interpreter, location))
        }
      }
      text += " Path: \(path)."
    }
    text += " Debug description: \(context.debugDescription)"
    if let underlying = context.underlyingError {
      text += ". Underlying error: \(try interpreter.describe(underlying, at: location))"
    }
    return text
  }

  private static func keyText(_ key: Value, _ interpreter: Interpreter, _ location: SourceLocation?) throws -> String {
    if case .string(let text)? = try keyMember(key, "stringValue", interpreter, location) { return text }
    return try interpreter.describe(key, at: location)
  }

  private static func keyMember(_ key: Value, _ name: String, _ interpreter: Interpreter, _ location: SourceLocation?)
    throws -> Value?
  {
    if let native = key.native(as: CodingKeyValue.self) {
      return name == "stringValue" ? .string(native.stringValue) : .optional(native.intValue.map(Value.int))
    }
    if case .notFound = interpreter.lookupMember(of: key, name) { return nil }
    return try interpreter.getMember(key, name, at: location)
  }
}

/// A coding key the decoder names in an error: its key type's name (`CodingKeys`,
/// `CircleCodingKeys`, `_DictionaryCodingKey`, `_CodingKey` for an index) and its values.
final class CodingKeyValue: NativeValue {
  let typeLabel: String
  let stringValue: String
  let intValue: Int?

  init(typeLabel: String, stringValue: String, intValue: Int?) {
    self.typeLabel = typeLabel
    self.stringValue = stringValue
    self.intValue = intValue
  }

  var typeName: String { "_CodingKey" }
  /// `CodingKey`'s own description: `CodingKeys(stringValue: "y", intValue: nil)`.
  var description: String? {
    "\(typeLabel)(stringValue: \(stringValue.debugDescription), intValue: \(intValue.map(String.init) ?? "nil"))"
  }
}

/// `DecodingError.Context` / `EncodingError.Context`, printed as the struct it is.
final class CodingContextValue: NativeValue, DescribedNativeValue, ReflectedNativeValue {
  let owner: String
  let codingPath: [Value]
  let debugDescription: String
  let underlyingError: Value?

  init(owner: String, codingPath: [Value], debugDescription: String, underlyingError: Value?) {
    self.owner = owner
    self.codingPath = codingPath
    self.debugDescription = debugDescription
    self.underlyingError = underlyingError
  }

  var typeName: String { "\(owner).Context" }
  var description: String? { nil }

  func describe(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    let path = try interpreter.reflect(.list(codingPath), at: location)
    let underlying = try interpreter.reflect(.optional(underlyingError), at: location)
    return "Context(codingPath: \(path), debugDescription: \(debugDescription.debugDescription), underlyingError: \(underlying))"
  }

  func reflect(_ interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    "Swift.\(owner)." + (try describe(interpreter, at: location))
  }
}

extension CodingPathStep {
  /// The key a coding path holds for this step: an index is `_CodingKey("Index 1", 1)`.
  var key: Value {
    switch self {
    case .key(let name, let keyType): return .native(CodingKeyValue(typeLabel: keyType, stringValue: name, intValue: nil))
    case .index(let index):
      return .native(CodingKeyValue(typeLabel: "_CodingKey", stringValue: "Index \(index)", intValue: index))
    }
  }
}
