import Testing

/// `$N` past the elements of a closure's one tuple parameter: swiftc refuses the program
/// (`contextual closure type … expects 1 argument, but N were used in closure body`), so the
/// run stops with those words instead of giving the missing parameters `()`; within the tuple
/// the elements are the parameters. Each row checked with swiftc 6.3.
@Suite("Closure parameters past a tuple's elements")
struct ClosureArityTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    /// What the program prints, or the error that stops it (swiftc's words, less the type).
    var result: String
    var testDescription: String { name }
  }

  static let refused = "contextual closure type expects 1 argument, but "

  static let rows: [Row] = [
    Row(
      name: "$5 over a dictionary's pairs is refused",
      source: "let d = [\"a\": 1]\nprint(d.map { \"\\($5)\" })",
      result: refused + "6 were used in closure body"),
    Row(
      name: "$999999999 is refused at once, not made a billion parameters",
      source: "let d = [\"a\": 1]\nprint(d.map { \"\\($999999999)\" })",
      result: refused + "1000000000 were used in closure body"),
    Row(
      name: "$2 over zip's pairs is refused",
      source: "let a = [1, 2]\nprint(zip(a, a).map { $2 })",
      result: refused + "3 were used in closure body"),
    Row(
      name: "$1 over a dictionary names the value",
      source: "let d = [\"a\": 1]\nprint(d.map { $1 })", result: "[1]\n"),
    Row(
      name: "$0 + $1 over zip adds the pair",
      source: "let a = [1, 2]\nprint(zip(a, a).map { $0 + $1 })", result: "[2, 4]\n"),
    Row(
      name: "$2 over triples names the third",
      source: "let t = [(1, 2, 3)]\nprint(t.map { $2 })", result: "[3]\n"),
  ]

  @Test("a closure uses no more parameters than its tuple holds", arguments: rows)
  func arity(_ row: Row) throws {
    let printed = try run(row.source)
    if row.result.hasPrefix(Self.refused) {
      #expect(printed == "BUILD: " + row.result || printed == "FAILURE: " + row.result)
    } else {
      #expect(printed == row.result)
    }
  }
}
