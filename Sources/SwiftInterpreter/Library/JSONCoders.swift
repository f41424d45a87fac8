import Transcript

/// `JSONEncoder` and `JSONDecoder`: synthesised `Codable` to and from JSON text in `Data`.
///
/// The host gives the decoders of its own types (`Date`, `UUID`, `URL`), so the language
/// module knows nothing of them.
public enum JSONCoders {
  static func doc(_ path: String) -> String { "https://developer.apple.com/documentation/foundation/\(path)" }

  public static func register(in registry: Registry, natives: NativeDecoders) {
    CodingContainers.register(in: registry)
    KeyCodingStrategies.register(in: registry)
    registry.type("JSONEncoder", module: "Foundation", kind: .classType, doc: doc("jsonencoder")) { type in
      type.initializer("init()") { _ in .native(CoderSettings(typeName: "JSONEncoder")) }
      settingsProperties(type)
      type.method("func encode<T: Encodable>(_ value: T) throws -> Data") { call in
        let settings = try CoderSettings.of(call.receiver, at: call.location)
        var encoder = CodableEncoder(interpreter: call.interpreter, strategies: settings.strategies, location: call.location)
        let tree = try encoder.encode(call[0])
        let text = JSONText.write(tree, options: settings.options)
        try call.interpreter.charge(text.utf8.count, at: call.location)
        return .native(DataValue(Array(text.utf8)))
      }
    }
    registry.type("JSONDecoder", module: "Foundation", kind: .classType, doc: doc("jsondecoder")) { type in
      type.initializer("init()") { _ in .native(CoderSettings(typeName: "JSONDecoder")) }
      settingsProperties(type)
      type.method("func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T") { call in
        let settings = try CoderSettings.of(call.receiver, at: call.location)
        guard case .type(let target) = call[0] else { throw call.mismatch(0, "a type such as 'Note.self'") }
        guard let data = call[1].native(as: DataValue.self) else { throw call.mismatch(1, "Data") }
        try call.interpreter.charge(data.bytes.count, at: call.location)
        guard let tree = JSONReader.read(data.bytes) else { throw CodableDecoder.notJSON(call.interpreter, at: call.location) }
        var decoder = CodableDecoder(
          interpreter: call.interpreter, strategies: settings.strategies, natives: natives, location: call.location)
        return try decoder.decode(target, from: tree)
      }
    }
    registry.type("JSONEncoder.OutputFormatting", module: "Foundation", conformances: ["OptionSet"],
      doc: doc("jsonencoder/outputformatting")) { type in
      for name in ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"] {
        type.property("static var \(name): JSONEncoder.OutputFormatting { get }") { _ in .native(FormattingValue([name])) }
      }
    }
    registry.type("JSONEncoder.DateEncodingStrategy", module: "Foundation",
      doc: doc("jsonencoder/dateencodingstrategy")) { type in
      dateStrategies(type, "JSONEncoder.DateEncodingStrategy")
    }
    registry.type("JSONDecoder.DateDecodingStrategy", module: "Foundation",
      doc: doc("jsondecoder/datedecodingstrategy")) { type in
      dateStrategies(type, "JSONDecoder.DateDecodingStrategy")
    }
  }

  private static func dateStrategies(_ type: NativeType, _ name: String) {
    let cases: [(String, CodingStrategies.Dates)] = [
      ("deferredToDate", .deferredToDate), ("secondsSince1970", .secondsSince1970),
      ("millisecondsSince1970", .millisecondsSince1970), ("iso8601", .iso8601),
    ]
    for (caseName, strategy) in cases {
      type.property("static var \(caseName): \(name) { get }") { _ in .native(DateStrategyValue(strategy, typeName: name)) }
    }
  }

  /// `outputFormatting` (the encoder's) and the date strategy (`dateEncodingStrategy` or
  /// `dateDecodingStrategy`), read and set on the coder's settings.
  private static func settingsProperties(_ type: NativeType) {
    let encoding = type.name == "JSONEncoder"
    if encoding {
      type.property("var outputFormatting: JSONEncoder.OutputFormatting { get set }", get: { access in
        .native(FormattingValue(try CoderSettings.of(access.receiver, at: access.location).formatting))
      }, set: { receiver, value, access in
        try CoderSettings.of(receiver, at: access.location).formatting = try FormattingValue.options(in: value, at: access.location)
      })
    }
    let property = encoding ? "dateEncodingStrategy" : "dateDecodingStrategy"
    let strategyType = encoding ? "JSONEncoder.DateEncodingStrategy" : "JSONDecoder.DateDecodingStrategy"
    type.property("var \(property): \(strategyType) { get set }", get: { access in
      .native(DateStrategyValue(try CoderSettings.of(access.receiver, at: access.location).strategies.dates, typeName: strategyType))
    }, set: { receiver, value, access in
      guard let strategy = value.native(as: DateStrategyValue.self) else {
        throw InterpreterError.notModelled("this \(property)", at: access.location)
      }
      try CoderSettings.of(receiver, at: access.location).strategies.dates = strategy.strategy
    })
  }
}

/// A JSON encoder's or decoder's settings: a reference, as `JSONEncoder` is a class.
final class CoderSettings: NativeValue {
  let typeName: String
  var formatting: Set<String> = []
  var strategies = CodingStrategies()
  init(typeName: String) { self.typeName = typeName }
  var description: String? { nil }

  var options: JSONText.Options {
    var options = JSONText.Options()
    options.prettyPrinted = formatting.contains("prettyPrinted")
    options.sortedKeys = formatting.contains("sortedKeys")
    options.escapesSlashes = !formatting.contains("withoutEscapingSlashes")
    return options
  }

  static func of(_ value: Value, at location: SourceLocation?) throws -> CoderSettings {
    guard let settings = value.native(as: CoderSettings.self) else {
      throw InterpreterError.unsupported("expected a JSON encoder or decoder", at: location)
    }
    return settings
  }
}

/// `JSONEncoder.OutputFormatting`: an option set, written `.prettyPrinted` or
/// `[.prettyPrinted, .sortedKeys]`.
final class FormattingValue: NativeValue {
  let names: Set<String>
  init(_ names: Set<String>) { self.names = names }
  var typeName: String { "JSONEncoder.OutputFormatting" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? FormattingValue).map { $0.names == names } }
  func hash(into hasher: inout Hasher) { hasher.combine(names) }

  static func options(in value: Value, at location: SourceLocation?) throws -> Set<String> {
    switch value {
    case .native(let native as FormattingValue): return native.names
    // `[.prettyPrinted, .sortedKeys]`: an array literal's implicit members, read by name.
    case .native(let member as ImplicitMemberValue) where ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"].contains(member.name):
      return [member.name]
    case .array(let array):
      var names: Set<String> = []
      for element in array.elements { names.formUnion(try Self.options(in: element, at: location)) }
      return names
    default: throw InterpreterError.notModelled("this output formatting", at: location)
    }
  }
}

/// A date encoding or decoding strategy.
final class DateStrategyValue: NativeValue {
  let strategy: CodingStrategies.Dates
  let typeName: String
  init(_ strategy: CodingStrategies.Dates, typeName: String) {
    self.strategy = strategy
    self.typeName = typeName
  }
  var description: String? { nil }
}
