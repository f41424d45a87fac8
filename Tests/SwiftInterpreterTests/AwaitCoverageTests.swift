import SwiftInterpreter
import Testing

/// A call to the program's `async` function without `await` is refused with swiftc's words at
/// swiftc's column: the outermost expression around it in an async context, the call in a
/// synchronous one. Each row checked with swiftc 6.3.
@Suite("A call to an async function is marked with 'await' as swiftc requires")
struct AwaitCoverageTests {
  typealias Row = BuildErrorCase

  static let unmarked = "expression is 'async' but is not marked with 'await'"
  static let synchronous = "'async' call in a function that does not support concurrency"

  static let rows: [Row] = [
    Row(name: "a constant's value", source: "func g() async -> Int { 3 }\nfunc h() async {\n  let v = g()\n  print(v)\n}",
      error: "3:11: " + unmarked),
    Row(name: "an argument: the call around it is named",
      source: "func g() async throws -> Int { 3 }\nfunc h() async throws { print(try g()) }",
      error: "2:25: " + unmarked),
    Row(name: "a returned sum", source: "func g() async -> Int { 3 }\nfunc h() async -> Int { return g() + 1 }",
      error: "2:32: " + unmarked),
    Row(name: "a condition", source: "func g() async -> Int { 3 }\nfunc h() async { if g() > 2 { print(1) } }",
      error: "2:21: " + unmarked),
    Row(name: "a method in an array literal", source: "struct S { func g() async -> Int { 3 } }\nfunc h() async { let s = S(); let x = [s.g()]; print(x) }",
      error: "2:39: " + unmarked),
    Row(name: "an assignment's value", source: "func g() async -> Int { 3 }\nfunc h() async { var x = 0; x = g(); print(x) }",
      error: "2:33: " + unmarked),
    Row(name: "a compound assignment: the whole of it", source: "func g() async -> Int { 3 }\nfunc h() async { var x = 0; x += g(); print(x) }",
      error: "2:29: " + unmarked),
    Row(name: "an async initializer", source: "class K { init() async {} }\nfunc h() async { let k = K(); print(k) }",
      error: "2:26: " + unmarked),
    Row(name: "top-level code that awaits elsewhere", source: "func g() async -> Int { 3 }\nlet x = g()\nlet y = await g()",
      error: "2:9: " + unmarked),
    Row(name: "top-level code that never awaits", source: "func g() async -> Int { 3 }\nlet x = g()\nprint(x)",
      error: "2:9: " + synchronous),
    Row(name: "a synchronous function", source: "func g() async -> Int { 3 }\nfunc h() { print(g()) }",
      error: "2:18: " + synchronous),
    Row(name: "await in a synchronous function: the call under it is named",
      source: "func work() async { print(\"work\") }\nfunc main() { await work() }\nmain()", error: "2:21: " + synchronous),
    Row(name: "await of a method in a synchronous function: the call's start",
      source: "struct S { func work() async -> Int { 1 } }\nfunc main() { let s = S(); let v = await s.work(); print(v) }",
      error: "2:42: " + synchronous),
    Row(name: "try await in a synchronous function", source: "func work() async throws -> Int { 1 }\nfunc main() { let v = try await work(); print(v) }",
      error: "2:33: " + synchronous),
  ]

  @Test("each is refused with swiftc's message and column", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("await anywhere around the call covers it")
  func covered() throws {
    let output = try run("""
      func g() async -> Int { 3 }
      func h() async -> Int { let x = await g() + g(); return await x + g() }
      print(await h())
      """)
    #expect(output == "9\n")
  }
}
