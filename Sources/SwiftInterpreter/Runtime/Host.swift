import Transcript

/// What the interpreter needs from the world it runs in: somewhere to print, a clock for
/// tasks that sleep, and hooks for observation. A host with a virtual clock implements
/// it; a script runner with a plain buffer.
///
/// Everything is called on the interpreter's one thread; nothing here may block.
public protocol Host: AnyObject {
  /// Text the program printed, terminators included.
  func write(_ text: String)
  /// A task asks to sleep: call `wake` after that much virtual time, or at once with an
  /// error when the task is cancelled first.
  func sleep(_ task: InterpretedTask, nanoseconds: UInt64, wake: @escaping (Error?) -> Void)
  /// A job of a task is ready to run (the host runs it with `Interpreter.runNextJob()`).
  func jobEnqueued(_ interpreter: Interpreter)
  /// A property of an object whose type reports its accesses (`@Observable`) was read.
  func observedRead(_ object: ObjectValue, property: String)
  /// …or written.
  func observedWrite(_ object: ObjectValue, property: String)
  /// The current virtual time, in nanoseconds since the host started.
  var now: UInt64 { get }
  /// A task was made (before its first job runs), while the code that made it is running.
  func taskStarted(_ task: InterpretedTask)
}

extension Host {
  public func observedRead(_ object: ObjectValue, property: String) {}
  public func observedWrite(_ object: ObjectValue, property: String) {}
  public func taskStarted(_ task: InterpretedTask) {}
}
