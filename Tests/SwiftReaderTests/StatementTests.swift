import SwiftReader
import Testing

@Suite("Statements")
struct StatementTests {
  @Test(
    "control flow statements",
    arguments: [
      ReadingCase("if a { x } else if b { y } else { z }", "if a {x} else if b {y} else {z}"),
      ReadingCase(
        "if new == .active, let asleepSince { nap() }",
        "if (new == .active), let asleepSince {nap()}"),
      ReadingCase("if let x = y, var z = w { }", "if let x = y, var z = w {}"),
      ReadingCase("if let x: Int = y { }", "if let x: Int = y {}"),
      ReadingCase("if case .some(let x) = y { }", "if case .some(let x) = y {}"),
      ReadingCase(
        "if case let .seconds(n) = d, n > 1 { }", "if case let .seconds(n) = d, (n > 1) {}"),
      ReadingCase("if #available(iOS 17, *) { }", "if #available {}"),
      ReadingCase("guard let x else { return }", "guard let x else {return}"),
      ReadingCase("guard let self else { return nil }", "guard let self else {return nil}"),
      ReadingCase("while !Task.isCancelled { tick() }", "while (!Task.isCancelled) {tick()}"),
      ReadingCase("repeat { n -= 1 } while n > 0", "repeat {(n -= 1)} while (n > 0)"),
      ReadingCase("for x in items where x > 1 { }", "for x in items where (x > 1) {}"),
      ReadingCase("for (a, b) in zip(x, y) { }", "for (a, b) in zip(x, y) {}"),
      ReadingCase("for _ in 0..<3 { }", "for _ in (0 ..< 3) {}"),
      ReadingCase("for case let x? in xs { }", "for let x? in xs {}"),
      ReadingCase("for await x in stream { }", "for x in (await stream) {}"),
      ReadingCase("for try await x in stream { }", "for x in (try (await stream)) {}"),
      ReadingCase(
        "outer: for x in xs { for y in ys { continue outer }; break outer }",
        "outer: for x in xs {for y in ys {continue outer}; break outer}"),
      ReadingCase("loop: while true { break loop }", "loop: while true {break loop}"),
      ReadingCase("do { try f() } catch { print(error) }", "do {(try f())} catch {print(error)}"),
      ReadingCase(
        "do { try f() } catch let e as NSError { } catch is CancellationError { } catch MyError.bad(let m) where m > 0 { }",
        "do {(try f())} catch let e as NSError {} catch is CancellationError {} catch MyError.bad(let m) where (m > 0) {}"
      ),
      ReadingCase("throw MyError.bad", "throw MyError.bad"),
      ReadingCase("defer { close() }", "defer {close()}"),
      ReadingCase(
        "switch x { case 1: fallthrough\n default: break }",
        "switch x {case expr(1): fallthrough; default: break;}"),
    ])
  func controlFlow(_ c: ReadingCase) throws {
    #expect(SyntaxDump.stmt(try Read.statement(c.source)) == c.expected)
  }

  @Test("switch cases: patterns, where clauses, default and @unknown default")
  func switchCases() throws {
    let source = """
      switch phase {
      case .active, .inactive: print("up")
      case let .x(v) where v > 1:
        print(v)
        print(v)
      case .y(let a, label: _), (0, _): break
      case is Int: break
      case 1...5, "Hazel": break
      case Mood.awake: break
      default:
        break
      @unknown default: self = .awake
      }
      """
    let expected =
      "switch phase {case .active, .inactive: print(\"up\"); "
      + "case let .x(v) where (v > 1): print(v); print(v); "
      + "case .y(let a, label: _), (expr(0), _): break; case is Int: break; "
      + "case expr((1 ... 5)), expr(\"Hazel\"): break; case Mood.awake: break; "
      + "default: break; @unknown default: (self = .awake);}"
    let statement = try Read.statement(source)
    #expect(SyntaxDump.stmt(statement) == expected)
    guard case .switchStmt(_, let cases) = statement.kind else { return }
    #expect(cases.map(\.range.start.line) == [2, 3, 6, 7, 8, 9, 10, 12])
  }

