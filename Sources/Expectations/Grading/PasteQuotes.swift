/// What a grade's report needs of the pasted lines no expected line took, read in a second
/// pass once the paste is aligned: the lines it quotes, the first line of each block that a
/// `-- never --` line matches, each block's hint, and (for machine reports) each block's lines.
///
/// The lines the aligner read again (``PasteAligner/pasted``) are quoted from there; the paste
/// is read again only when something else is needed, and only that is kept.
struct PasteQuotes {
  private var quoted: [Int: PastedLine] = [:]
  private var neverSeen: [Int: [Int?]] = [:]
  private var hints: [Int: String] = [:]
  private var blockLines: [Int: [GradeCheck.StudentLine]] = [:]

  /// The pasted line at compared index `line`.
  subscript(line: Int) -> PastedLine {
    quoted[line] ?? PastedLine(number: 0, raw: "", text: "")
  }

  /// The first line event `event` owns that its `-- never --` line `index` matches.
  func never(_ event: Int, _ index: Int) -> Int? { neverSeen[event]?[index] ?? nil }

  /// The event's first hint whose wrong console is in the lines the event may own.
  func hint(_ event: Int) -> String? { hints[event] }

  /// The student's lines that belong to the event, as pasted (empty unless asked for).
  func lines(of event: Int) -> [GradeCheck.StudentLine] { blockLines[event] ?? [] }

  /// Gathers what the blocks of `fixture` need, reading `input` again if need be.
  ///
  /// - Parameter listsBlockLines: Whether to keep every block's lines as pasted (machine
  ///   reports list them; the human report does not).
  init(
    fixture: Fixture, aligner: PasteAligner, attribution: PasteAttribution,
    reading: PasteReading, listsBlockLines: Bool
  ) throws(PasteInput.ReadError) {
    var wanted = Set<Int>()
    var placedEvent: [Int: Int] = [:]
    for (entry, placement) in zip(aligner.entries, aligner.placements) {
      if let line = placement.line {
        wanted.insert(line)
        placedEvent[line] = entry.event
        if case .outOfOrder = placement, line > 0 { wanted.insert(line - 1) }
      }
    }
    for case let line? in aligner.belongsAfter { wanted.insert(line) }
    for case let span? in attribution.spans { wanted.insert(span.upperBound) }
    for event in fixture.events.indices {
      for line in attribution.untaken(in: attribution.unexpectedStretches(for: event)) {
        wanted.insert(line)
        if line > 0 { wanted.insert(line - 1) }
      }
    }
    for line in wanted {
      if let pasted = aligner.pasted[line] { quoted[line] = pasted }
    }
    wanted.subtract(quoted.keys)
    var scan = PasteScanners(
      fixture: fixture, aligner: aligner, attribution: attribution,
      listsBlockLines: listsBlockLines, placedEvent: placedEvent)
    guard !wanted.isEmpty || !scan.isEmpty else {
      neverSeen = scan.neverSeen
      hints = scan.hints()
      return
    }
    // With no check to feed, reading stops at the last line wanted.
    let last = scan.isEmpty ? wanted.max() ?? -1 : Int.max
    try reading.forEach { index, line in
      if scan.read(line, at: index) || wanted.contains(index) { quoted[index] = PastedLine(line) }
      return index < last
    }
    neverSeen = scan.neverSeen
    hints = scan.hints()
    blockLines = scan.blockLines
  }
}
