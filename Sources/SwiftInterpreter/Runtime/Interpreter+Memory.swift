import Transcript

/// The memory budget: the bytes of the values a program builds, counted as they are built,
/// so that a loop that never stops growing stops with a located error long before the
/// machine's memory is gone.
///
/// Counted where values grow or are copied: an array's new elements and every time its
/// storage is copied or moved (a shared array changed, a full one grown), a dictionary's new
/// entries, a string's new bytes, a sequence made into an array. What a run frees is not
/// given back (the interpreter does not see values die), so the budget bounds what a run
/// allocates in all; the step budget ends a run long before ordinary code allocates that much.
extension Interpreter {
  /// The bytes one value takes in an array's storage.
  static let valueBytes = MemoryLayout<Value>.stride

  /// Counts `bytes` more; throws once the run has allocated more than its budget. Building
  /// costs time too: a step for each kilobyte, as `charge` costs a copy (a step per 64 values).
  @inline(__always)
  func allocate(bytes: Int, at location: SourceLocation?) throws {
    allocatedBytes &+= bytes
    if allocatedBytes > configuration.memoryBudget { throw memoryBudgetExceeded(at: location) }
    if bytes >= 1024 { try charge(bytes >> 4, at: location) }
  }

  /// Counts `count` values more.
  @inline(__always)
  func allocate(values count: Int, at location: SourceLocation?) throws {
    try allocate(bytes: count &* Self.valueBytes, at: location)
  }

  /// Counts what changing an array did: the elements added in place, or, when its storage
  /// moved (a copy of a shared array, a growth past its capacity), the whole new storage.
  func allocate(changing elements: inout [Value], at location: SourceLocation?, _ change: (inout [Value]) throws -> Void) throws {
    let before = elements.count
    let storage = elements.withUnsafeBufferPointer { $0.baseAddress }
    try change(&elements)
    let moved = elements.withUnsafeBufferPointer { $0.baseAddress } != storage
    let grown = moved ? elements.capacity : elements.count - before
    if grown > 0 { try allocate(values: grown, at: location) }
  }

  private func memoryBudgetExceeded(at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.budget,
      "memory budget exceeded: the program built more than \(configuration.memoryBudget >> 20) MB of values "
        + "(a loop that never stops growing?)", at: location)
  }
}

extension Value {
  /// Whether the value is an array, asked without copying it (a `switch` on a tuple holding
  /// the value would keep a second reference to its storage while it changes).
  var isArrayValue: Bool {
    if case .array = self { return true }
    return false
  }

  /// Whether the value is a dictionary, asked without copying it.
  var isDictionaryValue: Bool {
    if case .dictionary = self { return true }
    return false
  }
}