  @Test(
    "a return takes a value on its line, and none before '}', ';' or a case label",
    arguments: [
      ReadingCase("func f() {\n  return\n}", "[return]"),
      ReadingCase("func f() { return }", "[return]"),
      ReadingCase("func f() -> Int { return 1 }", "[return 1]"),
      ReadingCase("func f() { return; }", "[return]"),
      ReadingCase("func f() -> Int {\n  return x +\n    y\n}", "[return (x + y)]"),
      ReadingCase(
        "func f() { switch x { case 1: return\n default: return } }",
        "[switch x {case expr(1): return; default: return;}]"),
    ])
  func returns(_ c: ReadingCase) throws {
    guard case .function(let function) = try Read.declaration(c.source).kind else {
      Issue.record("expected a function")
      return
    }
    #expect("[" + SyntaxDump.block(function.body ?? []) + "]" == c.expected)
  }

  @Test(
    "newlines end statements, except before '.member' or an infix operator",
    arguments: [
      ReadingCase("a\n.b()", "a.b()"),
      ReadingCase("a\n  .b\n  .c()", "a.b.c()"),
      ReadingCase("a\n(b)", "a; tuple(b)"),
      ReadingCase("a\n[1]", "a; [1]"),
      ReadingCase("f\n{ }", "f; {}"),
      ReadingCase("a\n+ b", "(a + b)"),
      ReadingCase("a\n-b", "a; (-b)"),
      ReadingCase("a\n!b", "a; (!b)"),
      ReadingCase("x = 1; y = 2", "(x = 1); (y = 2)"),
      ReadingCase("a // comment\n/* one /* nested */ two */ b", "a; b"),
      ReadingCase("a /* inline */ + b", "(a + b)"),
      ReadingCase(
        "let _ = print(\"x\")\nScrollView { }\n.onAppear { }", "let _; ScrollView {}.onAppear {}"),
      ReadingCase("open(url)\nlazy = 1\noptional(x)", "open(url); (lazy = 1); optional(x)"),
      ReadingCase("actor.run()\nget()", "actor.run(); get()"),
    ])
  func layout(_ c: ReadingCase) throws {
    let file = try Read.file(c.source)
    let statements = file.declarations.map { declaration -> String in
      if case .topLevelCode(let statement) = declaration.kind { return SyntaxDump.stmt(statement) }
      return SyntaxDump.decl(declaration)
    }
    #expect(statements.joined(separator: "; ") == c.expected)
  }

  @Test(
    "no trailing closure in conditions, for-in sequences or switch subjects",
    arguments: [
      ReadingCase("if x == y { z }", "if (x == y) {z}"),
      ReadingCase("if items.isEmpty { z }", "if items.isEmpty {z}"),
      ReadingCase(
        "if items.contains(where: { $0 > 1 }) { z }", "if items.contains(where: {($0 > 1)}) {z}"),
      ReadingCase("while let x = next() { z }", "while let x = next() {z}"),
      ReadingCase("for x in items { z }", "for x in items {z}"),
      ReadingCase("switch x { default: z }", "switch x {default: z;}"),
      ReadingCase("guard ok else { return }", "guard ok else {return}"),
    ])
  func noTrailingClosures(_ c: ReadingCase) throws {
    #expect(SyntaxDump.stmt(try Read.statement(c.source)) == c.expected)
  }

  @Test("statements at the top level of a file are top-level code")
  func topLevelCode() throws {
    let file = try Read.file(
      "import Foundation\n\nprint(\"starting\")\nlet x = 1\nif x > 0 { print(x) }")
    #expect(
      file.declarations.map(SyntaxDump.decl) == [
        "import Foundation", "code print(\"starting\")", "let x", "code if (x > 0) {print(x)}",
      ])
  }

  @Test("local declarations inside bodies are declaration statements")
  func localDeclarations() throws {
    guard
      case .function(let function) = try Read.declaration(
        """
        func f() {
          let a = 1, b = 2
          var (c, d) = (3, 4)
          func g() {}
          struct Local {}
          _ = a
        }
        """
      ).kind
    else {
      Issue.record("expected a function")
      return
    }
    #expect(
      SyntaxDump.block(function.body ?? []) == "let a, b; var (c, d); func g; struct Local; (_ = a)"
    )
  }
}
