/// Where each event's lines are in a paste once it is aligned, and who owns the other lines.
///
/// The owner of a line no expected line took depends only on where it is among the blocks
/// found, so it is the same for every line between two ends of blocks: owners are kept by
/// stretch of lines, never line by line, and a paste of millions of lines has as many
/// stretches as its fixture has blocks.
struct PasteAttribution {
  /// For each event, the first and last pasted lines its expected lines were found at, at
  /// their place; nil when none was.
  let spans: [ClosedRange<Int>?]
  /// The pasted lines an expected line took, wherever it was.
  let used: Set<Int>
  /// The stretches of lines, in order, covering the paste, each with the owner of the lines
  /// in it that no expected line took.
  let stretches: [(lines: Range<Int>, owner: PasteLayout.Owner)]
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
    let anchored = spans.indices.filter { spans[$0] != nil }
    // The owner changes only where a span starts or ends.
    var cuts = Set([0, lineCount])
    for case let span? in spans {
      cuts.insert(min(lineCount, span.lowerBound))
      cuts.insert(min(lineCount, span.upperBound + 1))
    }
    let points = cuts.sorted()
    var stretches: [(lines: Range<Int>, owner: PasteLayout.Owner)] = []
    for (low, high) in zip(points, points.dropFirst()) where low < high {
      let line = low
      let owner: PasteLayout.Owner
      if let event = anchored.first(where: { spans[$0]?.contains(line) == true }) {
        owner = layout.claims[event] == .open ? .allowed([event]) : .unexpected(event)
      } else {
        let previous = anchored.last { (spans[$0]?.upperBound ?? .max) < line }
        let next = anchored.first { (spans[$0]?.lowerBound ?? .min) > line }
        owner = layout.owner(previous: previous, next: next)
      }
      stretches.append((low..<high, owner))
    }
    self.spans = spans
    self.used = used
    self.stretches = stretches
    self.lineCount = lineCount
    self.layout = layout
  }

  /// The owner of a line no expected line took; nil for a line one took.
  func owner(of line: Int) -> PasteLayout.Owner? {
    guard !used.contains(line), line >= 0, line < lineCount else { return nil }
    var low = 0
    var high = stretches.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if stretches[middle].lines.lowerBound <= line { low = middle } else { high = middle - 1 }
    }
    return stretches[low].owner
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

  /// The stretches of lines whose untaken lines belong to this event alone.
  func ownStretches(of event: Int) -> [Range<Int>] {
    stretches.filter { $0.owner.only == event }.map(\.lines)
  }

  /// The stretches of lines whose untaken lines are blamed on this event as unexpected.
  func unexpectedStretches(for event: Int) -> [Range<Int>] {
    stretches.filter { $0.owner == .unexpected(event) }.map(\.lines)
  }

  /// The lines no expected line took in these stretches, in order.
  func untaken(in stretches: [Range<Int>]) -> [Int] {
    stretches.flatMap { $0.filter { !used.contains($0) } }
  }
}
