import Expectations
import Testing
import Transcript

/// Fixtures built from real lesson consoles (lesson 54, "Burrow", and lesson 6, "Trips").
@Suite("Real lesson consoles")
struct LessonFixtureTests {
  /// Lesson 54, step 7: the warren saves when the App hears background.
  static let step7 = """
    # Lesson 54, step 7 — The warren saves on background
    source: lesson 54, step 7
    device: iPhone 17
    claim: the save runs after the warren hears background, and before Clover does
    note: BurrowArt.swift comes from step 2 and is not shown in the lesson

    -- BurrowApp.swift --
    import SwiftUI

    @main
    struct BurrowApp: App {
        @Environment(\\.scenePhase) private var phase
        @State private var warren = Warren()

        var body: some Scene {
            BurrowScene(warren: warren)
            .onChange(of: phase) { old, new in
                print("The warren: \\(old) → \\(new)")
                if new == .background {
                    warren.save()
                }
            }
        }
    }
    -- Warren.swift --
    import SwiftUI

    @Observable
    final class Warren {
        var carrots = UserDefaults.standard.integer(forKey: "carrots")

        func save() {
            UserDefaults.standard.set(carrots, forKey: "carrots")
            print("Saved \\(carrots) carrots")
        }
    }

    == launch ==
    -- partial --
    The warren: inactive → active
    == tap "Give Clover a carrot" x3 ==
    -- no output --
    == home ==
    BurrowScene: active → inactive
    The warren: active → inactive
    Clover: active → inactive, {{asleep: int}} heartbeats
    BurrowScene: inactive → background
    The warren: inactive → background
    Saved 3 carrots
    Clover: inactive → background, {{int in asleep...asleep+1}} heartbeats
    """

  /// The console the lesson shows for the `home` event of step 7.
  static let lessonConsole = [
    "BurrowScene: active → inactive",
    "The warren: active → inactive",
    "Clover: active → inactive, 13 heartbeats",
    "BurrowScene: inactive → background",
    "The warren: inactive → background",
    "Saved 3 carrots",
    "Clover: inactive → background, 14 heartbeats",
  ]

  static let launch = [
    "BurrowScene: background → inactive", "The warren: background → inactive",
    "BurrowScene: inactive → active", "The warren: inactive → active",
    "Clover: inactive → active, 0 heartbeats",
  ]

  private func run(home: [String]) throws -> FixtureResult {
    let fixture = try FixtureParser.parse(path: "Fixtures/lesson54-step7.fixture", text: Self.step7)
    return Verifier.verify(fixture, against: transcript([Self.launch, [], home]))
  }

