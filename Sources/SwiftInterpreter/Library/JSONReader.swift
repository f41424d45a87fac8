/// Reads JSON text (RFC 8259) into a tree, as `JSONDecoder` does before decoding; nil when
/// the text is not JSON (Foundation then throws `dataCorrupted`, "The given data was not
/// valid JSON.").
public struct JSONReader {
  private let bytes: [UInt8]
  private var index = 0
  /// Nesting deeper than this is refused, as Foundation refuses (512 levels).
  private let depthLimit = 512

  public static func read(_ bytes: [UInt8]) -> CodingTree? {
    var reader = JSONReader(bytes: bytes)
    guard let tree = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == bytes.count ? tree : nil
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func value(depth: Int) -> CodingTree? {
    guard depth < depthLimit else { return nil }
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(CodingTree.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  private mutating func literal(_ word: String, _ tree: CodingTree) -> CodingTree? {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return nil }
    index += utf8.count
    return tree
  }

  private mutating func object(depth: Int) -> CodingTree? {
    index += 1
    var members: [(key: String, value: CodingTree)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = value(depth: depth + 1) else { return nil }
      members.append((key, value))
      skipSpace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
      return nil
    }
  }

  private mutating func array(depth: Int) -> CodingTree? {
    index += 1
    var elements: [CodingTree] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
      skipSpace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
      return nil
    }
  }

  private mutating func string() -> String? {
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() -> Bool {
      guard !raw.isEmpty else { return true }
      guard let text = String(validating: raw, as: UTF8.self) else { return false }
      scalars.append(contentsOf: text.unicodeScalars)
      raw.removeAll()
      return true
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return flush() ? String(scalars) : nil
      case UInt8(ascii: "\\"):
        guard flush(), index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{c}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          guard var code = hex4() else { return nil }
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { return nil }
          scalars.append(scalar)
        default: return nil
        }
      default:
        guard byte >= 0x20 else { return nil }
        raw.append(byte)
      }
    }
    return nil
  }

  private mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count, let text = String(validating: bytes[index..<index + 4], as: UTF8.self),
      let code = UInt32(text, radix: 16) else { return nil }
    index += 4
    return code
  }

  private mutating func number() -> CodingTree? {
    let start = index
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - from
    }
    let whole = digits()
    guard whole > 0 else { return nil }
    if whole > 1, bytes[index - whole] == UInt8(ascii: "0") { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return nil }
    }
    guard let text = String(validating: bytes[start..<index], as: UTF8.self) else { return nil }
    if isInteger, let value = Int(text) { return .integer(value) }
    return Double(text).map(CodingTree.double)
  }
}
