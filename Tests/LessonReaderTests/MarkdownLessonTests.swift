import Expectations
import Foundation
import LessonReader
import Testing

/// The second format: a lesson written in Markdown with fenced blocks
/// (`Data/lesson06-excerpt.md`, steps 2, 3, 4 and 6, a flash card and question 1 of lesson 6).
@Suite("Reading a lesson written in Markdown")
struct MarkdownLessonTests {
  static let path: String = {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    return url.path + "/Data/lesson06-excerpt.md"
  }()

  private func markdown() throws -> Lesson { try LessonReader.read(path: Self.path) }

  @Test("headings make the sections; the lesson's number and title come from the first")
  func sections() throws {
    let lesson = try markdown()
    #expect(lesson.number == 6)
    #expect(lesson.title == "What runs before the first view")
    #expect(
      lesson.sections.compactMap(\.id) == [
        SectionID(.step, 2), SectionID(.step, 3), SectionID(.step, 4), SectionID(.step, 6),
        SectionID(.flashCard, 9), SectionID(.question, 1),
      ])
    #expect(lesson.section(SectionID(.step, 4))?.title == "The life cycle is a value")
  }

  @Test("labels in the info string or on the line before; consoles and messages in fences")
  func blocks() throws {
    let lesson = try markdown()
    let stepSix = try #require(lesson.section(SectionID(.step, 6)))
    #expect(
      stepSix.listings.map(\.action) == [
        .append(file: "TripStore.swift"), .wholeFile("TripsApp.swift"),
        .replaceDeclaration(file: "ContentView.swift", name: "ContentView"),
        .replacePreview(file: "ContentView.swift"),
      ])
    let messages = LessonClaim.all(in: lesson).filter { $0.kind == .message }
    #expect(messages.map(\.text) == ["missing argument for parameter 'store' in call"])
    #expect(lesson.section(SectionID(.question, 1))?.listings.first?.action == .standalone)
  }

  @Test("the same consoles, listings and project as the text export's sections")
  func sameAsTheTextExport() throws {
    let lesson = try markdown()
    let text = try ShippedLessons.lesson("lesson06.txt")
    for id in lesson.sections.compactMap(\.id) where id.kind != .flashCard {
      let mine = try #require(lesson.section(id))
      let theirs = try #require(text.section(id))
      #expect(
        mine.consoles.map { $0.lines.map(\.text) } == theirs.consoles.map { $0.lines.map(\.text) },
        "\(id)")
      #expect(mine.listings.map(\.text) == theirs.listings.map(\.text), "\(id)")
    }
    let ours = ProjectHistory(lesson, support: ShippedLessons.support("lesson06"))
    let reference = ProjectHistory(text, support: ShippedLessons.support("lesson06"))
    let stepSix = SectionID(.step, 6)
    let mine = try #require(ours.points(in: stepSix).last?.state)
    let theirs = try #require(reference.points(in: stepSix).last?.state)
    #expect(mine.names == theirs.names)
    for name in mine.names { #expect(mine[name]?.text == theirs[name]?.text, "\(name)") }
  }

  @Test("lint: the Markdown lesson and the fixtures of its sections agree")
  func lint() throws {
    let names = [
      "step03-launch-order.fixture", "step04-phase-is-a-value.fixture",
      "build-step06-preview-needs-store.fixture", "step06-store-saves-on-background.fixture",
      "card-home-through-inactive.fixture", "q01-phases-at-launch.fixture",
    ]
    let fixtures = try ShippedLessons.fixtures("lesson06").filter { fixture in
      names.contains { fixture.path.hasSuffix($0) }
    }
    #expect(fixtures.count == names.count)
    let audit = LessonAudit(
      lesson: try markdown(), fixtures: fixtures, support: ShippedLessons.support("lesson06"))
    #expect(audit.summary == "6 of 6 console blocks claimed, 5 of 5 fixtures match the lesson")
    #expect(audit.isClean, "\(audit.claims.filter { !audit.holds($0) }.map(\.claim.name))")
  }
}
