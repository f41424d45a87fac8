import HarnessTestSupport
import Testing

@testable import LifecycleEngine

/// The virtual clock's timers: in order of due time, then of scheduling, whatever heap they
/// wait in; a suspended process's wait; cancelled ones never fire; many cost little.
@Suite("The scheduler")
struct SchedulerTests {
  /// Takes every timer due by `time`, firing each (its action records its label).
  private func drain(_ scheduler: Scheduler, by time: Int, suspended: Set<Int> = []) throws -> [Int] {
    var fired: [Int] = []
    while let timer = scheduler.takeDue(by: time, suspended: suspended) {
      scheduler.advance(to: timer.due)
      fired.append(timer.id)
    }
    return fired
  }

  @Test("timers fire by due time, and those due together in the order they were set, across kinds")
  func order() throws {
    let scheduler = Scheduler()
    let late = scheduler.schedule(after: 30, process: 1) {}
    let system = scheduler.schedule(after: 10, process: nil) {}
    let transition = scheduler.schedule(after: 10, process: nil, isTransition: true) {}
    let task = scheduler.schedule(after: 10, process: 1) {}
    let first = scheduler.schedule(after: 5, process: 1) {}
    #expect(scheduler.nextDue(suspended: []) == 5)
    #expect(scheduler.nextTransition == 10)
    #expect(try drain(scheduler, by: 20) == [first, system, transition, task])
    #expect(scheduler.now == 10)
    #expect(try drain(scheduler, by: 100) == [late])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("a suspended process's timers wait; the system's fire; they all fire in order once it resumes")
  func suspended() throws {
    let scheduler = Scheduler()
    let sleep = scheduler.schedule(after: 1, process: 7) {}
    let expiry = scheduler.schedule(after: 2, process: nil) {}
    #expect(scheduler.nextDue(suspended: [7]) == 2)
    #expect(try drain(scheduler, by: 10, suspended: [7]) == [expiry])
    #expect(try drain(scheduler, by: 10) == [sleep])
  }

  @Test("cancelled timers never fire, one by one or all of a process")
  func cancelled() throws {
    let scheduler = Scheduler()
    let kept = scheduler.schedule(after: 3, process: nil) {}
    let cancelled = scheduler.schedule(after: 1, process: nil, isTransition: true) {}
    _ = scheduler.schedule(after: 2, process: 4) {}
    _ = scheduler.schedule(after: 2, process: 4) {}
    scheduler.cancel(cancelled)
    scheduler.cancelAll(ofProcess: 4)
    #expect(scheduler.nextTransition == nil)
    #expect(scheduler.pendingCount == 1)
    #expect(try drain(scheduler, by: 10) == [kept])
  }

  @Test("a cancelled timer lets go of its action at once, not when it would have come due")
  func cancelReleases() throws {
    final class Held {}
    let scheduler = Scheduler()
    weak var weakHeld: Held?
    let id: Int
    do {
      let held = Held()
      weakHeld = held
      id = scheduler.schedule(after: 1000, process: 1) { _ = held }
    }
    #expect(weakHeld != nil)
    scheduler.cancel(id)
    #expect(weakHeld == nil)
  }

  @Test("a delay past the end of the clock saturates instead of overflowing")
  func saturates() throws {
    let scheduler = Scheduler()
    scheduler.advance(to: 1000)
    _ = scheduler.schedule(after: .max, process: nil) {}
    #expect(scheduler.nextDue(suspended: []) == .max)
  }

  @Test("fifty thousand timers set in a scrambled order of delays come out sorted")
  func many() throws {
    let scheduler = Scheduler()
    var expected: [(due: Int, id: Int)] = []
    for index in 0..<50_000 {
      let delay = index * 7919 % 1000
      expected.append((delay, scheduler.schedule(after: delay, process: delay % 3 == 0 ? nil : 1) {}))
    }
    // Every seventh is cancelled: removing from the middle of a heap keeps the others in order.
    for (position, timer) in expected.enumerated() where position % 7 == 3 { scheduler.cancel(timer.id) }
    let kept = expected.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)
    let fired = try drain(scheduler, by: 1000)
    #expect(fired == kept.sorted { ($0.due, $0.id) < ($1.due, $1.id) }.map(\.id))
  }
}
