import SwiftInterpreter
import SwiftReader
import Testing

/// Mistakes students make that swiftc refuses to build are refused here too, with swiftc 6.3's
/// words and position (each row checked against `swiftc -swift-version 6 -module-name main`),
/// instead of a run that prints lines the real program never could.
@Suite("A student's program swiftc does not build is refused with swiftc's words")
struct StudentMistakeTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    class Animal { func speak() -> String { "..." }; var legs: Int { 4 }; init() {}; func feed(_ n: Int?) {} }

    """

  static let rows: [Row] = [
    // After the one-line preamble (Animal): line 3 of the source is line 4.
    Row(name: "count of a zip, which is no collection", source: "print(\"start\")\nlet a = [1, 2]\nprint(zip(a, a).count)",
      error: "4:17: generic parameter 'E' could not be inferred"),
    Row(name: "a subclass's method redeclared without override", source: "class Dog: Animal { func speak() -> String { \"woof\" } }",
      error: "2:26: overriding declaration requires an 'override' keyword"),
    Row(name: "a subclass's computed property redeclared without override",
      source: "class Bird: Animal {\n  var legs: Int { 2 }\n}", error: "3:7: overriding declaration requires an 'override' keyword"),
    Row(name: "a designated initializer redeclared without override",
      source: "class Cat: Animal {\n  init() { super.init() }\n}", error: "3:3: overriding declaration requires an 'override' keyword"),
    Row(name: "override on a method the superclass lacks", source: "class Fish: Animal { override func swim() {} }",
      error: "2:36: method does not override any method from its superclass"),
    Row(name: "override on a property the superclass lacks", source: "class Fish: Animal { override var fins: Int { 2 } }",
      error: "2:35: property does not override any property from its superclass"),
    Row(name: "override of a superclass's static method",
      source: "class Maker { static func make() -> Int { 1 } }\nclass Sub: Maker { override static func make() -> Int { 2 } }",
      error: "3:41: cannot override static method"),
    Row(name: "override of a superclass's static property with a class one",
      source: "class Maker { static var size: Int { 1 } }\nclass Sub: Maker { override class var size: Int { 2 } }",
      error: "3:39: cannot override static property"),
    Row(name: "a value known as a protocol stored where a conforming struct is declared",
      source: "protocol Shape {}\nstruct Sq: Shape {}\nlet shapes: [Shape] = [Sq()]\nlet s: Sq = shapes[0]",
      error: "5:19: cannot convert value of type 'any Shape' to specified type 'Sq'"),
    Row(name: "a superclass's value assigned to a subclass's variable",
      source: "class Dog: Animal {}\nlet pet: Animal = Dog()\nvar d = Dog()\nd = pet",
      error: "5:5: cannot assign value of type 'Animal' to type 'Dog'"),
    Row(name: "override in a class without a superclass", source: "class Rock { override func speak() -> String { \"\" } }",
      error: "2:28: method does not override any method from its superclass"),
    Row(name: "a throwing function called without try at the top level",
      source: "func risky() throws -> Int { 1 }\nlet x = risky()", error: "3:9: call can throw but is not marked with 'try'"),
    Row(name: "a throwing method called without try, located at the call's start",
      source: "struct S { func m() throws -> Int { 2 } }\nlet s = S()\nprint(s.m())",
      error: "4:7: call can throw but is not marked with 'try'"),
    Row(name: "a throwing initializer called without try",
      source: "struct S { init(v: Int) throws {} }\nlet s = S(v: 1)", error: "3:9: call can throw but is not marked with 'try'"),
    Row(name: "a throwing call in a function that does not throw",
      source: "func risky() throws -> Int { 1 }\nfunc f() -> Int {\n  return risky()\n}",
      error: "4:10: call can throw, but it is not marked with 'try' and the error is not handled"),
    Row(name: "try in a function that does not throw, nothing catching",
      source: "func risky() throws -> Int { 1 }\nfunc f() {\n  let x = try risky()\n  print(x)\n}",
      error: "4:11: errors thrown from here are not handled"),
    Row(name: "throw in a function not declared throws",
      source: "enum E: Error { case bad }\nfunc g() { throw E.bad }", error: "3:12: error is not handled because the enclosing function is not declared 'throws'"),
    Row(name: "a constant read before anything assigns it", source: "func f() -> Int {\n  let x: Int\n  print(\"start\")\n  return x\n}",
      error: "5:10: constant 'x' used before being initialized"),
    Row(name: "a variable read before anything assigns it", source: "func f() {\n  var n: Int\n  print(n + 1)\n  n = 2\n}",
      error: "4:9: variable 'n' used before being initialized"),
    Row(name: "a variable passed to an inout parameter without &",
      source: "func double(_ x: inout Int) { x *= 2 }\nvar n = 3\ndouble(n)", error: "4:8: passing value of type 'Int' to an inout parameter requires explicit '&'"),
    Row(name: "a struct passed to an inout parameter of a method without &",
      source: "struct C { var n = 0 }\nstruct T { func bump(_ c: inout C) { c.n += 1 } }\nvar c = C()\nT().bump(c)",
      error: "5:10: passing value of type 'C' to an inout parameter requires explicit '&'"),
    Row(name: "swap of two elements of one array (a full build's exclusivity error)",
      source: "var scores = [3, 1]\nprint(\"before\")\nswap(&scores[0], &scores[1])",
      error: "4:6: overlapping accesses to 'scores', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:) [#ExclusivityViolation]"),
    Row(name: "swap of two rows of one nested array in a function",
      source: "func flip() {\n  var grid = [[1], [2]]\n  swap(&grid[0], &grid[1])\n}",
      error: "4:8: overlapping accesses to 'grid', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:) [#ExclusivityViolation]"),
    Row(name: "an Int literal in an array declared [Bool]", source: "let flags: [Bool] = [true, 0]",
      error: "2:28: cannot convert value of type 'Int' to expected element type 'Bool'"),
    Row(name: "an Int literal in an optional array declared [String]?", source: "var names: [String]? = [\"a\", 2]",
      error: "2:30: cannot convert value of type 'Int' to expected element type 'String'"),
    Row(name: "an element of a let array assigned", source: "let a = [1, 2]\na[0] = 5",
      error: "3:2: cannot assign through subscript: 'a' is a 'let' constant"),
    Row(name: "Foundation's Date in a plain program that imports nothing", source: "print(\"hi\")\nlet d = Date()",
      error: "3:9: cannot find 'Date' in scope"),
    Row(name: "Dispatch's queue in a plain program that imports nothing", source: "DispatchQueue.main.async { print(1) }",
      error: "2:1: cannot find 'DispatchQueue' in scope"),
  ]

  @Test("a Foundation name the registry lacks, imported, is still 'not modelled' when reached")
  func importedFoundationName() throws {
    let output = try run("import Foundation\nprint(\"hi\")\nlet d = Date()")
    #expect(output == "hi\nFAILURE: lesson-runner does not model 'Date'")
  }

  @Test("what swiftc builds still runs: swapAt, swap across arrays or struct properties, literals that fit")
  func allowedSwapsAndLiterals() throws {
    let output = try run("""
      struct P { var x = 1, y = 2 }
      func f() {
        var p = P()
        swap(&p.x, &p.y)
        var a = [1, 2], b = [3]
        swap(&a[0], &b[0])
        a.swapAt(0, 1)
        let d: [Double] = [1, -2, 2.5]
        let s: [String]? = ["a", "\\(p.x)"]
        print(p.x, p.y, a, b, d, s!)
      }
      f()
      """)
    #expect(output == "2 1 [2, 3] [1] [1.0, -2.0, 2.5] [\"a\", \"2\"]\n")
  }

  @Test("each mistake is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("what swiftc builds still runs: overloads by type or result, statics, overrides written")
  func allowed() throws {
    let output = try run(Self.preamble + """
      class Dog: Animal {
        override func speak() -> String { "woof" }
        func speak(loudly: Bool) -> String { "WOOF" }
        func feed(_ n: Int) { print("fed", n) }
        func speak() -> Int { 1 }
        override var legs: Int { 3 }
        static func speak() -> String { "static" }
        init(name: String) { super.init() }
      }
      let d = Dog(name: "rex")
      d.feed(2)
      print(d.speak() as String, d.speak(loudly: true), d.legs, Dog.speak())
      """)
    #expect(output == "fed 2\nwoof WOOF 3 static\n")
  }

  @Test("what swiftc builds still runs: a class method overridden by a static one, a static overload beside an inherited one, a downcast written")
  func allowedTypeMembers() throws {
    let output = try run("""
      class Maker { class func kind() -> String { "maker" }; static func make() -> Int { 1 } }
      class Sub: Maker { override static func kind() -> String { "sub" }; static func make(_ n: Int) -> Int { n } }
      print(Maker.kind(), Sub.kind(), Sub.make(), Sub.make(5))
      """)
    #expect(output == "maker sub 1 5\n")
    let casts = try run(Self.preamble + """
      class Dog: Animal {}
      let pet: Animal = Dog()
      let d: Dog = pet as! Dog
      let a: Animal = d
      print(d.legs, a.legs)
      """)
    #expect(casts == "4 4\n")
  }

  @Test("what swiftc builds still runs: try? and try!, do-catch, closures, an override that does not throw")
  func allowedThrowing() throws {
    let output = try run("""
      enum E: Error { case bad }
      func risky(_ n: Int) throws -> Int { if n < 0 { throw E.bad }; return n }
      func apply(_ f: () throws -> Int) rethrows -> Int { try f() }
      class K { func m() throws -> Int { 1 } }
      final class L: K { override func m() -> Int { 5 } }
      func quiet() -> Int {
        do { return try risky(-1) } catch { return -1 }
      }
      let a = try? risky(-2), b = try! risky(3)
      let c = apply { 4 }
      let f = { () throws -> Int in try risky(6) }
      print(a as Any, b, c, quiet(), L().m(), try f())
      """)
    #expect(output == "nil 3 4 -1 5 6\n")
  }

  @Test("what swiftc builds still runs: locals assigned on every path, in a defer, optional vars")
  func allowedDeferredInitialization() throws {
    let output = try run("""
      func f(_ n: Int) -> String {
        let label: String
        var count: Int
        var maybe: Int?
        defer { print("defer sees", count) }
        if n > 0 { label = "pos"; count = 1 } else { label = "neg"; count = 2 }
        let g: Int
        switch n { case 0: g = 0; default: g = 9 }
        print(maybe as Any, g)
        maybe = 3
        return label + String(count)
      }
      print(f(3))
      """)
    #expect(output == "nil 9\ndefer sees 1\npos1\n")
  }
}
