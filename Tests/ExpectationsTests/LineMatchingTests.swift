import Expectations
import Testing

@Suite("Matching one line")
struct LineMatchingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var pattern: String
    var line: String
    var matches: Bool
    var testDescription: String {
      "\(pattern) \(matches ? "matches" : "does not match") \(line.debugDescription)"
    }
  }

  static let cases: [Case] = [
    // Whole lines, exactly: no substring, no trimming.
    Case(pattern: "Saved 3 carrots", line: "Saved 3 carrots", matches: true),
    Case(pattern: "Saved 3 carrots", line: "Unsaved 3 carrots", matches: false),
    Case(pattern: "Saved 3 carrots", line: "Saved 3 carrots ", matches: false),
    Case(pattern: "Saved 3 carrots", line: " Saved 3 carrots", matches: false),
    Case(pattern: "Saved 3 carrots", line: "Saved 3 carrots\r", matches: false),
    Case(
      pattern: "app:  background -> inactive", line: "app: background -> inactive", matches: false),
    Case(pattern: "1...5", line: "1...5", matches: true),
    Case(pattern: "[[1, 2], [3, 4]]", line: "[[1, 2], [3, 4]]", matches: true),
    Case(pattern: "\\{{literal}}", line: "{{literal}}", matches: true),
    // int
    Case(pattern: "{{int}} carrots", line: "3 carrots", matches: true),
    Case(pattern: "{{int}} carrots", line: "-3 carrots", matches: true),
    Case(pattern: "{{int}} carrots", line: "3.5 carrots", matches: false),
    Case(pattern: "{{int}} carrots", line: " carrots", matches: false),
    Case(pattern: "{{int}} carrots", line: "x carrots", matches: false),
    Case(pattern: "Saved {{int}} carrots", line: "Unsaved 3 carrots", matches: false),
    Case(pattern: "🐰 {{int}}", line: "🐰 12", matches: true),
    Case(pattern: "{{int}}{{int}}", line: "12", matches: true),
    // number
    Case(pattern: "{{number}} s", line: "0.5 s", matches: true),
    Case(pattern: "{{number}} s", line: "12 s", matches: true),
    Case(pattern: "{{number}} s", line: "-1.25 s", matches: true),
    Case(pattern: "{{number}} s", line: "1. s", matches: false),
    Case(pattern: "{{number}} s", line: ".5 s", matches: false),
    // word
    Case(pattern: "{{word}}", line: "Clover", matches: true),
    Case(pattern: "{{word}}", line: "two words", matches: false),
    Case(pattern: "{{word}}", line: "", matches: false),
    Case(pattern: "{{word}}", line: "a\tb", matches: false),
    Case(pattern: "{{word}} → {{word}}", line: "active → inactive", matches: true),
    Case(pattern: "{{word}}{{int}}", line: "abc123", matches: true),
    Case(pattern: "{{word}}!", line: "🥕🥕!", matches: true),
    // text
    Case(pattern: "a {{text}} b", line: "a  b", matches: true),
    Case(pattern: "a {{text}} b", line: "a x y b", matches: true),
    Case(pattern: "{{text}}", line: "", matches: true),
    Case(pattern: "{{text}} b {{text}}", line: "x b y b z", matches: true),
    Case(pattern: "{{text}}!", line: "no bang", matches: false),
    // bounds and back-references
    Case(pattern: "{{n: int in 1...3}} carrots", line: "2 carrots", matches: true),
    Case(pattern: "{{n: int in 1...3}} carrots", line: "3 carrots", matches: true),
    Case(pattern: "{{n: int in 1...3}} carrots", line: "4 carrots", matches: false),
    Case(pattern: "{{x: number in 0.5...1}} s", line: "0.75 s", matches: true),
    Case(pattern: "{{x: number in 0.5...1}} s", line: "1.5 s", matches: false),
    Case(pattern: "{{int in -3...-1}}", line: "-2", matches: true),
    Case(pattern: "{{int in -3...-1}}", line: "0", matches: false),
    Case(pattern: "{{a: int}} then {{b: int in a...a+3}}", line: "5 then 8", matches: true),
    Case(pattern: "{{a: int}} then {{b: int in a...a+3}}", line: "5 then 9", matches: false),
    Case(pattern: "{{a: int}} and {{a}}", line: "5 and 5", matches: true),
    Case(pattern: "{{a: int}} and {{a}}", line: "5 and 6", matches: false),
    Case(pattern: "{{a: int}} and {{a}}", line: "5 and 05", matches: false),
    // A bound guides the split: 1 and 23, not 12 and 3.
    Case(pattern: "{{a: int}}{{b: int in 10...99}}", line: "123", matches: true),
  ]

  @Test("a line matches its pattern exactly as the README defines", arguments: cases)
  func match(_ testCase: Case) throws {
    let result = try verify("== launch ==\n\(testCase.pattern)\n", [[testCase.line]])
    #expect(result.passed == testCase.matches)
  }

  @Test("a hole's value is bound to its name")
  func boundValue() throws {
    let result = try verify(
      "== launch ==\n{{a: int}}{{b: int in 10...99}} and {{w: word}} {{t: text}}.\n",
      [["123 and two words here."]])
    #expect(result.passed)
    #expect(result.bindings.map(\.name) == ["a", "b", "w", "t"])
    #expect(result.bindings.map(\.value) == ["1", "23", "two", "words here"])
    #expect(result.value(of: "b") == "23")
    #expect(result.bindings.allSatisfy { $0.location == at(9) })
  }
}
