/// Reads a pasted console line by line, as ``Normalisation`` declares, in one pass: a line is
/// copied once (held back while the next one is read), and no `String` is made of it unless it
/// holds bytes beyond ASCII (read by the same rules through `String`, so that the two ways
/// always agree) or a rule must look at it closely.
struct ConsoleReader {
  let input: PasteInput
  /// Where the paste came from, for the report: a path or `standard input`.
  let source: String
  /// The fixture's expected lines: a line one of them matches is never dropped as the system's.
  var expected: [LinePattern] = []

  /// One line of the paste, kept for comparison (system lines are not given).
  struct Line {
    /// Its line number in the paste, from 1.
    var number: Int
    /// The line as pasted, without its line break.
    var raw: LineBytes
    /// The line as compared: prefix and trailing spaces removed, arrows unified.
    var text: LineBytes
    /// Whether it is the runtime's last words as the app crashed.
    var isCrash: Bool
  }

  /// What a whole reading found besides the lines.
  struct Summary {
    var normalisation: Normalisation
    /// Whether the paste holds NUL or bytes that are not UTF-8 (shown as U+FFFD).
    var hasBadBytes: Bool
    /// How many bytes were read: a second reading must find as many.
    var bytes: Int
  }

  /// Reads the paste, calling `visit` with every line kept for comparison, blank lines at the
  /// start and the end included (``Summary/normalisation`` counts them as dropped).
  ///
  /// A line is given once the line after it is read: whether it is the system's may depend on
  /// that line (``SystemLineStream``).
  func read(_ visit: (Line) -> Void) throws(PasteInput.ReadError) -> Summary {
    try read(until: { visit($0); return true })
  }

  /// Reads the paste as ``read(_:)`` does until `visit` returns false: then reading stops, and
  /// the summary counts only what was read.
  func read(until visit: (Line) -> Bool) throws(PasteInput.ReadError) -> Summary {
    var going = true
    var counts = ReadCounts()
    let filters = PasteFilters.standard
    var system = SystemLineStream(expected: expected, filters: filters)
    var current = HeldLine()
    var held = HeldLine()
    var holding = false
    // The closure captures no part of `self`: nothing is retained per line.
    let ends = try input.forEachLine { (raw: LineBytes) -> Bool in
      counts.pasted += 1
      var raw = raw
      if counts.pasted == 1, raw.starts(with: [0xEF, 0xBB, 0xBF]),
        raw.string.hasPrefix("\u{FEFF}")
      {
        raw = raw.dropFirst(3)
        counts.hadMark = true
      }
      current.hold(raw, number: counts.pasted)
      if current.hasBadBytes { counts.hasBadBytes = true }
      current.rule = system.classify(&current, previous: &held, hasPrevious: holding)
      if holding { going = Self.offer(&held, filters, &counts, until: visit) }
      swap(&held, &current)
      holding = true
      return going
    }
    if holding, going { _ = Self.offer(&held, filters, &counts, until: visit) }
    counts.crlf = ends.crlf
    counts.cr = ends.cr
    return Summary(
      normalisation: counts.normalisation(source: source), hasBadBytes: counts.hasBadBytes,
      bytes: ends.bytes)
  }

  /// Counts a line read, and gives it unless it is the system's.
  static func give(
    _ line: inout HeldLine, _ filters: PasteFilters, _ counts: inout ReadCounts,
    _ visit: (Line) -> Void
  ) {
    _ = offer(&line, filters, &counts, until: { visit($0); return true })
  }

  /// Counts a line read, and gives it unless it is the system's; returns whether to go on.
  static func offer(
    _ line: inout HeldLine, _ filters: PasteFilters, _ counts: inout ReadCounts,
    until visit: (Line) -> Bool
  ) -> Bool {
    if line.hadPrefix { counts.prefixes += 1 }
    if let rule = line.rule {
      counts.drop(rule, line: line.number)
      return true
    }
    if line.hadTrailing { counts.trailing += 1 }
    if line.hadArrows { counts.arrows += 1 }
    let number = line.number
    // A line beyond ASCII is asked through `String`, one of ASCII on its bytes in the body
    // below; one call with both texts, so that no closure captures (copies) the line.
    let textCrash =
      line.isASCII ? nil : line.withTrimmed { PasteSignature.crash(in: Substring($0.string)) }
    var going = true
    line.withRawAndCompared { raw, text in
      let isCrash = textCrash ?? filters.isCrash(text)
      going = counts.keep(Line(number: number, raw: raw, text: text, isCrash: isCrash), visit)
    }
    return going
  }

