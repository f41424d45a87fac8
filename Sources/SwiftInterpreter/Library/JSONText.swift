/// JSON text as Foundation's `JSONEncoder` writes it and `JSONDecoder` reads it.
///
/// Checked against swiftc 6.3.1's Foundation: compact output has no spaces; `.prettyPrinted`
/// indents by two spaces and writes `"key" : value`, an empty array as `[` and `]` around an
/// empty line; `/` is escaped as `\/` unless `.withoutEscapingSlashes`; a whole `Double` loses
/// its `.0` (`2`, `-0`), others are written as Swift's `description` writes them (`1e+20`).
public enum JSONText {
  public struct Options: Sendable, Equatable {
    public var prettyPrinted = false
    public var sortedKeys = false
    public var escapesSlashes = true
    public init() {}
  }

  /// The UTF-8 text of a tree.
  public static func write(_ tree: CodingTree, options: Options) -> String {
    var out = ""
    write(tree, options, indent: 0, into: &out)
    return out
  }

  private static func write(_ tree: CodingTree, _ options: Options, indent: Int, into out: inout String) {
    switch tree {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .double(let value): out += number(value)
    case .string(let value): quote(value, options, into: &out)
    case .date(let seconds): out += number(seconds)
    // `dataEncodingStrategy` `.base64`, the default (swiftc 6.3.1: `Data([1, 2, 3])` is "AQID").
    case .data(let bytes): quote(Base64.encode(bytes), options, into: &out)
    case .array(let elements):
      out += "["
      if options.prettyPrinted {
        out += "\n"
        for (index, element) in elements.enumerated() {
          out += String(repeating: " ", count: indent + 2)
          write(element, options, indent: indent + 2, into: &out)
          out += index == elements.count - 1 ? "\n" : ",\n"
        }
        if elements.isEmpty { out += "\n" }
        out += String(repeating: " ", count: indent)
      } else {
        for (index, element) in elements.enumerated() {
          if index > 0 { out += "," }
          write(element, options, indent: indent, into: &out)
        }
      }
      out += "]"
    case .object(var members):
      // Sorted by Unicode scalars: `B` before `_x` before `a10` before `a2` (swiftc 6.3.1).
      if options.sortedKeys { members.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } }
      out += "{"
      if options.prettyPrinted {
        out += "\n"
        for (index, member) in members.enumerated() {
          out += String(repeating: " ", count: indent + 2)
          quote(member.key, options, into: &out)
          out += " : "
          write(member.value, options, indent: indent + 2, into: &out)
          out += index == members.count - 1 ? "\n" : ",\n"
        }
        if members.isEmpty { out += "\n" }
        out += String(repeating: " ", count: indent)
      } else {
        for (index, member) in members.enumerated() {
          if index > 0 { out += "," }
          quote(member.key, options, into: &out)
          out += ":"
          write(member.value, options, indent: indent, into: &out)
        }
      }
      out += "}"
    }
  }

  /// `2.0` as `2`, `-0.0` as `-0`, `1e20` as `1e+20`.
  static func number(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  private static func quote(_ text: String, _ options: Options, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += options.escapesSlashes ? "\\/" : "/"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{c}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
