import Synchronization

/// A value worked out the first time it is asked for, by whichever thread asks first, and
/// shared from then on: the rest of a registry declaration, read only when a program uses it.
///
/// The registry is shared by runs on every core, so the value is published with an atomic
/// exchange, and a later read is one atomic load. Two threads that ask at once may both work
/// it out; one keeps its value and the other drops its own, which is the same (the work is a
/// pure function of the declaration's text). `@unchecked Sendable`: the slot is only read and
/// written atomically, and the value is never changed once made.
struct ReadOnce<Value: AnyObject>: ~Copyable, @unchecked Sendable {
  private let slot = Atomic<Unmanaged<Value>?>(nil)

  init() {}

  /// The value, made with `make` if no thread has made it yet.
  func value(_ make: () -> Value) -> Value {
    if let ready = slot.load(ordering: .acquiring) { return ready.takeUnretainedValue() }
    let made = Unmanaged.passRetained(make())
    let (stored, current) = slot.compareExchange(
      expected: nil, desired: made, ordering: .acquiringAndReleasing)
    if stored { return made.takeUnretainedValue() }
    made.release()
    return current!.takeUnretainedValue()
  }

  deinit { slot.load(ordering: .acquiring)?.release() }
}
