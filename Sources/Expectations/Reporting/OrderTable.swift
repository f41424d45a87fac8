/// The lesson's order and the student's, side by side, for a block with a line out of order.
///
/// The left column is the block's expected lines in the lesson's order, in the student's words;
/// the right column is the student's lines that answer them, in the order they printed them.
/// A row whose two sides are not the same line is marked `≠`.
///
/// ```text
///   the lesson's order                 your order
///   The garden: inactive → background  The garden: inactive → background (your line 14)
/// ≠ Stored 3 beans                     North: inactive → background, 14 ticks (your line 15)
/// ≠ North: inactive → background, 14…  Stored 3 beans (your line 16)
/// ```
struct OrderTable {
  let check: GradeCheck
  /// How a student's line number is written: `your line 12`, `line 3 of its console`.
  let place: (Int) -> String

  /// Whether the block has a line out of order, so that the table explains something.
  var applies: Bool {
    check.lines.contains { $0.kind == .line && $0.placement == .outOfOrder }
  }

  func render(_ style: inout ReportStyle) -> [String] {
    let expected = check.lines.filter { $0.kind == .line }
    let found = expected.filter { $0.actualLine != nil }.sorted {
      ($0.actualLine ?? 0) < ($1.actualLine ?? 0)
    }
    var left = ["the lesson's order"]
    var right = ["your order"]
    var marks = [" "]
    for row in 0..<max(expected.count, found.count) {
      let lesson = row < expected.count ? expected[row] : nil
      let yours = row < found.count ? found[row] : nil
      left.append(lesson.map { style.visible($0.expectedShown ?? $0.expected ?? "") } ?? "")
      right.append(
        yours.map { line in
          "\(style.visible(line.printed ?? "")) (\(place(line.actualLine ?? 0)))"
        } ?? "")
      let same = lesson != nil && lesson?.actualLine == yours?.actualLine
      marks.append(same ? " " : "≠")
    }
    let width = left.map(\.count).max() ?? 0
    return left.indices.map { row in
      let padded = left[row] + String(repeating: " ", count: width - left[row].count)
      let line = "\(marks[row]) \(padded)   \(right[row])"
      if row == 0 { return style.dim(line) }
      return marks[row] == "≠" ? style.red(line) : line
    }
  }
}
