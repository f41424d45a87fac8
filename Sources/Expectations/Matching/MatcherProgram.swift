/// A line matcher's steps and literal bytes, copied once into memory that is only read after,
/// so that matching a line reads them in place: an array read on every line of a paste is
/// retained and released around each reading, and those two calls cost more than matching a
/// short line.
///
/// `@unchecked Sendable`: the memory is written in `init` and never after, and freed with the
/// last reference.
final class MatcherProgram: @unchecked Sendable {
  let steps: UnsafeBufferPointer<LineMatcher.Step>
  let bytes: UnsafeBufferPointer<UInt8>

  init(steps: [LineMatcher.Step], bytes: [UInt8]) {
    self.steps = Self.copy(steps)
    self.bytes = Self.copy(bytes)
  }

  deinit {
    steps.deallocate()
    bytes.deallocate()
  }

  private static func copy<T>(_ values: [T]) -> UnsafeBufferPointer<T> {
    let memory = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, values.count))
    _ = memory.initialize(from: values)
    return UnsafeBufferPointer(rebasing: memory[..<values.count])
  }
}
