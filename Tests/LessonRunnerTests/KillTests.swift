#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import HarnessTestSupport
import Testing

/// `update` and `--output` killed at random moments: the file they write is always either as
/// it was or wholly new (with its permissions), and no temporary file is left behind: a
/// catchable signal removes it at once, and one left by `SIGKILL` is removed by the next run.
///
/// Half the kills land at a random moment, half while the file is written (once the child's
/// temporary file appears). 50 kills of each by default; `KILL_TEST_COUNT=1000` runs a
/// thousand.
@Suite("Killed while writing")
struct KillTests {
  static let stepSix = "Fixtures/lesson06/step06-store-saves-on-background.fixture"
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGKILL]

  static var count: Int {
    ProcessInfo.processInfo.environment["KILL_TEST_COUNT"].flatMap(Int.init) ?? 50
  }

  struct Target: CustomTestStringConvertible, Sendable {
    var name: String
    /// The file the command writes, and its mode.
    var file: String
    var mode: Int
    /// Puts the file back as it was before the command.
    var reset: @Sendable (Workspace) throws -> Void
    var arguments: @Sendable (Workspace) -> [String]
    /// Whether the file holds what the command writes, whole (`written` is one run's).
    var complete: @Sendable (_ file: [UInt8], _ written: [UInt8]) -> Bool
    var testDescription: String { name }
  }

  static let targets: [Target] = [
    Target(
      name: "update", file: "step.fixture", mode: 0o640,
      reset: { workspace in
        try workspace.copy(stepSix, as: "step.fixture") {
          $0.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips")
        }
        try workspace.setMode(workspace.path("step.fixture"), 0o640)
      },
      arguments: { ["update", $0.path("step.fixture")] },
      complete: { $0 == $1 }),
    Target(
      name: "--output", file: "report.json", mode: 0o600,
      reset: { workspace in
        try workspace.write("report.json", "the report of an earlier run\n")
        try workspace.setMode(workspace.path("report.json"), 0o600)
      },
      arguments: { [$0.lesson(stepSix), "--format", "json", "--output", $0.path("report.json")] },
      // A report says how long grading took: whole is a JSON object read to its end.
      complete: { file, _ in
        (try? JSONSerialization.jsonObject(with: Data(file)) as? [String: Any])?["schema"] != nil
      }),
  ]

  @Test("killed at random moments, the file is old or new and no temporary file stays", arguments: targets)
  func killed(_ target: Target) throws {
    let executable: String
    switch BuiltProducts.current("lesson-runner") {
    case .success(let path): executable = path
    case .failure(let skipped):
      print("skipped: \(skipped)")
      return
    }
    let workspace = try Workspace()
    let path = workspace.path(target.file)
    try target.reset(workspace)
    let before = workspace.contents(path)
    // A run left alone: what the file holds when the write is complete, and how long it takes.
    let reference = try ChildProcess(executable, target.arguments(workspace)).wait(timeout: 60)
    #expect(reference.exitCode == 0, "\(reference.standardError)")
    let after = workspace.contents(path)
    #expect(after != before)
    var generator = SystemRandomNumberGenerator()
    var outcomes: [String: Int] = [:]
    var estimate = reference.seconds
    for index in 0..<Self.count {
      try target.reset(workspace)
      // How long a run takes changes with the machine's load: measured again every 50 kills.
      if index % 50 == 49 {
        estimate = try ChildProcess(executable, target.arguments(workspace)).wait(timeout: 60).seconds
        try target.reset(workspace)
      }
      let signal = Self.signals.randomElement(using: &generator)!
      // Half the kills at a random moment of the run, most near its end; half while the file
      // is written: once the child's temporary file appears, after up to two milliseconds.
      let atWrite = Bool.random(using: &generator)
      let child = try ChildProcess(executable, target.arguments(workspace))
      if atWrite {
        Self.waitForTemporaryFile(of: child.pid, in: workspace)
        usleep(useconds_t.random(in: 0...2_000, using: &generator))
      } else {
        let fraction = Double.random(in: Bool.random() ? 0.0...1.2 : 0.6...1.1, using: &generator)
        usleep(useconds_t(estimate * fraction * 1_000_000))
      }
      child.send(signal)
      let result = child.wait(timeout: 60)
      let now = workspace.contents(path)
      let written = target.complete(now, after)
      #expect(now == before || written, "a partial file after signal \(signal)")
      #expect(workspace.mode(path) == target.mode, "mode \(workspace.mode(path))")
      let own = workspace.temporaryFiles().filter { $0.contains("-\(child.pid)-") }
      if signal != SIGKILL {
        #expect(own.isEmpty, "signal \(signal) left \(own)")
      }
      var state = written ? "written" : "as it was"
      // SIGKILL in the middle of writing: the temporary file stays, for the next run.
      if !own.isEmpty { state += ", temporary file left" }
      let moment = atWrite ? "at the write" : "at random"
      let ending = result.signal.map { "killed by \($0)" } ?? "finished"
      outcomes["\(moment), \(ending), \(state)", default: 0] += 1
    }
    // One more run, left alone, clears what SIGKILL left, and says so.
    try target.reset(workspace)
    let last = try ChildProcess(executable, target.arguments(workspace)).wait(timeout: 60)
    #expect(last.exitCode == 0)
    #expect(workspace.temporaryFiles().isEmpty, "\(workspace.temporaryFiles())")
    #expect(target.complete(workspace.contents(path), after))
    print("kill test (\(target.name), \(Self.count) kills):")
    for (outcome, count) in outcomes.sorted(by: { $0.key < $1.key }) {
      print("kill test (\(target.name)): \(count) \(outcome)")
    }
    // The kills aimed at the write must reach it: some leave the file written, or (SIGKILL)
    // their temporary file, else the test only ever killed runs that had not begun to write.
    #expect(
      outcomes.contains { $0.key.hasPrefix("at the write") && ($0.key.contains("written") || $0.key.contains("left")) },
      "no kill reached the write: \(outcomes)")
  }

  /// Waits (up to a minute) until the child has created its temporary file, or has ended.
  static func waitForTemporaryFile(of pid: pid_t, in workspace: Workspace) {
    let start = Date()
    while Date().timeIntervalSince(start) < 60 {
      if workspace.temporaryFiles().contains(where: { $0.contains("-\(pid)-") }) { return }
      // A child that ended is a zombie until it is waited for: its /proc entry says so.
      let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      if status.isEmpty || status.contains(") Z ") { return }
      usleep(100)
    }
  }
}
