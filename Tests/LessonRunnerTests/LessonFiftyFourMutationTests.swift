import Expectations
import HarnessTestSupport
import LessonRunner
import Testing
import Transcript

/// The mistakes lesson 54's claims must catch, each named in the report (issue: lesson 54 end to end).
@Suite("Lesson 54: each wrong console fails, naming the cause")
struct LessonFiftyFourMutationTests {
  /// Runs a fixture, changes one event's console, and returns the report of the changed run.
  private func report(_ fixture: String, event label: String, _ change: (inout [String]) -> Void) throws -> (passed: Bool, text: String) {
    let runner = FixtureRunner()
    let parsed = try runner.load(path: PackagePaths.path(fixture))
    guard case .verified(let original, var transcript) = try runner.run(parsed) else {
      Issue.record("\(fixture) did not run")
      return (true, "")
    }
    #expect(original.passed)
    let index = try #require(transcript.events.firstIndex { $0.label == label })
    var lines = transcript.events[index].console.map(\.text)
    change(&lines)
    transcript.events[index].console = lines.map { ConsoleLine(text: $0, time: 0) }
    let result = Verifier.verify(parsed, against: transcript)
    return (result.passed, HumanReport.render(result, of: parsed, colour: false))
  }

  @Test("without `Saved 3 carrots`: missing, after the warren's background line")
  func withoutSave() throws {
    let (passed, text) = try report("Fixtures/lesson54/step07-save-before-view.fixture", event: "home") {
      $0.removeAll { $0 == "Saved 3 carrots" }
    }
    #expect(!passed)
    #expect(text.contains("missing: `Saved 3 carrots` should follow `The warren: inactive → background`"), "\(text)")
  }

  @Test("with `Saved 3 carrots` after the Clover line: out of order, found after it, with the fixture's hint")
  func saveAfterTheView() throws {
    let (passed, text) = try report("Fixtures/lesson54/step07-save-before-view.fixture", event: "home") { lines in
      let save = lines.firstIndex(of: "Saved 3 carrots")!
      lines.append(lines.remove(at: save))
    }
    #expect(!passed)
    #expect(text.contains("out of order: `Saved 3 carrots` was found after `Clover: inactive → background"), "\(text)")
    #expect(text.contains("save in the App or the scene: they hear before any view"), "\(text)")
  }

  @Test("a heartbeat count eight beats higher after the nap: out of range, with the bound")
  func countedTheNap() throws {
    let (passed, text) = try report("Fixtures/lesson54/step05-heartbeats-stop.fixture", event: "return") { lines in
      lines = lines.map { line in
        guard line.hasPrefix("Clover:"), let count = line.split(separator: ",").last?.split(separator: " ").first.flatMap({ Int($0) })
        else { return line }
        return line.replacingOccurrences(of: ", \(count) heartbeats", with: ", \(count + 8) heartbeats")
      }
    }
    #expect(!passed)
    #expect(text.contains("is not in"), "\(text)")
    #expect(text.contains("home+1...home+2"), "\(text)")
  }

  @Test("a second `a burrow for Hazel`: a line that must never appear, named with where it was")
  func secondBurrow() throws {
    let (passed, text) = try report("Fixtures/lesson54/q06-same-window-twice.fixture", event: "tap \"Visit Hazel\" in \"Hazel\"") { lines in
      lines.insert("a burrow for Hazel", at: 2)
    }
    #expect(!passed)
    #expect(text.contains("a burrow for Hazel"), "\(text)")
    #expect(text.contains("never"), "\(text)")
  }
}
