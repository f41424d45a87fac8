import Expectations
import Testing
import Transcript

@Suite("The report a fixture's author reads")
struct FailureReportTests {
  /// The author's report of the fixture made from `body` run against these consoles.
  private func render(
    _ body: String, _ consoles: [[String]], screens: [DeviceScreen]? = nil,
    failure: Diagnostic? = nil, build: [Diagnostic] = []
  ) throws -> String {
    let fixture = try fixture(body)
    let result = Verifier.verify(
      fixture, against: transcript(consoles, screens: screens, build: build, failure: failure))
    return HumanReport.render(result, of: fixture, colour: false)
  }

  static let body = """
    == launch ==
    TripsApp.init
    == home ==
    active -> inactive
    inactive -> background
    Saving 3 trips
    ContentView.init
    == return ==
    background -> inactive
    inactive -> active
    """

  private func report(_ consoles: [[String]], colour: Bool = false) throws -> String {
    HumanReport.render(try verify(Self.body, consoles), of: try fixture(Self.body), colour: colour)
  }

  @Test("a passing fixture is one line")
  func passing() throws {
    let text = try report([
      ["TripsApp.init"],
      ["active -> inactive", "inactive -> background", "Saving 3 trips", "ContentView.init"],
      ["background -> inactive", "inactive -> active"],
    ])
    #expect(text == "PASS T.fixture — Test fixture\n")
  }

