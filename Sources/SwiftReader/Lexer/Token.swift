import Transcript

/// One lexeme of Swift source, with the whitespace facts the parser needs to apply Swift's
/// layout rules (operator fixity, statements ending at newlines, trailing closures).
///
/// Keywords are not a separate kind: every word is a `.word`, and the parser decides from
/// context whether `get`, `some` or `actor` is a keyword. A word written in backticks has
/// `isEscaped` set and is never a keyword.
struct Token: Sendable {
  enum Kind: Sendable {
    /// An identifier or keyword: `beans`, `func`, `$0`, `$name`, `` `default` ``.
    case word
    /// `42`, `0x1F`, `1_000`: the text as written.
    case integer
    /// `0.85`, `1e3`.
    case float
    /// A string literal, already split into text and interpolations.
    case string([Part])
    /// An operator such as `+`, `==`, `?`, `!`, `...`, `->`, `=`, with the fixity its
    /// surrounding whitespace gives it.
    case op(Fixity)
    /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `@` `\`.
    case punct
    /// `#Preview`, `#available`, `#if`: `text` is the name without `#`.
    case pound
    /// The end of the text (or of an interpolation's tokens).
    case eof
  }

  /// How an operator binds, decided by whitespace as Swift does.
  enum Fixity: Sendable { case prefix, postfix, infix }

  /// A piece of a string literal token.
  enum Part: Sendable {
    /// Text with escapes decoded and multi-line indentation removed.
    case text(String)
    /// `\( … )`: the tokens from `(` to `)`, followed by an `eof` token; `range` spans
    /// from the backslash to just after `)`.
    case interpolation([Token], range: SourceRange)
  }

  var kind: Kind
  var text: String
  var start: TextPosition
  var end: TextPosition
  /// Byte offsets of the token in the file's UTF-8 text, for slicing the source as written.
  var startOffset: Int
  var endOffset: Int
  /// A newline (possibly inside a comment) separates this token from the previous one.
  var newlineBefore: Bool
  /// Whitespace or a comment separates this token from the previous one.
  var spaceBefore: Bool
  /// The word was written in backticks.
  var isEscaped: Bool = false

  var isEOF: Bool {
    if case .eof = kind { return true }
    return false
  }

  /// The punctuation `p`, e.g. `isPunct("{")`.
  func isPunct(_ p: String) -> Bool {
    if case .punct = kind { return text == p }
    return false
  }

  /// The unescaped word `w`, i.e. the keyword `w` where the context makes it one.
  func isWord(_ w: String) -> Bool {
    if case .word = kind { return !isEscaped && text == w }
    return false
  }

  var isWord: Bool {
    if case .word = kind { return true }
    return false
  }

  /// An operator with exactly this text.
  func isOperator(_ o: String) -> Bool {
    if case .op = kind { return text == o }
    return false
  }

  var isOperator: Bool {
    if case .op = kind { return true }
    return false
  }

  var fixity: Fixity? {
    if case .op(let fixity) = kind { return fixity }
    return nil
  }

  /// How the token is named in messages: `'}'`, `'foo'`, `end of file`.
  var quoted: String {
    switch kind {
    case .eof: return "end of file"
    case .string: return "string literal"
    case .pound: return "'#\(text)'"
    default: return "'\(text)'"
    }
  }
}

/// A 1-based line and UTF-8 column in the text being read, without the file's name, so
/// tokens stay small; the parser makes a `SourceLocation` from it when a node needs one.
struct TextPosition: Comparable, Sendable {
  var line: Int
  var column: Int

  static func < (a: TextPosition, b: TextPosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}
