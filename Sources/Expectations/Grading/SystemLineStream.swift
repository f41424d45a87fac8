/// Finds the system's lines of a paste as it is read, one line behind: what ``SystemLines``
/// decides for a whole paste, decided for each line once the next one is seen.
///
/// A line's family is known from the line itself, except in three cases that ``SystemLines``
/// describes, and which this follows exactly: the lines that continue a report (known going
/// forward), Xcode's metadata line naming a system library (which makes the line before it the
/// system's), and the row of `=` before a checker's report (the same). So the reader holds one
/// line back, and gives it once the line after it has been classified.
struct SystemLineStream {
  /// The fixture's expected lines, compiled: a line one of them matches is never the system's.
  private let expected: PatternIndex
  private let filters: PasteFilters
  /// The report whose continuation lines are being read, if any.
  private var continuing: NoiseRule?

  init(expected: [LinePattern], filters: PasteFilters) {
    self.expected = PatternIndex(expected.map { LineMatcher(Comparison.pattern($0)) })
    self.filters = filters
  }

  /// The family of `line`, the line after `previous` (whose family this may set, when it
  /// turns out to be a system library's message or the row before a report).
  mutating func classify(_ line: inout HeldLine, previous: inout HeldLine, hasPrevious: Bool)
    -> NoiseRule?
  {
    if let rule = continuing {
      let continues = line.withTrimmed { rule.continues(ArraySlice($0)) }
      if continues { return isExpected(line) ? nil : rule }
      continuing = nil
    }
    guard let rule = family(of: line), !isExpected(line) else { return nil }
    if hasPrevious, previous.rule == nil,
      let metadata = line.withTrimmed({ SystemLines.metadata(Substring($0.string)) }),
      let library = metadata.library, library != metadata.process, !isExpected(previous)
    {
      previous.rule = SystemLines.attributed(library)
    }
    if !rule.continuation.isEmpty {
      if hasPrevious, previous.rule == nil, previous.withTrimmed(Self.isRow) {
        previous.rule = rule
      }
      continuing = rule
    }
    return rule
  }

  /// The first family whose shapes the line has.
  private func family(of line: borrowing HeldLine) -> NoiseRule? {
    line.withTrimmed { text in
      filters.mayBeSystem(text) ? NoiseRule.rule(for: Substring(text.string)) : nil
    }
  }

  /// Whether an expected line matches the line, under the comparison rules.
  private func isExpected(_ line: borrowing HeldLine) -> Bool {
    line.withCompared { text in
      var found = false
      expected.forEachMatch(text) { _ in found = true }
      return found
    }
  }

  /// A row of ten or more `=`: the rule a checker's report starts with.
  private static func isRow(_ line: LineBytes) -> Bool {
    line.count >= 10 && line.allSatisfy { $0 == UInt8(ascii: "=") }
  }
}

/// A pasted line held back while the line after it is read: a copy of its bytes, and where its
/// text is once the prefix and trailing spaces are taken off (on the bytes for ASCII; as
/// `String` reads characters otherwise, so that both ways agree).
///
/// The reader keeps two and swaps them, and passes them `inout`, so a line's bytes are copied
/// once, into a buffer that keeps its capacity, and never again as the line is passed around.
struct HeldLine {
  /// The line's bytes: the first `rawCount` of a buffer that only grows, so that holding a
  /// line is one copy of its bytes, with no allocation.
  private var raw: [UInt8] = []
  private var rawCount = 0
  private(set) var number = 0
  private(set) var isASCII = true
  /// Where the text after Xcode's prefix starts, and where it ends without trailing spaces.
  private(set) var contentStart = 0
  private var trimmedEnd = 0
  /// For a line beyond ASCII: the text without trailing spaces, and as compared.
  private var trimmedText: [UInt8] = []
  private var comparedText: [UInt8] = []
  /// Whether spaces or tabs were taken off its end; whether its arrows were unified.
  private(set) var hadTrailing = false
  private(set) var hadArrows = false
  /// Whether it holds NUL or bytes that are not UTF-8.
  private(set) var hasBadBytes = false
  /// The line's system family, once known: boxed, so that clearing it for every line held
  /// releases one reference instead of destroying the rule's strings and arrays.
  private var ruleBox: RuleBox?
  var rule: NoiseRule? {
    get { ruleBox?.rule }
    set { ruleBox = newValue.map(RuleBox.init) }
  }

