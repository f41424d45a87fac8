/// The longest common subsequence of expected and actual lines, by Hunt–Szymanski.
///
/// The input is sparse: for each expected line, the actual lines it can match. Time is
/// O((r + m) log n) and memory O(r + m) for r matching pairs, so a console of 100,000
/// lines against 100 expected lines costs what their matches cost, never m × n.
///
/// "Can match" may be any relation, not only equality: the algorithm only relies on
/// pairs, and on order in both sequences.
///
/// Each row changes the thresholds (the smallest actual line ending a common subsequence of
/// each length) where T[j] > succ(T[j−1]), succ being the row's next candidate: the row is
/// applied that way, from the thresholds before it, keeping one node per length it changes
/// (the ones a row-by-row scan of every candidate would leave; it makes and drops others).
/// A row written like the one before it can only change a length whose shorter neighbour
/// that row changed, so 16,000 identical lines against 16,000 actual ones cost 16,000 steps,
/// not 256 million.
enum LongestCommonSubsequence {
  private struct Node {
    var expected: Int
    var actual: Int
    var previous: Int
  }

  /// For each expected line, the actual line it is paired with in one longest common
  /// subsequence, or nil.
  ///
  /// - Parameters:
  ///   - candidates: For each expected line, the indices of the actual lines it can match, in
  ///     increasing order.
  ///   - keys: For each expected line, a key; lines with equal keys have equal candidates.
  ///
  /// Among subsequences of the same length, ties go to later expected lines paired with
  /// earlier actual lines: for expected `A B C` and actual `A C B`, `A C` is kept and `B`
  /// is the line that moved, as a diff that shows removals first would say.
  static func pairs(_ candidates: [[Int]], keys: [Int]? = nil) -> [Int?] {
    var thresholds: [Int] = []
    var links: [Int] = []
    var nodes: [Node] = []
    var changed: [Int] = []
    var updates: [(length: Int, actual: Int)] = []
    for (expected, actuals) in candidates.enumerated() {
      updates.removeAll(keepingCapacity: true)
      let sameAsBefore = expected > 0 && keys.map { $0[expected] == $0[expected - 1] } == true
      if sameAsBefore || actuals.count > thresholds.count + 1 {
        // By length: the smallest candidate after the next shorter threshold.
        let lengths = sameAsBefore ? changed.map { $0 + 1 } : Array(0...thresholds.count)
        for length in lengths where length <= thresholds.count {
          let after = length > 0 ? thresholds[length - 1] : -1
          let next = actuals.lowerBound(of: after + 1)
          guard next < actuals.count else { continue }
          let actual = actuals[next]
          if length == thresholds.count || actual < thresholds[length] {
            updates.append((length, actual))
          }
        }
      } else {
        // By candidate: each one's length; the smallest for a length is the one kept.
        for actual in actuals {
          let length = thresholds.lowerBound(of: actual)
          if length < thresholds.count && thresholds[length] == actual { continue }
          if updates.last?.length == length { continue }
          updates.append((length, actual))
        }
      }
      changed.removeAll(keepingCapacity: true)
      // Longest first, so that each node links to the shorter one from before this row.
      for (length, actual) in updates.reversed() {
        let previous = length > 0 ? links[length - 1] : -1
        nodes.append(Node(expected: expected, actual: actual, previous: previous))
        if length == thresholds.count {
          thresholds.append(actual)
          links.append(nodes.count - 1)
        } else {
          thresholds[length] = actual
          links[length] = nodes.count - 1
        }
        changed.append(length)
      }
      changed.reverse()
    }
    var result = [Int?](repeating: nil, count: candidates.count)
    var node = links.last ?? -1
    while node >= 0 {
      result[nodes[node].expected] = nodes[node].actual
      node = nodes[node].previous
    }
    return result
  }
}
