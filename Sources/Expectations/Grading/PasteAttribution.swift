/// Where each event's lines are in a paste once it is aligned, and who owns the other lines.
struct PasteAttribution {
  /// For each event, the first and last pasted lines its expected lines were found at, at
  /// their place; nil when none was.
  let spans: [ClosedRange<Int>?]
  /// For each pasted line no expected line took, its owner.
  let owners: [Int: PasteLayout.Owner]
  let lineCount: Int
  let layout: PasteLayout

  init(
    layout: PasteLayout, entries: [PasteAligner.Entry], placements: [PasteAligner.Placement],
    lineCount: Int
  ) {
    var spans = [ClosedRange<Int>?](repeating: nil, count: layout.claims.count)
    var used = Set<Int>()
    for (entry, placement) in zip(entries, placements) {
      if let line = placement.line { used.insert(line) }
      guard let anchor = placement.anchor else { continue }
      let event = entry.event
      spans[event] =
        spans[event].map { min($0.lowerBound, anchor)...max($0.upperBound, anchor) }
        ?? anchor...anchor
    }
    var owners: [Int: PasteLayout.Owner] = [:]
    let anchored = spans.indices.filter { spans[$0] != nil }
    for line in 0..<lineCount where !used.contains(line) {
      if let event = anchored.first(where: { spans[$0]?.contains(line) == true }) {
        owners[line] = layout.claims[event] == .open ? .allowed([event]) : .unexpected(event)
        continue
      }
      let previous = anchored.last { (spans[$0]?.upperBound ?? .max) < line }
      let next = anchored.first { (spans[$0]?.lowerBound ?? .min) > line }
      owners[line] = layout.owner(previous: previous, next: next)
    }
    self.spans = spans
    self.owners = owners
    self.lineCount = lineCount
    self.layout = layout
  }

  /// How the event claims its console.
  func layoutClaim(of event: Int) -> PasteLayout.Claim { layout.claims[event] }

  /// The pasted lines an event may own: from just after the block found before it to just
  /// before the block found after it. Hints are looked for there.
  func region(of event: Int) -> Range<Int> {
    let before = spans[..<event].last { $0 != nil }??.upperBound
    let after = spans[(event + 1)...].first { $0 != nil }??.lowerBound
    let low = (before ?? -1) + 1
    return low..<max(low, after ?? lineCount)
  }

  /// The lines no expected line took that belong to this event alone.
  func ownLines(of event: Int) -> [Int] {
    owners.keys.filter { owners[$0]?.only == event }.sorted()
  }

  /// The lines blamed on this event as unexpected.
  func unexpected(for event: Int) -> [Int] {
    owners.keys.filter { owners[$0] == .unexpected(event) }.sorted()
  }
}
