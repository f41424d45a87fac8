import SwiftInterpreter
import Testing

/// Rules of the language the conformance corpus found missing, each with the output swiftc's
/// build of the same program prints (checked with `swiftc -swift-version 6` when written).
@Suite("Language rules checked against swiftc")
struct LanguageRuleTests {
  typealias Case = ProgramCase

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
    Case(name: "a program's operators fold by their precedence groups and call its operator functions", source: """
      print(2 ** 3 ** 2, 2 * 3 ** 2, 1.5 ** 2, "hi" |> { $0 + "!" } |> { $0.count })
      precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence
        associativity: right }
      infix operator **: PowerPrecedence
      func ** (base: Int, exponent: Int) -> Int { exponent == 0 ? 1 : base * (base ** (exponent - 1)) }
      func ** (base: Double, exponent: Int) -> Double { exponent == 0 ? 1 : base * (base ** (exponent - 1)) }
      precedencegroup PipePrecedence { associativity: left
        lowerThan: LogicalDisjunctionPrecedence }
      infix operator |>: PipePrecedence
      func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }
      prefix operator √
      prefix func √ (x: Double) -> Double { x * x }
      postfix operator %%
      postfix func %% (x: Int) -> Double { Double(x) / 100 }
      struct V { var x: Int; static prefix func - (v: V) -> V { V(x: -v.x) }
        static func • (a: V, b: V) -> Int { a.x * b.x } }
      infix operator •: MultiplicationPrecedence
      print(√3.0, 25%%, V(x: 2) • -V(x: 3) + 1)
      """, output: "512 18 2.25 3\n9.0 0.25 -5\n"),
    Case(name: "a generic type alias is its aliased type with the arguments put in", source: """
      typealias Pair<T> = (first: T, second: T)
      typealias Handler<T> = (T) -> Void
      typealias Table<V> = [String: V]
      struct Box<T> { var value: T }
      typealias Boxes<T> = [Box<T>]
      func swapped<T>(_ pair: Pair<T>) -> Pair<T> { (pair.second, pair.first) }
      let p: Pair<String> = ("a", "b")
      let h: Handler<Int> = { print("got", $0) }
      let t: Table<Double> = ["x": 1]
      let boxes: Boxes<Int> = [Box(value: 2)]
      h(3)
      print(swapped(p), type(of: p), t, boxes, Pair<Int>.self)
      """, output: """
      got 3
      (first: "b", second: "a") (first: String, second: String) ["x": 1.0] [main.Box<Swift.Int>(value: 2)] \
      (first: Int, second: Int)

      """),
    Case(name: "a generic parameter's initializer and static requirements run on the type the call binds", source: """
      protocol Defaultable { static var defaultValue: Self { get }; init(text: String); static func make() -> Self }
      struct Flag: Defaultable, CustomStringConvertible {
        var on: Bool
        static var defaultValue: Flag { Flag(on: false) }
        init(on: Bool) { self.on = on }
        init(text: String) { on = text == "yes" }
        static func make() -> Flag { Flag(on: true) }
        var description: String { "Flag(\\(on))" }
      }
      func build<T: Defaultable>(_ type: T.Type) -> [T] {
        let maker = T.init(text:)
        return [T(text: "yes"), maker("no"), type.init(text: "yes"), T.defaultValue, T.make()]
          + ["yes"].map(T.init(text:))
      }
      print(build(Flag.self), ["no"].map(Flag.init(text:)), ["yes"].map(Flag.init))
      """, output: "[Flag(true), Flag(false), Flag(true), Flag(false), Flag(true), Flag(true)] [Flag(false)] [Flag(true)]\n"),
    Case(name: "type(of:) shows a closure's inferred type and a declared function's as @Sendable", source: """
      func greet() {}
      func add(_ a: Int, _ b: Int) -> Int { a + b }
      func parse(_ s: String) throws -> Int { s.count }
      struct S { static func make() -> Bool { true } }
      let inc = { (x: Int) in x + 1 }
      let pair = { (a: String, b: Double) -> (Int, String) in (1, a) }
      print(type(of: greet), type(of: add), type(of: parse), type(of: S.make))
      print(type(of: inc), type(of: pair), type(of: { (s: String) -> String? in nil }))
      """, output: """
      @Sendable () -> () @Sendable (Int, Int) -> Int @Sendable (String) throws -> Int @Sendable () -> Bool
      (Int) -> Int (String, Double) -> (Int, String) (String) -> Optional<String>

      """),
    Case(name: "type(of:) of a declared function passed through a variable is refused, not guessed", source: """
      func greet() {}
      let g = greet
      let list = [greet]
      print(type(of: list))
      """, output: "FAILURE: lesson-runner does not model 'type(of:) of a function'"),
    Case(name: "a compound assignment's implicit member takes the operator's operand type", source: """
      struct Money { var cents: Int
        static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
        static func += (a: inout Money, b: Money) { a = a + b }
        static func dollars(_ d: Int) -> Money { Money(cents: d * 100) } }
      var total = Money(cents: 5)
      total += .dollars(2)
      print(total.cents)
      """, output: "205\n"),
    Case(name: "a labelled tuple result keeps its labels whichever branch made it", source: """
      func ordered(_ pair: (first: Int, second: Int)) -> (first: Int, second: Int) {
        pair.first <= pair.second ? pair : (pair.second, pair.first)
      }
      print(ordered((9, 4)), ordered((1, 2)))
      """, output: "(first: 4, second: 9) (first: 1, second: 2)\n"),
  ]

  @Test("a rule of the language", arguments: cases)
  func rule(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }
}
