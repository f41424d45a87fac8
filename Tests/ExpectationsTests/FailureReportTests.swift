import Expectations
import Testing
import Transcript

@Suite("Failure reports")
struct FailureReportTests {
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
    FailureReport.render(try verify(Self.body, consoles), colour: colour)
  }

  @Test("a passing fixture is one line")
  func passing() throws {
    let text = try report([
      ["TripsApp.init"],
      ["active -> inactive", "inactive -> background", "Saving 3 trips", "ContentView.init"],
      ["background -> inactive", "inactive -> active"],
    ])
    #expect(text == "PASS T.fixture — Test fixture: 3 events\n")
  }

  @Test("a missing line: the diff shows it where it belonged, and a sentence says what it follows")
  func missing() throws {
    let text = try report([
      ["TripsApp.init"], ["active -> inactive", "inactive -> background", "ContentView.init"],
      ["background -> inactive", "inactive -> active"],
    ])
    #expect(
      text == """
        FAIL T.fixture — Test fixture: 1 of 3 events fails
        passed: launch, return

        == home == (T.fixture:10)
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
        1   TripsApp.init
        2 + TripsApp.init ¬
        3 + again␍
        unexpected: `TripsApp.init ¬` (line 2)
        unexpected: `again␍` (line 3)
        """))
  }

  @Test("an out-of-range value shows the pattern, the line, and the bound resolved")
  func outOfRange() throws {
    let result = try verify(
      "== home ==\nClover: active → inactive, {{home: int}} heartbeats\n== return ==\nClover: background → inactive, {{back: int in home+1...home+2}} heartbeats\n",
      [
        ["Clover: active → inactive, 5 heartbeats"],
        ["Clover: background → inactive, 15 heartbeats"],
      ])
    #expect(
      FailureReport.render(result, colour: false) == """
        FAIL T.fixture — Test fixture: 1 of 2 events fails
        passed: home

        == return == (T.fixture:10)
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
    let text = FailureReport.render(
      try verify("== launch ==\n" + lines.joined(separator: "\n") + "\n", [actual]), colour: false)
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
    let text = FailureReport.render(
      try verify("== launch ==\n-- no output --\n", [noise]), colour: false)
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
    let result = Verifier.verify(
      try fixture(body),
      against: transcript(
        [["Saving 3 trips", "ContentView.body"]], screens: [.homeScreen], failure: failure))
    #expect(
      FailureReport.render(result, colour: false) == """
        FAIL T.fixture — Test fixture: 2 of 2 events fail
        the run stopped: App.swift:9:20: error: Fatal error: Unexpectedly found nil

        == home == (T.fixture:8)
        claim: saves when leaving
        never: `ContentView.body` (line 2) appeared
        -- screen -- (T.fixture:14)
        screen: the device shows the Home Screen
        hint: the save is in the view, which hears background last

        == return == (T.fixture:18)
        not reached: the run stopped before this event

        (Expected: −, Actual: +)

        """)
  }

  @Test("a never pattern with holes names the line it matched")
  func neverWithHoles() throws {
    let result = try verify("== launch ==\n-- never --\n{{int}} crashes\n", [["3 crashes"]])
    #expect(
      FailureReport.render(result, colour: false).contains(
        "never: `{{int}} crashes` appeared as `3 crashes` (line 1)"))
  }

  @Test("build claims list missing and unexpected diagnostics")
  func build() throws {
    let result = Verifier.verify(
      try fixture(
        "== build ==\nTripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module\n"
      ),
      against: Transcript(build: [
        .warning("variable 'x' was never used", at: Location(file: "A.swift", line: 2, column: 9))
      ]))
    #expect(
      FailureReport.render(result, colour: false) == """
        FAIL T.fixture — Test fixture: the build claim fails

        == build == (T.fixture:8)
          − TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module
          + A.swift:2:9: warning: variable 'x' was never used
        missing diagnostic: `TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module` (T.fixture:9)
        unexpected warning: `A.swift:2:9: warning: variable 'x' was never used`

        (Expected: −, Actual: +)

        """)
  }

  @Test("screen mismatches are shown line by line")
  func screenDiff() throws {
    let window = WindowSnapshot(
      names: ["window 1"], phase: "active", isFront: true,
      items: [.text("🥕 2"), .button("Give Clover a carrot")], card: nil)
    let screen = DeviceScreen(windows: [window], showsHomeScreen: false)
    let result = try verify(
      "== launch ==\n-- screen --\n🥕 3\n[Give Clover a carrot]\n", [[]], screens: [screen])
    #expect(
      FailureReport.render(result, colour: false).contains(
        """
        -- screen -- (T.fixture:9)
          − 🥕 3
        1 + 🥕 2
        2   [Give Clover a carrot]
        missing: `🥕 3` should come first
        unexpected: `🥕 2` (line 1)
        """))
  }
}
