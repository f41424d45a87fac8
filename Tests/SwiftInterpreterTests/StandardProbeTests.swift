import SwiftInterpreter
import Testing

/// Tutorial-style programs of the sixth round's probes (strings, numbers, collections, tuples,
/// `type(of:)`) that the interpreter printed differently from swiftc or refused without need;
/// each output is what swiftc 6.3's build of the same program printed (checked when written),
/// or the located refusal that replaced a wrong line.
@Suite("Standard library probes checked against swiftc")
struct StandardProbeTests {
  typealias Case = ProgramCase
  typealias Row = BuildErrorCase

  static let cases: [Case] = [
    Case(name: "an unlabelled tuple takes the labels of the tuple type it is written for", source: """
      func minMax(_ a: [Int]) -> (min: Int, max: Int)? { a.isEmpty ? nil : (a.min()!, a.max()!) }
      var scores: [(name: String, score: Int)] = []
      scores.append(("a", 1))
      scores += [("b", 2)]
      print(minMax([3, 1, 4])!.max, minMax([3, 1, 4]) as Any, scores[1].name, scores)
      """, output: "4 Optional((min: 1, max: 4)) b [(name: \"a\", score: 1), (name: \"b\", score: 2)]\n"),
    Case(name: "type(of:) shows the generic arguments a value cannot show from its static type", source: """
      let e = [Int]()
      let n: String? = nil
      let d: [String: Double] = [:]
      let r: Result<Int, Error> = .success(1)
      print(type(of: e), type(of: n), type(of: d), type(of: Set<Int>()), type(of: r))
      """, output: "Array<Int> Optional<String> Dictionary<String, Double> Set<Int> Result<Int, Error>\n"),
    Case(name: "type(of:) of a standard generic type whose arguments are not known is refused", source: """
      print(type(of: stride(from: 0, to: 4, by: 2)))
      """, output: "FAILURE: lesson-runner does not model 'type(of:) of 'StrideTo': its generic arguments'"),
    Case(name: "type(of:) of a dictionary's keys is refused rather than shown as an array", source: """
      let d = ["a": 1]
      print(type(of: d.keys))
      """, output: "FAILURE: lesson-runner does not model 'type(of:) of a value whose static type is not known'"),
    Case(name: "a NaN prints its sign and whether it signals, its description says nan", source: """
      let x = -Double.nan
      print(x, "\\(x)", [x], x.description, String(describing: x), x.debugDescription)
      print(-Float.nan, Double.signalingNaN, -Double.signalingNaN, Float.signalingNaN.description)
      """, output: "-nan -nan [-nan] nan nan -nan\n-nan snan -snan nan\n"),
    Case(name: "a literal's magnitude negated is a Double and an unsigned value has no prefix minus", source: """
      print(-5.magnitude, -(5).magnitude, (-5).magnitude, -7.5.magnitude)
      """, output: "-5.0 -5.0 5 -7.5\n"),
    Case(name: "numericCast converts to the integer type its context asks for", source: """
      let n = [1, 2, 3].count
      let u: UInt16 = numericCast(n)
      func widen<T: BinaryInteger>(_ x: T) -> Int64 { numericCast(x) }
      print(u, type(of: u), widen(UInt8(200)), type(of: widen(Int8(-3))))
      """, output: "3 UInt16 200 Int64\n"),
    Case(name: "numericCast that does not fit traps as the initializer does", source: """
      let big = 300
      let b: UInt8 = numericCast(big)
      print(b)
      """, output: "FAILURE: Fatal error: Not enough bits to represent the passed value"),
    Case(name: "negate, exponent and significand", source: """
      var i = 5; i.negate()
      var d = 2.5; d.negate()
      print(i, d, 1024.0.exponent, 0.1.significand, Float(3).exponent, Double.signalingNaN.isSignalingNaN)
      """, output: "-5 -2.5 10 1.6 1 true\n"),
    Case(name: "print and debugPrint write into a String or a TextOutputStream in Swift's pieces", source: """
      struct Log: TextOutputStream { var parts: [String] = []; mutating func write(_ s: String) { parts.append(s) } }
      var log = Log()
      print("a", 2.5, separator: "-", to: &log)
      debugPrint("q", to: &log)
      print(to: &log)
      var text = ">"
      print(1, [2], to: &text)
      print(log.parts, text.debugDescription)
      """, output: "[\"\", \"a\", \"-\", \"2.5\", \"\\n\", \"\", \"\\\"q\\\"\", \"\\n\", \"\\n\"] \">1 [2]\\n\"\n"),
    Case(name: "a closure's variadic parameter gathers its arguments into an array", source: """
      let sum = { (xs: Int...) -> Int in xs.reduce(0, +) }
      let show = { (label: String, values: Double...) in print(label, values) }
      show("two", 1.5, 2)
      print(sum(1, 2, 3), sum())
      """, output: "two [1.5, 2.0]\n6 0\n"),
  ]

  @Test("a standard library probe", arguments: cases)
  func probe(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }

  static let buildRows: [Row] = [
    Row(name: "prefix minus on an Int's magnitude is swiftc's build error", source: """
      let x = 5
      print(-x.magnitude)
      """, error: "2:7: unary operator '-' cannot be applied to an operand of type 'UInt'"),
    Row(name: "numericCast without a contextual type is swiftc's build error", source: """
      let x = numericCast(5)
      """, error: "1:9: generic parameter 'U' could not be inferred"),
    Row(name: "print into a let constant is swiftc's build error at the ampersand", source: """
      let s = ""
      print(1, to: &s)
      """, error: "2:14: cannot pass immutable value as inout argument: 's' is a 'let' constant"),
    Row(name: "a parameter after a closure's variadic one is swiftc's build error", source: """
      let m = { (xs: Int..., s: Int) in xs.count * s }
      """, error: "1:24: no parameters may follow a variadic parameter in a closure"),
    Row(name: "an integer literal 0 or 1 where a Bool is wanted has swiftc's own message", source: """
      let flag: Bool = 1
      """, error: "1:18: integer literal value '1' cannot be used as a boolean; did you mean 'true'?"),
    Row(name: "another integer literal where a Bool is wanted cannot be converted", source: """
      let flag: Bool = 2
      """, error: "1:18: cannot convert value of type 'Int' to specified type 'Bool'"),
    Row(name: "an integer literal of value 0 or -1 where a Bool is wanted quotes its digits", source: """
      var on = true
      on = 0x0
      let off: Bool = -1
      """, error: "2:6: integer literal value '0x0' cannot be used as a boolean; did you mean 'false'?"),
    Row(name: "a labelled inout argument that is a constant is located at its ampersand", source: """
      func bump(x: inout Int) { x += 1 }
      let c = 1
      bump(x: &c)
      """, error: "3:9: cannot pass immutable value as inout argument: 'c' is a 'let' constant"),
  ]

  @Test("a probe that swiftc refuses to build", arguments: buildRows)
  func buildError(_ row: Row) throws {
    try expectRefused(row)
  }
}
