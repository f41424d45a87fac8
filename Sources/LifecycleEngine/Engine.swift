import SwiftInterpreter
import SwiftReader
import Transcript

/// Runs a program on a simulated device and records what it printed and showed.
///
/// Deterministic: a virtual clock, no threads deciding order, ties broken by the order things
/// were scheduled. The same program and events always give the same transcript.
public enum Engine {
  /// Compiles the program as the compiler would (its diagnostics are the build's), then, if it
  /// builds, plays the events.
  ///
  /// Runs on a thread with a large stack (the caller waits): interpreted calls nest Swift
  /// frames, and a program's deep recursion must reach its depth limit, not the stack's end.
  public static func run(
    _ files: [SourceFile], events: [ScriptedEvent], configuration: EngineConfiguration
  ) -> Transcript {
    LargeStackThread.run(stackSize: stackSize) { play(files, events: events, configuration: configuration) }
  }

  /// The run's stack: a recursion as deep as `EngineConfiguration.depthLimit` needs about
  /// 1.5 KB a call in a release build (a debug build's frames are larger: there the stack fills
  /// first, and the run stops as a stack overflow all the same). Pages are used only as deep as
  /// a program goes; an endless recursion uses at most 7/8 of it (`StackGuard`'s margin).
  public static let stackSize = 192 << 20

  /// The registry of every API the engine models, as Swift declarations (of one module, or all).
  public static func registryStub(module: String? = nil) -> String { EngineRegistry.shared.stub(module: module) }

  /// Builds the registry now, on the calling thread, instead of in the first run: a runner
  /// with many programs builds it while it reads them. The registry is built once per process
  /// and frozen whichever thread builds it, so when this runs changes no result.
  public static func prepare() { _ = EngineRegistry.shared }

  /// The modules the registry declares types of, in the order they were registered.
  public static var registryModules: [String] { EngineRegistry.shared.moduleNames }

  private static func play(
    _ files: [SourceFile], events: [ScriptedEvent], configuration: EngineConfiguration
  ) -> Transcript {
    var inert = InertCalls()
    var transcript = play(files, events: events, configuration: configuration, inert: &inert)
    transcript.inert = inert.listed
    return transcript
  }

  private static func play(
    _ files: [SourceFile], events: [ScriptedEvent], configuration: EngineConfiguration, inert: inout InertCalls
  ) -> Transcript {
    let program = Program.compile(files, registry: EngineRegistry.shared, configuration: configuration.interpreter)
    let build = program.diagnostics.sorted {
      ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
        < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0)
    }
    // A declaration the registry does not model (`@FetchRequest`) comes first: the errors
    // that follow from it (a memberwise argument it would have made) are not the program's.
    if let notModelled = program.notModelled.first { return Transcript(build: [], failure: .unsupported(notModelled)) }
    guard program.builds else { return Transcript(build: build) }
    let device = Device(program: program, configuration: configuration)
    defer { inert = device.uikit.inert }
    var records: [EventRecord] = []
    for (index, scripted) in events.enumerated() {
      do {
        records.append(try device.perform(scripted, index: index))
      } catch let failure as EventFailure {
        records.append(failure.record)
        return Transcript(build: build, events: records, failure: Self.failure(for: failure.error, module: configuration.moduleName))
      } catch {
        return Transcript(build: build, events: records, failure: Self.failure(for: error, module: configuration.moduleName))
      }
    }
    device.console.flush()
    return Transcript(build: build, events: records)
  }

  /// The kind of a run's failure, and its located message.
  static func failure(for error: Error, module: String) -> RunFailure {
    switch error {
    case let error as InterpreterError:
      // A crash is worded as the Swift runtime prints it (`App/App.swift:12: Fatal error: …`).
      let message = error.kind == .crash ? error.runtimeLine(module: module) : error.message
      let diagnostic = Diagnostic.error(message, at: error.location)
      switch error.kind {
      case .unsupported: return .unsupported(diagnostic)
      case .budget: return .endless(diagnostic)
      case .crash: return .crashed(diagnostic)
      }
    case let thrown as SwiftError:
      return .crashed(.error("Fatal error: Error raised at top level: uncaught error thrown by the program", at: thrown.location))
    case let event as EventError:
      return .impossibleEvent(.error(event.description, at: nil))
    default:
      return .crashed(.error("\(error)", at: nil))
    }
  }
}
