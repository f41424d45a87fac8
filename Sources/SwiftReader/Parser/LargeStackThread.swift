import Foundation

/// Runs work on a thread of its own, with a stack large enough for deep syntax trees whichever
/// thread asks: a Swift Testing task on macOS has only 512 KB, and a debug build's frames are
/// large. The reader uses it for `Parser.maximumDepth` levels of nesting; the engine, whose
/// evaluation recurses over the same trees, for a whole run.
///
/// The caller waits, so nothing runs in parallel and nothing depends on thread timing; the
/// result is handed back through a `Handoff`.
public enum LargeStackThread {
  /// Room for the deepest input the parser accepts, several times over, in a debug build.
  public static let stackSize = 32 << 20

  public static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value {
    let handoff = Handoff<Value>()
    let thread = Thread { handoff.put(work()) }
    thread.stackSize = stackSize
    thread.start()
    return handoff.take()
  }
}

/// One value passed from the reading thread to the thread waiting for it.
///
/// `@unchecked Sendable`: `value` is only touched with `condition` locked.
private final class Handoff<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var value: Value?

  func put(_ newValue: Value) {
    condition.lock()
    value = newValue
    condition.signal()
    condition.unlock()
  }

  func take() -> Value {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let value { return value }
      condition.wait()
    }
  }
}
