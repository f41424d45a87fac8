import SwiftInterpreter
import SwiftReader
import Testing

/// A value of the wrong type put into a collection of certain element type is refused with
/// swiftc's words (it was stored, and `[1, 2, "x"]` printed). Rows checked with
/// `swiftc -swift-version 6` (6.3.1).
@Suite("A value of the wrong type put into a collection is refused as swiftc refuses it")
struct ElementArgumentTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a String appended to an [Int]", source: "var arr = [1, 2]\narr.append(\"x\")\nprint(arr)",
      error: "2:12: cannot convert value of type 'String' to expected argument type 'Int'"),
    Row(name: "a Double inserted into an [Int]", source: "var arr = [1, 2]\narr.insert(2.5, at: 0)",
      error: "2:12: cannot convert value of type 'Double' to expected argument type 'Int'"),
    Row(name: "a Bool appended to a [Double]", source: "var a = [1.5]\na.append(2)\na.append(true)",
      error: "3:10: cannot convert value of type 'Bool' to expected argument type 'Double'"),
    Row(name: "an Int inserted into a Set<String>", source: "var s: Set<String> = []\ns.insert(1)",
      error: "2:10: cannot convert value of type 'Int' to expected argument type 'String'"),
    Row(name: "a String as a dictionary's Int value", source: "var d = [\"a\": 1]\nd.updateValue(\"x\", forKey: \"b\")",
      error: "2:15: cannot convert value of type 'String' to expected argument type 'Int'"),
    Row(name: "an Int among the elements appended to a [String]", source: "var a: [String] = []\na.append(contentsOf: [\"a\", 2])",
      error: "2:28: cannot convert value of type 'Int' to expected element type 'String'"),
    Row(name: "a String literal added to an [Int] with +=", source: "var a = [1]\na += [\"x\"]",
      error: "2:7: cannot convert value of type 'String' to expected element type 'Int'"),
    Row(name: "a String stored in an [Int] by subscript", source: "var a = [1, 2]\na[0] = \"x\"",
      error: "2:8: cannot assign value of type 'String' to subscript of type 'Int'"),
    Row(name: "a Double stored in a [String: Int]", source: "var d: [String: Int] = [:]\nd[\"a\"] = 2.5",
      error: "2:10: cannot assign value of type 'Double' to subscript of type 'Int'"),
    Row(name: "a String stored in a dictionary literal's Int values", source: "var d = [\"a\": 1]\nd[\"b\"] = \"q\"",
      error: "2:10: cannot assign value of type 'String' to subscript of type 'Int'"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("what fits still runs: an integer literal into a [Double], nil into a dictionary, a set literal")
  func allowed() throws {
    let output = try run("""
      var a = [1.5]
      a.append(2)
      var d = ["a": 1, "b": 2]
      d["c"] = 3
      d["a"] = nil
      var s: Set = [1, 2]
      s.insert(3)
      var m = [1.5: "x"]
      m[2] = "y"
      print(a, d.sorted { $0.key < $1.key }.map(\\.value), s.count, m.count)
      """)
    #expect(output == "[1.5, 2.0] [2, 3] 3 2\n")
  }
}
