import SwiftInterpreter
import SwiftReader
import Testing

/// A `switch` that leaves values unmatched is refused as swiftc refuses it, before anything
/// prints; a switch swiftc builds still runs. Each row checked with `swiftc -typecheck` (6.3).
@Suite("A switch that is not exhaustive is refused with swiftc's words")
struct ExhaustivenessTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    enum Dir { case north, south, east }; enum Light { case on, off }
    enum Shape { case circle(Double), square(side: Double), dot }; enum Slot { case light(Light), pair(Int, Bool), empty }

    """

  static let rows: [Row] = [
    Row(name: "an enum of the program with a case left out",
      source: "let d = Dir.north\nprint(\"start\")\nswitch d {\ncase .north: print(\"n\")\ncase .south: print(\"s\")\n}",
      error: "5:1: switch must be exhaustive"),
    Row(name: "a Bool with only true",
      source: "let ok = 3 > 2\nswitch ok {\ncase true: print(\"yes\")\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "an Int matched by literals and a range, no default",
      source: "let n = 7\nswitch n {\ncase 0: print(\"zero\")\ncase 1...9: print(\"small\")\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "a function's switch over an enum with associated values, a case left out",
      source: "func label(_ s: Shape) -> String {\n  switch s {\n  case .circle(let r): return \"circle \\(r)\"\n  case Shape.dot: return \"dot\"\n  }\n}\nprint(label(.dot))",
      error: "4:3: switch must be exhaustive"),
    Row(name: "a String matched by literals, no default",
      source: "let word = \"hi\"\nswitch word {\ncase \"hi\": print(\"greeting\")\ncase \"bye\": print(\"farewell\")\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "a switch expression whose last case is guarded",
      source: "let d = Dir.east\nlet name = switch d {\ncase .north: \"N\"\ncase .south, .east where false: \"S\"\n}\nprint(name)",
      error: "4:12: switch must be exhaustive"),
    Row(name: "a Bool whose false case has a where clause",
      source: "let b = false\nswitch b {\ncase true: print(1)\ncase false where b == false: print(2)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "an optional matched by .some only, .none left out",
      source: "let o: Int? = 3\nprint(\"start\")\nswitch o {\ncase .some(let x): print(x)\n}",
      error: "5:1: switch must be exhaustive"),
    Row(name: "an optional matched by x? only",
      source: "let o: Int? = 3\nswitch o {\ncase let x?: print(x)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "an optional enum matched by every case with ?, nil left out",
      source: "let o: Light? = .on\nswitch o {\ncase .on?: print(1)\ncase .off?: print(2)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "an optional enum matched by its cases written plainly, nil left out",
      source: "let o: Light? = .on\nswitch o {\ncase .on: print(1)\ncase .off: print(2)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "a tuple of Bools with (true, false) left out",
      source: "let a = true, b = false\nswitch (a, b) {\ncase (true, true): print(1)\ncase (false, _): print(2)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "a tuple of enums with (.off, .on) left out",
      source: "let a = Light.on, b = Light.off\nswitch (a, b) {\ncase (.on, .on): print(1)\ncase (.off, .off): print(2)\ncase (.on, .off): print(3)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "an enum payload matched by a nested case, another case of it left out",
      source: "let s = Slot.light(.on)\nswitch s {\ncase .light(.on): print(1)\ncase .pair: print(2)\ncase .empty: print(3)\n}",
      error: "4:1: switch must be exhaustive"),
    Row(name: "a payload's Bool matched by true only",
      source: "let s = Slot.pair(1, true)\nswitch s {\ncase .pair(_, true): print(1)\ncase .pair(0, false): print(2)\ncase .light, .empty: print(3)\n}",
      error: "4:1: switch must be exhaustive"),
  ]

  @Test("each switch is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("what swiftc builds still runs: every case named, true and false, default, a name, _, optionals, tuples")
  func allowed() throws {
    let output = try run(Self.preamble + """
      func name(_ d: Dir) -> String {
        switch d {
        case .north: return "N"
        case Dir.south: return "S"
        case .east: return "E"
        }
      }
      func area(_ s: Shape) -> Double {
        switch s {
        case .circle(let r) where r > 10: return 0
        case let .circle(r): return 3 * r * r
        case .square(side: _): return 4
        case .dot: return 0
        }
      }
      let flag = 2 > 1
      switch flag {
      case true: print("true")
      case false: print("false")
      }
      let n = 12
      switch n {
      case 0: print("zero")
      case let k where k > 10: print("big", k)
      case _: print("other")
      }
      switch n {
      case 1...5: print("low")
      default: print("high")
      }
      let maybe: Dir? = .east
      switch maybe {
      case .north?: print("n")
      case .some(let d): print("some", name(d))
      case .none: print("none")
      }
      switch (n, flag) {
      case (12, true): print("pair")
      case (_, _): print("other pair")
      }
      let word = "x"
      switch word {
      case "a": print("a")
      case let other: print("other", other)
      }
      switch Slot.pair(2, false) {
      case .light(.on), .light(.off): print("light")
      case .pair(_, true): print("pair true")
      case .pair(let k, false): print("pair false", k)
      case .empty: print("empty")
      }
      switch (Light.on, Light.off) {
      case (.on, .on): print("both")
      case (.off, _): print("first off")
      case (_, .off): print("second off")
      }
      let light: Light? = nil
      switch light {
      case .on: print("on")
      case .off?: print("off")
      case nil: print("no light")
      }
      switch (flag, maybe) {
      case (true, .some), (false, .some): print("some")
      case (_, .none): print("none")
      }
      let shown = switch Dir.south { case .north, .east: "ne"; case .south: "s" }
      print(name(.south), area(.circle(1)), area(.square(side: 2)), shown)
      """)
    #expect(output == "true\nbig 12\nhigh\nsome E\npair\nother x\npair false 2\nsecond off\nno light\nsome\nS 3.0 4.0 s\n")
  }
}
