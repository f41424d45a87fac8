import SwiftInterpreter
import Testing

/// The budgets bound what they promise (issue 10): strings built and escaped a block at a time
/// give Swift's own text, printing past the output budget stops the run before the text is
/// built, a dictionary changes in place and is charged for a copy by its size, and each task
/// the program starts costs the step budget.
@Suite("Budgets bound what a run does")
struct BudgetTests {
  static func configuration(
    steps: Int = 10_000_000, memory: Int = 256 << 20, output: Int = 8 << 20
  ) -> InterpreterConfiguration {
    var configuration = InterpreterConfiguration(stepBudget: steps)
    configuration.memoryBudget = memory
    configuration.outputBudget = output
    return configuration
  }

  static let pieces = ["", "x", "ab", "e\u{301}", "\u{301}", "🧑‍🍳", "a\nb", "\r", "\n", "é"]

  @Test("String(repeating:count:) makes the text Swift makes", arguments: pieces)
  func repeating(_ piece: String) throws {
    for count in [0, 1, 2, 3, 7, 1000] {
      let literal = String(reflecting: piece)
      let output = try run("let s = String(repeating: \(literal), count: \(count))\nprint(s.utf8.count, s.count, s == \(literal) + \"\")\nprint(s, terminator: \"\")")
      let expected = String(repeating: piece, count: count)
      #expect(output == "\(expected.utf8.count) \(expected.count) \(expected == piece)\n\(expected)", "\(literal) × \(count)")
    }
  }

  static let reflected = [
    "plain text", "it's", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "\u{1}", "café", "🧑‍🍳",
    "e\u{301}", "", " ", "~!@#$%^&*()_+`-=[]{}|;:,./<>?", "\u{7F}", "zero\u{200B}width",
  ]

  @Test("String(reflecting:) of a string escapes as Swift does", arguments: reflected)
  func reflecting(_ text: String) throws {
    let output = try run("let s = \(String(reflecting: text))\nprint(String(reflecting: s))\nprint([s])")
    #expect(output == "\(String(reflecting: text))\n\([text])\n")
  }

  @Test("printing past the output budget stops the run with the budget's error")
  func outputBudget() throws {
    let output = try run(
      "for i in 0..<1000 { print(String(repeating: \"x\", count: 95), i) }",
      configuration: Self.configuration(output: 10_000))
    #expect(output.hasSuffix("FAILURE: output budget exceeded: the program's output is more than 10000 bytes (a loop that never stops printing?)"))
    // Lines of 98 bytes, then 99, then 100: 101 lines make 9,990 bytes, the next one is too many.
    let printed = output.split(separator: "\n").dropLast()
    #expect(printed.count == 101, "\(printed.count) lines printed")
    #expect(printed.last?.hasSuffix(" 100") == true)
  }

  @Test("printing more lines than the line budget stops the run, however short the lines")
  func outputLineBudget() throws {
    var configuration = InterpreterConfiguration()
    configuration.outputLineBudget = 100
    let output = try run("var i = 0\nwhile true { print(i); i += 1 }", configuration: configuration)
    #expect(output.hasSuffix("FAILURE: output budget exceeded: the program printed more than 100 lines (a loop that never stops printing?)"))
    #expect(output.split(separator: "\n").count == 101)
  }

  @Test("a value too large to print stops as soon as its text passes the output budget, before it is built")
  func largeValueStopsEarly() throws {
    // Described whole, the array would be 100 MB: past the 50 MB memory budget. The output
    // budget stops it once 1 MB of its text is made.
    let output = try run(
      "let s = String(repeating: \"x\", count: 100_000)\nprint(Array(repeating: s, count: 1000))",
      configuration: Self.configuration(memory: 50 << 20, output: 1 << 20))
    #expect(output == "FAILURE: output budget exceeded: the program's output is more than 1 MB (a loop that never stops printing?)")
    let dictionary = try run(
      "let s = String(repeating: \"x\", count: 100_000)\nvar d: [Int: String] = [:]\nfor i in 0..<1000 { d[i] = s }\ndebugPrint(d)",
      configuration: Self.configuration(memory: 50 << 20, output: 1 << 20))
    #expect(dictionary.hasPrefix("FAILURE: output budget exceeded"))
  }

