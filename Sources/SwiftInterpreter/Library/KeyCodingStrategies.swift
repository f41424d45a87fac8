import Transcript

/// `keyEncodingStrategy` and `keyDecodingStrategy`: a synthesised conformance's keys written
/// in snake case, or read from it. Foundation's rules, checked against swift-foundation's
/// build on Linux: words break before an uppercase letter that follows a lowercase one, and a
/// run of capitals is one word up to the capital that starts the next lowercase word
/// (`myURLProperty` → `my_url_property`, `HTTPCode` → `h_ttp_code`); reading joins the
/// underscore-separated words, the first lowercased and the others capitalized, keeping
/// leading and trailing underscores. A dictionary's keys are left as they are.
enum KeyCodingStrategies {
  static func register(in registry: Registry) {
    let cases: [(String, String, CodingStrategies.Keys)] = [
      ("JSONEncoder.KeyEncodingStrategy", "useDefaultKeys", .useDefaultKeys),
      ("JSONEncoder.KeyEncodingStrategy", "convertToSnakeCase", .convertToSnakeCase),
      ("JSONDecoder.KeyDecodingStrategy", "useDefaultKeys", .useDefaultKeys),
      ("JSONDecoder.KeyDecodingStrategy", "convertFromSnakeCase", .convertFromSnakeCase),
    ]
    for (typeName, caseName, strategy) in cases {
      let path = typeName.lowercased().replacingOccurrences(of: ".", with: "/")
      registry.type(typeName, module: "Foundation", doc: JSONCoders.doc(path)) { type in
        type.property("static var \(caseName): \(typeName) { get }") { _ in .native(KeyStrategyValue(strategy, typeName: typeName)) }
      }
    }
    for (coder, property, typeName) in [
      ("JSONEncoder", "keyEncodingStrategy", "JSONEncoder.KeyEncodingStrategy"),
      ("JSONDecoder", "keyDecodingStrategy", "JSONDecoder.KeyDecodingStrategy"),
    ] {
      registry.type(coder, module: "Foundation", kind: .classType, doc: JSONCoders.doc(coder.lowercased())) { type in
        type.property("var \(property): \(typeName) { get set }", get: { access in
          .native(KeyStrategyValue(try CoderSettings.of(access.receiver, at: access.location).strategies.keys, typeName: typeName))
        }, set: { receiver, value, access in
          guard let strategy = value.native(as: KeyStrategyValue.self) else {
            throw InterpreterError.notModelled("this \(property)", at: access.location)
          }
          try CoderSettings.of(receiver, at: access.location).strategies.keys = strategy.strategy
        })
      }
    }
  }

  /// `myURLProperty` → `my_url_property`.
  static func snakeCase(_ key: String) -> String {
    let characters = Array(key)
    guard characters.count > 1 else { return key.lowercased() }
    var words: [String] = []
    var wordStart = 0
    var searchStart = 1
    while let upper = characters[searchStart...].firstIndex(where: \.isUppercase) {
      words.append(String(characters[wordStart..<upper]))
      guard let lower = characters[upper...].firstIndex(where: \.isLowercase) else {
        wordStart = upper
        searchStart = characters.count
        break
      }
      if lower == upper + 1 {
        wordStart = upper
      } else {
        words.append(String(characters[upper..<(lower - 1)]))
        wordStart = lower - 1
      }
      searchStart = lower + 1
      if searchStart >= characters.count { break }
    }
    words.append(String(characters[wordStart...]))
    return words.map { $0.lowercased() }.joined(separator: "_")
  }

  /// `user_id` → `userId`; `_private_` keeps its underscores; a key without one is unchanged.
  static func camelCase(_ key: String) -> String {
    let characters = Array(key)
    guard let first = characters.firstIndex(where: { $0 != "_" }) else { return key }
    var last = characters.count - 1
    while last > first && characters[last] == "_" { last -= 1 }
    let core = String(characters[first...last])
    let words = core.split(separator: "_")
    guard words.count > 1 else { return key }
    let joined = words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
    return String(characters[..<first]) + joined + String(characters[(last + 1)...])
  }
}

/// A key strategy, as `encoder.keyEncodingStrategy` reads back.
final class KeyStrategyValue: NativeValue {
  let strategy: CodingStrategies.Keys
  let typeName: String
  init(_ strategy: CodingStrategies.Keys, typeName: String) {
    self.strategy = strategy
    self.typeName = typeName
  }
  var description: String? { nil }
}
