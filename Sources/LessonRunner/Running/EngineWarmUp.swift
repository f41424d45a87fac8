import Foundation
import LifecycleEngine

/// Builds the engine's registry on a thread of its own while the fixtures are read, so the
/// first run does not build it while every other core waits for it.
///
/// The registry is built once per process and frozen, whichever thread builds it (a run that
/// needs it first waits for it), so starting this early changes no result: only when the
/// work is done. The caller does not wait for the thread.
enum EngineWarmUp {
  /// Starts building the registry; returns at once.
  static func start() {
    let thread = Thread { Engine.prepare() }
    // A main thread's stack: the registry's signatures are short, shallow Swift. A thread
    // whose stack cannot be mapped never runs, and the first run then builds the registry.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
