import SwiftReader
import Transcript

/// Runs a program on a simulated device and records what it printed and showed.
///
/// Deterministic: a virtual clock, no threads, ties broken by the order things
/// were scheduled. The same program and events always give the same transcript.
public enum Engine {
  /// Checks the program as the compiler would, then (if it builds) plays the events.
  ///
  /// Runs on a thread with a large stack (the caller waits): evaluation recurses over the
  /// program's syntax trees, which a debug build's frames make deep.
  public static func run(
    _ files: [SourceFile], events: [ScriptedEvent], configuration: EngineConfiguration
  ) -> Transcript {
    LargeStackThread.run { play(files, events: events, configuration: configuration) }
  }

  private static func play(
    _ files: [SourceFile], events: [ScriptedEvent], configuration: EngineConfiguration
  ) -> Transcript {
    let build = BuildChecker(files: files).diagnostics()
    guard !build.contains(where: { $0.severity == .error }) else { return Transcript(build: build) }
    let device = Device(program: Program(files: files), configuration: configuration)
    var records: [EventRecord] = []
    for (index, scripted) in events.enumerated() {
      do {
        records.append(try device.perform(scripted, index: index))
      } catch let failure as EventFailure {
        records.append(failure.record)
        return stopped(build, records, by: failure.error)
      } catch {
        return stopped(build, records, by: error)
      }
    }
    device.console.flush()
    return Transcript(build: build, events: records)
  }

  private static func stopped(_ build: [Diagnostic], _ records: [EventRecord], by error: Error) -> Transcript {
    Transcript(build: build, events: records, failure: failure(for: error))
  }

  /// The kind of a run's failure.
  static func failure(for error: Error) -> RunFailure {
    let diagnostic = diagnostic(for: error)
    switch error {
    case let runtime as RuntimeError where runtime.isUnsupported: return .unsupported(diagnostic)
    case let runtime as RuntimeError where runtime.isBudget: return .endless(diagnostic)
    case is EventError: return .impossibleEvent(diagnostic)
    default: return .crashed(diagnostic)
    }
  }

  /// How a failure of the run reads in a report.
  static func diagnostic(for error: Error) -> Diagnostic {
    switch error {
    case let runtime as RuntimeError where runtime.isUnsupported:
      return .error(runtime.message, at: runtime.location)
    case let runtime as RuntimeError:
      return .error("fatal error: \(runtime.message)", at: runtime.location)
    case let event as EventError:
      return .error(event.description, at: nil)
    case let thrown as ThrownError:
      return .error("uncaught error thrown by the program", at: thrown.location)
    default:
      return .error("\(error)", at: nil)
    }
  }
}
