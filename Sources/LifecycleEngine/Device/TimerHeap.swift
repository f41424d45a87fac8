/// A binary min-heap of the scheduler's timers, by due time, then by the order they were set.
///
/// Adding and taking cost O(log n), so that a program which keeps tens of thousands of timers
/// pending (a timer that sets two timers each time it fires) costs what its firings cost, not
/// the square of them, as a sorted array's insertions did.
struct TimerHeap {
  private(set) var items: [Scheduler.Timer] = []

  var isEmpty: Bool { items.isEmpty }
  var first: Scheduler.Timer? { items.first }

  private static func before(_ a: Scheduler.Timer, _ b: Scheduler.Timer) -> Bool {
    (a.due, a.sequence) < (b.due, b.sequence)
  }

  mutating func insert(_ timer: Scheduler.Timer) {
    items.append(timer)
    siftUp(items.count - 1)
  }

  @discardableResult
  mutating func removeFirst() -> Scheduler.Timer? {
    guard !items.isEmpty else { return nil }
    return remove(at: 0)
  }

  /// Removes the timer with `id` at once (O(n) to find it), so that what its action holds is
  /// let go when it is cancelled, not when it would have come due.
  mutating func remove(id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    remove(at: index)
  }

  @discardableResult
  private mutating func remove(at index: Int) -> Scheduler.Timer {
    items.swapAt(index, items.count - 1)
    let removed = items.removeLast()
    guard index < items.count else { return removed }
    siftUp(index)
    siftDown(index)
    return removed
  }

  private mutating func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.before(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, Self.before(items[left], items[smallest]) { smallest = left }
      if right < items.count, Self.before(items[right], items[smallest]) { smallest = right }
      if smallest == parent { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
