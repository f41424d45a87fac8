import SwiftReader
import Testing

@Suite("Types and patterns")
struct TypeAndPatternTests {
  @Test(
    "types read as written",
    arguments: [
      ReadingCase("Int", "Int"),
      ReadingCase("Binding<String>", "Binding<String>"),
      ReadingCase("UIApplication.LaunchOptionsKey", "UIApplication.LaunchOptionsKey"),
      ReadingCase("Foo.Bar<Int>.Baz", "Foo.Bar<Int>.Baz"),
      ReadingCase("[T]", "[T]"),
      ReadingCase("[K: V]", "[K: V]"),
      ReadingCase(
        "[UIApplication.LaunchOptionsKey: Any]?", "[UIApplication.LaunchOptionsKey: Any]?"),
      ReadingCase("T?", "T?"),
      ReadingCase("T!", "T!"),
      ReadingCase("T??", "T??"),
      ReadingCase("Binding<String?>", "Binding<String?>"),
      ReadingCase("Array<Array<Int>>", "Array<Array<Int>>"),
      ReadingCase("Dictionary<String, [Int]>?", "Dictionary<String, [Int]>?"),
      ReadingCase("(A, B)", "(A, B)"),
      ReadingCase("(x: Int, y: Int)", "(x: Int, y: Int)"),
      ReadingCase("()", "()"),
      ReadingCase("(Int)", "Int"),
      ReadingCase("(Int) async throws -> Void", "(Int) async throws -> Void"),
      ReadingCase("(_ value: Int, String) -> Bool", "(Int, String) -> Bool"),
      ReadingCase("() -> () -> Void", "() -> () -> Void"),
      ReadingCase("(() -> Void)?", "(() -> Void)?"),
      ReadingCase("some View", "some View"),
      ReadingCase("any Error", "any Error"),
      ReadingCase("A & B", "A & B"),
      ReadingCase("some View & Sendable", "some View & Sendable"),
      ReadingCase("T.Type", "T.Type"),
      ReadingCase("P.Protocol", "P.Protocol"),
      ReadingCase("@escaping @MainActor () -> Void", "@escaping @MainActor () -> Void"),
      ReadingCase("@Sendable (Int) throws(MyError) -> Int", "@Sendable (Int) throws -> Int"),
      ReadingCase("Self", "Self"),
    ])
  func types(_ c: ReadingCase) throws {
    guard case .variable(let variable) = try Read.declaration("var x: \(c.source)").kind,
      let type = variable.bindings.first?.type
    else {
      Issue.record("expected a typed variable")
      return
    }
    #expect(SyntaxDump.type(type) == c.expected)
    #expect(type.range.lineColumns == "1:8-1:\(8 + c.source.utf8.count)")
  }

  @Test("inout is a parameter's type")
  func inoutType() throws {
    guard case .function(let f) = try Read.declaration("func f(x: inout Int) {}").kind else {
      return
    }
    #expect(SyntaxDump.type(f.parameters[0].type) == "inout Int")
  }

  @Test(
    "patterns in case labels",
    arguments: [
      ReadingCase("_", "_"),
      ReadingCase(".active", ".active"),
      ReadingCase(".seconds(let n)", ".seconds(let n)"),
      ReadingCase("let .seconds(n)", "let .seconds(n)"),
      ReadingCase(".point(x: 0, y: let y)", ".point(x: expr(0), y: let y)"),
      ReadingCase("let (a, b)", "let (a, b)"),
      ReadingCase("(let a, _)", "(let a, _)"),
      ReadingCase("let x?", "let x?"),
      ReadingCase(".some(let x)", ".some(let x)"),
      ReadingCase("Mood.awake", "Mood.awake"),
      ReadingCase("MyError.failed(let reason)", "MyError.failed(let reason)"),
      ReadingCase("is Int", "is Int"),
      ReadingCase("let e as NSError", "let e as NSError"),
      ReadingCase("1...5", "expr((1 ... 5))"),
      ReadingCase("\"Hazel\"", "expr(\"Hazel\")"),
      ReadingCase("x", "expr(x)"),
      ReadingCase("nil", "expr(nil)"),
    ])
  func patterns(_ c: ReadingCase) throws {
    guard
      case .switchStmt(_, let cases) = try Read.statement("switch v { case \(c.source): break }")
        .kind,
      case .patterns(let items) = cases.first?.label
    else {
      Issue.record("expected a switch case")
      return
    }
    #expect(SyntaxDump.pattern(items[0].pattern) == c.expected)
  }

  @Test("binding patterns in declarations")
  func declarationPatterns() throws {
    let file = try Read.file("let (a, b) = t\nlet _ = print(\"x\")\nvar `default` = 1")
    #expect(file.declarations.map(SyntaxDump.decl) == ["let (a, b)", "let _", "var default"])
  }
}
