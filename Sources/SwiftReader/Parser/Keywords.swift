/// The words the parser treats specially, in one place so every grammar file agrees.
enum Keywords {
  /// Words that can never be an identifier unless written in backticks.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "await",
  ]

  /// Reserved words that are expressions by themselves, or start one.
  static let expressionWords: Set<String> = [
    "self", "Self", "super", "true", "false", "nil", "try", "await", "if", "switch",
  ]

  /// Words that introduce a declaration.
  static let declarationWords: Set<String> = [
    "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "import",
    "typealias", "associatedtype", "subscript", "init", "deinit", "case", "actor", "macro",
    "operator", "precedencegroup",
  ]

  /// Declaration modifiers: `private`, `static`, `private(set)` …
  static let modifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "open", "package", "static", "class",
    "final", "override", "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned",
    "convenience", "required", "indirect", "dynamic", "optional", "isolated", "consuming",
    "borrowing", "distributed", "prefix", "postfix", "infix", "__consuming",
  ]

  /// Words that start a property accessor: `get`, `set`, `willSet`, `didSet` …
  static let accessors: Set<String> = [
    "get", "set", "willSet", "didSet", "modify", "_modify", "read", "_read", "unsafeAddress",
    "unsafeMutableAddress",
  ]

  /// Attributes whose parenthesised arguments are not expressions (`@available(iOS 17, *)`):
  /// they are skipped and recorded as an empty argument list.
  static let attributesWithoutExpressionArguments: Set<String> = [
    "available", "backDeployed", "objc", "_spi", "_implements", "_specialize", "_silgen_name",
    "_originallyDefinedIn", "_documentation", "freestanding", "attached", "_cdecl",
  ]
}
