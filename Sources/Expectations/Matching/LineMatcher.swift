/// A ``LinePattern`` compiled once into a small matcher over a line's UTF-8 bytes.
///
/// Matching is whole-line and exact: literal pieces compare byte for byte, and each hole
/// takes a run of bytes of its type. Where a line can be split between holes in several
/// ways, the ways are tried in regex order (`int`, `number` and `word` longest first,
/// `text` shortest first) until one satisfies the caller; holes only ever end on a
/// character boundary. No regular expressions are involved, and a line is rejected by its
/// length and its literal prefix and suffix before any hole is tried.
struct LineMatcher: Sendable {
  private enum Op: Sendable {
    case literal([UInt8])
    case hole(Hole.HoleType)
  }

  private let ops: [Op]
  /// The whole line when the pattern has no holes.
  let literal: [UInt8]?
  /// The literal bytes before the first hole, and after the last one.
  let prefix: [UInt8]
  let suffix: [UInt8]
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
  func matchesShape(_ line: LineBytes) -> Bool {
    if let literal { return line.equals(literal) }
    return firstMatch(line) { _ in true } != nil
  }

  /// The byte ranges of the holes for the first split of `line` that `accept` approves.
  func firstMatch(_ line: LineBytes, where accept: ([Range<Int>]) -> Bool) -> [Range<Int>]? {
    if let literal { return line.equals(literal) && accept([]) ? [] : nil }
    guard line.count >= minimumLength, hasAffixes(line) else { return nil }
    var captures: [Range<Int>] = []
    var budget = Self.budget
    return search(op: 0, at: 0, in: line, captures: &captures, budget: &budget, accept: accept)
      ? captures : nil
  }

  private func hasAffixes(_ line: LineBytes) -> Bool {
    guard line.count >= prefix.count + suffix.count else { return false }
    return line.hasPrefix(prefix) && line.hasSuffix(suffix)
  }

  private func search(
    op index: Int, at position: Int, in line: LineBytes, captures: inout [Range<Int>],
    budget: inout Int, accept: ([Range<Int>]) -> Bool
  ) -> Bool {
    guard index < ops.count else {
      guard position == line.count, budget > 0 else { return false }
      budget -= 1
      return accept(captures)
    }
    switch ops[index] {
    case .literal(let bytes):
      guard line.has(bytes, at: position) else { return false }
      return search(
        op: index + 1, at: position + bytes.count, in: line, captures: &captures,
        budget: &budget, accept: accept)
    case .hole(let type):
      let isLast = index == ops.count - 1
      var next: [UInt8]? = nil
      if !isLast, case .literal(let bytes) = ops[index + 1] { next = bytes }
      var ends = HoleEnds(type, in: line, from: position)
      while let end = ends.next() {
        if budget <= 0 { return false }
        budget -= 1
        if isLast && end != line.count { continue }
        if let next, !line.has(next, at: end) { continue }
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
}

/// Where a hole of a type starting at a position may end, in the order to try them, made one
/// at a time.
private struct HoleEnds {
  private let type: Hole.HoleType
  private let line: LineBytes
  private let start: Int
  /// The next end to give, and the last one of the current run (inclusive).
  private var current: Int
  private var last: Int
  private var step: Int
  /// For a `number` whose fraction is tried first: the integer ends, tried after it.
  private var integer: (first: Int, last: Int)?

  init(_ type: Hole.HoleType, in line: LineBytes, from start: Int) {
    self.type = type
    self.line = line
    self.start = start
    func digits(from position: Int) -> Int {
      var end = position
      while end < line.count, NumberText.isDigit(line[end]) { end += 1 }
      return end
    }
    switch type {
    case .int, .number:
      let sign = start < line.count && line[start] == UInt8(ascii: "-") ? 1 : 0
      let whole = digits(from: start + sign)
      (current, last, step) = (whole, start + sign + 1, -1)
      if whole <= start + sign { (current, last) = (0, 1) }
      if type == .number, whole > start + sign, whole + 1 < line.count,
        line[whole] == UInt8(ascii: ".")
      {
        let fraction = digits(from: whole + 1)
        if fraction > whole + 1 {
          integer = (whole, start + sign + 1)
          (current, last) = (fraction, whole + 2)
        }
      }
    case .word:
      var end = start
      while end < line.count, line[end] != UInt8(ascii: " "), line[end] != UInt8(ascii: "\t") {
        end += 1
      }
      (current, last, step) = (end, start + 1, -1)
    case .text:
      (current, last, step) = (start, line.count, 1)
    }
  }

  mutating func next() -> Int? {
    while true {
      if step < 0 ? current < last : current > last {
        guard let integer else { return nil }
        (current, last) = integer
        self.integer = nil
        continue
      }
      let end = current
      current += step
      if type == .int || type == .number || isBoundary(end) { return end }
    }
  }

  private func isBoundary(_ end: Int) -> Bool { end == line.count || line[end] & 0xC0 != 0x80 }
}
