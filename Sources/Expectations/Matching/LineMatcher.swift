/// A ``LinePattern`` compiled once into a small matcher over a line's UTF-8 bytes.
///
/// Matching is whole-line and exact: literal pieces compare byte for byte, and each hole
/// takes a run of bytes of its type. Where a line can be split between holes in several
/// ways, the ways are tried in regex order (`int`, `number` and `word` longest first,
/// `text` shortest first) until one satisfies the caller; holes only ever end on a
/// character boundary. No regular expressions are involved, and a line is rejected by its
/// length and its literal prefix and suffix before any hole is tried.
struct LineMatcher: Sendable {
  /// One piece of the pattern: a hole, or literal bytes (a range of ``bytes``). Plain values,
  /// so that walking the pattern on every line retains and copies nothing.
  struct Step: Sendable {
    /// The hole's type; nil for literal bytes.
    var hole: Hole.HoleType?
    var start: Int
    var end: Int
  }

  /// The steps, the literal bytes of every step back to back, and what is known of them: one
  /// reference, so that reading a matcher out of an array retains one object, not four arrays.
  private let program: MatcherProgram

  /// The whole line when the pattern has no holes.
  var literal: [UInt8]? { program.isLiteral ? Array(program.bytes) : nil }
  /// The literal bytes before the first hole, and after the last one.
  var prefix: [UInt8] { Array(program.bytes[..<program.prefixCount]) }
  var suffix: [UInt8] { Array(program.bytes[(program.bytes.count - program.suffixCount)...]) }

  /// How many hole ends a single line may try before giving up, so that patterns such as
  /// `{{text}}a{{text}}a{{text}}b` cannot take exponential time on a long line of `a`s.
  private static let budget = 100_000

  init(_ pattern: LinePattern) {
    var steps: [Step] = []
    var bytes: [UInt8] = []
    for piece in pattern.pieces {
      switch piece {
      case .literal(let text):
        guard !text.isEmpty else { continue }
        bytes += text.utf8
        if let last = steps.last, last.hole == nil {
          steps[steps.count - 1].end = bytes.count
        } else {
          steps.append(Step(hole: nil, start: bytes.count - text.utf8.count, end: bytes.count))
        }
      case .hole(let hole):
        steps.append(Step(hole: hole.type, start: bytes.count, end: bytes.count))
      }
    }
    let isLiteral = steps.isEmpty || (steps.count == 1 && steps[0].hole == nil)
    let prefixCount = steps.first.map { $0.hole == nil ? $0.end - $0.start : 0 } ?? 0
    let suffixCount =
      steps.count > 1 ? steps.last.map { $0.hole == nil ? $0.end - $0.start : 0 } ?? 0 : 0
    let isGreedy = steps.indices.allSatisfy { index in
      guard let type = steps[index].hole else { return true }
      guard index + 1 < steps.count else { return type != .text }
      let next = steps[index + 1]
      guard next.hole == nil else { return false }
      let byte = bytes[next.start]
      switch type {
      case .int: return !NumberText.isDigit(byte)
      case .number: return !NumberText.isDigit(byte) && byte != UInt8(ascii: ".")
      case .word: return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
      case .text: return false
      }
    }
    let minimumLength = steps.reduce(0) { total, step in
      switch step.hole {
      case nil: total + step.end - step.start
      case .text: total
      case _?: total + 1
      }
    }
    program = MatcherProgram(
      steps: steps, bytes: bytes, isLiteral: isLiteral, prefixCount: prefixCount,
      suffixCount: suffixCount, minimumLength: minimumLength, isGreedy: isGreedy)
  }

  /// Whether some split of the line matches, whatever the holes' bounds.
  func matchesShape(_ line: LineBytes) -> Bool {
    if program.isLiteral { return line.equals(program.bytes) }
    guard line.count >= program.minimumLength else { return false }
    var none: [Range<Int>] = []
    // One pass compares every literal: the prefix and suffix need no check of their own.
    if program.isGreedy { return greedyMatch(line, captures: &none, records: false) }
    guard hasAffixes(line) else { return false }
    return search(line, captures: &none, records: false) { _ in true }
  }

  /// The byte ranges of the holes for the first split of `line` that `accept` approves.
  func firstMatch(_ line: LineBytes, where accept: ([Range<Int>]) -> Bool) -> [Range<Int>]? {
    if program.isLiteral { return line.equals(program.bytes) && accept([]) ? [] : nil }
    guard line.count >= program.minimumLength, hasAffixes(line) else { return nil }
    var captures: [Range<Int>] = []
    if program.isGreedy {
      return greedyMatch(line, captures: &captures, records: true) && accept(captures)
        ? captures : nil
    }
    return search(line, captures: &captures, records: true, accept: accept) ? captures : nil
  }