  @Test("lesson 54 step 7: the lesson's console passes")
  func realConsolePasses() throws {
    let fixture = try FixtureParser.parse(path: "Fixtures/lesson54-step7.fixture", text: Self.step7)
    #expect(
      fixture.events.map(\.spec.text) == ["launch", "tap \"Give Clover a carrot\" x3", "home"])
    #expect(fixture.events[1].spec.repeatCount == 3)
    #expect(fixture.files.map(\.name) == ["BurrowApp.swift", "Warren.swift"])
    let result = try run(home: Self.lessonConsole)
    #expect(result.passed)
    #expect(result.value(of: "asleep") == "13")
    #expect(
      HumanReport.render(
        result,
        of: try FixtureParser.parse(path: "Fixtures/lesson54-step7.fixture", text: Self.step7),
        colour: false)
        == "PASS Fixtures/lesson54-step7.fixture — Lesson 54, step 7 — The warren saves on background\n"
    )
  }

  @Test("lesson 54 step 7: with 'Saved 3 carrots' dropped, it is missing after the warren's line")
  func droppedSave() throws {
    var console = Self.lessonConsole
    console.remove(at: 5)
    let result = try run(home: console)
    #expect(!result.passed)
    #expect(result.events.map(\.passed) == [true, true, false])
    let home = result.events[2]
    #expect(
      home.lines.map(\.summary) == [
        "matched 0", "matched 1", "matched 2", "matched 3", "matched 4", "missing", "matched 5",
      ])
    let missing = try #require(home.missing.first)
    #expect(missing.pattern.text == "Saved 3 carrots")
    #expect(
      missing.previous.map { home.lines[$0].pattern.text } == "The warren: inactive → background")
    #expect(missing.belongsAfter == 4)
    let report = HumanReport.render(
        result,
        of: try FixtureParser.parse(path: "Fixtures/lesson54-step7.fixture", text: Self.step7),
        colour: false)
    #expect(
      report.contains(
        "missing: `Saved 3 carrots` should follow `The warren: inactive → background` (line 5)"))
  }

  @Test(
    "lesson 54 step 7: with 'Saved 3 carrots' after Clover's line, it is out of order, found there")
  func movedSave() throws {
    var console = Self.lessonConsole
    console.remove(at: 5)
    console.append("Saved 3 carrots")
    let result = try run(home: console)
    #expect(!result.passed)
    let home = result.events[2]
    #expect(home.outOfOrder.count == 1)
    #expect(home.missing.isEmpty)
    #expect(home.unexpected.isEmpty)
    let moved = try #require(home.outOfOrder.first)
    #expect(moved.pattern.text == "Saved 3 carrots")
    #expect(moved.outcome == .outOfOrder(found: 6))
    let report = HumanReport.render(
        result,
        of: try FixtureParser.parse(path: "Fixtures/lesson54-step7.fixture", text: Self.step7),
        colour: false)
    #expect(
      report.contains(
        "out of order: `Saved 3 carrots` was found after `Clover: inactive → background, 14 heartbeats` (line 7), "
          + "expected after `The warren: inactive → background`"))
  }

  @Test("lesson 54 step 7: a heartbeat count past its bound is out of range")
  func heartbeatsOutOfRange() throws {
    var console = Self.lessonConsole
    console[6] = "Clover: inactive → background, 21 heartbeats"
    let home = try run(home: console).events[2]
    #expect(
      home.lines[6].summary
        == "out of range 6: 21 is not in 13...14 (asleep...asleep+1, asleep = 13)")
  }

  @Test("lesson 54 step 5: heartbeats bounded across home and return")
  func step5() throws {
    let body = """
      == home ==
      BurrowScene: active → inactive
      The warren: active → inactive
      Clover: active → inactive, {{home: int}} heartbeats
      BurrowScene: inactive → background
      The warren: inactive → background
      Clover: inactive → background, {{bg: int in home...home+1}} heartbeats
      == wait 8 ==
      -- no output --
      == return ==
      BurrowScene: background → inactive
      The warren: background → inactive
      Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
      BurrowScene: inactive → active
      The warren: inactive → active
      Clover: inactive → active, {{back}} heartbeats
      """
    let lesson: [[String]] = [
      [
        "BurrowScene: active → inactive", "The warren: active → inactive",
        "Clover: active → inactive, 5 heartbeats",
        "BurrowScene: inactive → background", "The warren: inactive → background",
        "Clover: inactive → background, 6 heartbeats",
      ],
      [],
      [
        "BurrowScene: background → inactive", "The warren: background → inactive",
        "Clover: background → inactive, 7 heartbeats",
        "BurrowScene: inactive → active", "The warren: inactive → active",
        "Clover: inactive → active, 7 heartbeats",
      ],
    ]
    #expect(try verify(body, lesson).passed)
    var counted = lesson
    counted[2][2] = "Clover: background → inactive, 13 heartbeats"
    counted[2][5] = "Clover: inactive → active, 13 heartbeats"
    let result = try verify(body, counted)
    #expect(result.events.map(\.passed) == [true, true, false])
    #expect(
      result.events[2].lines[2].summary
        == "out of range 2: 13 is not in 6...7 (home+1...home+2, home = 5)")
    #expect(result.events[2].lines[5].summary == "matched 5")
  }

  @Test("lesson 6: two spaces after 'app:' are part of the line")
  func lesson6TwoSpaces() throws {
    let body =
      "== launch ==\napp:  background -> inactive\napp:  inactive -> active\nview: inactive -> active\n"
    #expect(
      try verify(
        body,
        [["app:  background -> inactive", "app:  inactive -> active", "view: inactive -> active"]]
      ).passed)
    let squeezed = try verify(
      body,
      [["app: background -> inactive", "app:  inactive -> active", "view: inactive -> active"]])
    #expect(squeezed.events[0].lines.map(\.summary) == ["missing", "matched 1", "matched 2"])
    #expect(squeezed.events[0].unexpected.map(\.text) == ["app: background -> inactive"])
  }

  @Test("lesson 6: a line that starts with spaces keeps them")
  func lesson6LeadingSpaces() throws {
    let body = """
      == launch ==
      1. the App struct is created
      2. the delegate hears that launching has finished
         UIApplication's delegate is SwiftUI.AppDelegate
      3. the first view appears
      """
    let lines = [
      "1. the App struct is created", "2. the delegate hears that launching has finished",
      "   UIApplication's delegate is SwiftUI.AppDelegate", "3. the first view appears",
    ]
    #expect(try verify(body, [lines]).passed)
    var trimmed = lines
    trimmed[2] = "UIApplication's delegate is SwiftUI.AppDelegate"
    #expect(try !verify(body, [trimmed]).passed)
  }

  @Test("lesson 54: a printed Swift array is a literal line, and a hole can stand for its code")
  func lesson54Array() throws {
    let body = """
      == launch ==
      refused: BGTaskSchedulerErrorDomain, code {{code: int in 1...3}}
      ["Unrecognized Identifier"]
      """
    #expect(
      try verify(
        body, [["refused: BGTaskSchedulerErrorDomain, code 3", "[\"Unrecognized Identifier\"]"]]
      ).passed)
    #expect(
      try !verify(
        body, [["refused: BGTaskSchedulerErrorDomain, code 3", "[\"Unrecognized identifier\"]"]]
      ).passed)
  }
}
