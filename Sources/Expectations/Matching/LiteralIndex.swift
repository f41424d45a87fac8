/// Expected lines without holes, indexed by their bytes: a printed line is hashed once and
/// looked up, with no copy and no allocation, instead of being compared with each of them.
///
/// Open addressing in a power-of-two table; each hit is confirmed byte for byte, so a hash
/// collision costs a comparison, never a wrong answer.
struct LiteralIndex: Sendable {
  private struct Slot: Sendable {
    var hash: UInt64
    var start: Int
    var count: Int
    var value: Int
  }

  private var slots: [Slot?]
  private var keys: [UInt8] = []
  private var mask: Int
  private(set) var count = 0
  /// Lengths at least one key has, under 256 bytes, so that most lines are rejected unhashed.
  private var lengths = [Bool](repeating: false, count: 256)
  private var hasLongKeys = false

  init(capacity: Int = 8) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Slot?](repeating: nil, count: size)
    mask = size - 1
  }

  /// The value stored for these bytes, if any.
  func value(for line: LineBytes) -> Int? {
    if line.count < 256 {
      guard lengths[line.count] else { return nil }
    } else if !hasLongKeys {
      return nil
    }
    let hash = ByteSearch.hash(line)
    var index = Int(truncatingIfNeeded: hash) & mask
    return keys.withUnsafeBufferPointer { keys in
      while let slot = slots[index] {
        if slot.hash == hash, slot.count == line.count,
          LineBytes(rebasing: keys[slot.start..<(slot.start + slot.count)]).equals(line)
        {
          return slot.value
        }
        index = (index + 1) & mask
      }
      return nil
    }
  }

  func value(for bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { value(for: $0) }
  }

  /// Stores `value` for `bytes`, unless they already have one; returns the value they have.
  @discardableResult
  mutating func insert(_ bytes: [UInt8], value: Int) -> Int {
    if let existing = self.value(for: bytes) { return existing }
    if (count + 1) * 2 > slots.count { grow() }
    let hash = bytes.withUnsafeBufferPointer { ByteSearch.hash($0) }
    let slot = Slot(hash: hash, start: keys.count, count: bytes.count, value: value)
    keys.append(contentsOf: bytes)
    place(slot)
    count += 1
    if bytes.count < 256 { lengths[bytes.count] = true } else { hasLongKeys = true }
    return value
  }

  private mutating func place(_ slot: Slot) {
    var index = Int(truncatingIfNeeded: slot.hash) & mask
    while slots[index] != nil { index = (index + 1) & mask }
    slots[index] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot?](repeating: nil, count: old.count * 2)
    mask = slots.count - 1
    for case let slot? in old { place(slot) }
  }
}
