import Testing

@testable import LessonRunner

/// The one line an error is printed as.
@Suite("Error lines")
struct ErrorLineTests {
  @Test(
    "an error is one line: located as given, else named after the tool, invisible characters shown",
    arguments: [
      ("a.fixture:3:1: error: unknown event 'hmoe'", "a.fixture:3:1: error: unknown event 'hmoe'"),
      ("error: no such file or folder 'x'", "lesson-runner: error: no such file or folder 'x'"),
      ("error: no such file or folder 'x'\n", "lesson-runner: error: no such file or folder 'x'"),
      ("a.fixture:9:1: error: malformed section line '== hmoe ==\r'",
       "a.fixture:9:1: error: malformed section line '== hmoe ==␍'"),
      ("error: unknown option '--a\u{1B}[31mb'", "lesson-runner: error: unknown option '--a⟨U+001B⟩[31mb'"),
      ("error: two\nlines", "lesson-runner: error: two⟨U+000A⟩lines"),
      ("error: a\ttab and a \u{202E}reversal", "lesson-runner: error: a⇥tab and a ⟨U+202E⟩reversal"),
    ])
  func format(_ text: String, _ line: String) {
    #expect(ErrorLine.format(text) == line)
  }
}
