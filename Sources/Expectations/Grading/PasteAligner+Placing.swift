extension PasteAligner {
  // MARK: - Placing every entry

  mutating func place(_ anchorOf: [Int: Int]) throws(PasteInput.ReadError) {
    placements = [Placement](repeating: .missing, count: entries.count)
    belongsAfter = [Int?](repeating: nil, count: entries.count)
    var used = Set<Int>()
    var pending: [Int] = []
    var last: Int?
    var index = 0
    while index < entries.count {
      guard let group = entries[index].group else {
        belongsAfter[index] = last
        if let line = anchorOf[index] {
          placements[index] = anchored(index, at: line)
          used.insert(line)
          last = line
        } else {
          pending.append(index)
        }
        index += 1
        continue
      }
      let start = index
      while index < entries.count, entries[index].group == group { index += 1 }
      let upper = (index..<entries.count).lazy.compactMap { anchorOf[$0] }.first ?? lineCount
      let lower = (last ?? -1) + 1
      let assigned = matchGroup(start..<index, lower..<max(lower, upper), used)
      let after = last
      for entry in start..<index {
        belongsAfter[entry] = after
        guard let line = assigned[entry] else {
          pending.append(entry)
          continue
        }
        placements[entry] = anchored(entry, at: line)
        used.insert(line)
        last = max(last ?? -1, line)
      }
    }
    // A line left over that another event may have printed is that event's, unless it is
    // right next to this entry's block: a line of the block moved just outside it.
    let attribution = PasteAttribution(
      layout: layout, entries: entries, placements: placements, lineCount: lineCount)
    func mayBe(_ entry: Int, at line: Int) -> Bool {
      let event = entries[entry].event
      guard case .allowed(let events) = attribution.owner(of: line), !events.contains(event)
      else {
        return true
      }
      guard let span = attribution.spans[event] else { return false }
      return line == span.lowerBound - 1 || line == span.upperBound + 1
    }
    // The lines left over are read again, in order, each offered to the matching as it comes:
    // only the lines it pairs are kept.
    var firstOfClass: [Int: Int] = [:]
    for entry in pending where firstOfClass[candidates.classOf[entry]] == nil {
      firstOfClass[candidates.classOf[entry]] = entry
    }
    var leftovers = BipartiteMatching(
      entries: pending, keys: pending.map { candidates.classOf[$0] })
    if firstOfClass.keys.contains(where: { candidates.firstLine[$0] != nil }) {
      var found: [Int32] = []
      var kept: [Int: (PastedLine, [UInt8])] = [:]
      let candidates = self.candidates
      try reading.forEach { index, line in
        guard !used.contains(index) else { return true }
        candidates.classes(of: line.text, into: &found)
        var keys: [Int] = []
        for key in found {
          if let entry = firstOfClass[Int(key)], mayBe(entry, at: index) { keys.append(Int(key)) }
        }
        if leftovers.add(index, keys: keys) { kept[index] = (PastedLine(line), Array(line.text)) }
        return !leftovers.isComplete
      }
      for (line, found) in kept {
        pasted[line] = found.0
        bytes[line] = found.1
      }
    }
    for (position, entry) in pending.enumerated() {
      guard let line = leftovers.actual(at: position) else { continue }
      let pattern = entries[entry].pattern
      let bindings = self.bindings
      let captures = withBytes(of: line, for: entry) { bytes in
        entries[entry].matcher.firstMatch(bytes) {
          bindings.accepts(pattern, captures: $0, in: bytes)
        } ?? entries[entry].matcher.firstMatch(bytes) { _ in true } ?? []
      }
      var bound = self.bindings
      withBytes(of: line, for: entry) { bytes in
        bound.bind(pattern, captures: captures, in: bytes)
      }
      self.bindings = bound
      placements[entry] = .outOfOrder(line)
    }
  }

  /// Places an entry at its line, binding its holes and checking their requirements.
  private mutating func anchored(_ entry: Int, at line: Int) -> Placement {
    let pattern = entries[entry].pattern
    var bindings = self.bindings
    let placement = withBytes(of: line, for: entry) { bytes -> Placement in
      if let captures = entries[entry].matcher.firstMatch(
        bytes, where: { bindings.accepts(pattern, captures: $0, in: bytes) })
      {
        bindings.bind(pattern, captures: captures, in: bytes)
        return .matched(line)
      }
      let captures = entries[entry].matcher.firstMatch(bytes) { _ in true } ?? []
      let violation = bindings.violation(of: pattern, captures: captures, in: bytes)
      bindings.bind(pattern, captures: captures, in: bytes)
      return violation.map { .outOfRange(line, $0) } ?? .matched(line)
    }
    self.bindings = bindings
    return placement
  }

  /// A group's lines matched with the window's free lines: lines meeting every requirement
  /// first, then lines that match by shape.
  private func matchGroup(_ range: Range<Int>, _ window: Range<Int>, _ used: Set<Int>)
    -> [Int: Int]
  {
    let linked = links(of: Array(range), in: window, used)
    let bindings = self.bindings
    return BipartiteMatching.strongThenLoose(
      entries: Array(range), keys: range.map { candidates.classOf[$0] }, lines: linked.lines,
      strong: { line in
        linked.entries[line, default: []].filter { entry in
          withBytes(of: line, for: entry) { bytes in
            entries[entry].matcher.firstMatch(
              bytes, where: { bindings.accepts(entries[entry].pattern, captures: $0, in: bytes) })
              != nil
          }
        }.map { candidates.classOf[$0] }
      },
      loose: { line in linked.entries[line, default: []].map { candidates.classOf[$0] } })
  }

  /// The free lines in `window` that some of these entries match by shape, in order, and for
  /// each, one entry of each class it matches.
  private func links(of entries: [Int], in window: Range<Int>, _ used: Set<Int>)
    -> (lines: [Int], entries: [Int: [Int]])
  {
    var byLine: [Int: [Int]] = [:]
    var seen = Set<Int>()
    for entry in entries where seen.insert(candidates.classOf[entry]).inserted {
      let found = candidates.lines(of: entry)
      var position = found.lowerBound(of: window.lowerBound)
      while position < found.count, found[position] < window.upperBound {
        let line = found[position]
        if !used.contains(line) { byLine[line, default: []].append(entry) }
        position += 1
      }
    }
    return (byLine.keys.sorted(), byLine)
  }
}
