/// A ``LinePattern`` compiled once into a small matcher over a line's UTF-8 bytes.
///
/// Matching is whole-line and exact: literal pieces compare byte for byte, and each hole
/// takes a run of bytes of its type. Where a line can be split between holes in several
/// ways, the ways are tried in regex order (`int`, `number` and `word` longest first,
/// `text` shortest first) until one satisfies the caller; holes only ever end on a
/// character boundary. No regular expressions are involved.
struct LineMatcher: Sendable {
  private enum Op: Sendable {
    case literal([UInt8])
    case hole(Hole.HoleType)
  }

  private let ops: [Op]
  /// The whole line when the pattern has no holes.
  let literal: [UInt8]?
  private let prefix: [UInt8]
  private let suffix: [UInt8]
  private let minimumLength: Int

  /// How many hole ends a single line may try before giving up, so that patterns such as
  /// `{{text}}a{{text}}a{{text}}b` cannot take exponential time on a long line of `a`s.
  private static let budget = 100_000

  init(_ pattern: LinePattern) {
    var ops: [Op] = []
    for piece in pattern.pieces {
      switch piece {
      case .literal(let text):
        let bytes = Array(text.utf8)
        if case .literal(let previous) = ops.last {
          ops[ops.count - 1] = .literal(previous + bytes)
        } else if !bytes.isEmpty {
          ops.append(.literal(bytes))
        }
      case .hole(let hole):
        ops.append(.hole(hole.type))
      }
    }
    self.ops = ops
    if ops.isEmpty {
      literal = []
    } else if ops.count == 1, case .literal(let bytes) = ops[0] {
      literal = bytes
    } else {
      literal = nil
    }
    if case .literal(let bytes)? = ops.first { prefix = bytes } else { prefix = [] }
    if ops.count > 1, case .literal(let bytes)? = ops.last { suffix = bytes } else { suffix = [] }
    minimumLength = ops.reduce(0) { total, op in
      switch op {
      case .literal(let bytes): total + bytes.count
      case .hole(.text): total
      case .hole: total + 1
      }
    }
  }

  /// Whether some split of the line matches, whatever the holes' bounds.
  func matchesShape(_ line: [UInt8]) -> Bool {
    firstMatch(line) { _ in true } != nil
  }

  /// The byte ranges of the holes for the first split of `line` that `accept` approves.
  func firstMatch(_ line: [UInt8], where accept: ([Range<Int>]) -> Bool) -> [Range<Int>]? {
    if let literal { return line == literal && accept([]) ? [] : nil }
    guard line.count >= minimumLength, hasAffixes(line) else { return nil }
    var captures: [Range<Int>] = []
    var budget = Self.budget
    return search(op: 0, at: 0, in: line, captures: &captures, budget: &budget, accept: accept)
      ? captures : nil
  }

  private func hasAffixes(_ line: [UInt8]) -> Bool {
    guard line.count >= prefix.count + suffix.count else { return false }
    for index in 0..<prefix.count where line[index] != prefix[index] { return false }
    let offset = line.count - suffix.count
    for index in 0..<suffix.count where line[offset + index] != suffix[index] { return false }
    return true
  }

  private func search(
    op index: Int, at position: Int, in line: [UInt8], captures: inout [Range<Int>],
    budget: inout Int, accept: ([Range<Int>]) -> Bool
  ) -> Bool {
    guard index < ops.count else {
      guard position == line.count, budget > 0 else { return false }
      budget -= 1
      return accept(captures)
    }
    switch ops[index] {
    case .literal(let bytes):
      guard Self.has(bytes, in: line, at: position) else { return false }
      return search(
        op: index + 1, at: position + bytes.count, in: line, captures: &captures,
        budget: &budget, accept: accept)
    case .hole(let type):
      let isLast = index == ops.count - 1
      var next: [UInt8]? = nil
      if !isLast, case .literal(let bytes) = ops[index + 1] { next = bytes }
      for end in Self.ends(of: type, in: line, from: position) {
        if budget <= 0 { return false }
        budget -= 1
        if isLast && end != line.count { continue }
        if let next, !Self.has(next, in: line, at: end) { continue }
        captures.append(position..<end)
        if search(
          op: index + 1, at: end, in: line, captures: &captures, budget: &budget, accept: accept)
        {
          return true
        }
        captures.removeLast()
      }
      return false
    }
  }

  private static func has(_ bytes: [UInt8], in line: [UInt8], at position: Int) -> Bool {
    guard position + bytes.count <= line.count else { return false }
    for index in 0..<bytes.count where line[position + index] != bytes[index] { return false }
    return true
  }

  /// Where a hole of `type` starting at `start` may end, in the order to try them.
  private static func ends(of type: Hole.HoleType, in line: [UInt8], from start: Int) -> [Int] {
    func digits(from position: Int) -> Int {
      var end = position
      while end < line.count, NumberText.isDigit(line[end]) { end += 1 }
      return end
    }
    func boundary(_ end: Int) -> Bool { end == line.count || line[end] & 0xC0 != 0x80 }
    switch type {
    case .int, .number:
      let sign = start < line.count && line[start] == UInt8(ascii: "-") ? 1 : 0
      let whole = digits(from: start + sign)
      guard whole > start + sign else { return [] }
      var ends = Array(((start + sign + 1)...whole).reversed())
      if type == .number, whole + 1 < line.count, line[whole] == UInt8(ascii: ".") {
        let fraction = digits(from: whole + 1)
        if fraction > whole + 1 { ends = Array(((whole + 2)...fraction).reversed()) + ends }
      }
      return ends
    case .word:
      var end = start
      while end < line.count, line[end] != UInt8(ascii: " "), line[end] != UInt8(ascii: "\t") {
        end += 1
      }
      guard end > start else { return [] }
      return ((start + 1)...end).reversed().filter(boundary)
    case .text:
      return (start...line.count).filter(boundary)
    }
  }
}
