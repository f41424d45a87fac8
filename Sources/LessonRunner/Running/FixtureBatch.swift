import Dispatch
import Foundation

/// Runs independent pieces of work on all cores and gives their results in the order the
/// work was given, whatever order it finished in.
///
/// Each fixture's run is deterministic and self-contained (its own program, device and clock),
/// so running several at once changes no result; only the order of the output could change,
/// and it does not: result `i` is the `i`th input's.
enum FixtureBatch {
  /// `body` applied to every element of `inputs`, on as many threads as the machine has cores.
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ body: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    let slots = Slots<Output>(count: inputs.count)
    if inputs.count < 2 || ProcessInfo.processInfo.activeProcessorCount < 2 {
      for (index, input) in inputs.enumerated() { slots.put(body(input), at: index) }
    } else {
      DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
        slots.put(body(inputs[index]), at: index)
      }
    }
    return slots.values
  }
}

/// One slot per result, filled from several threads.
///
/// `@unchecked Sendable`: `results` is only touched with `lock` held.
private final class Slots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Value?]

  init(count: Int) {
    results = [Value?](repeating: nil, count: count)
  }

  func put(_ value: Value, at index: Int) {
    lock.lock()
    results[index] = value
    lock.unlock()
  }

  /// Every result, in order; each slot has been filled by then.
  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return results.map { $0! }
  }
}
