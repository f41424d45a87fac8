import Transcript

/// A host for plain Swift programs: output in a buffer, a virtual clock for sleeping tasks.
///
/// Time moves only when every task is waiting: then it jumps to the next wake-up, as a
/// run loop with nothing else to do would. No wall clock, no threads.
final class ScriptHost: Host {
  private(set) var output = ""
  private(set) var now: UInt64 = 0
  private var timers: [(due: UInt64, order: Int, wake: (Error?) -> Void)] = []
  private var order = 0
  private let outputLimit: Int

  init(outputLimit: Int) {
    self.outputLimit = outputLimit
  }

  var outputOverflowed = false

  func write(_ text: String) {
    guard !outputOverflowed else { return }
    output += text
    if output.utf8.count > outputLimit { outputOverflowed = true }
  }

  func sleep(_ task: InterpretedTask, nanoseconds: UInt64, wake: @escaping (Error?) -> Void) {
    order += 1
    let due = now.addingReportingOverflow(nanoseconds)
    timers.append((due.overflow ? .max : due.partialValue, order, wake))
  }

  func jobEnqueued(_ interpreter: Interpreter) {}

  /// Fires the earliest timer, moving the clock to it; false when none is left.
  func fireNextTimer() -> Bool {
    guard let index = timers.indices.min(by: { (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order) })
    else { return false }
    let timer = timers.remove(at: index)
    now = max(now, timer.due)
    timer.wake(nil)
    return true
  }

  var hasTimers: Bool { !timers.isEmpty }
}
