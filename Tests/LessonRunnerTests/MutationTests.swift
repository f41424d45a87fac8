import Expectations
import HarnessTestSupport
import LessonRunner
import Testing
import Transcript

/// Every claimed line of every fixture matters: the fixture fails when the program's console
/// loses that line, has it swapped with its neighbour, or prints a line it says never appears.
@Suite("Mutations of the consoles are caught")
struct MutationTests {
  private static func run(_ path: String) throws -> (Fixture, FixtureResult, Transcript) {
    let runner = FixtureRunner()
    let fixture = try runner.load(path: PackagePaths.path(path))
    guard case .verified(let result, let transcript) = try runner.run(fixture) else {
      throw Failure.notRun(path)
    }
    return (fixture, result, transcript)
  }

  enum Failure: Error { case notRun(String) }

  /// The transcript with one event's console replaced.
  private static func replacing(_ transcript: Transcript, event: Int, console: [ConsoleLine]) -> Transcript {
    var copy = transcript
    copy.events[event].console = console
    return copy
  }

  @Test("dropping any claimed line fails the fixture", arguments: PackagePaths.allFixtures)
  func droppedLines(_ path: String) throws {
    let (fixture, result, transcript) = try Self.run(path)
    for event in result.events {
      for line in event.lines {
        guard let index = line.actualIndex else { continue }
        var console = transcript.events[event.index].console
        console.remove(at: index)
        let mutant = Verifier.verify(fixture, against: Self.replacing(transcript, event: event.index, console: console))
        #expect(!mutant.passed, "dropping `\(line.pattern.text)` from \(event.label) still passes")
      }
    }
  }

  @Test("swapping two claimed lines fails the fixture", arguments: PackagePaths.allFixtures)
  func swappedLines(_ path: String) throws {
    let (fixture, result, transcript) = try Self.run(path)
    for event in result.events where event.mode != .partial || event.lines.count > 1 {
      let ordered = event.lines.filter { $0.group == nil }
      for (first, second) in zip(ordered, ordered.dropFirst()) {
        guard let a = first.actualIndex, let b = second.actualIndex else { continue }
        var console = transcript.events[event.index].console
        guard console[a].text != console[b].text else { continue }
        console.swapAt(a, b)
        let mutant = Verifier.verify(fixture, against: Self.replacing(transcript, event: event.index, console: console))
        #expect(!mutant.passed, "swapping `\(first.pattern.text)` and `\(second.pattern.text)` in \(event.label) still passes")
      }
    }
  }

  @Test("printing a line the fixture says never appears fails it", arguments: PackagePaths.allFixtures)
  func neverLines(_ path: String) throws {
    let (fixture, _, transcript) = try Self.run(path)
    for (index, expectation) in fixture.events.enumerated() {
      for pattern in expectation.never {
        guard case .literal(let text)? = pattern.pieces.first, pattern.pieces.count == 1 else { continue }
        var console = transcript.events[index].console
        console.append(ConsoleLine(text: text, time: 0))
        let mutant = Verifier.verify(fixture, against: Self.replacing(transcript, event: index, console: console))
        #expect(!mutant.passed, "printing `\(text)` in \(expectation.spec.text) still passes")
      }
    }
  }

  @Test("every fixture claims something")
  func everyFixtureClaims() throws {
    for path in PackagePaths.allFixtures {
      let (fixture, _, _) = try Self.run(path)
      let claims = fixture.build != nil || fixture.events.contains {
        $0.console != nil || !$0.screens.isEmpty || !$0.never.isEmpty
      }
      #expect(claims, "\(path) makes no claim")
    }
  }
}
