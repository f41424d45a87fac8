/// A value worked out the first time it is asked for, by whichever thread asks first, and
/// shared from then on: the rest of a registry declaration, read only when a program uses it.
///
/// The registry is shared by runs on every core, so the value is published with an atomic
/// compare-and-exchange, and a later read is one atomic load. Two threads that ask at once may
/// both work it out; one keeps its value and the other drops its own, which is the same (the work
/// is a pure function of the declaration's text). `@unchecked Sendable`: the slot is only read
/// and written atomically, and the value is never changed once made.
///
/// The atomics are the standard library's own underscored ones (`_stdlib_atomicLoadARCRef`,
/// `_stdlib_atomicInitializeARCRef`), not the Synchronization module's `Atomic`: importing it made
/// the executable name its library before Foundation's, and the dynamic linker then searched
/// it for every symbol at every start, `--version` included (+0.29 M instructions, callgrind).
struct ReadOnce<Value: AnyObject>: ~Copyable, @unchecked Sendable {
  /// The value once made; nil before. Allocated, so that its address is stable.
  private let slot: UnsafeMutablePointer<AnyObject?>

  init() {
    slot = .allocate(capacity: 1)
    slot.initialize(to: nil)
  }

  /// The value, made with `make` if no thread has made it yet.
  func value(_ make: () -> Value) -> Value {
    if let ready = _stdlib_atomicLoadARCRef(object: slot) { return unsafeDowncast(ready, to: Value.self) }
    let made = make()
    if _stdlib_atomicInitializeARCRef(object: slot, desired: made) { return made }
    return unsafeDowncast(_stdlib_atomicLoadARCRef(object: slot)!, to: Value.self)
  }

  deinit {
    slot.deinitialize(count: 1)
    slot.deallocate()
  }
}
