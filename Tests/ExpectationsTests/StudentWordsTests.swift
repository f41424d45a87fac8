import Expectations
import Testing
import Transcript

/// A student reads what they did and the values their console gave, never the fixture's syntax.
@Suite("Reports in the student's words")
struct StudentWordsTests {
  @Test(
    "each event is told as what the person did",
    arguments: [
      ("home", "you pressed Home"), ("launch", "you launched the app"),
      ("return", "you went back to the app from the Home Screen"),
      ("wait 8", "you waited 8 seconds"), ("wait 0.5", "you waited 0.5 seconds"),
      ("wait 1", "you waited 1 second"),
      ("tap \"Give North a bean\" x3", "you tapped “Give North a bean” 3 times"),
      (
        "tap card in \"South\"",
        "you tapped the app's card in the app switcher in the window of “South”"
      ),
      ("swipe away in window 2", "you swiped the app's card away in the app switcher in window 2"),
      ("system ends app", "the system ended the suspended app"),
      ("stop", "you stopped the app in Xcode (⌘.)"), ("run", "you ran the app from Xcode (⌘R)"),
    ])
  func action(_ event: String, _ words: String) throws {
    let spec = try EventSpec.parse(event, at: SourceLocation(file: "T", line: 1, column: 1))
    #expect(StudentWords.action(spec) == words)
  }

  @Test(
    "holes show the student's values, else the values they may take, else their kind",
    arguments: [
      ("North: {{home: int}} ticks", [:], false, "North: ‹a whole number› ticks"),
      ("North: {{home: int}} ticks", ["home": "13"], true, "North: 13 ticks"),
      (
        "North: {{bg: int in home...home+1}} ticks", ["home": "13"], false,
        "North: ‹13 or 14› ticks"
      ),
      (
        "North: {{bg: int in home...home+1}} ticks", ["home": "13", "bg": "14"], true,
        "North: 14 ticks"
      ),
      ("North: {{back}} ticks", ["back": "15"], false, "North: 15 ticks"),
      ("North: {{int in 2...5}} ticks", [:], false, "North: ‹from 2 to 5› ticks"),
      (
        "{{word}} and {{text}} and {{number}}", [:], false, "‹a word› and ‹any text› and ‹a number›"
      ),
    ])
  func holes(_ line: String, _ values: [String: String], _ found: Bool, _ shown: String) throws {
    let first =
      line.contains("{{back}}")
      ? "x {{back: int}}\n" : line.contains("home...") ? "x {{home: int}}\n" : ""
    let fixture = try fixture("== launch ==\n\(first)\(line)\n")
    let pattern = try #require(fixture.events[0].console?.lines.last)
    #expect(StudentWords.shown(pattern, values: values, found: found) == shown)
  }

  private func report(_ paste: String) throws -> String {
    let body =
      "== launch ==\nTripsApp.init\nbackground -> inactive\n== home ==\nactive -> inactive\n"
    return HumanReport(
      grade: Grader.grade(try fixture(body), paste: paste, source: "console.txt"), colour: false
    ).render()
  }

  @Test("the legend of invisible characters is shown only when one is")
  func legend() throws {
    let plain = try report("TripsApp.init\nbackground -> inactive\nextra\nactive -> inactive\n")
    #expect(plain.hasPrefix("FAIL "))
    #expect(!plain.contains("invisible characters are shown as"), "\(plain)")
    // Spaces at a line's end are ignored when a paste is read, so they are not shown either.
    let spaced = try report("TripsApp.init\nbackground -> inactive\nextra  \nactive -> inactive\n")
    #expect(spaced.contains("unexpected: extra\n"), "\(spaced)")
    #expect(!spaced.contains("invisible characters are shown as"))
    let hidden = try report(
      "TripsApp.init\nbackground -> inactive\nextra\u{00A0}line\nactive -> inactive\n")
    #expect(hidden.contains("unexpected: extra⟨U+00A0⟩line"), "\(hidden)")
    #expect(hidden.contains("invisible characters are shown as"))
  }

  @Test("a student's report names blocks by action and never shows the fixture's syntax")
  func noFixtureSyntax() throws {
    let text = try report("TripsApp.init\nactive -> inactive\n")
    #expect(text.contains("✗ when you launched the app — 0 of 1 point"), "\(text)")
    #expect(text.contains("✓ when you pressed Home — 1 of 1 point"))
    #expect(!text.contains("== launch =="))
    #expect(text.contains("score: 1/2 — 1 of 2 checks failed: when you launched the app"))
  }
}
