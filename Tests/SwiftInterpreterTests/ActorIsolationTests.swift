import SwiftInterpreter
import SwiftReader
import Testing

/// An actor's state read, changed or called from outside it without `await` does not build in
/// Swift 6 (SE-0306): the beginner's `print(counter.value)` after `await counter.increment()` is
/// refused with swiftc's words, where it used to run and print. Rows checked with
/// `swiftc -swift-version 6` (6.3.1).
@Suite("An actor's state used from outside without await is refused as swiftc refuses it")
struct ActorIsolationTests {
  typealias Row = BuildErrorCase

  static let actor = "actor Counter { var n = 0; var items: [Int] = []; func inc() {}; func add(_ x: Int, to y: Int) {} }\nlet c = Counter()\n"

  static let rows: [Row] = [
    Row(name: "a property read without await in an awaiting top level", source: actor + "await c.inc()\nprint(c.n)",
      error: "4:9: actor-isolated property 'n' cannot be accessed from outside of the actor"),
    Row(name: "a property read in a synchronous top level", source: actor + "print(c.n)",
      error: "3:9: actor-isolated property 'n' can not be referenced from the main actor"),
    Row(name: "a property set from the top level", source: actor + "c.n = 3",
      error: "3:3: actor-isolated property 'n' can not be mutated from the main actor"),
    Row(name: "a method called in a synchronous top level", source: actor + "c.inc()",
      error: "3:3: call to actor-isolated instance method 'inc()' in a synchronous main actor-isolated context [#ActorIsolatedCall]"),
    Row(name: "a method called in a synchronous function", source: actor + "func f() { c.add(1, to: 2) }",
      error: "3:14: call to actor-isolated instance method 'add(_:to:)' in a synchronous nonisolated context [#ActorIsolatedCall]"),
    Row(name: "a method called without await in an async function", source: actor + "func f() async { c.inc() }",
      error: "3:20: actor-isolated instance method 'inc()' cannot be called from outside of the actor"),
    Row(name: "a property changed even with await", source: actor + "func f() async { await c.n = 4 }",
      error: "3:26: actor-isolated property 'n' can not be mutated from a nonisolated context"),
    Row(name: "an array property appended to from outside", source: actor + "func f() { c.items.append(1) }",
      error: "3:14: actor-isolated property 'items' can not be mutated from a nonisolated context"),
    Row(name: "a property passed inout", source: actor + "func bump(_ x: inout Int) {}\nbump(&c.n)",
      error: "4:9: actor-isolated property 'n' can not be used 'inout' from the main actor"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("awaited reads and calls, nonisolated members, constants and the actor's own code still run")
  func allowed() throws {
    let output = try run("""
      actor Counter {
        var n = 0
        let id = 3
        func inc() { n += 1; other() }
        func other() { print("inside", n, self.n) }
        nonisolated func tag() -> String { "t\\(id)" }
        nonisolated var label: String { "l" }
      }
      let c = Counter()
      await c.inc()
      print(await c.n, c.id, c.tag(), c.label)
      func read() async -> Int { await c.n + 1 }
      print(await read())
      """)
    #expect(output == "inside 1 1\n1 3 t3 l\n2\n")
  }
}
