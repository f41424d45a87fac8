import SwiftInterpreter
import SwiftReader

/// What runs a conformance program: the engine (what the tests hold to the ratchet), or the new
/// interpreter module on its own (a figure for its progress, from `lesson-bench conformance`).
public enum ConformanceRunner: String, Sendable, CaseIterable {
  case engine, interpreter

  /// Runs `source` as a `main.swift`; `device` programs get the simulated iPhone's `#if`
  /// conditions, the others this machine's (they agree on every condition those programs test).
  public func run(_ source: String, device: Bool = false) -> EngineOutcome {
    switch self {
    case .engine: return EngineOutcome.run(source)
    case .interpreter: return Self.interpret(source, device: device)
    }
  }

  /// The `#if` answers of the simulated iPhone the device programs test (the engine's own are
  /// internal to it).
  static let iOSSimulator = CompilationConditions(
    os: "iOS", importableModules: ["Swift", "Foundation", "SwiftUI", "UIKit", "Combine", "Observation", "Dispatch"],
    flags: ["DEBUG"], isSimulator: true)

  /// The interpreter's run: its output is the program's bytes, a crash's message the trap line.
  static func interpret(_ source: String, device: Bool) -> EngineOutcome {
    let files: [SourceFile]
    do {
      files = try SwiftReader.read(files: [("main.swift", source)])
    } catch {
      return EngineOutcome(output: ProgramOutput(stdout: ""), refusal: "read error: \(error)")
    }
    let configuration = InterpreterConfiguration(conditions: device ? Self.iOSSimulator : .linuxDebug)
    let result = ScriptThread.run(files, configuration: configuration)
    if let error = result.diagnostics.first(where: { $0.severity == .error }) {
      return EngineOutcome(output: ProgramOutput(stdout: ""), refusal: "build error: \(error)")
    }
    guard let failure = result.failure else {
      return EngineOutcome(output: ProgramOutput(stdout: result.output))
    }
    if failure.kind == .crash {
      return EngineOutcome(output: ProgramOutput(stdout: result.output, trap: failure.runtimeLine(module: "main")))
    }
    let kind = failure.kind == .budget ? "endless" : "unsupported"
    return EngineOutcome(
      output: ProgramOutput(stdout: result.output), refusal: "\(kind): \(failure)")
  }
}
