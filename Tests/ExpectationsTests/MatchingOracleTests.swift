import HarnessTestSupport
import Testing

@testable import Expectations

/// The bipartite matching by class and the longest common subsequence by changed lengths,
/// against the implementations they replaced, kept here as oracles: on random inputs, with
/// many alike lines, both must give the same answer, not merely an answer as good.
@Suite("Matching: classes and changed lengths give the old answers")
struct MatchingOracleTests {
  /// Kuhn's algorithm with an edge to every expected thing, as matching did before.
  struct KuhnOracle {
    let entries: [Int]
    var actualOf: [Int: Int] = [:]
    var edges: [Int: [Int]] = [:]

    mutating func add(_ actual: Int, edge: (Int) -> Bool) {
      let targets = entries.filter(edge)
      guard !targets.isEmpty else { return }
      edges[actual] = targets
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

  /// Hunt–Szymanski scanning every candidate of every row, as alignment did before.
  static func scanEveryCandidate(_ candidates: [[Int]]) -> [Int?] {
    var thresholds: [Int] = []
    var links: [Int] = []
    var nodes: [(expected: Int, actual: Int, previous: Int)] = []
    for (expected, actuals) in candidates.enumerated() {
      for actual in actuals.reversed() {
        let length = thresholds.lowerBound(of: actual)
        if length < thresholds.count && thresholds[length] <= actual { continue }
        let previous = length > 0 ? links[length - 1] : -1
        nodes.append((expected, actual, previous))
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

  /// Random classes of expected things, each linked to random actual things.
  static func graph(seed: UInt64) -> (keys: [Int], lines: [Int], links: [Int: Set<Int>]) {
    var random = SeededRandom(seed: seed)
    let classes = 1 + random.int(5)
    let keys = (0..<(1 + random.int(12))).map { _ in random.int(classes) }
    let lines = (0..<random.int(16)).map { $0 * 3 + random.int(3) }
    var links: [Int: Set<Int>] = [:]
    for line in lines {
      links[line] = Set((0..<classes).filter { _ in random.int(100) < 45 })
    }
    return (keys, lines, links)
  }

  @Test(
    "Kuhn's matching by class pairs exactly as with an edge to every member", arguments: 0..<500)
  func matchingByClass(seed: Int) {
    let (keys, lines, links) = Self.graph(seed: UInt64(seed))
    let entries = keys.indices.map { $0 * 10 + 7 }
    var oracle = KuhnOracle(entries: entries)
    var matching = BipartiteMatching(entries: entries, keys: keys)
    for line in lines {
      let classes = links[line] ?? []
      oracle.add(line) { classes.contains(keys[($0 - 7) / 10]) }
      matching.add(line, keys: classes.sorted())
    }
    #expect(matching.actualOf == oracle.actualOf)
    #expect(matching.size == oracle.actualOf.count)
  }

  @Test("each expected thing its own class: the closure form pairs as before", arguments: 0..<200)
  func matchingSingletons(seed: Int) {
    let (keys, lines, links) = Self.graph(seed: UInt64(seed) + 1000)
    var oracle = KuhnOracle(entries: Array(keys.indices))
    var matching = BipartiteMatching(entries: Array(keys.indices))
    for line in lines {
      let classes = links[line] ?? []
      let edge: (Int) -> Bool = { classes.contains(keys[$0]) && ($0 + line) % 3 != 0 }
      oracle.add(line, edge: edge)
      matching.add(line, edge: edge)
    }
    #expect(matching.actualOf == oracle.actualOf)
  }

  @Test("the subsequence by changed lengths pairs as scanning every candidate", arguments: 0..<400)
  func subsequence(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) + 5000)
    let actualCount = 1 + random.int(40)
    let classes = (0..<(1 + random.int(6))).map { _ in
      (0..<actualCount).filter { _ in random.int(100) < 30 }
    }
    // Runs of alike rows, as an any-order group of lines written alike gives.
    var keys: [Int] = []
    while keys.count < 30 {
      let key = random.int(classes.count)
      keys += Array(repeating: key, count: 1 + random.int(6))
    }
    let candidates = keys.map { classes[$0] }
    #expect(
      LongestCommonSubsequence.pairs(candidates, keys: keys) == Self.scanEveryCandidate(candidates))
    #expect(LongestCommonSubsequence.pairs(candidates) == Self.scanEveryCandidate(candidates))
  }

  @Test("4,000 identical rows against 3,999 lines: every line paired, as the old scan pairs")
  func identicalRows() {
    let candidates = Array(repeating: Array(0..<3999), count: 4000)
    let keys = Array(repeating: 0, count: 4000)
    let pairs = LongestCommonSubsequence.pairs(candidates, keys: keys)
    #expect(pairs.compactMap { $0 } == Array(0..<3999))
    let small = Array(repeating: Array(0..<59), count: 60)
    #expect(
      LongestCommonSubsequence.pairs(small, keys: Array(repeating: 0, count: 60))
        == Self.scanEveryCandidate(small))
  }
}
