import Expectations
import Testing

/// A fixture must claim something: a claim over a block that checks nothing, or a fixture with
/// no check at all, would pass whatever the program printed.
@Suite("Fixtures: every claim can fail")
struct ClaimRuleTests {
  @Test(
    "a claim, points or scoring over a block that checks nothing is a located error",
    arguments: [
      (
        "== launch ==\nA\n== home ==\n-- claim: one line when Home is pressed --\n", 11,
        "-- claim: one line when Home is pressed --"
      ),
      ("== launch ==\nA\n== home ==\n-- points: 2 --\n", 11, "-- points: 2 --"),
      ("== launch ==\nA\n== home ==\n-- scoring: per line --\n", 11, "-- scoring: per line --"),
      ("== launch ==\nA\n== home ==\n-- claim: x --\n-- hint: y --\nB\n", 11, "-- claim: x --"),
    ])
  func emptyClaim(_ body: String, _ line: Int, _ directive: String) throws {
    let error = try #require(parseError(fixtureHeader + body))
    #expect(error.location.line == line)
    #expect(error.location.column == 1)
    #expect(
      error.message
        == "'\(directive)' checks nothing: the block has no expected line, '-- no output --', '-- never --' or screen"
    )
  }

  @Test(
    "a claim over lines, no output, never lines or a screen is accepted",
    arguments: [
      "== home ==\n-- claim: a --\nB\n", "== home ==\n-- claim: a --\n-- no output --\n",
      "== home ==\n-- claim: a --\n-- never --\nB\n",
      "== home ==\n-- claim: a --\n-- screen --\nB\n",
      "== home ==\n-- claim: a --\n-- home screen --\n",
    ])
  func claimWithChecks(_ body: String) throws {
    let fixture = try fixture(body)
    #expect(fixture.events[0].claim == "a")
  }

  @Test("a fixture whose events check nothing is an error at its first event")
  func noCheckAtAll() throws {
    let error = try #require(parseError(fixtureHeader + "== launch ==\n\n== home ==\n"))
    #expect(error.location.line == bodyLine)
    #expect(error.message.hasPrefix("the fixture checks nothing"))
  }

  @Test("a draft may check nothing yet; the same text as a fixture is refused")
  func draftChecksNothing() throws {
    let text = fixtureHeader + "== launch ==\n\n== home ==\n"
    let draft = try FixtureParser.parseDraft(path: "draft.fixture", text: text)
    #expect(!draft.checksSomething)
    #expect(draft.events.count == 2)
    #expect(parseError(text) != nil)
    let placed = try FixtureParser.parseDraft(
      path: "draft.fixture", text: fixtureHeader + "== launch ==\nA\n")
    #expect(placed.checksSomething)
  }

  @Test("'-- scoring --' takes 'per line' or 'per block'; a misspelling is suggested")
  func scoringValues() throws {
    let perLine = try fixture("== launch ==\n-- scoring: per line --\nA\n")
    #expect(perLine.events[0].scoring == .perLine)
    let perBlock = try fixture("== launch ==\n-- scoring: per block --\nA\n")
    #expect(perBlock.events[0].scoring == .perBlock)
    #expect(try fixture("== launch ==\nA\n").events[0].scoring == .perBlock)
    let error = try #require(
      parseError(fixtureHeader + "== launch ==\n-- scoring: per lines --\nA\n"))
    #expect(error.message.contains("did you mean 'per line'?"), "\(error.message)")
  }
}
