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
  /// Pending timers, one heap for each kind: the system's transitions, its other timers, and
  /// each process's (taken only while that process is not suspended).
  private var heaps: [Lane: TimerHeap] = [:]
  /// Which heap each pending timer is in.
  private var pending: [Int: Lane] = [:]
  private var nextID = 0

  private enum Lane: Hashable {
    case transition
    case system
    case process(Int)
  }

  /// How many timers are set and not yet fired or cancelled.
  var pendingCount: Int { pending.count }

  /// Schedules `action` to run `delay` milliseconds from now.
  @discardableResult
  func schedule(after delay: Int, process: Int?, isTransition: Bool = false, _ action: @escaping () throws -> Void)
    -> Int
  {
    nextID += 1
    let timer = Timer(
      id: nextID, due: now + min(max(0, delay), Int.max - now), sequence: nextID, process: process,
      isTransition: isTransition, action: action, cause: recorder.current)
    let lane: Lane = process.map { .process($0) } ?? (isTransition ? .transition : .system)
    heaps[lane, default: TimerHeap()].insert(timer)
    pending[timer.id] = lane
    return timer.id
  }

  func cancel(_ id: Int) {
    guard let lane = pending.removeValue(forKey: id) else { return }
    heaps[lane]?.remove(id: id)
  }

  /// Drops every timer of a process that ended.
  func cancelAll(ofProcess process: Int) {
    guard let heap = heaps.removeValue(forKey: .process(process)) else { return }
    for timer in heap.items { pending[timer.id] = nil }
  }

  /// The first timer of a lane.
  private func top(_ lane: Lane) -> Timer? { heaps[lane]?.first }

  /// The lane whose first pending timer comes first, among those not suspended.
  private func firstLane(suspended: Set<Int>) -> (Lane, Timer)? {
    var best: (Lane, Timer)?
    // Each heap as it stands (no array of the lanes made each time the clock is asked).
    for (lane, heap) in heaps {
      if case .process(let number) = lane, suspended.contains(number) { continue }
      guard let timer = heap.first else { continue }
      if let (_, current) = best, (current.due, current.sequence) < (timer.due, timer.sequence) { continue }
      best = (lane, timer)
    }
    return best
  }

  /// Removes and returns the first timer due by `time` whose process is not suspended.
  func takeDue(by time: Int, suspended: Set<Int>) -> Timer? {
    guard let (lane, timer) = firstLane(suspended: suspended), timer.due <= time else { return nil }
    heaps[lane]?.removeFirst()
    pending[timer.id] = nil
    return timer
  }

  /// When the next timer of a process that is not suspended is due, if one is pending.
  func nextDue(suspended: Set<Int>) -> Int? {
    firstLane(suspended: suspended)?.1.due
  }

  /// When the next system transition is due, if one is pending.
  var nextTransition: Int? { top(.transition)?.due }

  func advance(to time: Int) {
    now = max(now, time)
  }
}