  /// Matches a line in one pass, each hole ending at the first end tried: for a pattern whose
  /// holes can end in one place only (``MatcherProgram/isGreedy``), where the search finds
  /// the same split (trying a hole's other ends finds the next literal at none of them).
  private func greedyMatch(_ line: LineBytes, captures: inout [Range<Int>], records: Bool)
    -> Bool
  {
    let walk = Walk(steps: program.steps, bytes: program.bytes, line: line, records: records)
    var position = 0
    for step in program.steps {
      guard let type = step.hole else {
        guard walk.has(step, at: position) else { return false }
        position += step.end - step.start
        continue
      }
      guard let end = HoleEnds.first(type, in: line, from: position) else { return false }
      if records { captures.append(position..<end) }
      position = end
    }
    return position == line.count
  }

  private func hasAffixes(_ line: LineBytes) -> Bool {
    let (bytes, prefix, suffix) = (program.bytes, program.prefixCount, program.suffixCount)
    guard line.count >= prefix + suffix else { return false }
    return LineBytes(rebasing: line[..<prefix]).equals(LineBytes(rebasing: bytes[..<prefix]))
      && LineBytes(rebasing: line[(line.count - suffix)...]).equals(
        LineBytes(rebasing: bytes[(bytes.count - suffix)...]))
  }

  /// Tries the splits of `line` in order until `accept` approves one; the holes' ranges go to
  /// `captures` when `records` (a check of shape alone keeps none, and allocates nothing).
  private func search(
    _ line: LineBytes, captures: inout [Range<Int>], records: Bool,
    accept: ([Range<Int>]) -> Bool
  ) -> Bool {
    var walk = Walk(steps: program.steps, bytes: program.bytes, line: line, records: records)
    return walk.search(step: 0, at: 0, captures: &captures, accept: accept)
  }

  /// One search of a line, over the pattern's steps and bytes in place.
  private struct Walk {
    let steps: UnsafeBufferPointer<Step>
    let bytes: UnsafeBufferPointer<UInt8>
    let line: LineBytes
    let records: Bool
    var budget = LineMatcher.budget

    /// Whether the literal bytes of `step` appear in the line at `position`.
    func has(_ step: Step, at position: Int) -> Bool {
      let count = step.end - step.start
      guard position >= 0, position + count <= line.count else { return false }
      guard count > 0, let base = line.baseAddress, let needle = bytes.baseAddress else {
        return true
      }
      return ByteSearch.equal(base + position, needle + step.start, count: count)
    }

    mutating func search(
      step index: Int, at position: Int, captures: inout [Range<Int>],
      accept: ([Range<Int>]) -> Bool
    ) -> Bool {
      guard index < steps.count else {
        guard position == line.count, budget > 0 else { return false }
        budget -= 1
        return accept(captures)
      }
      let step = steps[index]
      guard let type = step.hole else {
        guard has(step, at: position) else { return false }
        return search(
          step: index + 1, at: position + step.end - step.start, captures: &captures,
          accept: accept)
      }
      let isLast = index == steps.count - 1
      let next: Step? = isLast || steps[index + 1].hole != nil ? nil : steps[index + 1]
      var ends = HoleEnds(type, in: line, from: position)
      while let end = ends.next() {
        if budget <= 0 { return false }
        budget -= 1
        if isLast && end != line.count { continue }
        if let next, !has(next, at: end) { continue }
        if records { captures.append(position..<end) }
        if search(step: index + 1, at: end, captures: &captures, accept: accept) {
          return true
        }
        if records { captures.removeLast() }
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

  /// The first end ``next()`` gives for a hole of a type other than `text`, without making
  /// the sequence: the longest run the type takes (a number's fraction included), or nil.
  static func first(_ type: Hole.HoleType, in line: LineBytes, from start: Int) -> Int? {
    if type == .text {
      var ends = HoleEnds(type, in: line, from: start)
      return ends.next()
    }
    let count = line.count
    guard start < count, let base = line.baseAddress else { return nil }
    switch type {
    case .int, .number:
      var end = start
      if base[end] == UInt8(ascii: "-") { end += 1 }
      let digits = end
      while end < count, NumberText.isDigit(base[end]) { end += 1 }
      guard end > digits else { return nil }
      if type == .number, end + 1 < count, base[end] == UInt8(ascii: ".") {
        var fraction = end + 1
        while fraction < count, NumberText.isDigit(base[fraction]) { fraction += 1 }
        if fraction > end + 1 { return fraction }
      }
      return end
    case .word:
      var end = start
      while end < count, base[end] != UInt8(ascii: " "), base[end] != UInt8(ascii: "\t") {
        end += 1
      }
      return end > start ? end : nil
    case .text:
      return nil
    }
  }

  private func isBoundary(_ end: Int) -> Bool { end == line.count || line[end] & 0xC0 != 0x80 }
}
