/// What an encoder makes of a value before it is written as text: JSON's shapes.
///
/// Objects keep their keys in the order they were encoded (a synthesised `encode(to:)` encodes
/// stored properties in declaration order, as issue 9 asks). Real Foundation does not promise
/// an order without `.sortedKeys`: four runs of one swiftc 6.3.1 build on Linux printed the
/// same struct's keys in four orders, so a program whose output depends on it has no single
/// right answer; declaration order is one of the orders it may print.
public indirect enum CodingTree: Equatable, Sendable {
  case null
  case bool(Bool)
  /// An integer, kept exact (`Int`, `UInt8` … as JSON numbers).
  case integer(Int)
  /// A floating-point number; `text` is how JSON writes it (`1.5`, `2`, `1e+20`).
  case double(Double)
  case string(String)
  case array([CodingTree])
  case object([(key: String, value: CodingTree)])
  /// A date as a property list holds it (seconds since 2001); JSON never makes one.
  case date(Double)
  /// Bytes: a property list's `<data>`, JSON's base64 string.
  case data([UInt8])

  public static func == (a: CodingTree, b: CodingTree) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.integer(let x), .integer(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.date(let x), .date(let y)): return x == y
    case (.data(let x), .data(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value of `key` in an object (the last one, as Foundation's decoder keeps).
  public subscript(key: String) -> CodingTree? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// The words Foundation's decoder uses for what it found: `found number instead`.
  public var foundDescription: String {
    switch self {
    case .null: "null"
    case .bool: "bool"
    case .integer, .double: "number"
    case .string: "a string"
    case .date: "a date"
    case .data: "data"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }
}

/// One step of a coding path: a key, or an index in an array (`Path: tags[1]`).
public enum CodingPathStep: Equatable, Sendable {
  /// A key, with the name of its key type (`CodingKeys` for a synthesised conformance's).
  case key(String, keyType: String = "CodingKeys")
  case index(Int)

  /// A coding path as `DecodingError`'s description prints it: `note.tags[1]`.
  public static func describe(_ path: [CodingPathStep]) -> String {
    var text = ""
    for step in path {
      switch step {
      case .key(let key, _): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
