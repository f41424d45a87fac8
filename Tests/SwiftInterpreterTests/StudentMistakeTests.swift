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
    Row(name: "override in a class without a superclass", source: "class Rock { override func speak() -> String { \"\" } }",
      error: "2:28: method does not override any method from its superclass"),
  ]

  @Test("each mistake is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    let (error, printedNothing) = try firstBuildError(Self.preamble + row.source)
    #expect(error == row.error)
    #expect(printedNothing)
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
}
