import SwiftReader
import Testing

/// Operators a program declares fold by the precedence groups it declares, wherever in the
/// program the declarations stand (swiftc's folding, checked with `swiftc -swift-version 6`).
@Suite("Operator declarations")
struct OperatorDeclarationTests {
  static let declarations = """
    precedencegroup Power { higherThan: MultiplicationPrecedence
      associativity: right }
    precedencegroup Pipe { associativity: left
      lowerThan: LogicalDisjunctionPrecedence }
    precedencegroup Between { higherThan: AdditionPrecedence
      lowerThan: MultiplicationPrecedence }
    infix operator **: Power
    infix operator |>: Pipe
    infix operator <+>: Between
    infix operator •: MultiplicationPrecedence
    """

  @Test(
    "a declared operator folds by its group, above or below the standard ones",
    arguments: [
      ReadingCase("a ** b ** c", "(a ** (b ** c))"),
      ReadingCase("a * b ** c", "(a * (b ** c))"),
      ReadingCase("a || b |> f |> g", "(((a || b) |> f) |> g)"),
      ReadingCase("a + b <+> c * d", "(a + (b <+> (c * d)))"),
      ReadingCase("a • b + c", "((a • b) + c)"),
    ])
  func folding(_ c: ReadingCase) throws {
    // Used above the declarations, as Swift allows.
    let file = try Read.file("let r = \(c.source)\n" + Self.declarations)
    guard case .variable(let variable) = file.declarations[0].kind, let value = variable.bindings.first?.initializer
    else {
      Issue.record("expected a variable first")
      return
    }
    #expect(SyntaxDump.expr(value) == c.expected)
  }

  @Test("operator and precedence group declarations read as declarations")
  func declarationsRead() throws {
    let file = try Read.file(Self.declarations + "\nprefix operator √\npostfix operator %%")
    #expect(file.declarations.map(SyntaxDump.decl) == [
      "precedencegroup Power", "precedencegroup Pipe", "precedencegroup Between",
      "infix operator **: Power", "infix operator |>: Pipe", "infix operator <+>: Between",
      "infix operator •: MultiplicationPrecedence", "prefix operator √", "postfix operator %%",
    ])
  }

  @Test("an operator declared in one file folds in another")
  func acrossFiles() throws {
    let files = try SwiftReader.read(files: [("A.swift", "let r = a ** b * c"), ("B.swift", Self.declarations)])
    guard case .variable(let variable) = files[0].declarations[0].kind, let value = variable.bindings.first?.initializer
    else {
      Issue.record("expected a variable first")
      return
    }
    #expect(SyntaxDump.expr(value) == "((a ** b) * c)")
  }
}
