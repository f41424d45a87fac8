import SwiftInterpreter
import SwiftReader
import Testing

/// A `return` that does not fit its function (no value where a result is declared, a literal
/// where none is, a literal of another type) is refused as swiftc refuses it, before anything
/// prints. Rows checked with `swiftc -swift-version 6` (6.3.1).
@Suite("A return that does not fit its function is refused with swiftc's words")
struct ReturnValueTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "return alone in a function with a result",
      source: "print(\"start\")\nfunc f() -> Int {\n  print(\"x\")\n  return\n}\nprint(f())",
      error: "4:3: non-void function should return a value"),
    Row(name: "return alone in a getter", source: "struct S { var v: Int { return } }\nprint(S().v)",
      error: "1:25: non-void function should return a value"),
    Row(name: "return alone in one branch of a method with an optional result",
      source: "struct S {\n  func m(_ ok: Bool) -> String? {\n    if ok { return }\n    return nil\n  }\n}",
      error: "3:13: non-void function should return a value"),
    Row(name: "a number returned from a function without a result",
      source: "func f() {\n  print(\"x\")\n  return 5\n}\nf()",
      error: "3:10: unexpected non-void return value in void function"),
    Row(name: "a string returned from a method without a result",
      source: "struct S { func m() { return \"done\" } }\nS().m()",
      error: "1:30: unexpected non-void return value in void function"),
    Row(name: "an Int literal returned as a String", source: "func f() -> String {\n  return 5\n}\nprint(f())",
      error: "2:10: cannot convert return expression of type 'Int' to return type 'String'"),
    Row(name: "a Double literal returned as an Int", source: "func f() -> Int {\n  return 3.5\n}\nprint(f())",
      error: "2:10: cannot convert return expression of type 'Double' to return type 'Int'"),
    Row(name: "a String literal returned as a Double", source: "func f() -> Double {\n  return \"x\"\n}",
      error: "2:10: cannot convert return expression of type 'String' to return type 'Double'"),
    Row(name: "an Int literal returned as an optional String names the wrapped type",
      source: "func f() -> String? {\n  return 5\n}",
      error: "2:10: cannot convert return expression of type 'Int' to return type 'String'"),
    Row(name: "a Bool literal returned as a String", source: "func f() -> String {\n  return true\n}",
      error: "2:10: cannot convert return expression of type 'Bool' to return type 'String'"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("returns that fit still run: an Int literal as a Double, nil as an optional, return alone in Void, closures")
  func allowed() throws {
    let output = try run("""
      func half() -> Double { return 1 }
      func maybe(_ ok: Bool) -> Int? {
        if ok { return 1 }
        return nil
      }
      func done() -> Void {
        print("done")
        return
      }
      func unit() { return () }
      struct S { var v: Int { return 2 }; func m() { return } }
      let make: () -> String = { return "closure" }
      done(); unit(); S().m()
      print(half(), maybe(false) ?? 0, S().v, make())
      """)
    #expect(output == "done\n1.0 0 2 closure\n")
  }
}
