import Expectations
import Testing
import Transcript

@testable import LessonReader

/// Drafting a fixture from a step: its files, its consoles, and only the events the phrase table
/// finds; what it cannot place is a comment.
@Suite("Drafting a fixture from a lesson")
struct FixtureDraftTests {
  private func draft(_ name: String, _ folder: String, _ id: SectionID) throws -> (
    FixtureDraft, Fixture
  ) {
    let lesson = try ShippedLessons.lesson(name)
    let draft = try FixtureDraft.make(
      lesson: lesson, section: id, support: ShippedLessons.support(folder))
    return (draft, try FixtureParser.parseDraft(path: "draft.fixture", text: draft.text))
  }

  @Test("lesson 6, step 4: launch, home and return, each block after its event")
  func lessonSixStepFour() throws {
    let (draft, fixture) = try draft("lesson06.txt", "lesson06", SectionID(.step, 4))
    #expect(draft.events.map(\.event) == ["launch", "home", "return"])
    #expect(draft.events.map(\.phrase) == ["Run the app", "Controls ▸ Home", "come back"])
    #expect(draft.unplacedBlocks.isEmpty)
    #expect(fixture.source == "lesson 6, step 4")
    #expect(fixture.device == "iPhone 17")
    #expect(
      fixture.swiftFiles.map(\.name) == ["TripsApp.swift", "ContentView.swift", "Trip.swift", "TripCard.swift"])
    #expect(fixture.events.map { $0.console?.lines.count ?? 0 } == [6, 2, 2])
    #expect(fixture.notes.contains { $0.hasPrefix("`home`: \"Controls ▸ Home\" (line 144)") })
    // The files are the shipped fixture's, byte for byte.
    let shipped = try #require(
      try ShippedLessons.fixtures("lesson06").first {
        $0.path.hasSuffix("step04-phase-is-a-value.fixture")
      })
    #expect(fixture.swiftFiles.map(\.text) == shipped.swiftFiles.map(\.text))
  }

  @Test(
    "lesson 54, step 7: the taps come from 'give Clover three carrots' and the program's button")
  func lessonFiftyFourStepSeven() throws {
    let (draft, fixture) = try draft("lesson54.txt", "lesson54", SectionID(.step, 7))
    #expect(
      draft.events.map(\.event) == [
        "launch", "tap \"Give Clover a carrot\" x3", "home", "stop", "run",
      ])
    #expect(fixture.events[2].console?.lines.map(\.text).contains("Saved 3 carrots") == true)
    #expect(draft.text.contains("# numbers in the console may depend on timing"))
    #expect(draft.unplacedBlocks.isEmpty)
  }

  @Test("a block whose event the lead-in does not say is left as a comment, not placed")
  func unplacedBlock() throws {
    let (draft, fixture) = try draft("lesson06.txt", "lesson06", SectionID(.step, 6))
    #expect(draft.events.map(\.event) == ["launch", "home"])
    #expect(draft.unplacedBlocks == [286])
    #expect(fixture.events.allSatisfy { $0.console == nil })
    #expect(draft.text.contains("# not placed: the console block at line 286"))
    #expect(draft.text.contains("#   Saving 3 trips"))
  }

  @Test(
    "after an action the table does not know, the block stays unplaced, not put after the launch")
  func unknownActionBeforeBlock() throws {
    let (draft, fixture) = try draft("lesson54.txt", "lesson54", SectionID(.step, 9))
    #expect(fixture.device == "iPad Air 11-inch (M4)")
    #expect(draft.unplacedBlocks == [720])
    #expect(draft.text.contains("# not placed: \"Give Clover her crown and a carrot\""))
    #expect(fixture.events.allSatisfy { $0.console == nil })
  }

  @Test("'wait a few seconds' names no number: a comment, not a wait")
  func vagueWait() throws {
    let (draft, _) = try draft("lesson54.txt", "lesson54", SectionID(.step, 5))
    #expect(draft.events.map(\.event) == ["launch", "home", "wait 8", "return"])
    #expect(draft.text.contains("# not placed: \"wait a few seconds\""))
  }

  @Test(
    "the phrase table",
    arguments: [
      ("Run the app, press Home (Controls ▸ Home), and come back.", ["launch", "home", "return"]),
      ("Run it and give North three beans.", ["launch"]),
      (
        "Pull down: pull Control Center over the app. Swipe Control Center away.",
        ["control center", "control center away"]
      ),
      ("Open the app switcher, then tap the app's card.", ["app switcher", "tap card"]),
      ("Stop it in Xcode (Product ▸ Stop, ⌘.), and run it again (⌘R).", ["stop", "launch"]),
      ("When you press Home, the app goes.", []),
      ("Inactive is easy to miss, because pressing Home passes through it.", []),
      ("Count to eight, then wait 5 seconds.", ["wait 8", "wait 5"]),
    ])
  func phrases(sentence: String, expected: [String]) {
    var reader = InstructionReader(program: "")
    reader.read([.prose(LessonLine(sentence, at: SourceLocation(file: "l", line: 1, column: 1)))])
    #expect(reader.events.map { FixtureDraft.written($0.event) } == expected)
  }

  @Test("'give NAME N THINGs' is a tap only when the program has that button")
  func give() {
    var reader = InstructionReader(program: "Button(\"Give North a bean\") { beans += 1 }")
    reader.read([
      .prose(
        LessonLine("Give North three beans.", at: SourceLocation(file: "l", line: 1, column: 1)))
    ])
    #expect(reader.events.map { FixtureDraft.written($0.event) } == ["tap \"Give North a bean\""])
    #expect(reader.events.first?.repeatCount == 3)
  }

  @Test("a section the lesson does not have is bad input")
  func missingSection() throws {
    let lesson = try ShippedLessons.lesson("lesson06.txt")
    #expect(throws: LessonReader.Failure.self) {
      try FixtureDraft.make(lesson: lesson, section: SectionID(.step, 12), support: SupportFiles())
    }
  }
}
