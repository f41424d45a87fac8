import Expectations
import LessonReader
import Testing
import Transcript

/// Rebuilding the reader's project from the listings, step by step.
@Suite("Rebuilding the project from the lesson")
struct ProjectHistoryTests {
  private func history(_ name: String, _ folder: String) throws -> (Lesson, ProjectHistory) {
    let lesson = try ShippedLessons.lesson(name)
    return (lesson, ProjectHistory(lesson, support: ShippedLessons.support(folder)))
  }

  private func text(_ state: ProjectState?, _ name: String) -> String? {
    state?[name]?.text
  }

  private func fixtureFile(_ folder: String, _ fixture: String, _ name: String) throws -> String? {
    try ShippedLessons.fixtures(folder).first { $0.path.hasSuffix(fixture) }?.file(named: name)?
      .text
  }

  @Test("'replace the ContentView struct' replaces that struct, keeping the import and preview")
  func replaceStruct() throws {
    let (_, history) = try history("lesson06.txt", "lesson06")
    let state = history.state(in: SectionID(.step, 3), before: 106)
    let expected = try fixtureFile("lesson06", "step03-launch-order.fixture", "ContentView.swift")
    #expect(text(state, "ContentView.swift") == expected)
    #expect(
      text(state, "ContentView.swift")?.hasPrefix(
        "import SwiftUI\n\nstruct ContentView: View {\n    init() {") == true)
  }

  @Test("the state at a claim is the state after the listings above it, not after the step")
  func stateAtTheClaim() throws {
    let (_, history) = try history("lesson06.txt", "lesson06")
    // Step 6: the compiler message comes before the preview is replaced.
    let atMessage = history.state(in: SectionID(.step, 6), before: 272)
    #expect(
      text(atMessage, "ContentView.swift")?.hasSuffix("#Preview {\n    ContentView()\n}\n") == true)
    let atConsole = history.state(in: SectionID(.step, 6), before: 286)
    #expect(
      text(atConsole, "ContentView.swift")?.hasSuffix(
        "#Preview {\n    ContentView(store: TripStore())\n}\n")
        == true)
    // Step 7: the console comes before the delegate file is deleted.
    #expect(history.state(in: SectionID(.step, 7), before: 357)?["TripsDelegate.swift"] != nil)
    #expect(history.points(in: SectionID(.step, 7)).last?.state["TripsDelegate.swift"] == nil)
  }

  @Test("'Add to' a new Swift file adds after the template's line, with a blank line between")
  func addTo() throws {
    let (_, history) = try history("lesson06.txt", "lesson06")
    let state = history.state(in: SectionID(.step, 6), before: 286)
    let expected = try fixtureFile(
      "lesson06", "step06-store-saves-on-background.fixture", "TripStore.swift")
    #expect(text(state, "TripStore.swift") == expected)
  }

  @Test("'delete the OtherApp struct' gives back the file as it was before it was added")
  func deleteStruct() throws {
    let (_, history) = try history("lesson06.txt", "lesson06")
    let before = history.points(in: SectionID(.step, 7)).last?.state["TripsApp.swift"]
    let withOther = history.state(in: SectionID(.step, 8), before: 414)?["TripsApp.swift"]
    let after = history.points(in: SectionID(.step, 8)).last?.state["TripsApp.swift"]
    #expect(before != nil)
    #expect(withOther?.text?.contains("struct OtherApp: App {") == true)
    #expect(after?.text == before?.text)
  }

  @Test("a partial listing with a whole copy in _files/ is that copy; lesson 54's files at step 7")
  func partialWithSupport() throws {
    let (_, history) = try history("lesson54.txt", "lesson54")
    let state = try #require(history.state(in: SectionID(.step, 7), before: 518))
    #expect(
      state.names.sorted() == [
        "BurrowApp.swift", "BurrowArt.swift", "BurrowScene.swift", "ContentView.swift",
        "Warren.swift",
      ])
    for name in state.names {
      let expected = try fixtureFile("lesson54", "step07-save-before-view.fixture", name)
      #expect(text(state, name) == expected, "\(name)")
    }
    #expect(history.problems.isEmpty)
  }

  @Test(
    "without _files/, a partial listing is only a start, and a change to an unseen file is a located problem"
  )
  func withoutSupport() throws {
    let lesson = try ShippedLessons.lesson("lesson54.txt")
    let history = ProjectHistory(lesson, support: SupportFiles())
    guard
      case .start(let lines)? = history.points(in: SectionID(.step, 1)).last?.state[
        "BurrowArt.swift"]
    else {
      Issue.record("BurrowArt.swift should be known only by its start")
      return
    }
    #expect(lines.count == 6)
    let problem = try #require(history.problems.first)
    #expect(problem.location?.line == 92)
    #expect(problem.message.contains("'_files/ContentView.swift'"))
  }

  @Test("a _files/ copy that does not start as the lesson shows is a problem at the listing")
  func supportThatDisagrees() throws {
    let lesson = try ShippedLessons.lesson("lesson54.txt")
    var support = ShippedLessons.support("lesson54")
    support.files["BurrowArt.swift"]?[3].text = "enum Mood {"
    let history = ProjectHistory(lesson, support: support)
    #expect(
      history.problems.contains {
        $0.location?.line == 29 && $0.message.contains("line 4 is 'enum Mood {'")
      })
  }

  @Test("a question's listing split at its '// X.swift' lines makes named files")
  func splitListing() throws {
    let (_, history) = try history("lesson06.txt", "lesson06")
    let state = try #require(history.points(in: SectionID(.question, 5)).last?.state)
    #expect(state.names == ["main.swift", "TripsApp.swift"])
    #expect(
      text(state, "main.swift") == "// main.swift\nimport Foundation\n\nprint(\"starting\")\n")
  }
}
