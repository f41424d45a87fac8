/// Prints a registry type as a Swift declaration, members in a stable order.
///
/// Bodies are `fatalError()` so the stub type-checks; only the surface matters to swiftc.
enum RegistryStub {
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
      lines.append("  case \(nativeCase.name)\(payload)")
    }
    let body = type.isProtocol ? "" : " { fatalError() }"
    for function in type.initializers { lines.append("  public \(function.signature.text)\(body)") }
    for (_, property) in type.staticProperties.sorted(by: { $0.key < $1.key }) {
      lines.append("  public \(property.text)")
    }
    for (_, property) in type.properties.sorted(by: { $0.key < $1.key }) {
      lines.append("  public \(property.text)")
    }
    for (_, functions) in type.staticMethods.sorted(by: { $0.key < $1.key }) {
      for function in functions { lines.append("  public \(function.signature.text)\(body)") }
    }
    for (_, functions) in type.methods.sorted(by: { $0.key < $1.key }) {
      for function in functions { lines.append("  public \(function.signature.text)\(body)") }
    }
    for function in type.subscripts { lines.append("  public \(function.signature.text)") }
    lines.append(nested ? "}}" : "}")
    return lines.joined(separator: "\n")
  }
}
