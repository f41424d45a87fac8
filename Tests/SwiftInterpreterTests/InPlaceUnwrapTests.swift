import SwiftInterpreter
import Testing

/// Changing a value through `!` or `?` happens in place, as in Swift: `d[k]!.append(x)` and
/// `optional!.append(x)` grow the array they reach, rather than a copy of it that the memory
/// budget charges by its size (20,000 appends would copy 200 million values). Bounded by the
/// budgets, not a clock: a copy per append is far past both.
@Suite("Appending through ! and ? in place")
struct InPlaceUnwrapTests {
  static let budgets: InterpreterConfiguration = {
    var configuration = InterpreterConfiguration(stepBudget: 400_000)
    configuration.memoryBudget = 64 << 20
    return configuration
  }()

  @Test(
    "20,000 appends take steps, not copies",
    arguments: [
      ("var d: [String: [Int]] = [\"a\": []]", "d[\"a\"]!.append(i)", "d[\"a\"]!.count"),
      ("var d: [String: [Int]] = [\"a\": []]", "d[\"a\"]?.append(i)", "d[\"a\"]!.count"),
      ("var o: [Int]? = []", "o!.append(i)", "o!.count"),
      ("var o: [Int]? = []", "o?.append(i)", "o!.count"),
      ("struct Box { var items: [Int]? = [] }\nvar b = Box()", "b.items!.append(i)", "b.items!.count"),
      ("var n: [String: [String: [Int]]] = [\"x\": [\"y\": []]]", "n[\"x\"]![\"y\"]!.append(i)", "n[\"x\"]![\"y\"]!.count"),
    ])
  func inPlace(_ declaration: String, _ append: String, _ count: String) throws {
    let output = try run(
      "\(declaration)\nfor i in 0..<20_000 { \(append) }\nprint(\(count))",
      configuration: Self.budgets)
    #expect(output == "20000\n")
  }

  @Test("copies taken before keep their values, and a missing key changes nothing (checked with swiftc)")
  func copiesKept() throws {
    let output = try run(
      """
      struct Box { var items: [Int]? = [] }
      var d: [String: [Int]] = ["a": [1]]
      let saved = d["a"]!
      var e = d
      d["a"]!.append(2)
      d["a"]?.append(3)
      d["b"]?.append(4)
      var o: [Int]? = [5]
      let p = o
      o!.append(6)
      var b = Box()
      let c = b
      b.items!.append(7)
      var n: [String: [String: [Int]]] = ["x": ["y": []]]
      n["x"]!["y"]!.append(8)
      print(saved, e["a"]!, d["a"]!, d["b"] as Any, p!, o!, c.items!, b.items!, n)
      """)
    #expect(output == "[1] [1] [1, 2, 3] nil [5] [5, 6] [] [7] [\"x\": [\"y\": [8]]]\n")
  }

  @Test("appending through ! to nil traps as Swift does")
  func nilTraps() throws {
    let output = try run("var o: [Int]? = nil\no!.append(1)\nprint(\"after\")")
    #expect(output.hasPrefix("FAILURE: "))
    #expect(output.contains("Unexpectedly found nil while unwrapping an Optional value"))
  }
}
