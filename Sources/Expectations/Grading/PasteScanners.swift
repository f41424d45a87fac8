/// The checks of a paste's second reading that look at lines no expected line took, each fed
/// one line at a time, in order: `-- never --` lines over the lines a block owns, hints over
/// the lines a block may own, and a block's lines as pasted.
struct PasteScanners {
  /// A `-- never --` check: the block's never lines, each with the first owned line it matches.
  private struct Never {
    var event: Int
    var patterns: [LinePattern]
    var matchers: [LineMatcher]
  }

  /// A hint: its lines must appear in order, other lines allowed between, within the region.
  private struct HintScan {
    var event: Int
    var message: String
    var region: Range<Int>
    var patterns: [LinePattern]
    var matchers: [LineMatcher]
    /// How many of its lines were found so far, and the values they bound.
    var found = 0
    var bindings: Bindings
  }

  private let attribution: PasteAttribution
  private let bindings: Bindings
  private let placedEvent: [Int: Int]
  private let listsBlockLines: Bool
  private var nevers: [Int: Never] = [:]
  private var hintScans: [HintScan] = []
  private var stretch = 0
  private(set) var neverSeen: [Int: [Int?]] = [:]
  private(set) var blockLines: [Int: [GradeCheck.StudentLine]] = [:]

  init(
    fixture: Fixture, aligner: PasteAligner, attribution: PasteAttribution,
    listsBlockLines: Bool, placedEvent: [Int: Int]
  ) {
    self.attribution = attribution
    self.bindings = aligner.bindings
    self.placedEvent = placedEvent
    self.listsBlockLines = listsBlockLines
    for (event, expectation) in fixture.events.enumerated() {
      if !expectation.never.isEmpty {
        let patterns = expectation.never.map(Comparison.pattern)
        neverSeen[event] = [Int?](repeating: nil, count: patterns.count)
        if !attribution.ownStretches(of: event).isEmpty {
          nevers[event] = Never(
            event: event, patterns: patterns, matchers: patterns.map(LineMatcher.init))
        }
      }
      for hint in expectation.hints {
        let patterns = hint.lines.map(Comparison.pattern)
        hintScans.append(
          HintScan(
            event: event, message: hint.message, region: attribution.region(of: event),
            patterns: patterns, matchers: patterns.map(LineMatcher.init), bindings: bindings))
      }
    }
  }

  /// Whether no check needs to see a line.
  var isEmpty: Bool {
    nevers.isEmpty && !listsBlockLines && hintScans.allSatisfy { $0.region.isEmpty }
  }

  /// Feeds the compared line at `index`; returns whether a report quotes it (a never line
  /// appeared there).
  mutating func read(_ line: ConsoleReader.Line, at index: Int) -> Bool {
    var quoted = false
    let stretches = attribution.stretches
    while stretch + 1 < stretches.count, stretches[stretch].lines.upperBound <= index {
      stretch += 1
    }
    let taken = attribution.used.contains(index)
    if !taken, let event = stretches[stretch].owner.only {
      if let never = nevers[event] { quoted = check(never, line.text, at: index) }
      if listsBlockLines { blockLines[event, default: []].append(Self.studentLine(line)) }
    } else if listsBlockLines, let event = placedEvent[index] {
      blockLines[event, default: []].append(Self.studentLine(line))
    }
    for position in hintScans.indices where hintScans[position].region.contains(index) {
      advance(&hintScans[position], line.text)
    }
    return quoted
  }

  /// Whether some never line not seen yet is this one.
  private static func studentLine(_ line: ConsoleReader.Line) -> GradeCheck.StudentLine {
    PasteBlocks.studentLine(PastedLine(line))
  }

  private mutating func check(_ never: Never, _ text: LineBytes, at index: Int) -> Bool {
    var seen = false
    for (position, pattern) in never.patterns.enumerated()
    where neverSeen[never.event]?[position] == nil {
      let hit = never.matchers[position].firstMatch(text) {
        bindings.accepts(pattern, captures: $0, in: text)
      }
      if hit != nil {
        neverSeen[never.event]?[position] = index
        seen = true
      }
    }
    return seen
  }

  private func advance(_ scan: inout HintScan, _ text: LineBytes) {
    guard scan.found < scan.patterns.count else { return }
    let pattern = scan.patterns[scan.found]
    let scratch = scan.bindings
    guard
      let captures = scan.matchers[scan.found].firstMatch(
        text, where: { scratch.accepts(pattern, captures: $0, in: text) })
    else { return }
    scan.bindings.bind(pattern, captures: captures, in: text)
    scan.found += 1
  }

  /// For each event, its first hint whose lines were all found.
  func hints() -> [Int: String] {
    var result: [Int: String] = [:]
    for scan in hintScans where scan.found == scan.patterns.count && result[scan.event] == nil {
      result[scan.event] = scan.message
    }
    return result
  }
}
