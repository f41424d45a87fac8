import SwiftInterpreter
import Testing

/// Rules of the language the conformance corpus found missing, each with the output swiftc's
/// build of the same program prints (checked with `swiftc -swift-version 6` when written).
@Suite("Language rules checked against swiftc")
struct LanguageRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var output: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "an implicit member operand takes its type from the operator's overloads", source: """
      struct Instant: CustomStringConvertible {
        var seconds: Double
        static var start: Instant { Instant(seconds: 0) }
        static func now() -> Instant { Instant(seconds: 100) }
        static func + (a: Instant, b: Double) -> Instant { Instant(seconds: a.seconds + b) }
        static func - (a: Instant, b: Double) -> Instant { Instant(seconds: a.seconds - b) }
        static func - (a: Instant, b: Instant) -> Double { a.seconds - b.seconds }
        static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }
        var description: String { "t=\\(seconds)" }
      }
      func schedule(at deadline: Instant) -> String { "at \\(deadline)" }
      let delay: Double = 2.5
      print(schedule(at: .now() + delay), schedule(at: .now() - delay))
      print(schedule(at: .start + .infinity))
      let later: Instant = .now() + delay
      print(later - .start, .now() - later, Instant.now() + .zero, .start < .now())
      """, output: "at t=102.5 at t=97.5\nat t=inf\n102.5 -2.5 t=100.0 true\n"),
  ]

  @Test("a rule of the language", arguments: cases)
  func rule(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }
}
