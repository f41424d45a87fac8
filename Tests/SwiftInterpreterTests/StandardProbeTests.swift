import SwiftInterpreter
import Testing

/// Tutorial-style programs of the sixth round's probes (strings, numbers, collections, tuples,
/// `type(of:)`) that the interpreter printed differently from swiftc or refused without need;
/// each output is what swiftc 6.3's build of the same program printed (checked when written),
/// or the located refusal that replaced a wrong line.
@Suite("Standard library probes checked against swiftc")
struct StandardProbeTests {
  typealias Case = ProgramCase

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
    Case(name: "prefix minus on an Int's magnitude is swiftc's build error", source: """
      let x = 5
      print(-x.magnitude)
      """, output: "BUILD: unary operator '-' cannot be applied to an operand of type 'UInt'"),
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
    Case(name: "numericCast without a contextual type is swiftc's build error", source: """
      let x = numericCast(5)
      """, output: "BUILD: generic parameter 'U' could not be inferred"),
    Case(name: "negate, exponent and significand", source: """
      var i = 5; i.negate()
      var d = 2.5; d.negate()
      print(i, d, 1024.0.exponent, 0.1.significand, Float(3).exponent, Double.signalingNaN.isSignalingNaN)
      """, output: "-5 -2.5 10 1.6 1 true\n"),
  ]

  @Test("a standard library probe", arguments: cases)
  func probe(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }
}
