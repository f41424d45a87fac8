import SwiftReader
import Testing

@Suite("Conditional compilation")
struct ConditionalCompilationTests {
  @Test(
    "#if keeps every branch with its condition, at file, type and statement scope",
    arguments: [
      ReadingCase("#if DEBUG\nlet x = 1\n#endif", "#if DEBUG {let x}"),
      ReadingCase(
        "#if os(iOS) || os(macOS)\nf()\n#elseif !DEBUG\ng()\n#else\nh()\n#endif",
        "#if (os(iOS) || os(macOS)) {code f()} #elseif !DEBUG {code g()} #else {code h()}"),
      ReadingCase(
        "#if swift(>=6.0) && compiler(<7)\n#endif", "#if (swift(>=6.0) && compiler(<7)) {}"),
      ReadingCase(
        "#if canImport(UIKit) && targetEnvironment(simulator)\nimport UIKit\n#endif",
        "#if (canImport(UIKit) && targetEnvironment(simulator)) {import UIKit}"),
      ReadingCase(
        "struct S {\n#if DEBUG\nvar a = 1\n#else\nvar b = 2\n#endif\n}",
        "struct S { #if DEBUG {var a} #else {var b} }"),
      ReadingCase(
        "func f() {\n#if !(A || B)\nx()\n#endif\n}", "func f"),
    ])
  func reading(_ c: ReadingCase) throws {
    let file = try Read.file(c.source)
    #expect(file.declarations.map(Shape.of).joined(separator: "; ") == c.expected)
  }

  @Test("a statement-level #if inside a body is a statement of its own")
  func statementLevel() throws {
    let declaration = try Read.declaration("func f() {\n  a()\n  #if DEBUG\n  b()\n  #endif\n}")
    guard case .function(let function) = declaration.kind, let body = function.body else {
      Issue.record("expected a function")
      return
    }
    #expect(body.map(SyntaxDump.stmt) == ["a()", "#if DEBUG {b()}"])
  }

  @Test(
    "#if around postfix members holds the base with each clause's members applied",
    arguments: [
      ReadingCase("let r = xs\n#if DEBUG\n.sorted()\n#endif", "(xs #if DEBUG {xs.sorted()})"),
      ReadingCase(
        "let r = b\n.a()\n#if A\n.x\n#elseif B\n.y()\n.z\n#else\n#endif\n.end()",
        "(b.a() #if A {b.a().x} #elseif B {b.a().y().z} #else {}).end()"),
      ReadingCase(
        "let r = v\n#if A\n.p\n#if B\n.q\n#endif\n#endif",
        "(v #if A {(v.p #if B {v.p.q})})"),
    ])
  func postfix(_ c: ReadingCase) throws {
    let declaration = try Read.declaration(c.source)
    guard case .variable(let variable) = declaration.kind, let value = variable.bindings.first?.initializer else {
      Issue.record("expected a variable with an initial value")
      return
    }
    #expect(SyntaxDump.expr(value) == c.expected)
  }

  @Test("a statement-level #if after an expression is not read as postfix members")
  func notPostfix() throws {
    let declaration = try Read.declaration("func f() {\n  h(1)\n  #if DEBUG\n  g()\n  #endif\n}")
    guard case .function(let function) = declaration.kind, let body = function.body else {
      Issue.record("expected a function")
      return
    }
    #expect(body.map(SyntaxDump.stmt) == ["h(1)", "#if DEBUG {g()}"])
  }
}
