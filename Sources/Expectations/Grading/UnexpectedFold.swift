/// A block's lines nobody expected, as line checks: the first ``LineCheck/unexpectedListed``
/// one check each, and every line after them folded into one more check that counts them.
///
/// A program that prints without end stops at the output line budget (50,000 lines then,
/// 20,000 now); one check a line made its grade and every report cost time in proportion
/// (lesson-fuzz seed 1, case 147005: a launcher that called itself and printed on each call
/// took 1.8 s, its JUnit report 4 MB). Scores stay what they were: the folded check weighs as many lines as it counts.
enum UnexpectedFold {
  /// The checks of `lines`, in order: `check` makes the check of one line, `number` gives the
  /// line's number in the console or paste, from 1.
  static func checks<Line>(
    _ lines: [Line], number: (Line) -> Int, check: (Line) -> LineCheck
  ) -> [LineCheck] {
    let listed = LineCheck.unexpectedListed
    guard lines.count > listed + 1 else { return lines.map(check) }
    var checks = lines.prefix(listed).map(check)
    var folded = check(lines[listed])
    folded.moreLines = lines[(listed + 1)...].map(number)
    folded.message += "; and \(folded.moreLines.count) more lines nobody expected after it, counted in this check"
    checks.append(folded)
    return checks
  }
}
