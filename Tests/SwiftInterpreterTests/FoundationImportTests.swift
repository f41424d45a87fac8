import SwiftInterpreter
import SwiftReader
import Testing

/// A plain program that imports nothing but uses what Foundation adds (a member of `String`,
/// a C maths function) is refused as swiftc on Linux refuses it, before anything prints; with
/// `import Foundation` it runs. Each row checked with `swiftc -swift-version 6` (6.3.1).
@Suite("Foundation's members without import Foundation are refused with swiftc's words")
struct FoundationImportTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "components(separatedBy:) on a String literal",
      source: "print(\"start\")\nlet parts = \"a,b\".components(separatedBy: \",\")",
      error: "2:19: value of type 'String' has no member 'components'"),
    Row(name: "trimmingCharacters(in:) on a String variable",
      source: "let raw = \"  a \"\nprint(raw)\nprint(raw.trimmingCharacters(in: .whitespaces))",
      error: "3:11: value of type 'String' has no member 'trimmingCharacters'"),
    Row(name: "replacingOccurrences(of:with:) in a function",
      source: "func clean(_ s: String) -> String {\n  s.replacingOccurrences(of: \"-\", with: \" \")\n}\nprint(clean(\"a-b\"))",
      error: "2:5: value of type 'String' has no member 'replacingOccurrences'"),
    Row(name: "capitalized, a property", source: "let name = \"ada\"\nprint(name.capitalized)",
      error: "2:12: value of type 'String' has no member 'capitalized'"),
    Row(name: "range(of:) on a String", source: "print(\"abc\".range(of: \"b\") != nil)",
      error: "1:13: value of type 'String' has no member 'range'"),
    Row(name: "formatted() on an Int", source: "let n = 1200\nprint(n.formatted())",
      error: "2:9: value of type 'Int' has no member 'formatted'"),
    Row(name: "sqrt of the C library", source: "print(\"start\")\nprint(sqrt(16.0))",
      error: "2:7: cannot find 'sqrt' in scope"),
    Row(name: "String(format:) in a print", source: "print(\"start\")\nprint(String(format: \"%.1f\", 1.5))",
      error: "2:7: no exact matches in call to initializer "),
    Row(name: "pow of the C library, as a value", source: "let f = pow\nprint(f(2.0, 3.0))",
      error: "1:9: cannot find 'pow' in scope"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("the standard library's own String members need no import: contains, split, uppercased, hasPrefix")
  func standardMembers() throws {
    let output = try run("""
      let s = "a-b c"
      print(s.contains("-"), s.contains("b c"), s.split(separator: " "), s.uppercased(), s.hasPrefix("a"))
      print(s.lowercased(), s.count, abs(-3), max(1, 2))
      """)
    #expect(output == "true true [\"a-b\", \"c\"] A-B C true\na-b c 5 3 2\n")
  }

  @Test("with import Foundation the same members run")
  func imported() throws {
    let output = try run("""
      import Foundation
      print("a,b".components(separatedBy: ","), "  a ".trimmingCharacters(in: .whitespaces), sqrt(16.0))
      print("a-b".replacingOccurrences(of: "-", with: "+"), "ada".capitalized)
      """)
    #expect(output == "[\"a\", \"b\"] a 4.0\na+b Ada\n")
  }

  @Test("a program's own extension member of that name runs without Foundation")
  func ownExtension() throws {
    let output = try run("""
      extension String {
        func components(separatedBy separator: Character) -> [Substring] { split(separator: separator) }
      }
      print("a,b".components(separatedBy: ","))
      """)
    #expect(output == "[\"a\", \"b\"]\n")
  }
}
