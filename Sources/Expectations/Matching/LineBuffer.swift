/// A line's UTF-8 bytes, read in place in the buffer that holds it: no copy, no allocation.
typealias LineBytes = UnsafeBufferPointer<UInt8>

/// Lines stored back to back in one byte buffer, so that matching reads them in place.
///
/// A console of 100,000 lines is two allocations here, where an array of byte arrays is
/// 100,000; matching then compares bytes without copying a line or making a `String`.
struct LineBuffer: Sendable {
  private var bytes: [UInt8] = []
  /// Where each line ends in `bytes`; a line starts where the one before it ends.
  private var ends: [Int] = []

  init() {}

  init<S: Sequence>(_ lines: S) where S.Element == String {
    for line in lines { append(line) }
  }

  var count: Int { ends.count }

  mutating func append(_ line: String) {
    bytes.append(contentsOf: line.utf8)
    ends.append(bytes.count)
  }

  mutating func append(_ line: LineBytes) {
    bytes.append(contentsOf: line)
    ends.append(bytes.count)
  }

  /// Calls `body` with a view of the lines that is valid only during the call.
  func withLines<R>(_ body: (Lines) throws -> R) rethrows -> R {
    try bytes.withUnsafeBufferPointer { bytes in
      try ends.withUnsafeBufferPointer { ends in
        try body(Lines(base: bytes.baseAddress, ends: ends))
      }
    }
  }

  /// The lines of a ``LineBuffer``, each viewed in place.
  struct Lines {
    fileprivate let base: UnsafePointer<UInt8>?
    fileprivate let ends: UnsafeBufferPointer<Int>

    var count: Int { ends.count }

    var indices: Range<Int> { 0..<ends.count }

    subscript(index: Int) -> LineBytes {
      let start = index == 0 ? 0 : ends[index - 1]
      guard let base else { return LineBytes(start: nil, count: 0) }
      return LineBytes(start: base + start, count: ends[index] - start)
    }
  }
}

extension UnsafeBufferPointer where Element == UInt8 {
  /// Whether the bytes are exactly `other`'s.
  func equals(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    guard count > 0, let left = baseAddress, let right = other.baseAddress else { return true }
    return ByteSearch.equal(left, right, count: count)
  }

  /// Whether the bytes equal `other`'s.
  func equals(_ other: [UInt8]) -> Bool {
    other.withUnsafeBufferPointer { equals($0) }
  }

  /// Whether `bytes` appear at `position`.
  func has(_ bytes: [UInt8], at position: Int) -> Bool {
    guard position >= 0, position + bytes.count <= count else { return false }
    guard let base = baseAddress, !bytes.isEmpty else { return true }
    return bytes.withUnsafeBufferPointer { needle in
      ByteSearch.equal(base + position, needle.baseAddress!, count: needle.count)
    }
  }

  /// Whether the bytes start with `prefix`.
  func hasPrefix(_ prefix: [UInt8]) -> Bool { has(prefix, at: 0) }

  /// Whether the bytes end with `suffix`.
  func hasSuffix(_ suffix: [UInt8]) -> Bool { has(suffix, at: count - suffix.count) }

  /// The bytes from `start` on.
  func dropFirst(_ start: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: self[Swift.min(start, count)...])
  }

  /// The bytes as a string (invalid UTF-8 is replaced, as `String(decoding:)` does).
  var string: String { String(decoding: self, as: UTF8.self) }
}
