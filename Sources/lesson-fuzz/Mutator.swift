/// Changes bytes the way people and accidents do: typos, lost and doubled lines, pasted
/// fragments, line endings from other systems, control characters, absurd numbers, and
/// fragments repeated thousands of times (deep nesting, long chains).
struct Mutator {
  var dictionary: [[UInt8]]
  /// Text from other inputs, spliced in.
  var donors: [[UInt8]]

  /// Characters whose loss or doubling changes Swift's structure.
  static let structural: [UInt8] = Array(".{}()[]\"\\:,$@=<>?!#\n-".utf8)
  static let numbers: [String] = [
    "0", "-1", "1e999", "-1e999", "1e300", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "999999999999999999999999", "0.0000001", "nan", ".infinity",
    "4294967296", "0x7fffffffffffffff", "1_000_000_000", "999999999",
  ]

  mutating func mutate(_ input: [UInt8], using random: inout SplitMix) -> [UInt8] {
    var bytes = input
    let count = random.chance(0.1) ? random.small(4...16) : random.small(1...4)
    for _ in 0..<count { mutateOnce(&bytes, using: &random) }
    return bytes
  }

  private func mutateOnce(_ bytes: inout [UInt8], using random: inout SplitMix) {
    switch Int.random(in: 0..<13, using: &random) {
    case 12: deleteLeadingDot(&bytes, &random)
    case 0: replaceByte(&bytes, &random)
    case 1: deleteRange(&bytes, &random)
    case 2, 3: deleteStructural(&bytes, &random)
    case 4, 5: insert(dictionary.randomElement(using: &random) ?? [], &bytes, &random)
    case 6: duplicateRange(&bytes, &random)
    case 7: changeLines(&bytes, &random)
    case 8: repeatFragment(&bytes, &random)
    case 9: splice(&bytes, &random)
    case 10: replaceNumber(&bytes, &random)
    default: changeLineEndings(&bytes, &random)
    }
  }

  private func position(_ bytes: [UInt8], _ random: inout SplitMix) -> Int {
    Int.random(in: 0...bytes.count, using: &random)
  }

  private func replaceByte(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    guard !bytes.isEmpty else { return }
    let byte: UInt8 =
      switch Int.random(in: 0..<10, using: &random) {
      case 0: UInt8.random(in: 0...31, using: &random)
      case 1: UInt8.random(in: 128...255, using: &random)
      default: UInt8.random(in: 32...126, using: &random)
      }
    bytes[Int.random(in: 0..<bytes.count, using: &random)] = byte
  }

  private func deleteRange(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    guard !bytes.isEmpty else { return }
    let start = Int.random(in: 0..<bytes.count, using: &random)
    let length = min(random.small(1...64), bytes.count - start)
    bytes.removeSubrange(start..<(start + length))
  }

  /// Deletes, doubles or replaces one `.`, brace, parenthesis, quote, colon, newline…
  private func deleteStructural(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    let target = Self.structural.randomElement(using: &random)!
    let places = bytes.indices.filter { bytes[$0] == target }
    guard let place = places.randomElement(using: &random) else { return }
    switch Int.random(in: 0..<4, using: &random) {
    case 0: bytes.insert(target, at: place)
    case 1: bytes[place] = Self.structural.randomElement(using: &random)!
    default: bytes.remove(at: place)
    }
  }

  /// The typo of a modifier on a line of its own written without its dot: `font(.title)`.
  private func deleteLeadingDot(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    var places: [Int] = []
    var lineStart = true
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: ".") && lineStart { places.append(index) }
      if byte == 10 { lineStart = true } else if byte != 32 && byte != 9 { lineStart = false }
    }
    guard let place = places.randomElement(using: &random) else { return }
    bytes.remove(at: place)
  }

  private func insert(_ fragment: [UInt8], _ bytes: inout [UInt8], _ random: inout SplitMix) {
    bytes.insert(contentsOf: fragment, at: position(bytes, &random))
  }

  private func duplicateRange(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    guard !bytes.isEmpty else { return }
    let start = Int.random(in: 0..<bytes.count, using: &random)
    let length = min(random.small(1...400), bytes.count - start)
    insert(Array(bytes[start..<(start + length)]), &bytes, &random)
  }

  /// Deletes, doubles, swaps or moves whole lines.
  private func changeLines(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    guard lines.count > 1 else { return }
    let first = Int.random(in: 0..<lines.count, using: &random)
    let second = Int.random(in: 0..<lines.count, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: lines.remove(at: first)
    case 1: lines.insert(lines[first], at: second)
    case 2: lines.swapAt(first, second)
    default:
      let line = lines.remove(at: first)
      lines.insert(line, at: min(second, lines.count))
    }
    bytes = Array(lines.joined(separator: [10]))
  }

  /// A short fragment (`(`, `.a`, `+ 1`, `{ `, a line) repeated up to thousands of times.
  private func repeatFragment(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    let fragment: [UInt8]
    if bytes.isEmpty || random.chance(0.5) {
      fragment = dictionary.randomElement(using: &random) ?? [40]
    } else {
      let start = Int.random(in: 0..<bytes.count, using: &random)
      fragment = Array(bytes[start..<min(bytes.count, start + random.small(1...12))])
    }
    let times = random.small(2...4000)
    var repeated: [UInt8] = []
    repeated.reserveCapacity(fragment.count * times)
    for _ in 0..<times { repeated += fragment }
    insert(repeated, &bytes, &random)
  }

  private func splice(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    guard let donor = donors.randomElement(using: &random), !donor.isEmpty else { return }
    let start = Int.random(in: 0..<donor.count, using: &random)
    let piece = Array(donor[start..<min(donor.count, start + random.small(1...600))])
    if !bytes.isEmpty && random.chance(0.5) {
      let from = Int.random(in: 0..<bytes.count, using: &random)
      let to = min(bytes.count, from + random.small(0...200))
      bytes.replaceSubrange(from..<to, with: piece)
    } else {
      insert(piece, &bytes, &random)
    }
  }

  /// Replaces a number (or inserts one) with one at a limit: huge, infinite, negative.
  private func replaceNumber(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    let number = Array(Self.numbers.randomElement(using: &random)!.utf8)
    let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
    guard let start = digits.randomElement(using: &random) else {
      insert(number, &bytes, &random)
      return
    }
    var end = start
    while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == 46 { end += 1 }
    bytes.replaceSubrange(start..<end, with: number)
  }

  /// Turns some line feeds into CR LF, CR CR LF or a lone CR.
  private func changeLineEndings(_ bytes: inout [UInt8], _ random: inout SplitMix) {
    let ending: [UInt8] = [[13, 10], [13, 13, 10], [13], [10, 10]].randomElement(using: &random)!
    let everywhere = random.chance(0.3)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      if byte == 10 && (everywhere || random.chance(0.1)) {
        result += ending
      } else {
        result.append(byte)
      }
    }
    bytes = result
  }
}
