import SwiftInterpreter
/// `Timer`s of the program: `Timer.publish(…)` received with `onReceive`, and
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
///
/// They run on the main run loop, so they fire on the process's virtual clock and not while
/// the process is suspended (Apple, Timer: "a timer is not a real-time mechanism"). A repeating
/// timer whose firings were missed fires once, then keeps to its schedule (Apple, Timer: it
/// "fires only once even if multiple firing times have passed" and "reschedules itself based on
/// the scheduled firing time, not the actual firing time").
final class RepeatingTimers {
  private struct Entry {
    var action: FunctionValue
    var cause: String
    /// Its interval; nil for one the clock never reaches (see `Timing.milliseconds`).
    var milliseconds: Int?
    var repeats: Bool
    var scheduled: Int?
    /// When it is next due on its schedule (virtual ms).
    var due = 0
    /// What the action is given: the fire date for a publisher, the timer for a block.
    var passesTimer: Bool
    /// The program's `Timer`, passed to a block or a selector.
    var timer: TimerValue?
  }

  private var entries: [Int: Entry] = [:]
  private var nextID = 0

  /// Starts a timer firing every `seconds`; returns its id.
  func start(
    every seconds: Double, repeats: Bool = true, passesTimer: Bool = false, timer: TimerValue? = nil,
    action: FunctionValue, cause: String, in process: AppProcess
  ) -> Int {
    nextID += 1
    let id = nextID
    // Apple, Timer: an interval of 0 or less is taken as 0.0001 s (here, 1 ms: the clock's
    // step). One the clock never reaches leaves the timer valid and never firing.
    entries[id] = Entry(
      action: action, cause: cause, milliseconds: Timing.milliseconds(seconds: seconds).map { max(1, $0) },
      repeats: repeats,
      passesTimer: passesTimer, timer: timer)
    timer?.id = id
    schedule(id, in: process)
    return id
  }

  func update(_ id: Int, action: FunctionValue) {
    entries[id]?.action = action
  }

  func stop(_ id: Int, in process: AppProcess) {
    if let scheduled = entries[id]?.scheduled { process.device.scheduler.cancel(scheduled) }
    entries[id]?.timer?.id = nil
    entries[id] = nil
  }

  /// Whether the timer is still scheduled (`Timer.isValid`).
  func isRunning(_ id: Int) -> Bool { entries[id] != nil }

  private func schedule(_ id: Int, in process: AppProcess) {
    guard let entry = entries[id], let interval = entry.milliseconds else { return }
    let now = process.device.scheduler.now
    var due = entry.scheduled == nil ? now + interval : entry.due + interval
    // Missed firings are skipped, not queued (see above): the next one on the schedule.
    if due <= now { due += (now - due) / interval * interval + interval }
    entries[id]?.due = due
    entries[id]?.scheduled = process.device.scheduler.schedule(after: due - now, process: process.number) {
      [weak self, weak process] in
      guard let self, let process, let entry = self.entries[id] else { return }
      let now = DateValue(seconds: DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000)
      let argument: Value = entry.passesTimer ? .native(entry.timer ?? TimerValue(id: id)) : .native(now)
      process.enqueueAction(entry.action, [argument], cause: entry.cause, rule: "timers-fire-in-order")
      if entry.repeats { self.schedule(id, in: process) } else { self.stop(id, in: process) }
    }
  }
}
