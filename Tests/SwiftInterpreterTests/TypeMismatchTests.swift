import SwiftInterpreter
import SwiftReader
import Testing

/// Swift converts no number implicitly: a value of one standard type where the program says
/// another is swiftc's build error (each row checked against swiftc 6.3), never a run that
/// prints a converted value.
@Suite("A value of the wrong standard type is swiftc's build error")
struct TypeMismatchTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    struct P { var v = 1.5 }
    func f() -> Double { 1 }
    let p = P()
    var n = 3
    let d = 2.5

    """

  static let rows: [Row] = [
    Row(name: "a String appended to an array of Int", source: "var a = [1]\nlet s = \"x\"\na.append(s)",
      error: "8:10: cannot convert value of type 'String' to expected argument type 'Int'"),
    Row(name: "a String appended to an array of Character", source: "var a: [Character] = []\nlet s = \"x\"\na.append(s)",
      error: "8:3: no exact matches in call to instance method 'append'"),
    Row(name: "a String variable stored in a Character", source: "let s = \"a\"\nlet c: Character = s",
      error: "7:20: cannot convert value of type 'String' to specified type 'Character'"),
    Row(name: "a String variable assigned to a Character", source: "let s = \"a\"\nvar c: Character = \"x\"\nc = s",
      error: "8:5: cannot assign value of type 'String' to type 'Character'"),
    Row(name: "an Int plus a Double", source: "let total = n + d",
      error: "6:15: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"),
    Row(name: "an Int compared with a Double", source: "print(n < d)",
      error: "6:9: binary operator '<' cannot be applied to operands of type 'Int' and 'Double'"),
    Row(name: "a floating-point literal added to an Int", source: "n += 1.5",
      error: "6:6: cannot convert value of type 'Double' to expected argument type 'Int'"),
    Row(name: "an Int added to a Double variable", source: "var t = 0.0\nt += n",
      error: "7:6: cannot convert value of type 'Int' to expected argument type 'Double'"),
    Row(name: "an Int appended to a String", source: "var s = \"a\"\ns += 5",
      error: "7:6: cannot convert value of type 'Int' to expected argument type 'String'"),
    Row(name: "a Double property stored in an Int", source: "let a: Int = p.v",
      error: "6:16: cannot convert value of type 'Double' to specified type 'Int'"),
    Row(name: "a function's Double stored in an Int", source: "let b: Int = f()",
      error: "6:14: cannot convert value of type 'Double' to specified type 'Int'"),
    Row(name: "a floating-point literal stored in an Int", source: "let g: Int = 3.5",
      error: "6:14: cannot convert value of type 'Double' to specified type 'Int'"),
    Row(name: "an Int stored in a String", source: "let j: String = n",
      error: "6:17: cannot convert value of type 'Int' to specified type 'String'"),
    Row(name: "a Double assigned to an Int", source: "var e = 0\ne = p.v",
      error: "7:7: cannot assign value of type 'Double' to type 'Int'"),
    Row(name: "an array's Int stored in a String, at the bracket", source: "let arr = [1]\nlet x: String = arr[0]",
      error: "7:20: cannot convert value of type 'Int' to specified type 'String'"),
    Row(name: "with a Double expected, the Int operand is named",
      source: "var t = 0.0\nt = t * n", error: "7:9: cannot convert value of type 'Int' to expected argument type 'Double'"),
    Row(name: "an Int passed to a function's Double parameter",
      source: "func half(_ v: Double) -> Double { v / 2 }\nprint(half(n))",
      error: "7:12: cannot convert value of type 'Int' to expected argument type 'Double'"),
    Row(name: "a Double passed to a method's Int parameter",
      source: "struct G { func greet(times: Int) {} }\nG().greet(times: d)",
      error: "7:18: cannot convert value of type 'Double' to expected argument type 'Int'"),
    Row(name: "an Int divided by a literal stored in a Double, at the operator", source: "let avg: Double = n / 2",
      error: "6:21: cannot convert value of type 'Int' to specified type 'Double'"),
  ]

  @Test("each mismatch is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("a function that reaches its end without a return is swiftc's error at its brace, before anything prints")
  func missingReturn() throws {
    let output = try run("""
      func f(_ x: Int) -> Int {
        let y = x * 2
        print(y)
      }
      print(f(2))
      """)
    #expect(output == "BUILD: missing return in global function expected to return 'Int'")
    #expect(try run("struct S { func m() -> String { let a = 1; _ = a } }\nprint(S().m())")
      == "BUILD: missing return in instance method expected to return 'String'")
    #expect(try run("struct S { func m() -> String { _ = 1 } }") == "BUILD: missing return in instance method expected to return 'String'")
    #expect(try run("func g() -> Int { print(1) }") == "BUILD: cannot convert return expression of type '()' to return type 'Int'")
  }

  @Test("literals still take the type their context asks for, and conversions written out run")
  func allowed() throws {
    let output = try run("""
      let prices = [1.5, 2.0]
      let sum = prices.reduce(0, +)
      let avg = sum / Double(prices.count)
      var acc = 0.0
      acc += 1
      let x: Double = 3
      let y = x * 2 + 1
      let n = 2
      let r = Double(n) / 4 + avg
      print(sum, avg, acc, y, r, min(1, 2.5), max(n, 1), "n=" + String(n))
      """)
    #expect(output == "3.5 1.75 1.0 7.0 2.25 1.0 2 n=2\n")
  }
}
