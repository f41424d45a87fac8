import SwiftInterpreter
/// `Timer`s of the program: `Timer.publish(…)` received with `onReceive`, and
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
///
/// They run on the main run loop, so they fire on the process's virtual clock and not while
/// the process is suspended (Apple, Timer: "a timer is not a real-time mechanism").
final class RepeatingTimers {
  private struct Entry {
    var action: FunctionValue
    var cause: String
    var milliseconds: Int
    var repeats: Bool
    var scheduled: Int?
    /// What the action is given: the fire date for a publisher, the timer for a block.
    var passesTimer: Bool
  }

  private var entries: [Int: Entry] = [:]
  private var nextID = 0

  /// Starts a timer firing every `seconds`; returns its id.
  func start(
    every seconds: Double, repeats: Bool = true, passesTimer: Bool = false, action: FunctionValue, cause: String,
    in process: AppProcess
  ) -> Int {
    nextID += 1
    let id = nextID
    entries[id] = Entry(
      action: action, cause: cause, milliseconds: Self.milliseconds(seconds), repeats: repeats,
      passesTimer: passesTimer)
    schedule(id, in: process)
    return id
  }

  /// An interval in whole milliseconds: at least 1 (Foundation takes 0.1 ms for one of 0 or less),
  /// and an endless, NaN or astronomically long one as the far future the scheduler never reaches.
  static func milliseconds(_ seconds: Double) -> Int {
    guard !seconds.isNaN, seconds * 1000 < Double(Int.max / 4) else { return Int.max / 4 }
    return max(1, Int((seconds * 1000).rounded()))
  }

  func update(_ id: Int, action: FunctionValue) {
    entries[id]?.action = action
  }

  func stop(_ id: Int, in process: AppProcess) {
    if let scheduled = entries[id]?.scheduled { process.device.scheduler.cancel(scheduled) }
    entries[id] = nil
  }

  private func schedule(_ id: Int, in process: AppProcess) {
    guard let entry = entries[id] else { return }
    entries[id]?.scheduled = process.device.scheduler.schedule(after: entry.milliseconds, process: process.number) {
      [weak self, weak process] in
      guard let self, let process, let entry = self.entries[id] else { return }
      let now = DateValue(seconds: DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000)
      let argument: Value = entry.passesTimer ? .native(TimerValue(id: id)) : .native(now)
      process.enqueueAction(entry.action, [argument], cause: entry.cause, rule: "timers-fire-in-order")
      if entry.repeats { self.schedule(id, in: process) } else { self.entries[id] = nil }
    }
  }
}
