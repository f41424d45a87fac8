/// The distinct patterns of an any-order group, indexed, so that a printed line finds the
/// ones it matches by lookup rather than by trying each of the group's lines.
struct GroupClasses {
  let aligner: LineAligner
  /// The group's distinct patterns: for each, its first entry (``LineAligner/sameAs``).
  let keys: [Int]
  let index: PatternIndex

  init(_ aligner: LineAligner, _ range: Range<Int>) {
    self.aligner = aligner
    var keys: [Int] = []
    var seen = Set<Int>()
    for entry in range where seen.insert(aligner.sameAs[entry]).inserted {
      keys.append(aligner.sameAs[entry])
    }
    self.keys = keys
    index = PatternIndex(keys.map { aligner.entries[$0].matcher })
  }

  /// The keys of the patterns `line` matches with every requirement met.
  func strong(_ line: LineBytes, _ bindings: Bindings) -> [Int] {
    var result: [Int] = []
    index.forEachMatch(line) { found in
      if aligner.strongMatch(keys[found], line, bindings) != nil { result.append(keys[found]) }
    }
    return result
  }
}
