import SwiftInterpreter
import SwiftReader
import Testing

/// Integer arithmetic on constants that swiftc folds while it compiles and refuses when it
/// overflows (its diagnostic constant propagation), where the same operation on variables
/// traps at run time. Rows checked with `swiftc -swift-version 6` (6.3.1, a full build).
@Suite("Constant integer arithmetic that overflows is refused as swiftc refuses it")
struct ConstantOverflowTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "two Int8 conversions of literals added", source: "print(\"start\")\nlet x = Int8(100) + Int8(100)",
      error: "2:19: arithmetic operation '100 + 100' (on type 'Int8') results in an overflow"),
    Row(name: "literals of a UInt8 context multiplied", source: "let x: UInt8 = 100 * 3",
      error: "1:20: arithmetic operation '100 * 3' (on type 'UInt8') results in an overflow"),
    Row(name: "a UInt8 below zero", source: "let x: UInt8 = 0 - 1",
      error: "1:18: arithmetic operation '0 - 1' (on type 'UInt8') results in an overflow"),
    Row(name: "Int.max plus one", source: "print(Int.max + 1)",
      error: "1:15: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow"),
    Row(name: "an inner sum folded before the outer one", source: "print((Int8(100) + 20) + 20)",
      error: "1:24: arithmetic operation '120 + 20' (on type 'Int8') results in an overflow"),
    Row(name: "a literal divided by zero", source: "print(10 / 0)", error: "1:10: division by zero"),
    Row(name: "Int8.min divided by minus one", source: "print(Int8(-128) / -1)",
      error: "1:18: division '-128 / -1' results in an overflow"),
    Row(name: "UInt8 made from a literal past its maximum", source: "print(\"start\")\nprint(UInt8(256))",
      error: "2:13: integer literal '256' overflows when stored into 'UInt8'"),
    Row(name: "Int8 made from a negative literal below its minimum", source: "print(Int8(-129))",
      error: "1:12: integer literal '-129' overflows when stored into 'Int8'"),
    Row(name: "UInt made from a negative literal", source: "print(UInt(-1))",
      error: "1:12: negative integer '-1' overflows when stored into unsigned type 'UInt'"),
    Row(name: "a negative literal stored into a UInt8", source: "let x: UInt8 = -1",
      error: "1:16: negative integer '-1' overflows when stored into unsigned type 'UInt8'"),
    Row(name: "Int8.min negated", source: "print(-Int8.min)",
      error: "1:7: arithmetic operation '0 - -128' (on signed 8-bit integer type) results in an overflow"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("constants that fit, wrapping operators and variables still run; a variable's overflow traps")
  func allowed() throws {
    let output = try run("""
      print(Int8(100) + 27, UInt8.max / 2, -Int8.max, Int8(127) &+ 1 + 100, Int.min / 2 % 7)
      let a: Int8 = -128
      let b: Int8 = -1
      print(a &+ b)
      """)
    #expect(output == "127 127 -127 -28 -4\n127\n")
  }
}
