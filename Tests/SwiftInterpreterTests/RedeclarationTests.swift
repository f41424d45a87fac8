import SwiftInterpreter
import Testing

/// Two declarations of one name in one scope are refused with swiftc's "invalid redeclaration",
/// at the later one's name; what swiftc lets pass (shadowing, overloads, `guard let x = x`)
/// still runs. Each row checked with swiftc 6.3 (`swiftc -module-name main`).
@Suite("A name declared twice in one scope is refused as swiftc refuses it")
struct RedeclarationTests {
  typealias Row = BuildErrorCase
  typealias Case = ProgramCase

  static let rows: [Row] = [
    Row(name: "two top-level constants", source: "let x = 1\nlet x = 2\nprint(x)",
      error: "2:5: invalid redeclaration of 'x'"),
    Row(name: "two constants in one binding list", source: "let x = 1, x = 2\nprint(x)",
      error: "1:12: invalid redeclaration of 'x'"),
    Row(name: "two locals in a function", source: "func f() { var x = 1; x += 1; var x = 3; print(x) }\nf()",
      error: "1:35: invalid redeclaration of 'x'"),
    Row(name: "two locals in an if's body", source: "if true { let q = 1; let q = 2; print(q) }",
      error: "1:26: invalid redeclaration of 'q'"),
    Row(name: "two locals in a switch case", source: "switch 1 { case 1: let z = 1; let z = 2; print(z); default: break }",
      error: "1:35: invalid redeclaration of 'z'"),
    Row(name: "a tuple pattern binding one name twice", source: "func f() { let (a, a) = (1, 2); print(a) }\nf()",
      error: "1:20: invalid redeclaration of 'a'"),
    Row(name: "two stored properties", source: "struct S { var a: Int; let a: Int }\nprint(1)",
      error: "1:28: invalid redeclaration of 'a'"),
    Row(name: "two functions of one signature", source: "func g() -> Int { 1 }\nfunc g() -> Int { 2 }\nprint(g())",
      error: "2:6: invalid redeclaration of 'g()'"),
    Row(name: "a function named with its labels", source: "func g(_ x: Int, y: Int) {}\nfunc g(_ a: Int, y: Int) {}\nprint(1)",
      error: "2:6: invalid redeclaration of 'g(_:y:)'"),
    Row(name: "a function without labels named by its base name", source: "func g(_ x: Int) -> Int { 1 }\nfunc g(_ y: Int) -> Int { 2 }\nprint(1)",
      error: "2:6: invalid redeclaration of 'g'"),
    Row(name: "two local functions", source: "func h() { func k() {}; func k() {}; k() }\nh()",
      error: "1:30: invalid redeclaration of 'k()'"),
    Row(name: "two methods, one in each extension", source: "struct S {}\nextension S { func m() {} }\nextension S { func m() {} }\nprint(1)",
      error: "3:20: invalid redeclaration of 'm()'"),
    Row(name: "two initializers", source: "struct S { init(a: Int) {}; init(a: Int) {} }\nprint(1)",
      error: "1:29: invalid redeclaration of 'init(a:)'"),
    Row(name: "two types", source: "struct T {}\nstruct T {}\nprint(T())",
      error: "2:8: invalid redeclaration of 'T'"),
    Row(name: "a type and a constant", source: "struct T {}\nlet T = 1\nprint(T)",
      error: "2:5: invalid redeclaration of 'T'"),
    Row(name: "two enum cases", source: "enum E { case a(Int), a(String) }\nprint(1)",
      error: "1:23: invalid redeclaration of 'a'"),
    Row(name: "a variable and a function without parameters", source: "var y = 1\nfunc y() {}\nprint(y)",
      error: "2:6: invalid redeclaration of 'y()'"),
    Row(name: "a method and a property after it", source: "struct S { func m() {}; var m = 1 }\nprint(1)",
      error: "1:29: invalid redeclaration of 'm'"),
    Row(name: "a member overloaded across extensions with 'where' clauses is not modelled", source: """
      extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
      extension Array where Element == String { func total() -> Int { count } }
      print([1, 2].total(), ["a"].total())
      """, error: "2:48: lesson-runner does not model 'total()' declared again in an extension with a 'where' clause"),
    Row(name: "a member overloaded across 'where' extensions with different results is not modelled", source: """
      extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
      extension Array where Element == String { func total() -> String { joined() } }
      print([1, 2].total(), ["a", "b"].total())
      """, error: "2:48: lesson-runner does not model 'total()' declared again in an extension with a 'where' clause"),
    Row(name: "a protocol extension's member declared again under 'where Self:' is not modelled", source: """
      protocol Shape {}
      protocol Round {}
      extension Shape { func describe() -> String { "plain" } }
      extension Shape where Self: Round { func describe() -> String { "round" } }
      struct Circle: Shape, Round {}
      print(Circle().describe())
      """, error: "4:42: lesson-runner does not model 'describe()' declared again in an extension with a 'where' clause"),
  ]

  @Test("each is refused with swiftc's message at the later name", arguments: rows + [
    Row(name: "overloads by result alone, with no type to choose", source: "func g() -> Int { 1 }\nfunc g() -> String { \"s\" }\nprint(g())",
      error: "3:7: ambiguous use of 'g()'"),
  ])
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  static let allowed: [Case] = [
    Case(name: "shadowing a parameter, a loop variable and an outer block's local", source: """
      func f(x: Int) { let x = x + 1; print(x) }
      f(x: 1)
      for i in 0..<2 { let i = i * 2; print(i) }
      func g() { let x = 1; do { let x = 2; print(x) }; print(x) }
      g()
      """, output: "2\n0\n2\n2\n1\n"),
    Case(name: "guard let over a local of the same block", source: """
      func f() { let x: Int? = 1; guard let x = x else { return }; print(x) }
      f()
      """, output: "1\n"),
    Case(name: "overloads by result type, by effects, by labels and static beside instance", source: """
      func g() -> Int { 1 }
      func g() -> String { "s" }
      func h() {}
      func h() async {}
      struct S { var a = 1; static let a = 2; func m(_ a: Int) -> Int { a }; func m(a: String) -> String { a } }
      let n: Int = g()
      print(n, g() as String, S.a, S().a, S().m(3), S().m(a: "t"))
      """, output: "1 s 2 1 3 t\n"),
    Case(name: "overloads by result alone are chosen by the type the context asks for", source: """
      func g() -> Int { 1 }
      func g() -> String { "s" }
      let s: String = g()
      let n: Int = g()
      print(s, n, g() as String)
      """, output: "s 1 s\n"),
    Case(name: "a variable beside a function with parameters, and a nested type beside a property", source: """
      var y = 1
      func y(a: Int) -> Int { a }
      struct S { struct N {}; var N = 4 }
      print(y, y(a: 2), S().N)
      """, output: "1 2 4\n"),
  ]

  @Test("what swiftc accepts still runs", arguments: allowed)
  func runs(_ row: Case) throws {
    #expect(try run(row.source) == row.output)
  }
}
