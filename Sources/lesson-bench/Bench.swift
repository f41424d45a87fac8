#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Expectations
import Foundation
import LessonRunner
import LifecycleEngine
import SwiftReader
import Transcript


/// Benchmarks of lesson-runner.
///
/// - `swift run -c release lesson-bench [Fixtures]`: how long reading, running and verifying
///   take in this process, each figure the best of several rounds.
/// - `swift run -c release lesson-bench --compare [--quick] [Fixtures]`: lesson-runner against
///   FileCheck and its own start-up, whole processes side by side (``Compare``).
/// - `lesson-bench Fixtures engine [--events N] [--events-only]`: the interpreter against
///   python3 and events per second (N events, 20,000 by default; `--events-only` skips the loop);
///   `lesson-bench conformance …`: the swiftc conformance corpus (``ConformanceBench``).
@main
struct Bench {
  static let usage = """
    usage: lesson-bench [FIXTURES]                         reading, running and verifying, in this process
           lesson-bench FIXTURES engine [--events N] [--events-only]
                                                           the interpreter against python3; events per second
           lesson-bench --compare [--quick] [FIXTURES]     lesson-runner against FileCheck and its own start-up
           lesson-bench --verify-any ...                   any-order verification at scale
           lesson-bench conformance ...                    the swiftc conformance corpus
           lesson-bench --help                             this text
    FIXTURES is a folder of fixtures (default: Fixtures).
    """

