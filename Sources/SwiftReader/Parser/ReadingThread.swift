import Foundation

/// Runs reading on a thread of its own, with a stack large enough for `Parser.maximumDepth`
/// levels of nesting whichever thread asks: a Swift Testing task on macOS has only 512 KB,
/// and a debug build's parser frames are large.
///
/// The caller waits; the result is handed back through a `Handoff`.
enum ReadingThread {
  /// Room for the deepest input the parser accepts, several times over, in a debug build.
  static let stackSize = 32 << 20

  static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value {
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
