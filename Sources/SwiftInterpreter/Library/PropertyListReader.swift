/// Reads an XML property list into a tree; nil when the text is not one this reader knows
/// (binary property lists are not modelled).
public struct PropertyListReader {
  private var scanner: Substring

  public static func read(_ bytes: [UInt8]) -> CodingTree? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    var reader = PropertyListReader(scanner: Substring(text))
    reader.skipProlog()
    guard reader.take("<plist"), reader.skip(past: ">"), let tree = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    guard reader.take("</plist>") else { return nil }
    reader.skipSpace()
    return reader.scanner.isEmpty ? tree : nil
  }

  private mutating func skipSpace() {
    while let first = scanner.first, first.isWhitespace { scanner.removeFirst() }
  }

  private mutating func take(_ text: String) -> Bool {
    skipSpace()
    guard scanner.hasPrefix(text) else { return false }
    scanner.removeFirst(text.count)
    return true
  }

  private mutating func skip(past text: String) -> Bool {
    guard let range = scanner.range(of: text) else { return false }
    scanner = scanner[range.upperBound...]
    return true
  }

  private mutating func skipProlog() {
    while true {
      skipSpace()
      if scanner.hasPrefix("<?") || scanner.hasPrefix("<!") {
        guard skip(past: ">") else { return }
      } else {
        return
      }
    }
  }

  /// The text up to `</tag>`, unescaped.
  private mutating func content(closing tag: String) -> String? {
    guard let end = scanner.range(of: "</\(tag)>") else { return nil }
    let raw = String(scanner[..<end.lowerBound])
    scanner = scanner[end.upperBound...]
    return raw.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"")
      .replacingAll("&apos;", "'").replacingAll("&amp;", "&")
  }

  private mutating func value(depth: Int) -> CodingTree? {
    guard depth < 512 else { return nil }
    if take("<true/>") { return .bool(true) }
    if take("<false/>") { return .bool(false) }
    if take("<array/>") { return .array([]) }
    if take("<dict/>") { return .object([]) }
    if take("<string/>") { return .string("") }
    if take("<string>") { return content(closing: "string").map(CodingTree.string) }
    if take("<integer>") { return content(closing: "integer").flatMap { Int($0.trimmed) }.map(CodingTree.integer) }
    if take("<real>") { return content(closing: "real").flatMap { Double($0.trimmed) }.map(CodingTree.double) }
    if take("<date>") { return content(closing: "date").flatMap { PropertyListText.seconds(fromISO8601: $0.trimmed) }.map(CodingTree.date) }
    if take("<data>") {
      return content(closing: "data").flatMap { Base64.decode(String($0.filter { !$0.isWhitespace })) }.map(CodingTree.data)
    }
    if take("<array>") {
      var elements: [CodingTree] = []
      while !take("</array>") {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
      }
      return .array(elements)
    }
    if take("<dict>") {
      var members: [(key: String, value: CodingTree)] = []
      while !take("</dict>") {
        guard take("<key>"), let key = content(closing: "key"), let item = value(depth: depth + 1) else { return nil }
        members.append((key, item))
      }
      return .object(members)
    }
    return nil
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