  /// Runs the benchmark the arguments name; a bad argument or unreadable input is one
  /// `error:` line and exit 2, never a crash.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    do {
      try dispatch(arguments)
    } catch {
      Platform.write("lesson-bench: \(error)\n", to: 2)
      Platform.exit(2)
    }
  }

  private static func dispatch(_ arguments: [String]) throws {
    if let first = arguments.first, first.hasPrefix("-"),
      !["--compare", "--verify-any", "--lesson-runner"].contains(first)
    {
      Platform.write("lesson-bench: error: unknown option '\(first)'\n\(usage)\n", to: 2)
      Platform.exit(2)
    }
    switch arguments.first {
    case "conformance":
      exit(try ConformanceBench.main(Array(arguments.dropFirst())))
    case "--compare":
      compare(Array(arguments.dropFirst()))
    case "--verify-any":
      try AnyOrderVerification.run(Array(arguments.dropFirst()))
    case "--lesson-runner":
      let output = LessonRunnerCommand(
        arguments: Array(arguments.dropFirst()), environment: Platform.environment,
        isTerminal: false, standardInput: LessonRunnerCommand.readStandardInput
      ).run()
      Platform.write(output.standardOutput, to: 1)
      Platform.write(output.standardError, to: 2)
      Platform.exit(output.exitCode)
    default:
      let root = arguments.first ?? "Fixtures"
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
        Platform.write("lesson-bench: error: no folder of fixtures at '\(root)'\n", to: 2)
        Platform.exit(2)
      }
      // `lesson-bench Fixtures engine`: only the interpreter's and the engine's figures.
      if arguments.dropFirst().first == "engine" {
        let options = Array(arguments.dropFirst(2))
        let count = options.firstIndex(of: "--events").flatMap { options.indices.contains($0 + 1) ? Int(options[$0 + 1]) : nil }
        try EngineBench.run(root: root, events: count ?? 20_000, loop: !options.contains("--events-only"))
        return
      }
      try standard(root: root)
    }
  }

  /// Runs `--compare`: lesson-runner is the executable next to this one when it is built
  /// (`swift build -c release`), else this one acting as it.
  static func compare(_ arguments: [String]) {
    let quick = arguments.contains("--quick")
    let fixtures = arguments.first { !$0.hasPrefix("--") } ?? "Fixtures"
    let own = CommandLine.arguments[0]
    let sibling = (own as NSString).deletingLastPathComponent + "/lesson-runner"
    let runner = ProcessTimer.isExecutable(sibling) ? [sibling] : [own, "--lesson-runner"]
    let candidates = ["/usr/lib/llvm-14/bin/FileCheck", "/usr/bin/FileCheck-14"]
      + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").flatMap {
        ["\($0)/FileCheck-14", "\($0)/FileCheck"]
      }
    let fileCheck = candidates.first(where: ProcessTimer.isExecutable)
    let folder = NSTemporaryDirectory() + "lesson-bench-compare-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("lesson-runner: \(runner.joined(separator: " "))")
    print("FileCheck: \(fileCheck ?? "not found (apt-get install llvm-14-tools)")")
    Compare(
      runner: runner, fileCheck: fileCheck, inputs: CompareInputs(folder: folder),
      fixtures: fixtures, quick: quick
    ).run()
  }

  /// The benchmarks in this process.
  static func standard(root: String) throws {
    let clock = ContinuousClock()

    func best(rounds: Int = 5, _ work: () throws -> Void) rethrows -> Duration {
      var fastest = Duration.seconds(1_000)
      for _ in 0..<rounds {
        let start = clock.now
        try work()
        fastest = min(fastest, clock.now - start)
      }
      return fastest
    }

    func milliseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    func report(_ name: String, _ duration: Duration, per count: Int = 1, unit: String = "") {
      let total = milliseconds(duration)
      let each = total / Double(count)
      let detail = count > 1 ? String(format: "  (%.3f ms per %@)", each, unit) : ""
      print(name.padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", total) + detail)
    }

    // 1. The shipped fixtures.
    let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".fixture") }.sorted().map { "\(root)/\($0)" } ?? []
    let runner = FixtureRunner()
    let fixtures = try paths.map { try runner.load(path: $0) }
    let swiftFiles = fixtures.flatMap(\.swiftFiles)
    let swiftLines = swiftFiles.reduce(0) { $0 + $1.text.split(separator: "\n").count }
    print("\(fixtures.count) fixtures, \(swiftFiles.count) Swift files, \(swiftLines) lines of Swift\n")

    report("read every fixture's Swift", try best { for fixture in fixtures { _ = try runner.read(fixture) } },
      per: swiftFiles.count, unit: "file")
    report("run and verify every fixture", try best {
      for fixture in fixtures {
        guard case .verified(let result, _) = try runner.run(fixture), result.passed else {
          fatalError("\(fixture.path) does not pass")
        }
      }
    }, per: fixtures.count, unit: "fixture")

    // 2. Matching on a large console: 100 expected lines with holes among 100,000 printed lines.
    let expected = (0..<100).map { "step \($0 * 1000): Stored {{n\($0): int}} beans -> bin {{int in 0...999}}" }
    let fixtureText = """
      # Matching benchmark
      source: benchmark
      device: iPhone 17

      -- App.swift --
      print("unused")

      == launch ==
      -- partial --
      \(expected.joined(separator: "\n"))
      """
    let matchingFixture = try FixtureParser.parse(path: "bench.fixture", text: fixtureText)
    let printed = (0..<100_000).map { ConsoleLine(text: "step \($0): Stored \($0 % 97) beans -> bin \($0 * 7 % 1000)", time: 0) }
    func transcript(_ lines: [ConsoleLine]) -> Transcript {
      Transcript(events: [EventRecord(index: 0, label: "launch", start: 0, end: 0, console: lines, screen: .homeScreen)])
    }
    let passing = transcript(printed)
    var broken = printed
    broken[50_000].text = "step 50000: Stored 99 beans -> bin 12345"
    let failing = transcript(broken)
    report("verify 100 holes among 100,000 lines (pass)", best { precondition(Verifier.verify(matchingFixture, against: passing).passed) })
    report("verify 100 holes among 100,000 lines (fail)", best { precondition(!Verifier.verify(matchingFixture, against: failing).passed) })

    // 3. How soon an endless loop is stopped, with the budget grading uses.
    let endless = try SwiftReader.read(files: [("App.swift", """
      import SwiftUI
      @main
      struct EndlessApp: App {
          init() { var n = 0; while true { n += 1 } }
          var body: some Scene { WindowGroup { Text("never") } }
      }
      """)])
    let configuration = EngineConfiguration(device: DeviceModel(named: "iPhone 17")!)
    report("stop an endless loop (1,000,000 steps)", best(rounds: 3) {
      precondition(Engine.run(endless, events: [ScriptedEvent(.launch, label: "launch")], configuration: configuration).failure != nil)
    })

    // 4. The interpreter against python3, and life-cycle events per second.
    try EngineBench.run(root: root)

    // 5. Memory.
    let peak = ProcessTimer.ownPeakMegabytes()
    print("peak memory (resident)".padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: "%9.1f MB", peak))
  }
}