  /// `1 line`, `3 lines`, `no line`.
  static func count(_ number: Int, _ noun: String) -> String {
    switch number {
    case 0: "no \(noun)"
    case 1: "1 \(noun)"
    default: "\(number) \(noun)s"
    }
  }
}

/// What reading a paste counted, step by step.
struct ReadCounts: Equatable {
  var pasted = 0
  var hadMark = false
  var crlf = 0
  var cr = 0
  var prefixes = 0
  var trailing = 0
  var arrows = 0
  var hasBadBytes = false
  var dropped: [Normalisation.Dropped] = []
  var droppedCount = 0
  /// Lines kept, blank lines at the start, and blank lines since the last line with text.
  var kept = 0
  var leading = 0
  var pendingBlank = 0

  mutating func drop(_ rule: NoiseRule, line: Int) {
    droppedCount += 1
    if let index = dropped.firstIndex(where: { $0.name == rule.name }) {
      dropped[index].lines.append(line)
    } else {
      dropped.append(Normalisation.Dropped(name: rule.name, origin: rule.origin, lines: [line]))
    }
  }

  mutating func keep(_ line: ConsoleReader.Line, _ visit: (ConsoleReader.Line) -> Bool) -> Bool {
    if line.text.isEmpty {
      if kept == leading { leading += 1 } else { pendingBlank += 1 }
    } else {
      pendingBlank = 0
    }
    kept += 1
    return visit(line)
  }

  func normalisation(source: String) -> Normalisation {
    let ending = kept == leading ? 0 : pendingBlank
    let count = ConsoleReader.count
    let steps = [
      Normalisation.Step(
        name: "byte-order mark", count: hadMark ? 1 : 0,
        detail: hadMark ? "a byte-order mark at the start was dropped" : "no byte-order mark"),
      Normalisation.Step(
        name: "line ends", count: crlf + cr,
        detail: "\(count(crlf, "CRLF line end")) and \(count(cr, "lone CR"))"
          + " read as line breaks"),
      Normalisation.Step(
        name: "Xcode prefixes", count: prefixes,
        detail: "\(count(prefixes, "line")) lost the date, time and App[pid:tid] prefix"
          + " Xcode or NSLog puts before a line"),
      Normalisation.Step(
        name: "trailing spaces", count: trailing,
        detail: "\(count(trailing, "line")) had spaces or tabs at the end, ignored"),
      Normalisation.Step(
        name: "system lines", count: droppedCount,
        detail: "\(count(droppedCount, "line")) written by Xcode or iOS, not the app,"
          + " dropped"),
      Normalisation.Step(
        name: "blank lines", count: leading + ending,
        detail: "\(count(leading + ending, "blank line")) at the start or the end dropped"),
      Normalisation.Step(
        name: "arrows", count: arrows,
        detail: "'→' and '->' compare as the same arrow, in the paste and in the fixture"),
    ]
    return Normalisation(
      source: source, pastedLines: pasted, comparedLines: kept - leading - ending, steps: steps,
      dropped: dropped)
  }
}

/// One pasted line as a report quotes it: where it was, what was pasted, what is compared.
struct PastedLine: Sendable, Equatable {
  /// Its line number in the paste, from 1.
  var number: Int
  /// The line as pasted, without its line break.
  var raw: String
  /// The line as compared: prefix and trailing spaces removed, arrows unified.
  var text: String

  init(number: Int, raw: String, text: String) {
    self.number = number
    self.raw = raw
    self.text = text
  }

  init(_ line: ConsoleReader.Line) {
    self.init(number: line.number, raw: line.raw.string, text: line.text.string)
  }
}
