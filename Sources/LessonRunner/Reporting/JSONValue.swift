/// A JSON value written with its keys in the order given, so that reports read the same on
/// every run and every platform.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    a.text() == b.text()
  }

  /// `value` when there is one, else `null`.
  static func optional(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  static func optional(_ value: Int?) -> JSONValue {
    value.map { .number(Double($0)) } ?? .null
  }

  /// The value as JSON text: indented two spaces a level when `pretty`, else on one line.
  func text(pretty: Bool = false) -> String {
    var output = ""
    write(into: &output, pretty: pretty, indent: 0)
    return output
  }

  private func write(into output: inout String, pretty: Bool, indent: Int) {
    let newline = pretty ? "\n" : ""
    let pad = { (level: Int) in pretty ? String(repeating: "  ", count: level) : "" }
    switch self {
    case .null:
      output += "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .number(let value):
      output += Self.number(value)
    case .string(let value):
      output += Self.quoted(value)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, value) in values.enumerated() {
        output += pad(indent + 1)
        value.write(into: &output, pretty: pretty, indent: indent + 1)
        output += (index < values.count - 1 ? "," : "") + newline
      }
      output += pad(indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{" + newline
      for (index, (key, value)) in members.enumerated() {
        output += pad(indent + 1) + Self.quoted(key) + (pretty ? ": " : ":")
        value.write(into: &output, pretty: pretty, indent: indent + 1)
        output += (index < members.count - 1 ? "," : "") + newline
      }
      output += pad(indent) + "}"
    }
  }

  /// `2` for 2.0, `0.67` for 0.67: integers without a fraction.
  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
