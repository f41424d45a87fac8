import Expectations
import HarnessTestSupport
import LessonRunner
import Transcript

/// The console a lesson shows for a fixture, built from the engine's own run of it (the
/// lesson's console with its holes filled), and that console as Xcode would show it.
struct LessonConsole: Sendable {
  var fixture: Fixture
  var transcript: Transcript
  /// What verifying the fixture against its own run found (every claim holds).
  var result: FixtureResult
  /// The run's console, event after event; for a fixture whose program does not build, the
  /// compiler's diagnostics.
  var lines: [String]

  enum Failure: Error { case notRun(String) }

  /// Runs the fixture at `path` (relative to the package) and keeps its console.
  init(_ path: String) throws {
    let runner = FixtureRunner()
    fixture = try runner.load(path: PackagePaths.path(path))
    guard case .verified(let result, let transcript) = try runner.run(fixture) else {
      throw Failure.notRun(path)
    }
    self.transcript = transcript
    self.result = result
    lines =
      fixture.build != nil
      ? transcript.build.map(\.description) : transcript.events.flatMap { $0.console.map(\.text) }
  }

  /// Where event `event`'s console starts in ``lines``.
  func offset(of event: Int) -> Int {
    transcript.events.prefix(event).reduce(0) { $0 + $1.console.count }
  }

  /// For each claimed console line, in order: its event, its result, and its index in ``lines``.
  var claimedLines: [(event: Int, line: LineResult, index: Int)] {
    result.events.flatMap { event in
      event.lines.compactMap { line in
        line.actualIndex.map { (event.index, line, offset(of: event.index) + $0) }
      }
    }
  }

  /// The prefix NSLog and Xcode put before a line.
  static let prefix = "2026-11-29 21:14:19.123456+0000 Burrow[1234:56789] "

  /// Lines iOS and Xcode write into the console around the app's own.
  static let noiseBefore = [
    "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for"
      + " configuration named \"(no name)\")",
    prefix + "Failed to send CA Event for app launch measurements for ca_event_type: 0 event_name:"
      + " com.apple.app_launch_measurement.FirstFramePresentationMetric",
    "elapsedCPUTimeForFrontBoard couldn't generate a task port",
  ]
  static let noiseBetween = "App is being debugged, do not track this hang"
  static let noiseAfter = ["Message from debugger: killed", "Program ended with exit code: 0"]

  /// The lines as Xcode shows them and a student copies them: an NSLog prefix on every other
  /// line, system lines before, between and after, trailing spaces, and CRLF line breaks.
  static func pasted(_ lines: [String]) -> String {
    var pasted = noiseBefore
    for (index, line) in lines.enumerated() {
      pasted.append((index.isMultiple(of: 2) ? prefix : "") + line + (index % 3 == 1 ? "  " : ""))
      if index == 1 { pasted.append(noiseBetween) }
    }
    pasted += noiseAfter
    return pasted.joined(separator: "\r\n") + "\r\n"
  }
}