  private final class RuleBox {
    let rule: NoiseRule
    init(_ rule: NoiseRule) { self.rule = rule }
  }

  /// Holds `bytes`, line `number` of the paste; `asText` reads even ASCII through `String`
  /// (tests compare the two ways).
  mutating func hold(_ bytes: LineBytes, number: Int, asText: Bool = false) {
    if raw.count < bytes.count {
      raw = [UInt8](repeating: 0, count: Swift.max(bytes.count, 2 * raw.count))
    }
    raw.withUnsafeMutableBufferPointer { buffer in
      guard let from = bytes.baseAddress, let to = buffer.baseAddress else { return }
      to.update(from: from, count: bytes.count)
    }
    rawCount = bytes.count
    self.number = number
    ruleBox = nil
    isASCII = !asText && ByteSearch.isASCII(bytes)
    hadArrows = false
    if isASCII {
      hasBadBytes = ByteSearch.firstIndex(of: 0, in: bytes) != nil
      contentStart = XcodePrefix.end(in: bytes) ?? 0
      var end = bytes.count
      while end > contentStart, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == 9 {
        end -= 1
      }
      trimmedEnd = end
      hadTrailing = end != bytes.count
      return
    }
    let string = bytes.string
    hasBadBytes = string.unicodeScalars.contains { $0 == "\u{0}" || $0 == "\u{FFFD}" }
    let text = Substring(string)
    let content = XcodePrefix.end(in: text).map { text[$0...] } ?? text
    contentStart = text.utf8.distance(from: text.startIndex, to: content.startIndex)
    let trimmed = Comparison.trimmingTrailingSpaces(content)
    hadTrailing = trimmed.count != content.count
    trimmedText = Array(trimmed.utf8)
    comparedText = Array(Comparison.unify(String(trimmed)).utf8)
    hadArrows = comparedText.count != trimmedText.count
  }

  /// Whether the line had Xcode's prefix.
  var hadPrefix: Bool { contentStart > 0 }

  /// Calls `body` with the line as pasted.
  func withRaw<R>(_ body: (LineBytes) -> R) -> R {
    let count = rawCount
    return raw.withUnsafeBufferPointer { body(LineBytes(rebasing: $0[..<count])) }
  }

  /// Calls `body` with the text without prefix and trailing spaces.
  func withTrimmed<R>(_ body: (LineBytes) -> R) -> R {
    guard isASCII else { return trimmedText.withUnsafeBufferPointer(body) }
    // Bounds in locals: the closure then captures no copy of the line.
    let (start, end) = (contentStart, trimmedEnd)
    return raw.withUnsafeBufferPointer { body(LineBytes(rebasing: $0[start..<end])) }
  }

  /// Calls `body` with the line as pasted and its text as compared, in one call that takes
  /// no copy of the line.
  func withRawAndCompared<R>(_ body: (LineBytes, LineBytes) -> R) -> R {
    let count = rawCount
    guard isASCII else {
      return raw.withUnsafeBufferPointer { raw in
        comparedText.withUnsafeBufferPointer { body(LineBytes(rebasing: raw[..<count]), $0) }
      }
    }
    let (start, end) = (contentStart, trimmedEnd)
    return raw.withUnsafeBufferPointer {
      body(LineBytes(rebasing: $0[..<count]), LineBytes(rebasing: $0[start..<end]))
    }
  }

  /// Calls `body` with the text as compared (arrows unified too).
  func withCompared<R>(_ body: (LineBytes) -> R) -> R {
    isASCII ? withTrimmed(body) : comparedText.withUnsafeBufferPointer(body)
  }
}
