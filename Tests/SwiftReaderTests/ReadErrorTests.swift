import SwiftReader
import Testing

/// Text the reader must refuse, with the error it must give.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  let source: String
  let location: String
  let message: String

  init(_ source: String, _ location: String, _ message: String) {
    self.source = source
    self.location = location
    self.message = message
  }

  var testDescription: String { source.debugDescription }
}

@Suite("Read errors")
struct ReadErrorTests {
  @Test(
    "each bad input gives one error with a swiftc-style message and location",
    arguments: [
      ErrorCase("let s = \"abc\nlet t = 1", "1:9", "unterminated string literal"),
      ErrorCase("let s = \"🥕\"; let t = \"x", "1:25", "unterminated string literal"),
      ErrorCase("print(\"\\(x)", "1:7", "unterminated string literal"),
      ErrorCase("let s = \"\"\"\nabc", "1:9", "unterminated string literal"),
      ErrorCase("struct A {\n  var x = 1\n", "3:1", "expected '}' at end of struct"),
      ErrorCase("enum E {\n  case a", "2:9", "expected '}' at end of enum"),
      ErrorCase("extension E {", "1:14", "expected '}' at end of extension"),
      ErrorCase("func f() {\n  print(1)\n", "3:1", "expected '}' at end of brace statement"),
      ErrorCase("let f = { x in\n  x\n", "3:1", "expected '}' at end of closure"),
      ErrorCase("func f() {\n  async var x = g()\n}", "2:9", "'async' can only be used with 'let' declarations"),
      ErrorCase("@@main struct A {}", "1:2", "expected an attribute name"),
      ErrorCase("@ main struct A {}", "1:3", "expected an attribute name"),
      ErrorCase("print(\"x\"", "1:10", "expected ')' in argument list"),
      ErrorCase("print(\"x\"\nlet y = 2", "2:1", "expected ')' in argument list"),
      ErrorCase("print(\"x\"))", "1:11", "unexpected ')'"),
      ErrorCase("let a = [1, 2", "1:14", "expected ']' in container literal expression"),
      ErrorCase("let a = (1, 2", "1:14", "expected ')' in expression list"),
      ErrorCase("let x = try", "1:12", "expected expression after 'try'"),
      ErrorCase("let x = await }", "1:15", "expected expression after 'await'"),
      ErrorCase(
        "let x = 1 let y = 2", "1:11", "consecutive statements on a line must be separated by ';'"),
      ErrorCase(
        "struct A { var x = 1 var y = 2 }", "1:22",
        "consecutive declarations on a line must be separated by ';'"),
      ErrorCase("struct A { print(\"x\") }", "1:12", "expected declaration"),
      ErrorCase("}", "1:1", "extraneous '}' at top level"),
      ErrorCase("/* open /* nested */", "1:1", "unterminated '/*' comment"),
      ErrorCase("let c = 'a'", "1:9", "single-quoted string literal found, use '\"'"),
      ErrorCase("let c = “a”", "1:9", "unicode curly quote found, replace with '\"'"),
      ErrorCase("let s = \"a\\qb\"", "1:11", "invalid escape sequence in literal"),
      ErrorCase("let s = \"\\u{110000}\"", "1:10", "invalid unicode scalar"),
      ErrorCase(
        "let s = \"\"\"\n  a\n b\n  \"\"\"", "3:2",
        "insufficient indentation of line in multi-line string literal"),
      ErrorCase(
        "let s = \"\"\"\n    a\n\tb\n    \"\"\"", "3:1",
        "unexpected tab in indentation of line in multi-line string literal"),
      ErrorCase(
        "let s = \"\"\"\n\t\ta\n\t  b\n\t\t\"\"\"", "3:2",
        "unexpected space in indentation of line in multi-line string literal"),
      ErrorCase(
        "let s = \"\"\"a\n\"\"\"", "1:12",
        "multi-line string literal content must begin on a new line"),
      ErrorCase("let n = 12abc", "1:11", "'a' is not a valid digit in integer literal"),
      ErrorCase("let x =1", "1:7", "'=' must have consistent whitespace on both sides"),
      ErrorCase("let a = b\n#if DEBUG\n.sorted()\n#else\nfoo()\n#endif", "5:1", "unexpected tokens in '#if' expression body"),
      ErrorCase("let a = b\n#if DEBUG\n.sorted() + 1\n#endif", "3:11", "unexpected tokens in '#if' expression body"),
      ErrorCase("#if DEBUG\nlet x = 1\n", "3:1", "expected #else or #endif at end of conditional compilation block"),
      ErrorCase("#if DEBUG\n#else\n#else\n#endif", "3:1", "further conditions after #else are unreachable"),
      ErrorCase("for try await x in s", "1:21", "expected '{' to start the body of for-each loop"),
      ErrorCase("if x {} else y", "1:14", "expected '{' or 'if' after 'else'"),
      ErrorCase("if { }", "1:4", "missing condition in an 'if' statement"),
      ErrorCase("guard x { }", "1:9", "expected 'else' after 'guard' condition"),
      ErrorCase("for x items {}", "1:7", "expected 'in' after for-each pattern"),
      ErrorCase(
        "switch x { print(1) }", "1:12",
        "all statements inside a switch must be covered by a 'case' or 'default'"),
      ErrorCase("let x = a ? b", "1:14", "expected ':' after '? ...' in ternary expression"),
      ErrorCase("let x: Binding<Int = 1", "1:20", "expected '>' to complete generic argument list"),
      ErrorCase("let x: = 1", "1:8", "expected type"),
      ErrorCase("func (x: Int) {}", "1:6", "expected identifier in function declaration"),
      ErrorCase("struct {}", "1:8", "expected identifier in struct declaration"),
      ErrorCase("case a", "1:1", "enum 'case' is not allowed outside of an enum"),
      ErrorCase(
        "default: break", "1:1", "'default' label can only appear inside a 'switch' statement"),
      ErrorCase("x.", "1:3", "expected member name following '.'"),
      ErrorCase("let k = \\.a?[0]", "1:13", "unsupported construct '[' in a key path"),
      ErrorCase("let x = - 1", "1:9", "unary operator cannot be separated from its operand"),
      ErrorCase("…\nx()", "1:1", "expected expression"),
      ErrorCase("let x = $", "1:9", "'$' is not an identifier; use backticks to escape it"),
      ErrorCase("operator <> : P", "1:1", "operator must be declared as 'prefix', 'postfix', or 'infix'"),
      ErrorCase("precedencegroup G { foo: bar }", "1:21", "'foo' is not a valid precedence group attribute"),
      ErrorCase("if #unavailable(iOS 17) {}", "1:4", "unsupported construct '#unavailable'"),
      ErrorCase(
        "subscript(i: Int) -> Int { get { 0 } willSet { } }", "1:38",
        "unsupported construct 'subscript willSet'"),
      ErrorCase(
        "let x = #available(iOS 17, *)", "1:9",
        "#available may only be used as condition of an 'if', 'guard' or 'while' statement"),
      ErrorCase("outer: if x {}", "1:8", "unsupported construct 'labeled if'"),
      ErrorCase(
        "do { } catch A, B { }", "1:15", "unsupported construct 'catch' with several patterns"),
    ])
  func errors(_ c: ErrorCase) throws {
    let error = try #require(Read.error(c.source, name: "Bad.swift"))
    #expect(error.message == c.message)
    #expect(error.location.lineColumn == c.location)
    #expect(error.location.file == "Bad.swift")
  }

  @Test("an error prints as file:line:column: error: message")
  func description() throws {
    let error = try #require(Read.error("let s = \"abc", name: "TripsApp.swift"))
    #expect(error.description == "TripsApp.swift:1:9: error: unterminated string literal")
  }

  @Test("reading several files stops at the first file with an error, naming that file")
  func severalFiles() {
    #expect(throws: ReadError.self) {
      try SwiftReader.read(files: [("A.swift", "let a = 1"), ("B.swift", "let b = (")])
    }
    do {
      _ = try SwiftReader.read(files: [("A.swift", "let a = 1"), ("B.swift", "let b = (")])
    } catch {
      #expect(error.location.file == "B.swift")
    }
  }
}
