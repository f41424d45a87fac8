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
  ]

  @Test("a standard library probe", arguments: cases)
  func probe(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }
}
