/// A block's expected lines against the lines its event printed, as an annotated diff: what
/// its author reads when a fixture fails.
///
/// Lines found at their place show once, numbered; an expected line shows with `−` where it
/// belonged; a printed line nothing expected at its place with `+`. Long runs of unchanged
/// lines collapse.
///
/// ```text
/// 5   The garden: inactive → background
///   − Stored 3 beans
/// 6   North: inactive → background, 14 ticks
/// ```
struct DiffRenderer {
  let check: GradeCheck

  /// How many unchanged lines to keep on each side of a change.
  private static let context = 3
  /// How many rows a diff shows before it is cut short.
  private static let rowLimit = 200

  private enum Row {
    case both(GradeCheck.StudentLine)
    case expected(String)
    case actual(GradeCheck.StudentLine)

    var isChange: Bool {
      if case .both = self { false } else { true }
    }
  }

  /// Whether the block has console lines that fail and a console to show them against.
  var applies: Bool {
    check.lines.contains { line in
      line.status == .failed && [.line, .unexpected, .noOutput].contains(line.kind)
        && line.placement != .notReached
    }
  }

  /// The diff, one string a row.
  func render(_ style: inout ReportStyle) -> [String] {
    let rows = merge()
    var keep = [Bool](repeating: false, count: rows.count)
    for (index, row) in rows.enumerated() where row.isChange {
      let low = max(0, index - Self.context)
      let high = min(rows.count - 1, index + Self.context)
      for near in low...high { keep[near] = true }
    }
    // A run of one hidden line costs as much as the line itself: show it.
    for index in rows.indices where !keep[index] {
      let alone =
        (index == 0 || keep[index - 1]) && (index == rows.count - 1 || keep[index + 1])
      if alone { keep[index] = true }
    }
    let width = String(check.actual.last?.number ?? 0).count
    let blank = String(repeating: " ", count: width)
    var output: [String] = []
    var skipped = 0
    func flushSkipped() {
      guard skipped > 0 else { return }
      output.append(style.dim("\(blank)   ⋯ \(skipped) matching line\(skipped == 1 ? "" : "s")"))
      skipped = 0
    }
    for (index, row) in rows.enumerated() {
      guard keep[index] else {
        skipped += 1
        continue
      }
      flushSkipped()
      switch row {
      case .both(let line):
        output.append("\(number(line, width))   \(style.visible(line.printed))")
      case .expected(let text):
        output.append(style.red("\(blank) − \(style.visible(text))"))
      case .actual(let line):
        output.append(style.green("\(number(line, width)) + \(style.visible(line.printed))"))
      }
    }
    flushSkipped()
    if output.count > Self.rowLimit {
      let rest = output.count - Self.rowLimit
      output.removeLast(rest)
      output.append(style.dim("\(blank)   ⋯ \(rest) more rows not shown"))
    }
    return output
  }

  /// The rows: the printed lines in order, each expected line that is not at its place inserted
  /// after the line it belonged after.
  private func merge() -> [Row] {
    var inPlace: Set<Int> = []
    var outOfRange: [Int: String] = [:]
    var before: [Int: [String]] = [:]
    var elsewhere: Set<Int> = []
    let silentFailed = check.lines.contains { $0.kind == .noOutput && $0.status == .failed }
    for line in check.lines {
      let text = line.expectedShown ?? line.expected ?? ""
      switch (line.kind, line.placement) {
      case (.line, .inPlace?):
        if let number = line.actualLine { inPlace.insert(number) }
      case (.line, .outOfRange?):
        if let number = line.actualLine { outOfRange[number] = text }
      case (.line, .outOfOrder?):
        if let number = line.actualLine { elsewhere.insert(number) }
        before[line.belongsAfter ?? 0, default: []].append(text)
      case (.line, .missing?), (.line, .notReached?):
        before[line.belongsAfter ?? 0, default: []].append(text)
      case (.unexpected, _):
        if let number = line.actualLine { elsewhere.insert(number) }
        elsewhere.formUnion(line.moreLines)
      default:
        break
      }
    }
    var rows: [Row] = (before[0] ?? []).map { .expected($0) }
    for line in check.actual {
      if let expected = outOfRange[line.number] {
        rows.append(.expected(expected))
        rows.append(.actual(line))
      } else if silentFailed || (elsewhere.contains(line.number) && !inPlace.contains(line.number))
      {
        rows.append(.actual(line))
      } else {
        rows.append(.both(line))
      }
      rows += (before[line.number] ?? []).map { .expected($0) }
    }
    return rows
  }

  private func number(_ line: GradeCheck.StudentLine, _ width: Int) -> String {
    let text = String(line.number)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
