/// Byte strings (expected lines without holes, literal prefixes and suffixes) indexed by their
/// bytes: a printed line is hashed once and looked up, with no copy and no allocation, instead
/// of being compared with each of them.
///
/// Open addressing in a power-of-two table; each hit is confirmed byte for byte, so a hash
/// collision costs a comparison, never a wrong answer. Built once, then only read: a class of
/// constants, so that looking up shares its tables and never copies or retains them.
final class LiteralIndex: Sendable {
  private struct Slot: Sendable {
    var hash: UInt64
    var start: Int
    /// The key's length; −1 for an empty slot.
    var count: Int
    var value: Int
  }

  private let slots: [Slot]
  private let keys: [UInt8]
  private let mask: Int
  /// Lengths at least one key has, under 256 bytes, so that most lines are rejected unhashed.
  private let lengths: [Bool]
  private let hasLongKeys: Bool
  /// The keys' slots when there are at most four (a pattern's literal prefix, often one for
  /// every pattern): a line is compared with each, which costs less than hashing it.
  private let few: [Slot]
  let count: Int

  /// Indexes `entries`; a key given twice keeps its first value.
  init(_ entries: [(key: [UInt8], value: Int)]) {
    var size = 16
    while size < entries.count * 2 { size *= 2 }
    var slots = [Slot](repeating: Slot(hash: 0, start: 0, count: -1, value: 0), count: size)
    var keys: [UInt8] = []
    var lengths = [Bool](repeating: false, count: 256)
    var hasLongKeys = false
    var count = 0
    for (key, value) in entries {
      let hash = key.withUnsafeBufferPointer { ByteSearch.hash($0) }
      var index = Int(truncatingIfNeeded: hash) & (size - 1)
      var known = false
      while slots[index].count >= 0 {
        let slot = slots[index]
        if slot.hash == hash, slot.count == key.count,
          keys[slot.start..<(slot.start + slot.count)].elementsEqual(key)
        {
          known = true
          break
        }
        index = (index + 1) & (size - 1)
      }
      guard !known else { continue }
      slots[index] = Slot(hash: hash, start: keys.count, count: key.count, value: value)
      keys.append(contentsOf: key)
      if key.count < 256 { lengths[key.count] = true } else { hasLongKeys = true }
      count += 1
    }
    self.slots = slots
    self.keys = keys
    self.mask = size - 1
    self.lengths = lengths
    self.hasLongKeys = hasLongKeys
    self.count = count
    few = count <= 4 ? slots.filter { $0.count >= 0 } : []
  }

  /// The value stored for these bytes, if any.
  func value(for line: LineBytes) -> Int? {
    if line.count < 256 {
      guard lengths[line.count] else { return nil }
    } else if !hasLongKeys {
      return nil
    }
    if count <= 4 {
      return keys.withUnsafeBufferPointer { keys in
        for slot in few where slot.count == line.count {
          if LineBytes(rebasing: keys[slot.start..<(slot.start + slot.count)]).equals(line) {
            return slot.value
          }
        }
        return nil
      }
    }
    let hash = ByteSearch.hash(line)
    var index = Int(truncatingIfNeeded: hash) & mask
    return keys.withUnsafeBufferPointer { keys in
      while slots[index].count >= 0 {
        let slot = slots[index]
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
}
