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
  /// Whether the pattern has no holes (its bytes are the whole line).
  let isLiteral: Bool
  /// How many bytes of literal come before the first hole, and after the last one.
  let prefixCount: Int
  let suffixCount: Int
  /// The fewest bytes a matching line has.
  let minimumLength: Int
  /// Whether each hole can end in one place only, so that a line is matched in one pass:
  /// it is not `text`, and it is last or the literal after it starts with a byte it cannot
  /// take (`{{int}}:`, `{{word}} `). The first end the search tries is then the only one the
  /// next literal allows, and the verdict is the search's.
  let isGreedy: Bool

  init(
    steps: [LineMatcher.Step], bytes: [UInt8], isLiteral: Bool, prefixCount: Int,
    suffixCount: Int, minimumLength: Int, isGreedy: Bool
  ) {
    self.steps = Self.copy(steps)
    self.bytes = Self.copy(bytes)
    self.isLiteral = isLiteral
    self.prefixCount = prefixCount
    self.suffixCount = suffixCount
    self.minimumLength = minimumLength
    self.isGreedy = isGreedy
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
