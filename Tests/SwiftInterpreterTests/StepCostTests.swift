import SwiftInterpreter
import Testing

/// A call or a turn of a loop costs one step and one more for every three expressions its body
/// holds, so that the step budget bounds time whatever a body holds (issue 10; a loop adding
/// 244 terms a turn took 10.6 s to spend the default budget, lesson-fuzz seed 1 case 765319
/// 1.4 s). Counted as the turns a program completes before a budget of 10,000 steps stops it.
@Suite("Steps cost what a body holds")
struct StepCostTests {
  static let budget = InterpreterConfiguration(stepBudget: 10_000)

  /// `x + x + … + x`, `terms` times.
  static func sum(_ terms: Int) -> String {
    Array(repeating: "x", count: terms).joined(separator: " + ")
  }

  /// The lines printed before the budget stopped the run (one a turn).
  static func turns(_ source: String) throws -> Int {
    let output = try run(source, configuration: budget)
    #expect(output.contains("FAILURE: the program ran 10000 steps without settling"), "\(output.suffix(300))")
    return output.split(separator: "\n").count - 1
  }

  @Test("a turn of a loop that adds 400 terms costs a hundred steps and more")
  func loopBody() throws {
    let light = try Self.turns("var x = 1\nvar n = 0\nwhile true { n = x; print(n) }")
    let heavy = try Self.turns(
      "var x = 1\nvar n = 0\nwhile true { n = \(Self.sum(200)); n = \(Self.sum(200)); print(n) }")
    #expect(light > 1000, "\(light) turns")
    #expect(heavy < 100, "\(heavy) turns")
  }

  @Test("a turn whose condition holds the expressions costs them too")
  func loopCondition() throws {
    let heavy = try Self.turns("var x = 1\nwhile \(Self.sum(200)) > 0 && \(Self.sum(200)) > 0 { print(x) }")
    #expect(heavy < 100, "\(heavy) turns")
  }

  @Test("a call costs what its function's body holds")
  func callBody() throws {
    // `let`: a function may not read a top-level `var` (main-actor isolated in Swift 6).
    let light = try Self.turns("let x = 1\nfunc f() -> Int { x }\nwhile true { print(f()) }")
    let heavy = try Self.turns(
      "let x = 1\nfunc f() -> Int {\n  let a = \(Self.sum(200))\n  return a + \(Self.sum(199))\n}\nwhile true { print(f()) }")
    #expect(light > 1000, "\(light) turns")
    #expect(heavy < 100, "\(heavy) turns")
  }

  @Test("a closure written in a loop is paid for when it is called, not on each turn")
  func closureNotCharged() throws {
    let turns = try Self.turns("var x = 1\nwhile true { let f = { \(Self.sum(200)) }; print(x) }")
    #expect(turns > 1000, "\(turns) turns")
  }
}
