/// The first words of a registry declaration, read without the Swift reader: what the registry
/// files an entry under while it is built (its name, and whether it is static).
///
/// Reading a declaration in full with ``SwiftReader`` costs some forty thousand instructions, and
/// a course's programs use a few hundred of the registry's two thousand declarations; so the rest
/// of a declaration is read the first time something asks for it (``Signature``,
/// ``NativeProperty``). The head is read from the words before the parameters: attributes
/// (`@discardableResult`), modifiers (`static`, `mutating`), then the declaring keyword and
/// the name. Its tests check that it agrees with the full reading for every registry entry.
struct DeclarationHead: Equatable {
  enum Keyword: Equatable { case function, initializer, subscriptMember, variable }

  var keyword: Keyword
  /// The base name: `sorted`, `==`, `init`, `subscript`, `default` (written `` `default` ``).
  var name: String
  /// `static` or `class` among the modifiers.
  var isStatic: Bool

  /// The head of `text`, or nil when its words are not a declaration's.
  init?(_ text: String) {
    var reader = Words(Array(text.utf8))
    var isStatic = false
    while true {
      reader.skipSpaces()
      if reader.take(UInt8(ascii: "@")) {
        guard !reader.identifier().isEmpty else { return nil }
        reader.skipParenthesized()
        continue
      }
      let word = reader.identifier()
      switch word {
      case "":
        return nil
      case "func":
        reader.skipSpaces()
        guard let name = reader.name(operators: true) else { return nil }
        self.init(keyword: .function, name: name, isStatic: isStatic)
      case "init":
        self.init(keyword: .initializer, name: "init", isStatic: false)
      case "subscript":
        self.init(keyword: .subscriptMember, name: "subscript", isStatic: isStatic)
      case "var", "let":
        reader.skipSpaces()
        guard let name = reader.name(operators: false) else { return nil }
        self.init(keyword: .variable, name: name, isStatic: isStatic)
      default:
        // A modifier (`mutating`, `nonisolated(unsafe)`); `class` is `static` for a class.
        if word == "static" || word == "class" { isStatic = true }
        reader.skipParenthesized()
        continue
      }
      return
    }
  }

  init(keyword: Keyword, name: String, isStatic: Bool) {
    self.keyword = keyword
    self.name = name
    self.isStatic = isStatic
  }

  /// A cursor over a declaration's bytes (ASCII is all a head holds).
  private struct Words {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
        index += 1
      }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// Letters, digits and underscores from here (empty when there are none).
    mutating func identifier() -> String {
      run(while: Self.isIdentifierByte)
    }

    /// A declared name: an identifier, one in backticks, or (for a function) an operator.
    mutating func name(operators: Bool) -> String? {
      if take(UInt8(ascii: "`")) {
        let name = identifier()
        return take(UInt8(ascii: "`")) && !name.isEmpty ? name : nil
      }
      let name = identifier()
      if !name.isEmpty { return name }
      guard operators else { return nil }
      let symbol = run(while: Self.isOperatorByte)
      return symbol.isEmpty ? nil : symbol
    }

    /// Steps over `( … )` at the cursor, nested parentheses included; nothing when none opens here.
    mutating func skipParenthesized() {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return }
      var depth = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
        if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
        index += 1
        if depth == 0 { return }
      }
    }

    private mutating func run(while matches: (UInt8) -> Bool) -> String {
      let start = index
      while index < bytes.count, matches(bytes[index]) { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
      "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }
  }
}
