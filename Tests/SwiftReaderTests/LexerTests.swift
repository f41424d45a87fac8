import Testing

@testable import SwiftReader

@Suite("Lexer")
struct LexerTests {
  private func tokens(_ text: String) throws -> [Token] {
    var lexer = Lexer(text: text, file: "Test.swift")
    return try lexer.tokenize()
  }

  /// Each token as `text` or, for operators, `text:fixity`.
  private func describe(_ text: String) throws -> [String] {
    try tokens(text).dropLast().map { token in
      switch token.kind {
      case .op(let fixity): return "\(token.text):\(fixity)"
      case .pound: return "#\(token.text)"
      case .string: return "string"
      default: return token.text
      }
    }
  }

  @Test(
    "operator fixity follows the whitespace around it",
    arguments: [
      ("a - b", ["a", "-:infix", "b"]),
      ("a-b", ["a", "-:infix", "b"]),
      ("-b", ["-:prefix", "b"]),
      ("a!", ["a", "!:postfix"]),
      ("a!.b", ["a", "!:postfix", ".", "b"]),
      ("a?.b", ["a", "?:postfix", ".", "b"]),
      ("c ? a : b", ["c", "?:infix", "a", ":", "b"]),
      ("(-x)", ["(", "-:prefix", "x", ")"]),
      ("x...", ["x", "...:postfix"]),
      ("[...x]", ["[", "...:prefix", "x", "]"]),
      ("0..<n", ["0", "..<:infix", "n"]),
      ("a != b", ["a", "!=:infix", "b"]),
      ("f(&v)", ["f", "(", "&:prefix", "v", ")"]),
      ("a/*c*/+b", ["a", "+:prefix", "b"]),
    ] as [(String, [String])])
  func fixity(_ source: String, _ expected: [String]) throws {
    #expect(try describe(source) == expected)
  }

  @Test("words, numbers, punctuation and pound names")
  func kinds() throws {
    #expect(
      try describe("`default` $0 $carrots _x 🐰 1_000 0x1F 1.5e3 t.0.1 #Preview @main \\.a")
        == [
          "default", "$0", "$carrots", "_x", "🐰", "1_000", "0x1F", "1.5e3", "t", ".", "0", ".", "1",
          "#Preview", "@", "main", "\\", ".", "a",
        ])
    let escaped = try tokens("`default`")[0]
    #expect(escaped.isEscaped && escaped.isWord && !escaped.isWord("default"))
  }

  @Test("columns count UTF-8 bytes, lines count from 1")
  func locations() throws {
    let all = try tokens("let s = \"→🥕\"; x\n  y")
    #expect(
      all.map(\.start.lineColumn) == ["1:1", "1:5", "1:7", "1:9", "1:18", "1:20", "2:3", "2:4"])
    #expect(all[3].end.lineColumn == "1:18")
  }

  @Test("newlines and comments before a token are recorded")
  func trivia() throws {
    let all = try tokens("a /* x\n */ b // c\nc d")
    #expect(all.map(\.newlineBefore) == [true, true, true, false, true])
    #expect(all.map(\.spaceBefore) == [false, true, true, true, false])
  }

  @Test("a string token holds decoded text and interpolation tokens")
  func stringParts() throws {
    guard case .string(let parts) = try tokens(#""Clover: \(old) → \(new)""#)[0].kind else {
      Issue.record("expected a string")
      return
    }
    #expect(parts.count == 4)
    if case .text(let text) = parts[2] { #expect(text == " → ") }
    if case .interpolation(let inner, let range) = parts[1] {
      #expect(inner.map(\.text) == ["(", "old", ")", ""])
      #expect(range.lineColumns == "1:10-1:16")
    }
  }

  @Test("raw strings use their pound count for escapes and the end")
  func rawStrings() throws {
    guard case .string(let parts) = try tokens(##"#"a\n"b"\#(x)"#"##)[0].kind else {
      Issue.record("expected a string")
      return
    }
    guard case .text(let text) = parts[0] else { return }
    #expect(text == #"a\n"b""#)
    #expect(parts.count == 2)
  }
}

extension TextPosition {
  /// `line:column`, for comparing positions in tests.
  var lineColumn: String { "\(line):\(column)" }
}
