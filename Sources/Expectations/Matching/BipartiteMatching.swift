/// A maximum bipartite matching between expected things (lines, diagnostics) and actual
/// ones, grown one actual thing at a time (Kuhn's augmenting paths).
///
/// After each ``add(_:edge:)`` the matching is maximum for the actual things added so far.
/// Adding an any-order group's lines in console order and stopping as soon as every expected
/// line is matched thus finds the earliest place where the whole group is complete. Unlike a
/// first-fit scan, `{{n: int}} beans` listed before `3 beans` still matches
/// `3 beans / 5 beans`.
struct BipartiteMatching {
  /// The expected things, by index.
  let entries: [Int]
  /// For each expected thing, the actual one it is matched with.
  private(set) var actualOf: [Int: Int] = [:]
  private var edges: [Int: [Int]] = [:]

  init(entries: [Int]) {
    self.entries = entries
  }

  /// How many expected things are matched.
  var size: Int { actualOf.count }

  var isComplete: Bool { size == entries.count }

  /// The actual things matched, keyed by actual index.
  var entryOf: [Int: Int] {
    Dictionary(uniqueKeysWithValues: actualOf.map { ($1, $0) })
  }

  /// Adds an actual thing that may match the expected ones for which `edge` is true.
  mutating func add(_ actual: Int, edge: (Int) -> Bool) {
    let targets = entries.filter(edge)
    guard !targets.isEmpty else { return }
    edges[actual] = targets
    // An expected thing still free needs no search; only then look for an augmenting path.
    if let free = targets.first(where: { actualOf[$0] == nil }) {
      actualOf[free] = actual
      return
    }
    var visited: Set<Int> = []
    _ = augment(from: actual, visited: &visited)
  }

  /// Matches a group's expected lines with actual lines in two passes: lines that meet every
  /// requirement first, in order until the group is complete; then, for what is left, lines
  /// that only match by shape (so they can be reported as out of range, not missing).
  static func strongThenLoose(
    entries: [Int], lines: [Int], strong: (_ entry: Int, _ line: Int) -> Bool,
    loose: (_ entry: Int, _ line: Int) -> Bool
  ) -> [Int: Int] {
    var first = BipartiteMatching(entries: entries)
    for line in lines where !first.isComplete {
      first.add(line) { strong($0, line) }
    }
    var assigned = first.actualOf
    guard !first.isComplete else { return assigned }
    let taken = Set(assigned.values)
    var second = BipartiteMatching(entries: entries.filter { assigned[$0] == nil })
    for line in lines where !taken.contains(line) && !second.isComplete {
      second.add(line) { loose($0, line) }
    }
    assigned.merge(second.actualOf) { kept, _ in kept }
    return assigned
  }

  private mutating func augment(from actual: Int, visited: inout Set<Int>) -> Bool {
    for entry in edges[actual] ?? [] where visited.insert(entry).inserted {
      if let other = actualOf[entry] {
        guard augment(from: other, visited: &visited) else { continue }
      }
      actualOf[entry] = actual
      return true
    }
    return false
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
