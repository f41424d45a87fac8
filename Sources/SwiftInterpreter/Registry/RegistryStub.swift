/// Prints a registry type as a Swift declaration, members in a stable order.
///
/// Bodies are `fatalError()` so the stub type-checks; only the surface matters to swiftc.
enum RegistryStub {
  /// Swift's keywords that a case may be named after (`Mirror.DisplayStyle.struct`).
  static let keywords: Set<String> = [
    "struct", "class", "enum", "protocol", "extension", "func", "var", "let", "case", "default", "switch",
    "if", "else", "for", "while", "repeat", "return", "import", "init", "deinit", "subscript", "in",
  ]

  static func declaration(of type: NativeType) -> String {
    let nested = type.name.contains(".")
    let name = nested ? String(type.name.split(separator: ".").last!) : type.name
    var inheritance = type.superclass.map { [$0] } ?? []
    inheritance += type.conformances.filter { $0 != type.superclass }
    let generics = type.genericParameters.isEmpty ? "" : "<\(type.genericParameters.joined(separator: ", "))>"
    var lines: [String] = []
    lines.append("// \(type.documentation)")
    let header = "public \(type.kind.rawValue) \(name)\(generics)"
      + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
    let opening = nested
      ? "extension \(type.name.split(separator: ".").dropLast().joined(separator: ".")) { \(header) {"
      : "\(header) {"
    lines.append(opening)
    for nativeCase in type.cases {
      let payload = nativeCase.labels.map { labels in
        "(" + labels.map { ($0.map { "\($0): " } ?? "") + "Any" }.joined(separator: ", ") + ")"
      } ?? ""
      // `case \`struct\``: a keyword as a case's name is written in backticks.
      let name = RegistryStub.keywords.contains(nativeCase.name) ? "`\(nativeCase.name)`" : nativeCase.name
      lines.append("  case \(name)\(payload)")
    }
    let body = type.isProtocol ? "" : " { fatalError() }"
    for function in type.initializers { lines.append(member(function.signature.text, in: type) + body) }
    for (_, property) in type.staticProperties.sorted(by: { $0.key < $1.key }) {
      lines.append(member(property.text, in: type))
    }
    for (_, property) in type.properties.sorted(by: { $0.key < $1.key }) {
      lines.append(member(property.text, in: type))
    }
    for (_, functions) in type.staticMethods.sorted(by: { $0.key < $1.key }) {
      for function in functions { lines.append(member(function.signature.text, in: type) + body) }
    }
    for (_, functions) in type.methods.sorted(by: { $0.key < $1.key }) {
      for function in functions { lines.append(member(function.signature.text, in: type) + body) }
    }
    for function in type.subscripts { lines.append(member(function.signature.text, in: type)) }
    lines.append(nested ? "}}" : "}")
    return lines.joined(separator: "\n")
  }

  /// One member's line: `public` after its attributes (`@discardableResult public func …`), as
  /// swiftc requires, and none in a protocol, whose members take their access from it.
  private static func member(_ text: String, in type: NativeType) -> String {
    if type.isProtocol { return "  " + text }
    var attributes: [Substring] = []
    var rest = Substring(text)
    while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
      attributes.append(rest[..<space])
      rest = rest[rest.index(after: space)...].drop(while: { $0 == " " })
    }
    return "  " + (attributes + ["public", rest]).joined(separator: " ")
  }
}
