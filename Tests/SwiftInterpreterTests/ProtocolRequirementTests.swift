import SwiftInterpreter
import SwiftReader
import Testing

/// A type that lacks a requirement of a protocol of the program it says it conforms to is
/// refused as swiftc refuses it, before anything prints; conformances swiftc accepts still run.
/// Each row checked with `swiftc -typecheck` (6.3).
@Suite("A type missing a protocol's requirement is refused with swiftc's words")
struct ProtocolRequirementTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    protocol Shape { func area() -> Double; var name: String { get } }
    protocol Named { var name: String { get } }
    protocol Labeled: Named { func label() -> String }

    """

  static let rows: [Row] = [
    Row(name: "a struct without a property the protocol requires",
      source: "struct Square: Shape {\n  var side: Double\n  func area() -> Double { side * side }\n}\nprint(Square(side: 2).area())",
      error: "4:8: type 'Square' does not conform to protocol 'Shape'"),
    Row(name: "a class without a method the protocol requires",
      source: "class Circle: Shape {\n  var name = \"circle\"\n}\nprint(Circle().name)",
      error: "4:7: type 'Circle' does not conform to protocol 'Shape'"),
    Row(name: "a conformance written in an extension, a property left out",
      source: "struct Tag {}\nextension Tag: Named {\n  func label() -> String { \"tag\" }\n}\nprint(Tag().label())",
      error: "5:1: type 'Tag' does not conform to protocol 'Named'"),
    Row(name: "a requirement of an inherited protocol left out names that protocol",
      source: "struct Badge: Labeled {\n  func label() -> String { \"badge\" }\n}\nprint(Badge().label())",
      error: "4:8: type 'Badge' does not conform to protocol 'Named'"),
    Row(name: "an enum with a raw type without a method the protocol requires",
      source: "enum Size: String, Shape {\n  case small\n  var name: String { rawValue }\n}\nprint(Size.small.name)",
      error: "4:6: type 'Size' does not conform to protocol 'Shape'"),
    Row(name: "a method of the right name whose result type differs",
      source: "struct Sq: Shape {\n  var name = \"sq\"\n  func area() -> Int { 4 }\n}\nprint(Sq().area())",
      error: "4:8: type 'Sq' does not conform to protocol 'Shape'"),
    Row(name: "a method whose parameter type differs",
      source: "protocol Greeter { func greet(name: String) -> String }\nstruct A: Greeter { func greet(name: Int) -> String { \"\\(name)\" } }\nprint(A().greet(name: 1))",
      error: "5:8: type 'A' does not conform to protocol 'Greeter'"),
    Row(name: "the one candidate differs only by its labels: swiftc says so at the candidate",
      source: "protocol Greeter { func greet(name: String) -> String }\nstruct A: Greeter { func greet(person: String) -> String { person } }\nprint(A().greet(person: \"x\"))",
      error: "5:26: instance method 'greet(person:)' has different argument labels from those required by protocol 'Greeter' ('greet(name:)')"),
    Row(name: "a static method whose label differs",
      source: "protocol Maker { static func make(size: Int) -> Int }\nstruct A: Maker { static func make(count: Int) -> Int { count } }\nprint(A.make(count: 1))",
      error: "5:31: static method 'make(count:)' has different argument labels from those required by protocol 'Maker' ('make(size:)')"),
    Row(name: "an unlabelled requirement met by a labelled method, in a class",
      source: "protocol Greeter { func greet(_ name: String) -> String }\nclass A: Greeter { func greet(name: String) -> String { name } }\nprint(A().greet(name: \"x\"))",
      error: "5:25: instance method 'greet(name:)' has different argument labels from those required by protocol 'Greeter' ('greet')"),
    Row(name: "an extra parameter with a default value does not meet the requirement",
      source: "protocol Greeter { func greet(name: String) -> String }\nclass B: Greeter { func greet(name: String, loud: Bool = false) -> String { name } }\nprint(B().greet(name: \"y\"))",
      error: "5:7: type 'B' does not conform to protocol 'Greeter'"),
    Row(name: "a { get set } property met by a let",
      source: "protocol Counter { var count: Int { get set } }\nstruct A: Counter { let count: Int }\nprint(A(count: 1).count)",
      error: "5:8: type 'A' does not conform to protocol 'Counter'"),
    Row(name: "a { get set } property met by a get-only computed property",
      source: "protocol Counter { var count: Int { get set } }\nstruct A: Counter { var count: Int { 1 } }\nprint(A().count)",
      error: "5:8: type 'A' does not conform to protocol 'Counter'"),
    Row(name: "a property whose written type differs", source: "struct A: Named { var name: Int }\nprint(A(name: 1).name)",
      error: "4:8: type 'A' does not conform to protocol 'Named'"),
    Row(name: "a static requirement met by an instance method",
      source: "protocol Maker { static func make() -> Int }\nstruct A: Maker { func make() -> Int { 1 } }\nprint(A().make())",
      error: "5:8: type 'A' does not conform to protocol 'Maker'"),
    Row(name: "an instance requirement met by a static method",
      source: "protocol Maker { func make() -> Int }\nstruct A: Maker { static func make() -> Int { 1 } }\nprint(A.make())",
      error: "5:8: type 'A' does not conform to protocol 'Maker'"),
    Row(name: "a static property requirement met by an instance property",
      source: "protocol Kinded { static var kind: String { get } }\nstruct A: Kinded { var kind: String { \"a\" } }\nprint(A().kind)",
      error: "5:8: type 'A' does not conform to protocol 'Kinded'"),
    Row(name: "a throwing method for a requirement that does not throw",
      source: "protocol Loader { func load() -> Int }\nstruct A: Loader { func load() throws -> Int { 1 } }\nprint(try A().load())",
      error: "5:8: type 'A' does not conform to protocol 'Loader'"),
    Row(name: "a non-optional result for an optional requirement",
      source: "protocol Finder { func find() -> Int? }\nstruct A: Finder { func find() -> Int { 1 } }\nprint(A().find())",
      error: "5:8: type 'A' does not conform to protocol 'Finder'"),
  ]

  @Test("each type is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("what swiftc builds still runs: members from a superclass, a protocol extension, an extension, the standard library")
  func allowed() throws {
    let output = try run(Self.preamble + #"""
      struct Square: Shape, Equatable {
        var side: Double
        var name: String { "square" }
        func area() -> Double { side * side }
      }
      class Base { var name = "base"; func area() -> Double { 1 } }
      final class Sub: Base, Shape {}
      extension Named { func label() -> String { "[\(name)]" } }
      struct Tag: Labeled { let name: String }
      enum Kind: Named, CaseIterable { case a, b; var name: String { "kind" } }
      struct Later {}
      extension Later: Named { var name: String { "later" } }
      protocol Idd: Identifiable { var title: String { get } }
      struct Item: Idd { let id = 3; let title = "t" }
      print(Square(side: 2).area(), Sub().area(), Sub().name, Tag(name: "x").label(), Kind.allCases.count, Later().label(), Item().id)
      """#)
    #expect(output == "4.0 1.0 base [x] 2 [later] 3\n")
  }

  @Test("members of the right shape still run: associated types, Self, generics, variadics, setters, observers, a base class's")
  func shapesThatFit() throws {
    let output = try run(#"""
      protocol Container { associatedtype Item; var items: [Item] { get set }; func first() -> Item?; mutating func add(_ item: Item) }
      struct Box: Container { var items: [Int] = []; func first() -> Int? { items.first }; mutating func add(_ item: Int) { items.append(item) } }
      protocol Copyable { func copy() -> Self }
      final class Doc: Copyable { func copy() -> Doc { Doc() } }
      class Base { func speak() -> String { "base" }; var name: String { get { "n" } set {} } }
      protocol Speaker { func speak() -> String; var name: String { get set } }
      class Sub: Base, Speaker {}
      protocol Counter { var count: Int { get set } }
      struct Watched: Counter { var count: Int = 0 { didSet { print("set", count) } } }
      struct Computed: Counter { var count: Int { get { 1 } set { } } }
      class Ref: Counter { var count = 0 }
      protocol Gen { func make<T>(_ x: T) -> T }
      struct G: Gen { func make<T>(_ x: T) -> T { x } }
      protocol Sum { func total(_ values: Int...) -> Int }
      struct S: Sum { func total(_ values: Int...) -> Int { values.reduce(0, +) } }
      protocol Thrower { func run() throws -> Int }
      struct T1: Thrower { func run() -> Int { 1 } }
      protocol Stat { static func make() -> Self; static var zero: Self { get } }
      enum Dir: Stat { case north; static func make() -> Dir { .north }; static var zero: Dir { .north } }
      protocol Opt { var value: Int? { get } }
      struct O1: Opt { var value: Int? }
      protocol Q { func f(x: Int, y: Int) -> Int }
      struct QQ: Q { func f(x: Int, y: Int) -> Int { x + y }; func f(x: Int) -> Int { x } }
      protocol Runner { func run() }
      struct R: Runner { func run() -> Void { print("ran") } }
      var box = Box(); box.add(3)
      var watched = Watched(); watched.count = 2
      R().run()
      print(box.first()!, Sub().speak(), S().total(1, 2), G().make("g"), try T1().run(), Dir.make(), O1(value: nil).value as Any, QQ().f(x: 1, y: 2))
      """#)
    #expect(output == "set 2\nran\n3 base 3 g 1 north nil 3\n")
  }
}
