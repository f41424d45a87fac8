import SwiftReader
import Testing

/// A snippet and the tree it must read as, written with `SyntaxDump`.
struct ReadingCase: Sendable, CustomTestStringConvertible {
  let source: String
  let expected: String

  init(_ source: String, _ expected: String) {
    self.source = source
    self.expected = expected
  }

  var testDescription: String { source.debugDescription }
}

@Suite("Expressions")
struct ExpressionTests {
  @Test(
    "infix operators fold with Swift's standard precedence and associativity",
    arguments: [
      ReadingCase("a + b * c", "(a + (b * c))"),
      ReadingCase("a * b + c", "((a * b) + c)"),
      ReadingCase("a - b - c", "((a - b) - c)"),
      ReadingCase("a << 2 + 1", "((a << 2) + 1)"),
      ReadingCase("x = y = z", "(x = (y = z))"),
      ReadingCase("a ?? b ?? c", "(a ?? (b ?? c))"),
      ReadingCase("a == b && c != d || e", "(((a == b) && (c != d)) || e)"),
      ReadingCase("0..<n + 1", "(0 ..< (n + 1))"),
      ReadingCase("1...5", "(1 ... 5)"),
      ReadingCase("x as? Int ?? 0", "((x as? Int) ?? 0)"),
      ReadingCase("a + b as Int", "((a + b) as Int)"),
      ReadingCase("a ?? b as! Int", "(a ?? (b as! Int))"),
      ReadingCase("x is String == flag", "((x is String) == flag)"),
      ReadingCase("c ? a : b", "(c ? a : b)"),
      ReadingCase("c ? x ? 1 : 2 : 3", "(c ? (x ? 1 : 2) : 3)"),
      ReadingCase("a = c ? 1 : 2", "(a = (c ? 1 : 2))"),
      ReadingCase("ok = a < b || c", "(ok = ((a < b) || c))"),
      ReadingCase("carrots += 1", "(carrots += 1)"),
      ReadingCase("_ = x", "(_ = x)"),
      ReadingCase("a <> b", "(a <> b)"),
    ])
  func precedence(_ c: ReadingCase) throws {
    #expect(SyntaxDump.expr(try Read.expression(c.source)) == c.expected)
  }

  @Test(
    "prefix, postfix, try and await operands",
    arguments: [
      ReadingCase("-x", "(-x)"),
      ReadingCase("!flag", "(!flag)"),
      ReadingCase("a - -b", "(a - (-b))"),
      ReadingCase("f(&value)", "f((&value))"),
      ReadingCase("~mask", "(~mask)"),
      ReadingCase("+1", "(+1)"),
      ReadingCase("x!", "x!"),
      ReadingCase("value!.count", "value!.count"),
      ReadingCase("a?.b?.c()", "a?.b?.c()"),
      ReadingCase("items[1...]", "items[(1...)]"),
      ReadingCase("items[...2]", "items[(...2)]"),
      ReadingCase("try foo()", "(try foo())"),
      ReadingCase("try! foo()", "(try! foo())"),
      ReadingCase(
        "try? await Task.sleep(for: .seconds(1))", "(try? (await Task.sleep(for: .seconds(1))))"),
      ReadingCase("x = try f() + 1", "(x = (try (f() + 1)))"),
      ReadingCase("await f()", "(await f())"),
      ReadingCase("!Task.isCancelled", "(!Task.isCancelled)"),
    ])
  func operands(_ c: ReadingCase) throws {
    #expect(SyntaxDump.expr(try Read.expression(c.source)) == c.expected)
  }