  @Test("a missing line: the diff shows it where it belonged, and a sentence says what it follows")
  func missing() throws {
    let text = try report([
      ["TripsApp.init"], ["active -> inactive", "inactive -> background", "ContentView.init"],
      ["background -> inactive", "inactive -> active"],
    ])
    #expect(
      text == """
        FAIL T.fixture — Test fixture: 1 of 3 checks failed: == home ==
        passed: == launch ==, == return ==

        == home == (T.fixture:10)
        claim: the console of == home == is the lesson's
        1   active -> inactive
        2   inactive -> background
          − Saving 3 trips
        3   ContentView.init
        missing: `Saving 3 trips` should follow `inactive -> background` (line 2)

        (Expected: −, Actual: +)

        """)
  }

  @Test("a swapped pair: one line out of order, shown where expected and where found")
  func outOfOrder() throws {
    let text = try report([
      ["TripsApp.init"],
      ["active -> inactive", "inactive -> background", "ContentView.init", "Saving 3 trips"],
      ["background -> inactive", "inactive -> active"],
    ])
    #expect(
      text.contains(
        """
        == home == (T.fixture:10)
        claim: the console of == home == is the lesson's
        1   active -> inactive
        2   inactive -> background
          − Saving 3 trips
        3   ContentView.init
        4 + Saving 3 trips
        out of order: `Saving 3 trips` was found after `ContentView.init` (line 4), expected after `inactive -> background`
        """))
  }

  @Test("unexpected lines, trailing spaces and stray carriage returns are visible")
  func unexpectedAndInvisible() throws {
    let text = try report([
      ["TripsApp.init", "TripsApp.init ", "again\r"],
      ["active -> inactive", "inactive -> background", "Saving 3 trips", "ContentView.init"],
      ["background -> inactive", "inactive -> active"],
    ])
    #expect(
      text.contains(
        """
        == launch == (T.fixture:8)
        claim: the console of == launch == is the lesson's
        1   TripsApp.init
        2 + TripsApp.init·¬
        3 + again␍
        unexpected: `TripsApp.init·¬` (line 2)
        unexpected: `again␍` (line 3)

        (Expected: −, Actual: +)
        (invisible characters are shown as:
        """))
  }

  @Test("an out-of-range value shows the pattern, the line, and the bound resolved")
  func outOfRange() throws {
    let text = try render(
      "== home ==\nClover: active → inactive, {{home: int}} heartbeats\n== return ==\nClover: background → inactive, {{back: int in home+1...home+2}} heartbeats\n",
      [
        ["Clover: active → inactive, 5 heartbeats"],
        ["Clover: background → inactive, 15 heartbeats"],
      ])
    #expect(
      text == """
        FAIL T.fixture — Test fixture: 1 of 2 checks failed: == return ==
        passed: == home ==

        == return == (T.fixture:10)
        claim: the console of == return == is the lesson's
          − Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
        1 + Clover: background → inactive, 15 heartbeats
        out of range: `Clover: background → inactive, 15 heartbeats` (line 1): 15 is not in 6...7 (home+1...home+2, home = 5)

        (Expected: −, Actual: +)

        """)
  }

  @Test("colour is used only when asked: red for expected-only, green for actual-only")
  func colour() throws {
    let consoles = [
      ["TripsApp.init"],
      ["active -> inactive", "inactive -> background", "ContentView.init", "extra"],
      ["background -> inactive", "inactive -> active"],
    ]
    let plain = try report(consoles)
    #expect(!plain.contains("\u{1B}["))
    let coloured = try report(consoles, colour: true)
    #expect(coloured.contains("\u{1B}[31m  − Saving 3 trips\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[32m4 + extra\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[31mFAIL\u{1B}[0m"))
  }

  @Test("long runs of matching lines collapse around the change")
  func collapse() throws {
    let lines = (1...40).map { "line \($0)" }
    var actual = lines
    actual.remove(at: 19)
    let text = try render("== launch ==\n" + lines.joined(separator: "\n") + "\n", [actual])
    #expect(
      text.contains(
        """
             ⋯ 16 matching lines
        17   line 17
        18   line 18
        19   line 19
           − line 20
        20   line 21
        21   line 22
        22   line 23
             ⋯ 17 matching lines
        missing: `line 20` should follow `line 19` (line 19)
        """))
  }

  @Test("a hundred unexpected lines are summarised")
  func manyUnexpected() throws {
    let noise = (1...100).map { "noise \($0)" }
    let text = try render("== launch ==\n-- no output --\n", [noise])
    #expect(text.contains("expected no output\nunexpected: `noise 1` (line 1)"))
    #expect(text.contains("unexpected: `noise 10` (line 10)\n… and 90 more unexpected lines"))
    #expect(!text.contains("`noise 11`"))
  }

  @Test("never lines, screens, hints, claims and unreached events each get their sentence")
  func otherProblems() throws {
    let body = """
      == home ==
      -- claim: saves when leaving --
      -- partial --
      Saving 3 trips
      -- never --
      ContentView.body
      -- screen --
      Trips
      -- hint: the save is in the view, which hears background last --
      ContentView.body
      == return ==
      inactive -> active
      """
    let failure = Diagnostic.error(
      "Fatal error: Unexpectedly found nil", at: Location(file: "App.swift", line: 9, column: 20))
    let text = try render(
      body, [["Saving 3 trips", "ContentView.body"]], screens: [.homeScreen], failure: failure)
    #expect(
      text == """
        FAIL T.fixture — Test fixture: 2 of 2 checks failed: == home ==, == return ==
        the run stopped: App.swift:9:20: error: Fatal error: Unexpectedly found nil

        == home == (T.fixture:8)
        claim: saves when leaving
        never: `ContentView.body` (line 2) appeared
        -- screen -- (T.fixture:14): the device shows the Home Screen
        hint: the save is in the view, which hears background last

        == return == (T.fixture:18)
        claim: the console of == return == is the lesson's
        not reached: the run stopped before this event

        """)
  }

  @Test("a never pattern with holes names the line it matched")
  func neverWithHoles() throws {
    let text = try render("== launch ==\n-- never --\n{{int}} crashes\n", [["3 crashes"]])
    #expect(
      text.contains(
        "never: `{{int}} crashes` appeared as `3 crashes` (line 1)"))
  }

  @Test("build claims list missing and unexpected diagnostics")
  func build() throws {
    let text = try render(
      "== build ==\nTripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module\n",
      [],
      build: [
        .warning("variable 'x' was never used", at: Location(file: "A.swift", line: 2, column: 9))
      ])
    #expect(
      text == """
        FAIL T.fixture — Test fixture: 1 of 1 check failed: == build ==

        == build == (T.fixture:8)
        claim: the compiler reports these diagnostics, and no other error or warning
          − TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module
          + A.swift:2:9: warning: variable 'x' was never used
        missing diagnostic: `TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module` (T.fixture:9)
        unexpected diagnostic: `A.swift:2:9: warning: variable 'x' was never used`

        (Expected: −, Actual: +)

        """)
  }

  @Test("screen mismatches show what was expected and what the screen shows")
  func screenDiff() throws {
    let window = WindowSnapshot(
      names: ["window 1"], phase: "active", isFront: true,
      items: [.text("🥕 2"), .button("Give Clover a carrot")], card: nil)
    let screen = DeviceScreen(windows: [window], showsHomeScreen: false)
    let text = try render(
      "== launch ==\n-- screen --\n🥕 3\n[Give Clover a carrot]\n", [[]], screens: [screen])
    #expect(
      text.contains(
        """
        -- screen -- (T.fixture:9): missing `🥕 3`; unexpected `🥕 2`
          − 🥕 3 / [Give Clover a carrot]
          + 🥕 2 / [Give Clover a carrot]
        """))
  }
}
