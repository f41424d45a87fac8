/// The sentences line checks write, the same for a paste and for a program's run.
///
/// `place` names a line of the student's console: `your line 12` for a paste, `line 3 of its
/// console` for a run.
struct Sentences {
  let place: (Int) -> String

  func found(at line: Int) -> String {
    "found at its place (\(place(line)))"
  }

  /// `missing: should follow `A` (your line 12)`.
  func missing(previous: String?, previousLine: Int?, belongsAfter: Int?, actual: [Int: String])
    -> String
  {
    guard let previous else {
      if let after = belongsAfter, let text = actual[after] {
        return "missing: should come first, after \(quote(text)) (\(place(after)))"
      }
      return "missing: should come first"
    }
    if let line = previousLine {
      return "missing: should follow \(quote(previous)) (\(place(line)))"
    }
    if let after = belongsAfter, let text = actual[after] {
      return "missing: should follow \(quote(previous)); it belonged after \(quote(text))"
        + " (\(place(after)))"
    }
    return "missing: should follow \(quote(previous)), which is missing too"
  }

  /// `out of order: found at your line 19, after `B`; expected after `A``.
  func outOfOrder(found line: Int, after: String?, expectedAfter: String?) -> String {
    let foundAfter = after.map { ", after \(quote($0))" } ?? ", first"
    let expected = expectedAfter.map { "expected after \(quote($0))" } ?? "expected first"
    return "out of order: found at \(place(line))\(foundAfter); \(expected)"
  }

  func outOfRange(at line: Int, _ violation: RangeViolation) -> String {
    "out of range at \(place(line)): \(violation)"
  }

  func unexpected(at line: Int, claim: String) -> String {
    "unexpected at \(place(line)): \(claim)"
  }

  func never(appearedAt line: Int) -> String {
    "appeared at \(place(line)), and the lesson says it never does"
  }

  static let neverAbsent = "does not appear"

  func quote(_ text: String) -> String { "`\(VisibleText.shown(text))`" }
}
