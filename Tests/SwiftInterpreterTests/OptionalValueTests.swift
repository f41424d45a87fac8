import SwiftInterpreter
import SwiftReader
import Testing

/// An optional used where its wrapped type is wanted (in arithmetic, a comparison, a typed
/// constant, an assignment) is refused as swiftc refuses it, before anything prints. Rows checked
/// with `swiftc -swift-version 6` (6.3.1).
@Suite("An optional used without unwrapping is refused with swiftc's words")
struct OptionalValueTests {
  typealias Row = BuildErrorCase

  static let preamble = """
    let a: Int? = 1
    let counts: [String: Int] = ["a": 1]
    let text = "5"

    """

  static let rows: [Row] = [
    Row(name: "the first element of an array plus a literal", source: "let xs = [3, 4]\nprint(xs.first + 1)",
      error: "5:10: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "a read of a dictionary whose type is inferred from its literal, plus a literal",
      source: "var scores = [\"ann\": 90]\nlet total = scores[\"ann\"] + 10",
      error: "5:19: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an optional Int plus a literal", source: "print(\"start\")\nprint(a + 1)",
      error: "5:7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "a literal plus an optional Int, at the optional", source: "print(1 + a)",
      error: "4:11: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an Int minus an optional Int", source: "let n = 3\nprint(n - a)",
      error: "5:11: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an optional compared with <", source: "if a < 2 { print(\"small\") }",
      error: "4:4: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an optional Double divided", source: "let x: Double? = 1.5\nprint(x / 2.0)",
      error: "5:7: value of optional type 'Double?' must be unwrapped to a value of type 'Double'"),
    Row(name: "an optional String joined", source: "let t: String? = \"t\"\nprint(t + \"x\")",
      error: "5:7: value of optional type 'String?' must be unwrapped to a value of type 'String'"),
    Row(name: "a dictionary's value stored in an Int, at the bracket", source: "let n: Int = counts[\"a\"]",
      error: "4:20: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "Int(_:) of a String stored in an Int", source: "print(\"start\")\nlet n: Int = Int(text)\nprint(n)",
      error: "5:14: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "Double(_:) of a String stored in a Double", source: "let v: Double = Double(text)",
      error: "4:17: value of optional type 'Double?' must be unwrapped to a value of type 'Double'"),
    Row(name: "an optional assigned to an Int variable", source: "var m = 0\nm = a",
      error: "5:5: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "a constant made by Int(_:) of a String, used in arithmetic", source: "let value = Int(text)\nprint(value * 2)",
      error: "5:7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "a constant made by Double(_:) of a literal, stored in a Double", source: "let b = Double(\"2.5\")\nlet c: Double = b",
      error: "5:17: value of optional type 'Double?' must be unwrapped to a value of type 'Double'"),
    Row(name: "a member of an array's first, at first", source: "let items = [\"a\"]\nprint(items.first.uppercased())",
      error: "5:13: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'"),
    Row(name: "a member of Int(_:) of a String, at its parenthesis", source: "print(Int(text).description)",
      error: "4:15: value of optional type 'Int?' must be unwrapped to refer to member 'description' of wrapped base type 'Int'"),
    Row(name: "a member of an array's max()", source: "let nums = [1]\nprint(nums.max().description)",
      error: "5:16: value of optional type 'Int?' must be unwrapped to refer to member 'description' of wrapped base type 'Int'"),
    Row(name: "an array's max() stored in an Int, at max", source: "let nums = [3, 1]\nlet m: Int = nums.max()\nprint(m)",
      error: "5:19: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an array's last assigned to a String", source: "var names = [\"a\"]\nvar s = \"x\"\ns = names.last\nprint(s)",
      error: "6:11: value of optional type 'String?' must be unwrapped to a value of type 'String'"),
    Row(name: "an array's first plus a literal", source: "let nums = [3, 1]\nprint(nums.first + 1)",
      error: "5:12: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an array's randomElement() stored in a Double", source: "let nums = [3.5]\nlet d: Double = nums.randomElement()",
      error: "5:22: value of optional type 'Double?' must be unwrapped to a value of type 'Double'"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row, preamble: Self.preamble)
  }

  @Test("unwrapped optionals still run: ??, !, if let, == with a literal and nil, optional to optional, T!")
  func allowed() throws {
    let output = try run(Self.preamble + """
      let n: Int = counts["a"] ?? 0
      let m: Int = Int(text)!
      let o: Int? = Int(text)
      if let a { print(a + 1) }
      print(n + m, a == 1, a != nil, o ?? 0, (a ?? 0) * 2)
      let implicit: Int! = 3
      let plain: Int = implicit
      print(plain * 2)
      """)
    #expect(output == "2\n6 true true 5 2\n6\n")
  }
}
