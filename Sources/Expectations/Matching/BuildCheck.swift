import Transcript

/// Checks the build's diagnostics against `== build ==`: each expected diagnostic needs a
/// distinct actual one, and every actual error or warning must be expected.
struct BuildCheck {
  let expectation: BuildExpectation?
  let actual: [Diagnostic]

  /// The result, or nil when nothing is claimed and the build reported no error or warning.
  func run() -> BuildResult? {
    let expected = expectation?.diagnostics ?? []
    // Maximum bipartite matching, so that a general expectation (`error: …`) listed first
    // cannot take the diagnostic a precise one needs.
    var matching = BipartiteMatching(entries: Array(expected.indices))
    for (index, diagnostic) in actual.enumerated() {
      matching.add(index) { expected[$0].matches(diagnostic) }
    }
    let matchOf = matching.actualOf
    let owner = matching.entryOf
    let matched = expected.indices.compactMap { index in
      matchOf[index].map { BuildResult.Match(expected: expected[index], actual: actual[$0]) }
    }
    let missing = expected.indices.filter { matchOf[$0] == nil }.map { expected[$0] }
    let unexpected = actual.indices.filter { index in
      owner[index] == nil && actual[index].severity >= .warning
    }.map { actual[$0] }
    if expectation == nil && unexpected.isEmpty { return nil }
    return BuildResult(
      location: expectation?.location, passed: missing.isEmpty && unexpected.isEmpty,
      matched: matched, missing: missing, unexpected: unexpected)
  }
}
