/// A maximum bipartite matching between the lines of an any-order group and actual lines,
/// grown one actual line at a time (Kuhn's augmenting paths).
///
/// After each ``add(_:edge:)`` the matching is maximum for the actual lines added so far,
/// so adding lines in console order and stopping as soon as every expected line is matched
/// finds the earliest place where the whole group is complete. Unlike a first-fit scan,
/// `{{n: int}} carrots` listed before `3 carrots` still matches `3 carrots / 5 carrots`.
struct GroupMatching {
  /// The expected lines (entry indices) of the group.
  let entries: [Int]
  /// For each expected line, the actual line it is matched with.
  private(set) var actualOf: [Int: Int] = [:]
  private var edges: [Int: [Int]] = [:]

  init(entries: [Int]) {
    self.entries = entries
  }

  /// How many expected lines are matched.
  var size: Int { actualOf.count }

  var isComplete: Bool { size == entries.count }

  /// Adds an actual line that may match the expected lines for which `edge` is true.
  mutating func add(_ actual: Int, edge: (Int) -> Bool) {
    let targets = entries.filter(edge)
    guard !targets.isEmpty else { return }
    edges[actual] = targets
    // An expected line still free needs no search; only then look for an augmenting path.
    if let free = targets.first(where: { actualOf[$0] == nil }) {
      actualOf[free] = actual
      return
    }
    var visited: Set<Int> = []
    _ = augment(from: actual, visited: &visited)
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
