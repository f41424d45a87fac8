import SwiftInterpreter
import Testing

/// A local or top-level variable declared without a value is read only when every path to the
/// read assigns it: paths through `if`/`else` and `switch` are followed as swiftc's definite
/// initialization follows them. Rows and outputs from swiftc 6.3.1.
@Suite("A constant read before every path assigns it is refused with swiftc's words")
struct DefiniteInitializationTests {
  static let refusedRows: [BuildErrorCase] = [
    BuildErrorCase(name: "a top-level constant assigned in an if and an else if, no else",
      source: "let score = 85\nlet grade: String\nif score >= 90 { grade = \"A\" } else if score >= 80 { grade = \"B\" }\nprint(grade)",
      error: "4:7: constant 'grade' used before being initialized"),
    BuildErrorCase(name: "a top-level constant assigned in if-else-if chains that miss a path",
      source: "let x: Int\nlet flag = Bool.random()\nif flag { x = 1 } else if !flag { x = 2 }\nprint(x)",
      error: "4:7: constant 'x' used before being initialized"),
    BuildErrorCase(name: "a switch case that prints instead of assigning",
      source: "func f(_ n: Int) -> String {\n  let s: String\n  switch n {\n  case 0: s = \"zero\"\n  case 1: print(\"one\")\n  default: s = \"many\"\n  }\n  return s\n}\nprint(f(0))",
      error: "8:10: constant 's' used before being initialized"),
    BuildErrorCase(name: "a top-level constant assigned in an if without else",
      source: "let x: Int\nif Bool.random() { x = 1 }\nprint(x)",
      error: "3:7: constant 'x' used before being initialized"),
    BuildErrorCase(name: "a top-level variable read before anything assigns it",
      source: "var total: Int\nprint(total)",
      error: "2:7: variable 'total' used before being initialized"),
    BuildErrorCase(name: "a top-level constant read before anything assigns it",
      source: "let x: Int\nprint(x)",
      error: "2:7: constant 'x' used before being initialized"),
    BuildErrorCase(name: "a local assigned only when a condition holds",
      source: "func f() -> Int {\n  let n = 3; let flag = true\n  let x: Int\n  if n > 0 { x = 1 }\n  return x\n}\nprint(f())",
      error: "5:10: constant 'x' used before being initialized"),
  ]

  @Test("each program is refused at the read, before it prints", arguments: refusedRows)
  func refused(_ row: BuildErrorCase) throws {
    try expectRefused(row)
  }

  static let allowedRows: [ProgramCase] = [
    ProgramCase(name: "every branch assigns",
      source: "let score = 85\nlet grade: String\nif score >= 90 { grade = \"A\" } else if score >= 80 { grade = \"B\" } else { grade = \"C\" }\nprint(grade)",
      output: "B\n"),
    ProgramCase(name: "a case that returns instead of assigning",
      source: "func f(_ n: Int) -> String {\n  let s: String\n  switch n {\n  case 0: s = \"zero\"\n  case 1: return \"one\"\n  default: s = \"many\"\n  }\n  return s\n}\nprint(f(1))",
      output: "one\n"),
    ProgramCase(name: "a guard whose else assigns, then returns",
      source: "func f(_ n: Int?) -> Int {\n  let x: Int\n  guard let v = n else { x = 0; return x }\n  x = v\n  return x\n}\nprint(f(3))",
      output: "3\n"),
    ProgramCase(name: "an else that calls a function that never returns",
      source: "func die() -> Never { fatalError() }\nfunc f(_ b: Bool) -> Int {\n  let x: Int\n  if b { x = 1 } else { die() }\n  return x\n}\nprint(f(true))",
      output: "1\n"),
    ProgramCase(name: "a variable assigned in a loop, never read",
      source: "var total: Int\nfor i in 1...3 { total = i }\nprint(\"done\")",
      output: "done\n"),
    ProgramCase(name: "if true assigns surely",
      source: "let x: Int\nif true { x = 1 }\nprint(x)",
      output: "1\n"),
    ProgramCase(name: "if-else assigning a variable, then +=",
      source: "var name: String\nif Bool.random() { name = \"a\" } else { name = \"b\" }\nname += \"!\"\nprint(name.count)",
      output: "2\n"),
    ProgramCase(name: "if true in a function",
      source: "func f() -> Int {\n  let n = 3; let flag = true\n  let x: Int\n  if true { x = 1 }\n  return x\n}\nprint(f())",
      output: "1\n"),
  ]

  @Test("what swiftc builds runs and prints as its build does", arguments: allowedRows)
  func allowed(_ row: ProgramCase) throws {
    #expect(try run(row.source) == row.output)
  }
}
