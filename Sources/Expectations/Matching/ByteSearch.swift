#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte loops that matching and paste reading spend their time in, done a word or a
/// vector at a time by the C library where it can.
enum ByteSearch {
  /// Whether `count` bytes at `left` and `right` are equal.
  static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int)
    -> Bool
  {
    memcmp(left, right, count) == 0
  }

  /// The offset of the first `byte` in `bytes` from `start`, if any.
  static func firstIndex(of byte: UInt8, in bytes: LineBytes, from start: Int = 0) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// Whether `needle` occurs in `bytes`.
  static func contains(_ needle: [UInt8], in bytes: LineBytes) -> Bool {
    contains(needle, in: bytes, anchor: rarestByte(of: needle))
  }

  /// Whether `needle` occurs in `bytes`, looking first for its byte at `anchor` (a byte that
  /// lines seldom hold, so that few places are compared whole).
  static func contains(_ needle: [UInt8], in bytes: LineBytes, anchor: Int) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= bytes.count else { return false }
    var start = anchor
    while start < bytes.count,
      let found = firstIndex(of: needle[anchor], in: bytes, from: start)
    {
      if found - anchor + needle.count > bytes.count { return false }
      if found >= anchor, bytes.has(needle, at: found - anchor) { return true }
      start = found + 1
    }
    return false
  }

  /// The position in `needle` of the byte console lines hold least often, by a rough order:
  /// punctuation, then digits, then capitals, then small letters, then spaces.
  static func rarestByte(of needle: [UInt8]) -> Int {
    func commonness(_ byte: UInt8) -> Int {
      switch byte {
      case UInt8(ascii: " "): 5
      case UInt8(ascii: "a")...UInt8(ascii: "z"): 4
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): 3
      case UInt8(ascii: "0")...UInt8(ascii: "9"): 2
      default: 1
      }
    }
    return needle.indices.min { commonness(needle[$0]) < commonness(needle[$1]) } ?? 0
  }

  /// Whether every byte is below 0x80, tested eight bytes at a time.
  static func isASCII(_ bytes: LineBytes) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        return false
      }
      index += 8
    }
    while index < bytes.count {
      if base[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// A 64-bit hash of the bytes, eight at a time: fast, not keyed (tables that use it compare
  /// the bytes of every hit, so a collision costs time, never a wrong answer).
  static func hash(_ bytes: LineBytes) -> UInt64 {
    var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return state }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      state = mix(state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      index += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < bytes.count {
      tail |= UInt64(base[index]) << shift
      shift += 8
      index += 1
    }
    return mix(mix(state ^ tail))
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return z ^ (z >> 29)
  }
}
