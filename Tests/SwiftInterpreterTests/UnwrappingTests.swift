import SwiftInterpreter
import SwiftReader
import Testing

/// A member reached on an optional without `?` or `!` is refused before the program runs, with
/// swiftc 6.3's words and position (each row checked against `swiftc -module-name main`).
@Suite("A member of an optional's wrapped type needs unwrapping, as swiftc says")
struct UnwrappingTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a property of a declared optional", source: "print(\"first\")\nlet x: Int? = 3\nprint(x.bitWidth)",
      error: "3:7: value of optional type 'Int?' must be unwrapped to refer to member 'bitWidth' of wrapped base type 'Int'"),
    Row(name: "a method of a declared optional string", source: "var name: String? = \"a\"\nprint(name.uppercased())",
      error: "2:7: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'"),
    Row(name: "a local in a function, with the collection written as swiftc writes it",
      source: "func f(_ s: [Int]?) {\n  let t: [Int]? = s\n  print(t.count)\n}\nf([1])",
      error: "3:9: value of optional type '[Int]?' must be unwrapped to refer to member 'count' of wrapped base type '[Int]'"),
    Row(name: "a dictionary", source: "let d: [String: Int]? = [\"a\": 1]\nprint(d.keys)",
      error: "2:7: value of optional type '[String : Int]?' must be unwrapped to refer to member 'keys' of wrapped base type '[String : Int]'"),
  ]

  @Test("each is refused with swiftc's message", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("what swiftc allows still runs: T!, ?., !, Optional's own members, a program's extension of Optional")
  func allowed() throws {
    let output = try run("""
      let a: Int! = 3
      let b: Int? = 4
      var c: String? = "hi"
      print(a.bitWidth, b?.bitWidth as Any, b!.bitWidth, b.map { $0 + 1 } as Any, c.unsafelyUnwrapped.count)
      c = nil
      print(c?.count as Any)
      """)
    #expect(output == "64 Optional(64) 64 Optional(5) 2\nnil\n")
    let extended = try run("""
      extension Optional where Wrapped == Int { var orZero: Int { self ?? 0 } }
      let n: Int? = nil
      print(n.orZero)
      """)
    #expect(extended == "0\n")
  }
}
