import SwiftInterpreter
/// The virtual clock and its timers.
///
/// Time starts at zero and moves only when the engine advances it; timers due
/// at the same instant fire in the order they were scheduled (like NIO's
/// `EmbeddedEventLoop`). Timers that belong to a process do not fire while that
/// process is suspended; they fire, in order, once it resumes. Not thread-safe,
/// and never needs to be: nothing here runs on another thread.
final class Scheduler {
  struct Timer {
    let id: Int
    let due: Int
    let sequence: Int
    /// The process whose timer it is (a task's sleep); nil for the system's own timers.
    let process: Int?
    /// A step of something the system is doing (an animation): events wait for these to settle.
    let isTransition: Bool
    let action: () throws -> Void
    /// The happening that set it (see ``Recorder``): the cause of what it does.
    var cause: Int? = nil
  }

  private(set) var now = 0
  private(set) lazy var recorder = Recorder(scheduler: self)
  private var timers: [Timer] = []
  private var nextID = 0

  /// Schedules `action` to run `delay` milliseconds from now.
  @discardableResult
  func schedule(after delay: Int, process: Int?, isTransition: Bool = false, _ action: @escaping () throws -> Void)
    -> Int
  {
    nextID += 1
    let timer = Timer(
      id: nextID, due: now + max(0, delay), sequence: nextID, process: process,
      isTransition: isTransition, action: action, cause: recorder.current)
    let index = timers.firstIndex { ($0.due, $0.sequence) > (timer.due, timer.sequence) } ?? timers.count
    timers.insert(timer, at: index)
    return timer.id
  }

  func cancel(_ id: Int) {
    timers.removeAll { $0.id == id }
  }

  /// Drops every timer of a process that ended.
  func cancelAll(ofProcess process: Int) {
    timers.removeAll { $0.process == process }
  }

  /// Removes and returns the first timer due by `time` whose process is not suspended.
  func takeDue(by time: Int, suspended: Set<Int>) -> Timer? {
    guard let index = timers.firstIndex(where: { timer in
      timer.due <= time && !(timer.process.map(suspended.contains) ?? false)
    }) else { return nil }
    return timers.remove(at: index)
  }

  /// When the next timer of a process that is not suspended is due, if one is pending.
  func nextDue(suspended: Set<Int>) -> Int? {
    timers.first(where: { !($0.process.map(suspended.contains) ?? false) })?.due
  }

  /// When the next system transition is due, if one is pending.
  var nextTransition: Int? { timers.first(where: \.isTransition)?.due }

  func advance(to time: Int) {
    now = max(now, time)
  }
}
