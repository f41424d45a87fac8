import Transcript

/// Objects whose last strong reference went away, waiting for their `deinit`s to run.
///
/// The interpreter's values are Swift values, so an object of the program is released when
/// the last value holding it is: the same moment Swift releases it, as long as the code keeps
/// no copy (scopes clear their locals as they end). Its `deinit` cannot run inside the host's
/// own release, so the released object's storage is kept here and its `deinit`s run at the
/// next statement boundary: in the order the objects were released, the subclass's first
/// (The Swift Programming Language, "Deinitialization").
final class DeinitQueue {
  struct Released {
    var type: UserType
    var fields: [Value]
    var serial: Int
  }

  private(set) var pending: [Released] = []
  var hasPending: Bool { !pending.isEmpty }
  /// Whether an object with a `deinit` was ever made: only then do calls end their locals'
  /// lifetimes as they return.
  var isActive = false

  func released(_ object: Released) { pending.append(object) }

  func next() -> Released? { pending.isEmpty ? nil : pending.removeFirst() }

  /// Whether `deinit`s are running: a statement of a `deinit` does not start the queue again
  /// (the loop that runs it goes on with the rest, in order).
  var isRunning = false

  /// Moves the objects released since `mark` to the front: what an object's `deinit` and the
  /// release of its stored properties free goes before the objects released with it, as
  /// Swift finishes destroying one object before the next (`[parent]`'s children, depth first).
  func promote(since mark: Int) {
    guard mark < pending.count, mark > 0 else { return }
    let recent = pending[mark...]
    pending.removeSubrange(mark...)
    pending.insert(contentsOf: recent, at: 0)
  }
}

/// `weak var x: T?`: refers to an object without keeping it alive; reads `nil` once the
/// object is released.
final class WeakReference: NativeValue {
  weak var object: ObjectValue?
  init(_ object: ObjectValue) { self.object = object }

  var typeName: String { "WeakReference" }
  var description: String? { nil }

  /// The value a read of the weak property gives.
  var current: Value { object.map { .some(.object($0)) } ?? .none }
}

extension Interpreter {
  /// Runs the `deinit`s of the objects released so far (and of those their release frees).
  func runDeinitializers(at location: SourceLocation?) throws {
    guard !deinits.isRunning else { return }
    deinits.isRunning = true
    defer { deinits.isRunning = false }
    while deinits.hasPending {
      let mark = try runNextDeinitializer(at: location)
      deinits.promote(since: mark)
    }
  }

  /// `runDeinitializers` from a call about to start: out of line, so that the frame of every
  /// call (recursion fills the stack with them) stays as small as before.
  @inline(never)
  func runReleasedDeinitializers(at location: SourceLocation?) throws {
    try runDeinitializers(at: location)
  }

  /// Runs one released object's `deinit`s, then lets its storage go; returns how many objects
  /// were waiting after it was taken.
  private func runNextDeinitializer(at location: SourceLocation?) throws -> Int {
    guard let released = deinits.next() else { return 0 }
    let mark = deinits.pending.count
    let object = ObjectValue(type: released.type, fields: released.fields, serial: released.serial)
    for type in released.type.classChain {
      guard let code = type.deinitializer else { continue }
      _ = try invoke(code, arguments: [], captures: [], selfValue: .object(object), selfBox: nil, at: location)
    }
    return mark
  }

  /// Whether objects released outside the program's calls (by the host) wait for their `deinit`.
  public var hasPendingDeinitializers: Bool { deinits.hasPending }

  /// Runs those `deinit`s now: a host that drops its references to the program's objects
  /// calls this when its own work is done, so they run when Swift's would.
  public func runPendingDeinitializers() throws {
    try runDeinitializers(at: nil)
  }

  /// A call that returns releases its locals (its result is kept apart): the `deinit`s that
  /// frees run before the caller goes on, as Swift's do.
  func endLifetimes(of frame: Frame, at location: SourceLocation?) throws {
    // Swift destroys a scope's locals in the reverse order of their declarations.
    for slot in (0..<frame.slotCount).reversed() { frame.slots[slot] = .void }
    for index in frame.boxes.indices.reversed() { frame.boxes[index] = nil }
    if deinits.hasPending { try runDeinitializers(at: location) }
  }

  /// What a weak property stores for a value assigned to it.
  func weakStorage(_ value: Value) -> Value {
    switch value {
    case .object(let object), .some(.object(let object)): return .native(WeakReference(object))
    default: return value
    }
  }

  /// What a read of a weak property gives.
  func weakValue(_ stored: Value) -> Value {
    if case .native(let native) = stored, let reference = native as? WeakReference { return reference.current }
    return stored
  }
}
