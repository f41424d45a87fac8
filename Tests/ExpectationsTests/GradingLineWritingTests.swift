import Expectations
import Testing

/// Printed lines written into a fixture (as `update` does) read back as exactly themselves.
@Suite("Grading: writing printed lines into a fixture")
struct GradingLineWritingTests {
  @Test(
    "a printed line is written so that it reads back as itself, and matches only itself",
    arguments: [
      ("-- not a directive --", "\\-- not a directive --"), ("== home ==", "\\== home =="),
      ("\\n is a newline", "\\\\n is a newline"), ("{{x}}", "\\{{x}}"), ("a {{{b", "a \\{{{b"),
      ("\\{{", "\\\\\\{{"), ("[[1, 2], [3]]", "[[1, 2], [3]]"),
      ("Saved 3 carrots", "Saved 3 carrots"),
    ])
  func roundTrip(_ printed: String, _ written: String) throws {
    #expect(LinePattern.written(forPrinted: printed) == written)
    let parsed = try fixture("== launch ==\n" + written + "\n")
    let pattern = try #require(parsed.events.first?.console?.lines.first)
    #expect(pattern.isLiteral)
    #expect(pattern.pieces == [.literal(printed)])
  }
}
