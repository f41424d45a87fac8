/// A maximum bipartite matching between expected things (lines, diagnostics) and actual
/// ones, grown one actual thing at a time (Kuhn's augmenting paths).
///
/// After each ``add(_:classes:)`` the matching is maximum for the actual things added so far.
/// Adding an any-order group's lines in console order and stopping as soon as every expected
/// line is matched thus finds the earliest place where the whole group is complete. Unlike a
/// first-fit scan, `{{n: int}} beans` listed before `3 beans` still matches
/// `3 beans / 5 beans`.
///
/// Expected things that match alike (lines written alike) form a class, and an actual thing
/// is linked to classes, not to each of their members: 16,000 identical expected lines cost
/// one link per printed line, not 16,000. The result is the one Kuhn's algorithm gives when
/// it links every member and tries them in the order given: members of a class are matched
/// in that order (first free first), a search for an augmenting path visits members in that
/// order, and a class from which a search found no free member is never searched again
/// (nothing it reaches can become free, so searching it again could only fail again).
struct BipartiteMatching {
  /// The expected things, by position; positions order every choice.
  let entries: [Int]
  /// For each class, its members' positions, in increasing order.
  private var members: [[Int]] = []
  private var classOfKey: [Int: Int] = [:]
  /// For each class, how many of its members are matched: always its first ones.
  private var taken: [Int] = []
  /// For each position, the actual thing matched with it.
  private var lineAt: [Int?]
  /// For each actual thing added, the classes it may match.
  private var links: [Int: [Int]] = [:]
  /// Classes that no augmenting path can go through.
  private var dead: [Bool] = []
  /// For each class, how many members the current search has visited; and which it touched.
  private var visited: [Int] = []
  private var touched: [Int] = []
  private(set) var size = 0

  /// A matching in which each expected thing is its own class, keyed by its position.
  init(entries: [Int]) {
    self.init(entries: entries, keys: Array(entries.indices))
  }

  /// A matching in which expected things with equal keys are alike.
  init(entries: [Int], keys: [Int]) {
    self.entries = entries
    lineAt = [Int?](repeating: nil, count: entries.count)
    for (position, key) in keys.enumerated() {
      if let known = classOfKey[key] {
        members[known].append(position)
      } else {
        classOfKey[key] = members.count
        members.append([position])
      }
    }
    taken = [Int](repeating: 0, count: members.count)
    dead = [Bool](repeating: false, count: members.count)
    visited = [Int](repeating: 0, count: members.count)
  }

  var isComplete: Bool { size == entries.count }

  /// The actual thing matched with the expected thing at `position`.
  func actual(at position: Int) -> Int? { lineAt[position] }

  /// For each expected thing matched, the actual one.
  var actualOf: [Int: Int] {
    var result: [Int: Int] = [:]
    for (position, line) in lineAt.enumerated() {
      if let line { result[entries[position]] = line }
    }
    return result
  }

  /// The actual things matched, keyed by actual index.
  var entryOf: [Int: Int] {
    Dictionary(uniqueKeysWithValues: actualOf.map { ($1, $0) })
  }

  /// Adds an actual thing that may match the expected ones for which `edge` is true; `edge`
  /// is asked once per class, about its first member.
  mutating func add(_ actual: Int, edge: (Int) -> Bool) {
    let classes = members.indices.filter { edge(entries[members[$0][0]]) }
    add(actual, classes: classes)
  }

  /// Adds an actual thing that may match the expected things of these keys; returns whether
  /// it is matched now (it then stays matched, perhaps with another expected thing).
  @discardableResult
  mutating func add(_ actual: Int, keys: [Int]) -> Bool {
    add(actual, classes: keys.compactMap { classOfKey[$0] })
  }

  /// An actual thing left unmatched is never matched later (an augmenting path starts at the
  /// thing added and goes only through matched ones), so its links are dropped: memory follows
  /// the matching, not the things offered to it.
  @discardableResult
  private mutating func add(_ actual: Int, classes: [Int]) -> Bool {
    guard !classes.isEmpty else { return false }
    links[actual] = classes
    // An expected thing still free needs no search; only then look for an augmenting path.
    var free: (position: Int, class: Int)?
    for item in classes where taken[item] < members[item].count {
      let position = members[item][taken[item]]
      if free == nil || position < free!.position { free = (position, item) }
    }
    if let free {
      lineAt[free.position] = actual
      taken[free.class] += 1
      size += 1
      return true
    }
    if augment(from: actual) { return true }
    links[actual] = nil
    return false
  }

  /// Looks for an augmenting path from `start`, depth first, as the recursive search would;
  /// returns whether it found one.
  private mutating func augment(from start: Int) -> Bool {
    var stack: [(line: Int, chosen: Int)] = [(start, -1)]
    defer {
      for item in touched { visited[item] = 0 }
      touched.removeAll(keepingCapacity: true)
    }
    while let top = stack.last {
      var next: (position: Int, class: Int)?
      for item in links[top.line] ?? [] where !dead[item] && visited[item] < members[item].count {
        let position = members[item][visited[item]]
        if next == nil || position < next!.position { next = (position, item) }
      }
      guard let next else {
        stack.removeLast()
        continue
      }
      if visited[next.class] == 0 { touched.append(next.class) }
      visited[next.class] += 1
      stack[stack.count - 1].chosen = next.position
      if let other = lineAt[next.position] {
        stack.append((other, -1))
        continue
      }
      for frame in stack { lineAt[frame.chosen] = frame.line }
      taken[next.class] += 1
      size += 1
      return true
    }
    for item in touched { dead[item] = true }
    return false
  }

  /// Matches a group's expected lines with actual lines in two passes: lines that meet every
  /// requirement first, in order until the group is complete; then, for what is left, lines
  /// that only match by shape (so they can be reported as out of range, not missing).
  ///
  /// - Parameters:
  ///   - keys: For each entry, its class: entries with equal keys match alike.
  ///   - lines: The actual lines to try, in order; lines that match no class may be left out.
  ///   - strong, loose: The keys of the classes a line matches.
  /// - Returns: For each entry matched, its line.
  static func strongThenLoose(
    entries: [Int], keys: [Int], lines: [Int], strong: (_ line: Int) -> [Int],
    loose: (_ line: Int) -> [Int]
  ) -> [Int: Int] {
    var first = BipartiteMatching(entries: entries, keys: keys)
    for line in lines where !first.isComplete {
      first.add(line, keys: strong(line))
    }
    var assigned = first.actualOf
    guard !first.isComplete else { return assigned }
    let taken = Set(assigned.values)
    let left = entries.indices.filter { first.actual(at: $0) == nil }
    var second = BipartiteMatching(entries: left.map { entries[$0] }, keys: left.map { keys[$0] })
    for line in lines where !taken.contains(line) && !second.isComplete {
      second.add(line, keys: loose(line))
    }
    assigned.merge(second.actualOf) { kept, _ in kept }
    return assigned
  }
}

extension Array where Element == Int {
  /// The first index whose element is not less than `value`, in a sorted array.
  func lowerBound(of value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether a sorted array holds `value`.
  func containsSorted(_ value: Int) -> Bool {
    let index = lowerBound(of: value)
    return index < count && self[index] == value
  }
}
