/// "Did you mean …?" for misspelled names: the closest candidate by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if one is close enough to be a likely intent.
  ///
  /// Close enough means at most 1 edit for words of up to 3 characters, 2 up to 8, else 3,
  /// where a swap of two neighbouring characters counts as one edit (`hmoe` → `home`).
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let length = word.count
    let allowed = length <= 3 ? 1 : length <= 8 ? 2 : 3
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      // Lengths further apart than the edits allowed cannot be close: skip the table.
      guard abs(candidate.count - length) <= allowed else { continue }
      let distance = Suggestion.distance(word, candidate)
      guard distance <= allowed, distance < max(length, candidate.count) else { continue }
      if let best, best.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// `; did you mean 'x'?` for the closest candidate, or nothing.
  public static func didYouMean(
    _ word: String, among candidates: [String], written: (String) -> String = { $0 }
  ) -> String {
    guard let match = closest(to: word, among: candidates) else { return "" }
    return "; did you mean '\(written(match))'?"
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and
  /// swaps of neighbouring characters each cost 1.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
