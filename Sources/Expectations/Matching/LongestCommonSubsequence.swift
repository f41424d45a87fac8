/// The longest common subsequence of expected and actual lines, by Hunt–Szymanski.
///
/// The input is sparse: for each expected line, the actual lines it can match. Time is
/// O((r + m) log n) and memory O(r + m) for r matching pairs, so a console of 100,000
/// lines against 100 expected lines costs what their matches cost, never m × n.
///
/// "Can match" may be any relation, not only equality: the algorithm only relies on
/// pairs, and on order in both sequences.
enum LongestCommonSubsequence {
  private struct Node {
    var expected: Int
    var actual: Int
    var previous: Int
  }

  /// For each expected line, the actual line it is paired with in one longest common
  /// subsequence, or nil.
  ///
  /// - Parameter candidates: For each expected line, the indices of the actual lines it can
  ///   match, in increasing order.
  ///
  /// Among subsequences of the same length, ties go to later expected lines paired with
  /// earlier actual lines: for expected `A B C` and actual `A C B`, `A C` is kept and `B`
  /// is the line that moved, as a diff that shows removals first would say.
  static func pairs(_ candidates: [[Int]]) -> [Int?] {
    var thresholds: [Int] = []
    var links: [Int] = []
    var nodes: [Node] = []
    for (expected, actuals) in candidates.enumerated() {
      for actual in actuals.reversed() {
        let length = thresholds.lowerBound(of: actual)
        if length < thresholds.count && thresholds[length] <= actual { continue }
        let previous = length > 0 ? links[length - 1] : -1
        nodes.append(Node(expected: expected, actual: actual, previous: previous))
        if length == thresholds.count {
          thresholds.append(actual)
          links.append(nodes.count - 1)
        } else {
          thresholds[length] = actual
          links[length] = nodes.count - 1
        }
      }
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
