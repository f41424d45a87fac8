import LessonReader
import Testing
import Transcript

/// Reading the lessons' text export: sections, listings and what they do, consoles, messages,
/// and the output prose states.
@Suite("Reading a lesson's text export")
struct TextLessonTests {
  @Test("lesson 6 has its 9 steps, 13 flash cards and 9 questions, with their titles")
  func lessonSixSections() throws {
    let lesson = try ShippedLessons.lesson("lesson06.txt")
    #expect(lesson.number == 6)
    #expect(lesson.title == "What runs before the first view")
    let ids = lesson.sections.compactMap(\.id)
    #expect(ids.filter { $0.kind == .step }.map(\.number) == Array(1...9))
    #expect(ids.filter { $0.kind == .flashCard }.map(\.number) == Array(1...13))
    #expect(ids.filter { $0.kind == .question }.map(\.number) == Array(1...9))
    #expect(lesson.section(SectionID(.step, 4))?.title == "The life cycle is a value")
    #expect(lesson.section(SectionID(.question, 2))?.title == "leaving and coming back")
  }

  @Test("every console block: 16 in lesson 6, 15 in lesson 54, each line verbatim")
  func consoleBlocks() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    let fiftyFour = try ShippedLessons.lesson("lesson54.txt")
    #expect(six.sections.flatMap(\.consoles).count == 16)
    #expect(fiftyFour.sections.flatMap(\.consoles).count == 15)
    #expect(
      ShippedLessons.console(six, SectionID(.step, 4), 2) == [
        "active -> inactive", "inactive -> background",
      ])
    #expect(
      ShippedLessons.console(six, SectionID(.question, 2), 1)[0] == "app:  active -> inactive")
    let save = ShippedLessons.console(fiftyFour, SectionID(.step, 7), 1)
    #expect(save.count == 7)
    #expect(save[5] == "Saved 3 carrots")
    #expect(save[2] == "Clover: active → inactive, 13 heartbeats")
  }

  @Test("a console block ends at the screenshot caption that follows it without a blank line")
  func consoleEndsAtScreenshot() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    #expect(ShippedLessons.console(six, SectionID(.question, 4), 1) == ["active -> inactive"])
  }

  @Test("each listing's caption says what it does; the full text after a diff is taken")
  func listingActions() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    let stepSix = try #require(six.section(SectionID(.step, 6)))
    #expect(
      stepSix.listings.map(\.action) == [
        .append(file: "TripStore.swift"), .wholeFile("TripsApp.swift"),
        .replaceDeclaration(file: "ContentView.swift", name: "ContentView"),
        .replacePreview(file: "ContentView.swift"),
      ])
    let replaced = stepSix.listings[2]
    #expect(replaced.lines.first?.text == "struct ContentView: View {")
    #expect(replaced.lines.last?.text == "}")
    #expect(replaced.lines.count == 22)
    let stepEight = try #require(six.section(SectionID(.step, 8)))
    #expect(
      stepEight.listings.map(\.action) == [
        .append(file: "TripsApp.swift"),
        .deleteDeclaration(file: "TripsApp.swift", name: "OtherApp"),
      ])
    #expect(
      six.section(SectionID(.step, 2))?.listings.first?.action == .wholeFile("TripsApp.swift"))
    #expect(
      six.section(SectionID(.step, 7))?.listings.first?.action == .wholeFile("TripsDelegate.swift"))
  }

  @Test("a partial listing ('The start of …') is never taken for a whole file")
  func partialListing() throws {
    let fiftyFour = try ShippedLessons.lesson("lesson54.txt")
    let start = try #require(fiftyFour.section(SectionID(.step, 1))?.listings.first)
    #expect(start.action == .start(file: "BurrowArt.swift"))
    #expect(start.lines.map(\.text).last == "}")
    #expect(start.lines.count == 6)
  }

  @Test("code ends where prose begins, even prose that starts like Swift")
  func codeEndsAtProse() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    let stepFour = try #require(six.section(SectionID(.step, 4)))
    // The line after the listing is "@Environment(\.scenePhase) reads a value that …".
    #expect(stepFour.listings[0].lines.last?.text == "}")
    #expect(stepFour.listings[0].lines.count == 19)
    let questionFive = try #require(six.section(SectionID(.question, 5)))
    #expect(questionFive.listings[0].lines.first?.text == "// main.swift")
    #expect(questionFive.listings[0].lines.count == 16)
  }

  @Test("compiler messages quoted after 'Xcode reports', and again inside a flash card")
  func compilerMessages() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    let messages = LessonClaim.all(in: six).filter { $0.kind == .message }
    #expect(
      messages.map(\.name) == [
        "step 6, compiler message 1", "step 8, compiler message 1",
        "flash card 8, compiler message 1", "question 5, compiler message 1",
        "question 7, compiler message 1",
      ])
    #expect(messages[0].text == "missing argument for parameter 'store' in call")
    #expect(messages[4].severity == .warning)
    #expect(messages[2].location.column == 5)
  }

  @Test("output stated in prose is found; 'was printed' and 'printed:' before a block are not")
  func statedOutput() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    let printed = LessonClaim.all(in: six).filter { $0.kind == .printed }
    #expect(
      printed.map(\.text) == [
        "starting before the first view was created",
        "active -> inactive and then inactive -> background",
        "App.init, then delegate: did finish launching",
        "SwiftUI.AppDelegate and SwiftUI.AppSceneDelegate",
      ])
    let fiftyFour = try ShippedLessons.lesson("lesson54.txt")
    let stated = LessonClaim.all(in: fiftyFour).filter { $0.kind != .console }
    #expect(stated.map(\.name).contains("flash card 11, screen 1"))
    #expect(
      stated.first { $0.name == "question 4, screen 1" }?.text == "scene: nobody, app: 1, state: 0")
    #expect(stated.first { $0.name == "flash card 7, printed 1" }?.text == "Away for 7 seconds")
  }

  @Test("a file the prose tells the reader to delete leaves the project")
  func removal() throws {
    let six = try ShippedLessons.lesson("lesson06.txt")
    let removals = six.section(SectionID(.step, 7))?.items.compactMap { item -> String? in
      if case .removal(let name, _) = item { name } else { nil }
    }
    #expect(removals == ["TripsDelegate.swift"])
  }

  @Test("a lesson that does not say its number is bad input: fixtures name lessons by number")
  func noNumber() {
    #expect(throws: LessonReader.Failure.self) {
      try LessonReader.read(text: "Step 1\n\nStart\n\nRun it.\n", path: "lesson.txt")
    }
  }

  @Test("a text with no step, question or card is bad input, located")
  func notALesson() {
    #expect(throws: LessonReader.Failure.self) {
      try LessonReader.read(text: "Hello\n\nNothing here.\n", path: "notes.txt")
    }
    do {
      _ = try LessonReader.read(text: "Hello\n", path: "notes.txt")
    } catch {
      #expect(error.description.hasPrefix("notes.txt:1:1: error: no step"))
    }
  }
}
