import Expectations
import HarnessTestSupport
import LessonRunner
import Testing

/// Every fixture shipped in `Fixtures/` is a test: its lesson's claims must hold.
@Suite("Lesson fixtures")
struct FixtureTests {
  @Test("the fixtures are all found", .tags(.fixtures))
  func fixturesAreFound() {
    #expect(PackagePaths.allFixtures.count >= 45)
    #expect(PackagePaths.allFixtures.contains { $0.hasPrefix("Fixtures/lesson06/") })
    #expect(PackagePaths.allFixtures.contains { $0.hasPrefix("Fixtures/lesson54/") })
  }

  @Test("the lesson's claims hold", .tags(.fixtures), arguments: PackagePaths.allFixtures)
  func claimsHold(_ fixture: String) {
    switch FixtureRunner().run(path: PackagePaths.path(fixture)) {
    case .verified(let result, _):
      let report = (try? FixtureRunner().load(path: PackagePaths.path(fixture))).map {
        HumanReport.render(result, of: $0, colour: false)
      }
      #expect(result.passed, "\(report ?? "")")
    case .badInput(let error):
      Issue.record("bad input: \(error)")
    }
  }
}

extension Tag {
  @Tag static var fixtures: Self
}
