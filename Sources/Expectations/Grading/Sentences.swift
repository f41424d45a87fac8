/// The sentences line checks write, the same for a paste and for a program's run.
///
/// `place` names a line of the printed console: `your line 12` for a paste, `line 3 of its
/// console` for a student's program, `line 3` for a fixture's own run. For a fixture's author
/// (`namesLine`), each sentence also names the expected line it is about, so that it reads on
/// its own, under a diff or as an annotation on the fixture line:
/// `` missing: `Stored 3 beans` should follow `The garden: inactive → background` (line 5) ``.
struct Sentences {
  let place: (Int) -> String
  /// Whether each sentence names the line it is about.
  var namesLine = false

  init(namesLine: Bool = false, place: @escaping (Int) -> String) {
    self.place = place
    self.namesLine = namesLine
  }

  func found(at line: Int) -> String {
    "found at its place (\(place(line)))"
  }

  /// `missing: should follow `A` (your line 12)`.
  func missing(
    _ subject: String, previous: String?, previousLine: Int?, belongsAfter: Int?,
    actual: [Int: String]
  ) -> String {
    let head = namesLine ? "missing: \(quote(subject)) " : "missing: "
    guard let previous else {
      if let after = belongsAfter, let text = actual[after] {
        return head + "should come first; it belonged after \(quote(text)) (\(place(after)))"
      }
      return head + "should come first"
    }
    if let line = previousLine {
      return head + "should follow \(quote(previous)) (\(place(line)))"
    }
    if let after = belongsAfter, let text = actual[after] {
      return head + "should follow \(quote(previous)); it belonged after \(quote(text))"
        + " (\(place(after)))"
    }
    return head + "should follow \(quote(previous)), which is missing too"
  }

  /// `out of order: found at your line 19, after `B`; expected after `A``.
  func outOfOrder(_ subject: String, found line: Int, after: String?, expectedAfter: String?)
    -> String
  {
    let expected = expectedAfter.map { "expected after \(quote($0))" } ?? "expected first"
    if namesLine {
      let found = after.map { "after \(quote($0)) (\(place(line)))" } ?? "first (\(place(line)))"
      return "out of order: \(quote(subject)) was found \(found), \(expected)"
    }
    let foundAfter = after.map { ", after \(quote($0))" } ?? ", first"
    return "out of order: found at \(place(line))\(foundAfter); \(expected)"
  }

  /// `out of range at your line 3: 15 is not in 6...7 (home+1...home+2, home = 5)`.
  func outOfRange(_ printed: String, at line: Int, _ violation: RangeViolation) -> String {
    namesLine
      ? "out of range: \(quote(printed)) (\(place(line))): \(violation)"
      : "out of range at \(place(line)): \(violation)"
  }

  func unexpected(_ printed: String, at line: Int, claim: String) -> String {
    namesLine
      ? "unexpected: \(quote(printed)) (\(place(line)))"
      : "unexpected at \(place(line)): \(claim)"
  }

  func never(_ pattern: String, appeared printed: String, at line: Int) -> String {
    guard namesLine else { return "appeared at \(place(line)), and the lesson says it never does" }
    let seen = "\(quote(printed)) (\(place(line)))"
    return pattern == printed
      ? "never: \(seen) appeared" : "never: \(quote(pattern)) appeared as \(seen)"
  }

  static let neverAbsent = "does not appear"

  func quote(_ text: String) -> String { "`\(VisibleText.shown(text))`" }
}
