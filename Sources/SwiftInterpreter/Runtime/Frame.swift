/// A mutable cell shared by reference: a variable captured by a closure, an `inout`
/// argument, the `self` of a mutating method.
public final class Box {
  public var value: Value
  public init(_ value: Value) { self.value = value }
}

/// The storage of one call: its local variables in numbered slots, the cells it shares with
/// closures, and what `self` is.
///
/// Names are resolved to slot numbers when the program is compiled, so running code never
/// looks a name up. A frame is used by one call on one thread.
final class Frame {
  let slots: UnsafeMutablePointer<Value>
  let slotCount: Int
  /// Cells of locals captured by closures, made when their declaration runs.
  var boxes: ContiguousArray<Box?>
  /// The cells this closure captured, in the order its code numbers them.
  let captures: [Box]
  var selfValue: Value
  /// The `self` of a mutating method or initializer of a value type, written back by the caller.
  var selfBox: Box?
  var returnValue: Value = .void
  /// `unowned(unsafe)`: a frame lives only while its interpreter runs its call (a suspended
  /// task's frame too: the task holds the interpreter), and code reads this at every step, so
  /// it is not worth a reference count.
  unowned(unsafe) let interpreter: Interpreter
  let code: FunctionCode
  /// The task the code runs in, when it is async.
  var task: InterpretedTask?
  /// Generic parameters bound by this call (`T` of `func f<T>(_: T.Type)`).
  var generics: [String: SwiftType]?

  init(code: FunctionCode, interpreter: Interpreter, captures: [Box], selfValue: Value, selfBox: Box?) {
    self.code = code
    self.interpreter = interpreter
    self.captures = captures
    self.selfValue = selfValue
    self.selfBox = selfBox
    slotCount = code.slotCount
    slots = UnsafeMutablePointer<Value>.allocate(capacity: max(slotCount, 1))
    slots.initialize(repeating: .void, count: max(slotCount, 1))
    boxes = ContiguousArray(repeating: nil, count: code.boxCount)
  }

  deinit {
    slots.deinitialize(count: max(slotCount, 1))
    slots.deallocate()
  }

  /// `self` as the code reads it: the mutating cell's value, or the bound value.
  @inline(__always) var currentSelf: Value { selfBox?.value ?? selfValue }
}