  @Test("text the program's own description makes is not held to the printing limit")
  func descriptionWorkIsNotPrinted() throws {
    let output = try run(
      """
      struct Big: CustomStringConvertible {
          var description: String { String(String(reflecting: [String(repeating: "x", count: 5000)]).count) }
      }
      print(Big(), [Big()])
      """, configuration: Self.configuration(output: 1000))
    #expect(output == "5004 [5004]\n")
  }

  @Test("inserting into a dictionary happens in place: steps, not copies")
  func dictionaryInPlace() throws {
    // 50,000 inserts in 400,000 steps: a copy per insert would be charged 1.2 billion values.
    let output = try run(
      "var d: [Int: Int] = [:]\nfor i in 0..<50_000 { d[i] = i }\nvar s: Set<Int> = []\nfor i in 0..<50_000 { s.insert(i) }\nprint(d.count, d[49_999]!, s.count)",
      configuration: Self.configuration(steps: 400_000))
    #expect(output == "50000 49999 50000\n")
  }

  @Test("a dictionary copied because it is shared is charged by its size")
  func dictionaryCopyCharged() throws {
    // Each turn copies 10,000 pairs (about 470 steps): 1,000 turns are far past 200,000 steps.
    let output = try run(
      "var d: [Int: Int] = [:]\nfor i in 0..<10_000 { d[i] = i }\nvar kept: [[Int: Int]] = []\nfor _ in 0..<1000 { var c = d; c[0] = 1; kept.append(c) }\nprint(kept.count)",
      configuration: Self.configuration(steps: 200_000))
    #expect(output.hasPrefix("FAILURE: the program ran 200000 steps without settling"))
  }

  @Test("a dictionary keeps its order and finds every key through removals and keys in arithmetic steps")
  func dictionaryRemovals() throws {
    let output = try run(
      """
      struct Key: Hashable {
          var n: Int
          var name = "key"
      }
      var d: [Key: Int] = [:]
      for i in 0..<300 { d[Key(n: i)] = i }
      for i in stride(from: 0, to: 300, by: 2) { d[Key(n: i)] = nil }
      d.removeValue(forKey: Key(n: 1))
      d[Key(n: 301)] = 301
      var missing = 0
      for i in stride(from: 3, to: 300, by: 2) where d[Key(n: i)] != i { missing += 1 }
      print(d.count, missing, d[Key(n: 2)] as Any, d[Key(n: 1)] as Any, d[Key(n: 301)]!)
      var ints: [Int: String] = [:]
      for i in 0..<1000 { ints[i * 1024] = "v\\(i)" }
      for i in 0..<500 { ints.removeValue(forKey: i * 1024) }
      print(ints.count, ints[999 * 1024]!, ints[0] as Any)
      """)
    #expect(output == "150 0 nil nil 301\n500 v999 nil\n")
  }

  @Test("removing a dictionary's pairs one by one is charged by the pairs that move")
  func dictionaryRemovalCharged() throws {
    // 20,000 removals from the front move 20,000²/2 pairs: past 400,000 steps, not 20 s.
    let output = try run(
      "var d: [Int: Int] = [:]\nfor i in 0..<20_000 { d[i] = i }\nfor i in 0..<20_000 { d[i] = nil }\nprint(d.count)",
      configuration: Self.configuration(steps: 400_000))
    #expect(output.hasPrefix("FAILURE: the program ran 400000 steps without settling"))
  }

  @Test("each task the program starts costs forty steps beside its code")
  func taskCost() throws {
    let few = try run("for _ in 0..<100 { Task { } }\nprint(\"started\")", configuration: Self.configuration(steps: 10_000))
    #expect(few == "started\n")
    let many = try run("for _ in 0..<300 { Task { } }\nprint(\"started\")", configuration: Self.configuration(steps: 10_000))
    #expect(many.hasPrefix("FAILURE: the program ran 10000 steps without settling"))
  }

  @Test("tasks that each start two more stop on the budget")
  func taskStorm() throws {
    let output = try run(
      "func spawn() { Task { spawn(); spawn() } }\nspawn()\ntry await Task.sleep(for: .seconds(1))",
      configuration: Self.configuration(steps: 200_000))
    #expect(output.hasPrefix("FAILURE: the program ran 200000 steps without settling"))
  }
}
