import SwiftInterpreter
import SwiftReader
import Testing

/// `main.swift`'s top-level variables belong to the main actor in Swift 6: a global function or
/// a plain type's method that uses one does not build. The common student program (a memo
/// dictionary at the top level filled by a recursive function) is refused with swiftc's words
/// instead of running. Rows checked with `swiftc -swift-version 6` (6.3.1).
@Suite("A top-level variable used off the main actor is refused as swiftc refuses it")
struct MainActorGlobalTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a memo dictionary read by a global function",
      source: "var memo: [Int: Int] = [:]\nfunc fib(_ n: Int) -> Int {\n  if n < 2 { return n }\n  if let m = memo[n] { return m }\n  let r = fib(n - 1) + fib(n - 2)\n  memo[n] = r\n  return r\n}\nprint(fib(30))",
      error: "4:14: main actor-isolated var 'memo' can not be referenced from a nonisolated context"),
    Row(name: "a counter changed by a global function", source: "var count = 0\nfunc tap() { count += 1 }\ntap()\nprint(count)",
      error: "2:14: main actor-isolated var 'count' can not be mutated from a nonisolated context"),
    Row(name: "an array appended to by a global function",
      source: "var names: [String] = []\nfunc add(_ n: String) { names.append(n) }\nadd(\"a\")",
      error: "2:25: main actor-isolated var 'names' can not be mutated from a nonisolated context"),
    Row(name: "a variable passed inout by a global function",
      source: "var score = 0\nfunc bump(_ x: inout Int) { x += 1 }\nfunc play() { bump(&score) }",
      error: "3:21: main actor-isolated var 'score' can not be used 'inout' from a nonisolated context"),
    Row(name: "a struct's method changing a top-level variable",
      source: "var total = 0\nstruct Cart { func add(_ p: Int) { total += p } }\nCart().add(3)",
      error: "2:36: main actor-isolated var 'total' can not be mutated from a nonisolated context"),
    Row(name: "an async function reading a top-level variable without await",
      source: "var log = \"\"\nfunc load() async { print(log) }",
      error: "2:27: main actor-isolated var 'log' cannot be accessed from outside of the actor"),
    Row(name: "a top-level object of a class that is not Sendable",
      source: "class Counter { var n = 0 }\nlet counter = Counter()\nfunc tick() { counter.n += 1 }",
      error: "3:15: main actor-isolated let 'counter' can not be referenced from a nonisolated context"),
    Row(name: "a local function inside a global function",
      source: "var level = 1\nfunc show() {\n  func inner() { print(level) }\n  inner()\n}",
      error: "3:24: main actor-isolated var 'level' can not be referenced from a nonisolated context"),
    Row(name: "a struct's stored property changed through a top-level variable",
      source: "struct P { var x = 0 }\nvar p = P()\nfunc move() { p.x = 3 }",
      error: "3:15: main actor-isolated var 'p' can not be mutated from a nonisolated context"),
    Row(name: "a class's computed property reading a top-level variable",
      source: "var t = 0\nclass Game { var score: Int { t } }",
      error: "2:31: main actor-isolated var 't' can not be referenced from a nonisolated context"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("main-actor code, nonisolated(unsafe) variables and Sendable constants still run")
  func allowed() throws {
    let output = try run("""
      var total = 0
      nonisolated(unsafe) var hits = 0
      let limit = 3
      final class Config: Sendable { let name = "cfg" }
      let config = Config()
      @MainActor func addMain(_ n: Int) { total += n }
      @MainActor struct Panel { func show() { print("panel", total) } }
      @MainActor protocol Screen {}
      struct Home: Screen { func show() { print("home", total) } }
      struct Tally { static func bump() { hits += 1 } }
      func plain() -> Int { hits += 1; return limit + hits }
      let double = { total * 2 }
      do {
        func local() { total += 10 }
        local()
      }
      addMain(5)
      Panel().show()
      Home().show()
      Tally.bump()
      print(plain(), double(), config.name)
      """)
    #expect(output == "panel 15\nhome 15\n5 30 cfg\n")
  }
}