  @Test(
    "literals, names, members and types in expression position",
    arguments: [
      ReadingCase("42", "42"),
      ReadingCase("1_000", "1_000"),
      ReadingCase("0x1F", "0x1F"),
      ReadingCase("0b1010", "0b1010"),
      ReadingCase("0o17", "0o17"),
      ReadingCase("0.85", "0.85"),
      ReadingCase("1e3", "1e3"),
      ReadingCase("1.5e-3", "1.5e-3"),
      ReadingCase("true", "true"),
      ReadingCase("nil", "nil"),
      ReadingCase("[1, 2, 3,]", "[1, 2, 3]"),
      ReadingCase("[]", "[]"),
      ReadingCase("[:]", "[:]"),
      ReadingCase(#"["a": 1, "b": 2,]"#, #"["a": 1, "b": 2]"#),
      ReadingCase("(a, label: b)", "tuple(a, label: b)"),
      ReadingCase("(x)", "tuple(x)"),
      ReadingCase("()", "tuple()"),
      ReadingCase("`default`", "default"),
      ReadingCase("self.store", "self.store"),
      ReadingCase("Self.main()", "Self.main()"),
      ReadingCase("super.init()", "super.init()"),
      ReadingCase("$0", "$0"),
      ReadingCase("$carrots", "$carrots"),
      ReadingCase(".active", ".active"),
      ReadingCase(".seconds(1)", ".seconds(1)"),
      ReadingCase(".white.opacity(0.85)", ".white.opacity(0.85)"),
      ReadingCase("tuple.0", "tuple.0"),
      ReadingCase("t.0.1", "t.0.1"),
      ReadingCase("Trip.self", "Trip.self"),
      ReadingCase("x.init", "x.init"),
      ReadingCase("Mood.init(phase)", "Mood.init(phase)"),
      ReadingCase("NotificationCenter.default", "NotificationCenter.default"),
      ReadingCase("[String].self", "type([String]).self"),
      ReadingCase("[Int]()", "type([Int])()"),
      ReadingCase("[String: Int]()", "type([String: Int])()"),
      ReadingCase("Set<String>()", "type(Set<String>)()"),
      ReadingCase("Binding<Int>.constant(1)", "type(Binding<Int>).constant(1)"),
      ReadingCase("[x].count", "[x].count"),
      ReadingCase(#"\.scenePhase"#, #"\.scenePhase"#),
      ReadingCase(#"\.self"#, #"\.self"#),
      ReadingCase(#"\.a.b"#, #"\.a.b"#),
      ReadingCase(#"\Trip.name"#, #"\Trip.name"#),
      ReadingCase(#"\Trip.place?.city.count"#, #"\Trip.place?.city.count"#),
      ReadingCase(#"\.first!.name"#, #"\.first!.name"#),
      ReadingCase("_ = #line", "(_ = #line)"),
      ReadingCase("x = #file", "(x = #file)"),
      ReadingCase("reduce(0, +)", "reduce(0, +)"),
    ])
  func primaries(_ c: ReadingCase) throws {
    #expect(SyntaxDump.expr(try Read.expression(c.source)) == c.expected)
  }

  @Test(
    "calls, subscripts and trailing closures",
    arguments: [
      ReadingCase("f(a: 1, 2)", "f(a: 1, 2)"),
      ReadingCase("f(in: x, for: y, default: z)", "f(in: x, for: y, default: z)"),
      ReadingCase("dict[\"a\", default: 0]", "dict[\"a\", default: 0]"),
      ReadingCase("WindowGroup { ContentView() }", "WindowGroup {ContentView()}"),
      ReadingCase("Button(\"Go\") { go() }", "Button(\"Go\") {go()}"),
      ReadingCase("Button { go() } label: { Text(\"Go\") }", "Button {go()} label: {Text(\"Go\")}"),
      ReadingCase(
        "Button {\n  go()\n}\nlabel: {\n  Text(\"Go\")\n}", "Button {go()} label: {Text(\"Go\")}"),
      ReadingCase(
        ".onChange(of: phase) { old, new in print(old) }",
        ".onChange(of: phase) {(old, new) in print(old)}"),
      ReadingCase("items.map { $0 * 2 }.sorted()", "items.map {($0 * 2)}.sorted()"),
      ReadingCase(
        "print(keys.map { \"\\($0)\" }.sorted())", "print(keys.map {\"\\($0)\"}.sorted())"),
      ReadingCase(
        "Text(\"a\")\n  .font(.title)\n  .padding()", "Text(\"a\").font(.title).padding()"),
    ])
  func calls(_ c: ReadingCase) throws {
    #expect(SyntaxDump.expr(try Read.expression(c.source)) == c.expected)
  }

  @Test(
    "closures with and without signatures",
    arguments: [
      ReadingCase("f { _, new in }", "f {(_, new) in }"),
      ReadingCase("f { $bunny in show($bunny) }", "f {($bunny) in show($bunny)}"),
      ReadingCase("f { (a: Int, b) -> Int in a }", "f {(a: Int, b) -> Int in a}"),
      ReadingCase("f { [weak self] in go() }", "f {[weak self] in go()}"),
      ReadingCase(
        "f { [weak self, unowned(unsafe) x, y = z] v in }",
        "f {[weak self, unowned(unsafe) x, y = z] (v) in }"),
      ReadingCase("f { @MainActor in go() }", "f {@MainActor in go()}"),
      ReadingCase("f { () async throws -> Void in }", "f {() async throws -> Void in }"),
      ReadingCase("f { $0 + 1 }", "f {($0 + 1)}"),
      ReadingCase("f { [1, 2].count }", "f {[1, 2].count}"),
      ReadingCase("f { (x + 1) * 2 }", "f {(tuple((x + 1)) * 2)}"),
      ReadingCase("f { x }", "f {x}"),
      ReadingCase("f { print(\"a\"); print(\"b\") }", "f {print(\"a\"); print(\"b\")}"),
    ])
  func closures(_ c: ReadingCase) throws {
    let statement = try Read.statement(c.source)
    #expect(SyntaxDump.stmt(statement) == c.expected)
  }

  @Test("a closure's parameters, capture list and attributes are recorded")
  func closureSignature() throws {
    let expr = try Read.expression(
      "f { @MainActor [weak self] (old: Int, new) async throws -> Bool in true }")
    guard case .call(_, _, let closures, _) = expr.kind else {
      Issue.record("expected a call")
      return
    }
    let closure = closures[0].closure
    #expect(closure.parameters?.map(\.name) == ["old", "new"])
    #expect(closure.parameters?.map { $0.type.map(SyntaxDump.type) } == ["Int", nil])
    #expect(closure.captureList == ["weak self"])
    #expect(closure.attributes.map(\.name) == ["MainActor"])
    #expect(closure.isAsync && closure.isThrowing)
    #expect(closure.returnType.map(SyntaxDump.type) == "Bool")
    #expect(closure.range.lineColumns == "1:3-1:74")
  }

  @Test("a closure without `in` declares no parameters, one with `()` declares none")
  func closureParameterLists() throws {
    guard case .closure(let bare) = try Read.expression("_ = { $0 }").kind.rhs?.kind,
      case .closure(let empty) = try Read.expression("_ = { () in 1 }").kind.rhs?.kind
    else {
      Issue.record("expected closures")
      return
    }
    #expect(bare.parameters == nil)
    #expect(empty.parameters?.isEmpty == true)
  }

  @Test("if and switch can be used as values")
  func statementExpressions() throws {
    let declaration = try Read.declaration("let x = if c { 1 } else { 2 }")
    guard case .variable(let variable) = declaration.kind,
      let initializer = variable.bindings.first?.initializer
    else {
      Issue.record("expected a variable")
      return
    }
    #expect(SyntaxDump.expr(initializer) == "stmt(if c {1} else {2})")
    let other = try Read.expression("y = switch m { case .a: 1 default: 2 }")
    #expect(SyntaxDump.expr(other) == "(y = stmt(switch m {case .a: 1; default: 2;}))")
  }

  @Test("a call's rightParen is the ')' or, with only trailing closures, the callee's end")
  func rightParen() throws {
    guard case .call(_, _, _, let withParens) = try Read.expression("foo(1,\n    2 )").kind,
      case .call(_, _, _, let trailingOnly) = try Read.expression("WindowGroup { }").kind
    else {
      Issue.record("expected calls")
      return
    }
    #expect(withParens.lineColumn == "2:7")
    #expect(trailingOnly.lineColumn == "1:12")
  }

  @Test("string literals keep their text, escapes and interpolations")
  func strings() throws {
    let cases: [(String, String)] = [
      (#""Clover: \(old) → \(new)""#, #""Clover: \(old) → \(new)""#),
      (#""🥕 \(carrots)""#, #""🥕 \(carrots)""#),
      (#""a\n\t\"q\" \\ \'s\' \0end""#, "\"a\\n\\t\\\"q\\\" \\\\ 's' \u{0}end\""),
      (#""\u{1F955} \u{41}""#, #""🥕 A""#),
      (#""\(value, specifier: "%.1f")""#, #""\(value, specifier: "%.1f")""#),
      (#""outer \("inner \(x)") end""#, #""outer \("inner \(x)") end""#),
      (#""\(items.map { "\($0)" })""#, #""\(items.map {"\($0)"})""#),
      (##"#"raw \(x) \#(y) "quoted""#"##, ##""raw \\(x) \(y) \"quoted\"""##),
      (#""""#, #""""#),
    ]
    for (source, expected) in cases {
      let value = try #require(try Read.expression("_ = " + source).kind.rhs)
      #expect(SyntaxDump.expr(value) == expected)
    }
  }

  @Test("a multi-line string loses the closing delimiter's indentation")
  func multilineStrings() throws {
    let source =
      "_ = \"\"\"\n    Hello, \\(name)!\n      indented\n\n    joined \\\n    line\n    \"\"\""
    let value = try #require(try Read.expression(source).kind.rhs)
    #expect(SyntaxDump.expr(value) == #""Hello, \(name)!\n  indented\n\njoined line""#)
  }
}

extension Expr.Kind {
  /// The right-hand side of an infix expression, for tests that read `_ = value`.
  var rhs: Expr? {
    if case .infixOperator(_, _, let rhs) = self { return rhs }
    return nil
  }
}
