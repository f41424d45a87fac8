/// Renders expected lines against actual lines as an annotated diff, and the sentences that
/// explain each problem.
///
/// Lines found at their place show once, with a space; expected-only lines show with `−`
/// where they belonged; actual-only lines with `+`. Long runs of unchanged lines collapse.
struct DiffRenderer {
  let lines: [LineResult]
  let actual: [String]
  let unexpected: [UnexpectedLine]
  let style: ReportStyle

  /// How many unchanged lines to keep on each side of a change.
  private static let context = 3
  /// How many rows a diff shows before it is cut short.
  private static let rowLimit = 200
  /// How many sentences of one kind to write before summarising the rest.
  private static let sentenceLimit = 10

  private enum Row {
    case both(Int)
    case expected(LineResult)
    case actual(Int)
  }

  /// The diff, one string a row.
  func diff() -> [String] {
    let rows = merge()
    let changed = rows.map { if case .both = $0 { false } else { true } }
    var keep = [Bool](repeating: false, count: rows.count)
    for (index, isChange) in changed.enumerated() where isChange {
      let low = max(0, index - Self.context)
      let high = min(rows.count - 1, index + Self.context)
      for near in low...high { keep[near] = true }
    }
    let width = String(actual.count).count
    var output: [String] = []
    var skipped = 0
    func flushSkipped() {
      guard skipped > 0 else { return }
      let noun = skipped == 1 ? "line" : "lines"
      output.append(
        style.dim("\(String(repeating: " ", count: width))   ⋯ \(skipped) matching \(noun)"))
      skipped = 0
    }
    // A run of one hidden line costs as much as the line itself: show it.
    for index in rows.indices where !keep[index] {
      let alone =
        (index == 0 || keep[index - 1]) && (index == rows.count - 1 || keep[index + 1])
      if alone { keep[index] = true }
    }
    for (index, row) in rows.enumerated() {
      guard keep[index] else {
        skipped += 1
        continue
      }
      flushSkipped()
      switch row {
      case .both(let line):
        output.append("\(number(line, width))   \(style.visible(actual[line]))")
      case .expected(let result):
        let blank = String(repeating: " ", count: width)
        output.append(style.red("\(blank) − \(style.visible(result.pattern.text))"))
      case .actual(let line):
        output.append(style.green("\(number(line, width)) + \(style.visible(actual[line]))"))
      }
    }
    flushSkipped()
    if output.count > Self.rowLimit {
      let rest = output.count - Self.rowLimit
      output.removeLast(rest)
      output.append(
        style.dim("\(String(repeating: " ", count: width))   ⋯ \(rest) more rows not shown"))
    }
    return output
  }

  /// One sentence per problem, in the order of the expected lines, then unexpected lines.
  func sentences() -> [String] {
    var output: [String] = []
    for line in lines {
      switch line.outcome {
      case .matched, .notReached:
        continue
      case .missing:
        output.append(
          "missing: \(quote(line.pattern.text))\(groupNote(line)) \(placeOfMissing(line))")
      case .outOfOrder(let found):
        output.append(
          "out of order: \(quote(line.pattern.text))\(groupNote(line)) was found "
            + "\(foundPlace(found)), expected \(expectedPlace(line))")
      case .outOfRange(let index, let violation):
        output.append("out of range: \(quote(actual[index])) (line \(index + 1)): \(violation)")
      }
    }
    for line in unexpected.prefix(Self.sentenceLimit) {
      output.append("unexpected: \(quote(line.text)) (line \(line.index + 1))")
    }
    if unexpected.count > Self.sentenceLimit {
      output.append("… and \(unexpected.count - Self.sentenceLimit) more unexpected lines")
    }
    return output
  }

  // MARK: - Rows

  private func merge() -> [Row] {
    var inPlace: Set<Int> = []
    var outOfRange: [Int: LineResult] = [:]
    var before: [Int: [LineResult]] = [:]
    var elsewhere = Set(unexpected.map(\.index))
    for line in lines {
      switch line.outcome {
      case .matched(let index):
        inPlace.insert(index)
      case .outOfRange(let index, _):
        outOfRange[index] = line
      case .outOfOrder(let index):
        elsewhere.insert(index)
        before[line.belongsAfter ?? -1, default: []].append(line)
      case .missing:
        before[line.belongsAfter ?? -1, default: []].append(line)
      case .notReached:
        before[-1, default: []].append(line)
      }
    }
    var rows: [Row] = (before[-1] ?? []).map { .expected($0) }
    for index in actual.indices {
      if let line = outOfRange[index] {
        rows.append(.expected(line))
        rows.append(.actual(index))
      } else if inPlace.contains(index) {
        rows.append(.both(index))
      } else if elsewhere.contains(index) {
        rows.append(.actual(index))
      } else {
        rows.append(.both(index))
      }
      rows += (before[index] ?? []).map { .expected($0) }
    }
    return rows
  }

  // MARK: - Sentences

  private func placeOfMissing(_ line: LineResult) -> String {
    guard let previous = line.previous else {
      return line.belongsAfter.map { "should come first; it belonged after \(actualPlace($0))" }
        ?? "should come first"
    }
    let follows = "should follow \(quote(lines[previous].pattern.text))"
    switch lines[previous].outcome {
    case .matched(let index), .outOfRange(let index, _):
      if index == line.belongsAfter { return "\(follows) (line \(index + 1))" }
    default:
      break
    }
    guard let after = line.belongsAfter else { return "\(follows); it belonged at the start" }
    return "\(follows); it belonged after \(actualPlace(after))"
  }

  private func foundPlace(_ index: Int) -> String {
    index == 0 ? "first (line 1)" : "after \(quote(actual[index - 1])) (line \(index + 1))"
  }

  private func expectedPlace(_ line: LineResult) -> String {
    guard let previous = line.previous else { return "first" }
    return "after \(quote(lines[previous].pattern.text))"
  }

  private func actualPlace(_ index: Int) -> String {
    "\(quote(actual[index])) (line \(index + 1))"
  }

  private func groupNote(_ line: LineResult) -> String {
    line.group == nil ? "" : " (any order)"
  }

  private func quote(_ text: String) -> String { "`\(style.visible(text))`" }

  private func number(_ index: Int, _ width: Int) -> String {
    let text = String(index + 1)
    return String(repeating: " ", count: width - text.count) + text
  }
}

/// How a report writes text: colour or not, and invisible characters made visible.
struct ReportStyle {
  var colour: Bool

  func red(_ text: String) -> String { paint(text, "31") }
  func green(_ text: String) -> String { paint(text, "32") }
  func bold(_ text: String) -> String { paint(text, "1") }
  func dim(_ text: String) -> String { paint(text, "2") }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The text with a stray carriage return shown as `␍` and trailing whitespace marked `¬`.
  func visible(_ text: String) -> String {
    var shown = text.replacingOccurrences(of: "\r", with: "␍")
    if shown.hasSuffix(" ") || shown.hasSuffix("\t") { shown += "¬" }
    return shown
  }
}

extension String {
  /// The string with every occurrence of `target` replaced (Foundation-free).
  fileprivate func replacingOccurrences(of target: Character, with replacement: String) -> String {
    guard contains(target) else { return self }
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
