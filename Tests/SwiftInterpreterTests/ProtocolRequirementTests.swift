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
}
