import SwiftInterpreter
import SwiftReader
import Testing

/// A function with a result whose end can be reached is refused as swiftc refuses it, before
/// anything prints; functions swiftc builds still run. Rows checked with a full `swiftc` build
/// (6.3): the check is made after type checking, so `swiftc -typecheck` does not show it.
@Suite("A function that can end without returning is refused with swiftc's words")
struct MissingReturnTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    enum Level { case low, high }

    """

  static let rows: [Row] = [
    Row(name: "a function whose if and else if both return, no else",
      source: "func sign(_ n: Int) -> Int {\n  if n > 0 { return 1 } else if n < 0 { return -1 }\n}\nprint(\"start\")\nprint(sign(0))",
      error: "4:1: missing return in global function expected to return 'Int'"),
    Row(name: "a method whose ifs return, nothing after",
      source: "struct Grader {\n  func grade(_ score: Int) -> String {\n    if score >= 90 { return \"A\" }\n    if score >= 80 { return \"B\" }\n  }\n}\nprint(Grader().grade(95))",
      error: "6:3: missing return in instance method expected to return 'String'"),
    Row(name: "a static method with an optional result",
      source: "struct Box {\n  static func make(_ ok: Bool) -> Box? {\n    if ok { return Box() }\n  }\n}\nprint(Box.make(true) != nil)",
      error: "5:3: missing return in static method expected to return 'Box?'"),
    Row(name: "a for loop that returns inside",
      source: "func first(_ xs: [Int]) -> Int {\n  for x in xs where x > 0 {\n    return x\n  }\n}\nprint(first([1]))",
      error: "6:1: missing return in global function expected to return 'Int'"),
    Row(name: "a switch with a case that prints instead of returning",
      source: "func describe(_ l: Level) -> String {\n  switch l {\n  case .low: return \"low\"\n  case .high: print(\"high\")\n  }\n}\nprint(describe(.low))",
      error: "7:1: missing return in global function expected to return 'String'"),
    Row(name: "a guard, then no return, with a dictionary result",
      source: "func count(_ s: String) -> [String: Int] {\n  guard !s.isEmpty else { return [:] }\n  print(s)\n}\nprint(count(\"\"))",
      error: "5:1: missing return in global function expected to return '[String : Int]'"),
    Row(name: "a class method whose while loop returns",
      source: "final class Counter {\n  class func limit(_ n: Int) -> Int {\n    while n > 10 { return 10 }\n  }\n}\nprint(Counter.limit(20))",
      error: "5:3: missing return in class method expected to return 'Int'"),
    Row(name: "an if on Bool.random(), no else",
      source: "func coin() -> String {\n  if Bool.random() { return \"heads\" }\n}\nprint(coin())",
      error: "4:1: missing return in global function expected to return 'String'"),
    Row(name: "an if on a let set from a call",
      source: "func roll() -> Int {\n  let n = Int.random(in: 1...6)\n  if n > 3 { return n }\n}\nprint(roll())",
      error: "5:1: missing return in global function expected to return 'Int'"),
    Row(name: "an if on a property read bare in a method",
      source: "struct Tank {\n  var level = 1\n  func state() -> String {\n    if level > 0 { return \"ok\" }\n  }\n}\nprint(Tank().state())",
      error: "6:3: missing return in instance method expected to return 'String'"),
    Row(name: "an if comparing a local string",
      source: "func greet() -> String {\n  let name = \"Ann\"\n  if name == \"Ann\" { return \"hi\" }\n}\nprint(greet())",
      error: "5:1: missing return in global function expected to return 'String'"),
    Row(name: "an if on the count of a local array",
      source: "func size() -> String {\n  let xs = [1, 2]\n  if xs.count > 1 { return \"big\" }\n}\nprint(size())",
      error: "5:1: missing return in global function expected to return 'String'"),
    Row(name: "an if calling the program's function",
      source: "func ready() -> Bool { true }\nfunc go() -> String {\n  if ready() { return \"go\" }\n}\nprint(go())",
      error: "5:1: missing return in global function expected to return 'String'"),
  ]

  @Test("each function is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("what swiftc builds still runs: Never calls, endless loops, folded constants, implicit results")
  func allowed() throws {
    let output = try run(Self.preamble + """
      func die(_ why: String) -> Never { fatalError(why) }
      func a(_ n: Int) -> Int {
        if n > 0 { return 1 } else { return 0 }
      }
      func b(_ n: Int) -> Int {
        if n > 0 { return 1 }
        die("negative")
      }
      func c(_ n: Int) -> Int {
        while true {
          if n > 0 { return n }
        }
      }
      func d(_ l: Level) -> String {
        switch l {
        case .low: return "low"
        case .high: return "high"
        }
      }
      func e(_ n: Int) -> Int {
        if n > 0 { return 1 }
        assert(false)
      }
      func f(_ n: Int) -> Int {
        let sure = true
        if sure { return n }
      }
      func g(_ b: Bool) -> Int { if b { 1 } else { 2 } }
      func h(_ n: Int) -> String {
        guard n > 0 else { fatalError() }
        return "pos"
      }
      struct S {
        var flag = true
        var p: Int { if flag { return 1 } else { return 2 } }
        func m(_ n: Int) -> Int {
          do { return try t(n) } catch { return -1 }
        }
        func t(_ n: Int) throws -> Int { n }
        static func s(_ n: Int) -> Int {
          repeat { return n } while n > 0
        }
      }
      func i(_ n: Int) -> Int {
        if 1 > 0 { return n }
      }
      func j() -> Int {
        var k = 1
        k += 2
        if k > 2 && Double(k) > 1.0 && Int.max > 0 { return k }
      }
      func k() -> String {
        let shape = Level.high
        if case .high = shape { return "high" }
      }
      print(a(1), b(2), c(3), d(.high), e(4), f(5), g(true), h(6), S().p, S().m(7), S.s(8), i(9), j(), k())
      """)
    #expect(output == "1 1 3 high 1 5 1 pos 1 7 8 9 3 high\n")
  }
}
