import Expectations
import Foundation
import HarnessTestSupport
import LessonReader
import Testing
import Transcript

/// Setting a lesson against its fixtures: every claim claimed, every fixture the lesson's; and
/// each way a lesson and its fixtures drift apart is caught, named on the lesson's line.
@Suite("Lessons against their fixtures")
struct LessonAuditTests {
  @Test("lesson 6 and lesson 54 and their shipped fixtures agree")
  func shippedLessonsAgree() throws {
    let six = try ShippedLessons.audit("lesson06.txt", "lesson06")
    #expect(six.summary == "16 of 16 console blocks claimed, 15 of 15 fixtures match the lesson")
    #expect(six.isClean, "\(six.claims.filter { !six.holds($0) }.map(\.claim.name))")
    let fiftyFour = try ShippedLessons.audit("lesson54.txt", "lesson54")
    #expect(
      fiftyFour.summary == "15 of 15 console blocks claimed, 22 of 22 fixtures match the lesson")
    #expect(fiftyFour.isClean)
    #expect(fiftyFour.claims.allSatisfy { $0.status == .claimed })
  }

  @Test("the one claim no fixture can hold is ignored, with its reason")
  func ignoredClaim() throws {
    let six = try ShippedLessons.audit("lesson06.txt", "lesson06")
    let ignored = six.claims.filter { $0.status == .ignored }
    #expect(ignored.map(\.claim.name) == ["flash card 13, printed 1"])
    #expect(ignored.first?.ignore?.reason.contains("scene's delegate") == true)
    #expect(six.staleIgnores.isEmpty)
  }

  @Test("a block covering several events is claimed by those events together")
  func blockAcrossEvents() throws {
    let fiftyFour = try ShippedLessons.audit("lesson54.txt", "lesson54")
    let heartbeats = try #require(fiftyFour.claims.first { $0.claim.name == "step 5, console 1" })
    #expect(heartbeats.claimers == ["Fixtures/lesson54/step05-heartbeats-stop.fixture"])
    let card = try #require(fiftyFour.claims.first { $0.claim.name == "flash card 10, printed 1" })
    #expect(card.claimers == ["Fixtures/lesson54/card-tick-counts.fixture"])
  }

  @Test("'Saved 3 carrots' changed to 'Saved 4 carrots' in the lesson is contradicted, on its line")
  func changedLessonLine() throws {
    let audit = try ShippedLessons.audit("lesson54.txt", "lesson54") {
      $0.replacingOccurrences(of: "Saved 3 carrots", with: "Saved 4 carrots")
    }
    #expect(!audit.isClean)
    let result = try #require(audit.claims.first { $0.claim.name == "step 7, console 1" })
    #expect(result.status == .contradicted)
    #expect(result.closest == "Fixtures/lesson54/step07-save-before-view.fixture")
    let finding = try #require(result.findings.first)
    #expect(finding.lesson?.line == 524)
    #expect(finding.fixture?.line == 169)
    #expect(
      finding.message.contains("`Saved 4 carrots`") && finding.message.contains("`Saved 3 carrots`")
    )
    #expect(audit.summary.hasPrefix("14 of 15 console blocks claimed"))
  }

  @Test(
    "each way a lesson's console can change is caught",
    arguments: [
      // A line dropped from a block, a line added, two lines swapped, a count out of its bound.
      (
        "BurrowScene: inactive → background\nThe warren: inactive → background\nSaved 3 carrots\n",
        "BurrowScene: inactive → background\nSaved 3 carrots\n"
      ),
      (
        "Saved 3 carrots\nClover: inactive → background, 14 heartbeats\n",
        "Saved 3 carrots\nSaved 3 carrots\nClover: inactive → background, 14 heartbeats\n"
      ),
      (
        "The warren: inactive → background\nSaved 3 carrots\n",
        "Saved 3 carrots\nThe warren: inactive → background\n"
      ),
      (
        "Clover: inactive → background, 14 heartbeats\n",
        "Clover: inactive → background, 16 heartbeats\n"
      ),
    ])
  func consoleMutations(original: String, changed: String) throws {
    let audit = try ShippedLessons.audit("lesson54.txt", "lesson54") {
      $0.replacingOccurrences(of: original, with: changed)
    }
    let result = try #require(audit.claims.first { $0.claim.name == "step 7, console 1" })
    #expect(result.status == .contradicted, "\(result.findings.map(\.message))")
    #expect(!result.findings.isEmpty)
    #expect(!audit.isClean)
  }

  @Test("'-- partial --' events never claim a block they show only some lines of")
  func partialEvents() throws {
    var fixtures = try ShippedLessons.fixtures("lesson54")
    let index = try #require(fixtures.firstIndex { $0.path.hasSuffix("q01-onappear-once.fixture") })
    let path = fixtures[index].path
    let text = try String(contentsOfFile: PackagePaths.path(path), encoding: .utf8)
      .replacingOccurrences(
        of: "-- claim: the view never left the hierarchy: only the phases --\n",
        with: "-- partial --\n"
      )
      .replacingOccurrences(
        of: "== return ==\nphase: inactive\nphase: active\n",
        with: "== return ==\n-- partial --\nphase: active\n")
    fixtures[index] = try FixtureParser.parse(path: path, text: text)
    let audit = try ShippedLessons.audit("lesson54.txt", "lesson54", fixtures: fixtures)
    let result = try #require(audit.claims.first { $0.claim.name == "question 1, console 1" })
    #expect(result.status == .contradicted)
    #expect(
      result.findings.map(\.message).contains(
        "the lesson has `phase: inactive`, which the fixture does not claim"))
  }

  @Test("a one-line block changed out of recognition is unclaimed")
  func unclaimedBlock() throws {
    let audit = try ShippedLessons.audit("lesson06.txt", "lesson06") {
      $0.replacingOccurrences(of: "Console\nSaving 3 trips\n", with: "Console\nSaving 4 trips\n")
    }
    let result = try #require(audit.claims.first { $0.claim.name == "step 9, console 1" })
    #expect(result.status == .unclaimed)
    #expect(audit.summary.hasPrefix("15 of 16"))
  }

  @Test("a changed compiler message is contradicted by the build fixture")
  func changedMessage() throws {
    let audit = try ShippedLessons.audit("lesson06.txt", "lesson06") {
      $0.replacingOccurrences(
        of: "\nmissing argument for parameter 'store' in call\n",
        with: "\nmissing argument for parameter 'trips' in call\n")
    }
    let result = try #require(audit.claims.first { $0.claim.name == "step 6, compiler message 1" })
    #expect(result.status == .contradicted)
    #expect(
      result.findings.first?.fixture?.file
        == "Fixtures/lesson06/build-step06-preview-needs-store.fixture")
  }

  @Test(
    "a changed line of a listing makes the fixtures of that step and the next drift, on the line")
  func changedListing() throws {
    let audit = try ShippedLessons.audit("lesson06.txt", "lesson06") {
      $0.replacingOccurrences(
        of: "            print(\"\\(old) -> \\(new)\")\n        }\n    }\n}\n\n@Environment",
        with: "            print(\"\\(old) → \\(new)\")\n        }\n    }\n}\n\n@Environment")
    }
    let drifted = audit.fixtures.filter { $0.status == .drifted }
    // Step 5 changes no code: its fixture has step 4's files, and drifts with them.
    #expect(
      drifted.map(\.fixture.path) == [
        "Fixtures/lesson06/step04-phase-is-a-value.fixture",
        "Fixtures/lesson06/step05-control-center.fixture",
      ])
    let difference = try #require(drifted.first?.differences.first)
    #expect(difference.file == "TripsApp.swift")
    #expect(difference.lesson?.line == 137)
    #expect(difference.fixture?.line == 24)
    #expect(difference.message.contains("TripsApp.swift line 16"))
  }

  @Test("a fixture whose files drift from the lesson names the first line that differs")
  func driftedFixture() throws {
    var fixtures = try ShippedLessons.fixtures("lesson54")
    let index = try #require(
      fixtures.firstIndex { $0.path.hasSuffix("step07-carrots-back.fixture") })
    let warren = try #require(fixtures[index].files.firstIndex { $0.name == "Warren.swift" })
    fixtures[index].files[warren].text = fixtures[index].files[warren].text
      .replacingOccurrences(of: "print(\"Saved", with: "print(\"Stored")
    let audit = try ShippedLessons.audit("lesson54.txt", "lesson54", fixtures: fixtures)
    let check = try #require(audit.fixtures.first { $0.fixture.path == fixtures[index].path })
    #expect(check.status == .drifted)
    let difference = try #require(check.differences.first)
    #expect(difference.lesson?.line == 400)
    #expect(difference.fixture?.line == fixtures[index].files[warren].fixtureLine(16))
    #expect(difference.lessonText?.contains("print(\"Saved \\(carrots) carrots\")") == true)
  }

  @Test("a fixture naming a step the lesson does not have has drifted")
  func missingSection() throws {
    var fixtures = try ShippedLessons.fixtures("lesson06")
    fixtures[0].source = "lesson 6, step 12"
    let audit = try ShippedLessons.audit("lesson06.txt", "lesson06", fixtures: fixtures)
    #expect(
      audit.fixtures.first { $0.fixture.path == fixtures[0].path }?.differences.first?.message
        == "the lesson has no step 12")
  }

  @Test("a claim held only by a failing fixture does not hold")
  func failingClaimer() throws {
    let lesson = try ShippedLessons.lesson("lesson06.txt")
    let fixtures = try ShippedLessons.fixtures("lesson06")
    let failing = "Fixtures/lesson06/step09-tidy-save.fixture"
    let audit = LessonAudit(
      lesson: lesson, fixtures: fixtures, support: ShippedLessons.support("lesson06"),
      passing: [failing: false])
    let result = try #require(audit.claims.first { $0.claim.name == "step 9, console 1" })
    #expect(result.status == .claimed)
    #expect(!audit.holds(result))
    #expect(!audit.isClean)
  }

  @Test(
    "lint-ignore: entries name claims as lint does; a bad line is located; unused ones are listed")
  func lintIgnore() throws {
    let ignore = try LintIgnore.parse(
      "# comment\n\nlesson 6, step 9, console 1: shown elsewhere\nlesson 6, step 2, console 4: gone\n",
      path: "lint-ignore")
    #expect(ignore.entries.map(\.claim) == ["step 9, console 1", "step 2, console 4"])
    let audit = LessonAudit(
      lesson: try ShippedLessons.lesson("lesson06.txt"), fixtures: [], ignore: ignore)
    #expect(audit.claims.first { $0.claim.name == "step 9, console 1" }?.status == .ignored)
    #expect(audit.staleIgnores.map(\.location.line) == [4])
    for bad in [
      "lesson 6, step 9, console 1", "lesson 6, step 9, consoles 1: why", "step 9, console 1: why",
      "lesson 6, step 9, console 1:  ",
    ] {
      #expect(throws: LessonReader.Failure.self) { try LintIgnore.parse(bad, path: "lint-ignore") }
    }
  }
}
