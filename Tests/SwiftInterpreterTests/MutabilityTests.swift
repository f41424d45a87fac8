import SwiftInterpreter
import SwiftReader
import Testing

/// A change to storage the program declared immutable is refused before the program runs,
/// with swiftc 6.3's words and position (each row checked against `swiftc -module-name main`).
@Suite("Changing a constant is swiftc's build error, not a run")
struct MutabilityTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    struct P { var a = 1; let k = 2; var arr = [1]; mutating func bump() { a += 1 }; var c: Int { a } }
    final class C { var v = 0; let w = 1 }
    func g(_ n: inout Int) {}

    """

  static let rows: [Row] = [
    Row(name: "assigning a let", source: "let x = 5\nx = 6", error: "5:1: cannot assign to value: 'x' is a 'let' constant"),
    Row(name: "+= on a let, at the operator", source: "let x = 5\nx += 1",
      error: "5:3: left side of mutating operator isn't mutable: 'x' is a 'let' constant"),
    Row(name: "a property of a let struct", source: "let p = P()\np.a = 2",
      error: "5:3: cannot assign to property: 'p' is a 'let' constant"),
    Row(name: "a mutating method on a let struct", source: "let p = P()\np.bump()",
      error: "5:3: cannot use mutating member on immutable value: 'p' is a 'let' constant"),
    Row(name: "append on a let array", source: "let arr = [1, 2]\narr.append(3)",
      error: "5:5: cannot use mutating member on immutable value: 'arr' is a 'let' constant"),
    Row(name: "a subscript of a let array, at the bracket", source: "let arr = [1, 2]\narr[0] = 9",
      error: "5:4: cannot assign through subscript: 'arr' is a 'let' constant"),
    Row(name: "through a property and a subscript", source: "let p = P()\np.arr[0] = 3",
      error: "5:6: cannot assign through subscript: 'p' is a 'let' constant"),
    Row(name: "a let property of a var struct", source: "var q = P()\nq.k = 3",
      error: "5:3: cannot assign to property: 'k' is a 'let' constant"),
    Row(name: "a let property of a class", source: "let c = C()\nc.w = 2",
      error: "5:3: cannot assign to property: 'w' is a 'let' constant"),
    Row(name: "a get-only computed property", source: "var q = P()\nq.c = 4",
      error: "5:3: cannot assign to property: 'c' is a get-only property"),
    Row(name: "a let passed inout", source: "let x = 5\ng(&x)",
      error: "5:3: cannot pass immutable value as inout argument: 'x' is a 'let' constant"),
    Row(name: "a for-in loop's constant", source: "for i in 0..<2 { i = 3 }",
      error: "4:18: cannot assign to value: 'i' is a 'let' constant"),
    Row(name: "a function's parameter", source: "func f(_ n: Int) { n = 2 }",
      error: "4:20: cannot assign to value: 'n' is a 'let' constant"),
    Row(name: "a property of self in a non-mutating method", source: "struct S { var v = 0; func a() { v = 1 } }",
      error: "4:34: cannot assign to property: 'self' is immutable"),
    Row(name: "a mutating call on self in a non-mutating method",
      source: "struct S { func d() { bump() }; mutating func bump() {} }",
      error: "4:23: cannot use mutating member on immutable value: 'self' is immutable"),
    Row(name: "through an optional let", source: "let o: P? = P()\no?.a = 1",
      error: "5:4: cannot assign to property: 'o' is a 'let' constant"),
  ]

  @Test("each change to a constant is refused with swiftc's message", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("what swiftc allows still runs: deferred lets, classes behind lets, wrappers, closures' inout parameters")
  func allowed() throws {
    let output = try run("""
      struct Pt { var x = 0; mutating func move() { x += 1 } }
      final class Box { var pt = Pt(); var items: [Int] = [] }
      let answer: String
      if 1 < 2 { answer = "yes" } else { answer = "no" }
      let b = Box()
      b.pt.x = 5; b.pt.move(); b.items.append(1); b.items[0] += 2
      let total = [1, 2].reduce(into: 0) { $0 += $1 }
      struct Acc { let owner: String; var n = 0; init(owner: String) { self.owner = owner; n = 1 } }
      var a = Acc(owner: "me"); a.n += 1
      for var i in 0..<1 { i += 10; print(i) }
      print(answer, b.pt.x, b.items, total, a.n)
      """)
    #expect(output == "10\nyes 6 [3] 3 2\n")
  }
}
