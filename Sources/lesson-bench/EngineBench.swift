import Foundation
import LessonRunner
import LifecycleEngine
import SwiftInterpreter
import SwiftReader
import Transcript

/// The interpreter's and the engine's speed, each against a peer measured in the same run:
/// an arithmetic loop against CPython's, life-cycle events against the target of 50,000 a second.
enum EngineBench {
  /// The same loop in Swift and in Python: a million turns of integer arithmetic.
  static let swiftLoop = """
    var total = 0
    var i = 0
    while i < 1_000_000 {
        total = (total + i * 7) % 1_000_003
        i += 1
    }
    print(total)
    """
  static let pythonLoop = """
    total = 0
    i = 0
    while i < 1000000:
        total = (total + i * 7) % 1000003
        i += 1
    print(total)
    """

  static func run(root: String, events count: Int = 20_000, loop runsLoop: Bool = true) throws {
    if runsLoop {
      print("")
      try loop()
    }
    print("")
    try events(root: root, count: max(2, count / 2 * 2))
  }

  /// The fastest of several rounds: a busy machine disturbs the figure less.
  private static func best(_ rounds: Int, _ work: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    var fastest = Duration.seconds(1_000)
    for _ in 0..<rounds {
      let start = clock.now
      try work()
      fastest = min(fastest, clock.now - start)
    }
    return fastest
  }

  private static func report(_ name: String, _ duration: Duration, _ count: Int = 1, _ unit: String = "") {
    let total = seconds(duration) * 1000
    let detail = count > 1 ? String(format: "  (%.4f ms per %@)", total / Double(count), unit) : ""
    print(name.padding(toLength: 46, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", total) + detail)
  }

  /// The arithmetic loop: the interpreter (reading and running the program) against python3
  /// (a process; its start-up, measured with an empty program, is taken off).
  private static func loop() throws {
    let files = try SwiftReader.read(files: [("main.swift", swiftLoop)])
    var output = ""
    let interpreted = best(3) {
      let result = Script.run(files)
      precondition(result.failure == nil, "\(String(describing: result.failure))")
      output = String(result.output.dropLast())
    }
    report("interpreter: 1,000,000-turn arithmetic loop", interpreted)
    guard let python = executable("python3") else {
      print("python3: not on this machine, no ratio")
      return
    }
    var pythonOutput = ""
    let started = try best(3) { _ = try runProcess(python, ["-c", "pass"]) }
    let whole = try best(3) { pythonOutput = try runProcess(python, ["-c", pythonLoop]) }
    precondition(pythonOutput == output, "python3 printed \(pythonOutput), the interpreter \(output)")
    let loopOnly = max(whole - started, .milliseconds(1))
    report("python3: the same loop (start-up taken off)", loopOnly)
    report("python3: start-up alone", started)
    print(String(format: "ratio interpreter / python3: %.2f× (target: at most 3×)", seconds(interpreted) / seconds(loopOnly)))
  }

  /// `count` life-cycle events (20,000 by default): Home and return, `count / 2` times, on
  /// lesson 54's step 7 program.
  private static func events(root: String, count: Int) throws {
    let path = "\(root)/lesson54/step07-save-before-view.fixture"
    let runner = FixtureRunner()
    let fixture = try runner.load(path: path)
    let files = try runner.read(fixture)
    var events = [ScriptedEvent(.launch, label: "launch")]
    for _ in 0..<count / 2 {
      events.append(ScriptedEvent(.home, label: "home"))
      events.append(ScriptedEvent(.returnToApp, label: "return"))
    }
    var configuration = EngineConfiguration(
      device: DeviceModel(named: fixture.device)!, moduleName: fixture.moduleName, stepBudget: 1_000_000_000)
    // The run prints 130,005 lines: above a fixture's line budget, which stops endless printing.
    configuration.outputLineBudget = 1_000_000
    var printed = 0
    var cpu = Double.infinity
    let duration = best(3) {
      let before = ProcessTimer.ownCPUSeconds()
      let transcript = Engine.run(files, events: events, configuration: configuration)
      cpu = min(cpu, ProcessTimer.ownCPUSeconds() - before)
      precondition(transcript.failure == nil, "\(String(describing: transcript.failure))")
      printed = transcript.events.reduce(0) { $0 + $1.console.count }
    }
    report("engine: \(count.formatted()) events (Home, return) on step 7", duration, count, "event")
    print(String(format: "events per second: %.0f (target: at least 50,000); %d lines printed",
      Double(count) / seconds(duration), printed))
    // On a shared machine the wall clock counts other people's work too; the CPU time does not.
    print(String(format: "events per CPU second: %.0f (%.1f s of CPU for the fastest round)", Double(count) / cpu, cpu))
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The path of a program on `PATH`, if there is one.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs a program to its end and returns what it printed, without its last newline.
  static func runProcess(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var text = String(decoding: data, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
