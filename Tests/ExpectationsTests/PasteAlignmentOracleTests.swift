import HarnessTestSupport
import Testing

@testable import Expectations

/// The paste aligner in a stream (``PasteAlignment``) against the full m × n table it
/// replaced, kept here as the oracle: on random problems both must pair the same lines.
@Suite("Grading: the alignment in a stream gives the table's pairs")
struct PasteAlignmentOracleTests {
  /// A problem both aligners read: a class per row, each class's candidate lines, gap costs.
  struct Problem: CustomTestStringConvertible {
    var rowKeys: [Int]
    var linesOf: [[Int]]
    var gapCosts: [Int]
    var lineCount: Int
    var testDescription: String { "\(rowKeys.count) rows, \(lineCount) lines" }

    /// The streaming alignment's pairs, its paths collected every `collectAt` nodes.
    func pairs(collectAt: Int = 1 << 16) -> [Int?] {
      var keysOf = [[Int32]](repeating: [], count: lineCount)
      for (key, lines) in linesOf.enumerated() {
        for line in lines { keysOf[line].append(Int32(key)) }
      }
      var alignment = PasteAlignment(
        rowKeys: rowKeys, gapCosts: gapCosts, classCount: linesOf.count)
      alignment.paths = AlignmentPaths(least: collectAt)
      for keys in keysOf { alignment.add(keys) }
      return alignment.pairs()
    }
  }

  /// The m × n table and its walk back, as grading did it before (the oracle).
  static func tablePairs(_ problem: Problem) -> [Int?] {
    let m = problem.rowKeys.count
    let n = problem.lineCount
    guard m > 0, n > 0 else { return [Int?](repeating: nil, count: m) }
    let gapCost = problem.gapCosts
    let weight = m + 1
    var choice = [UInt8](repeating: 0, count: (m + 1) * (n + 1))
    var previous = [Int](repeating: 0, count: n + 1)
    var current = [Int](repeating: 0, count: n + 1)
    for j in 1...n {
      previous[j] = previous[j - 1] - weight * gapCost[0]
      choice[j] = 2
    }
    for i in 1...m {
      let lines = problem.linesOf[problem.rowKeys[i - 1]]
      var pointer = 0
      current[0] = previous[0] - weight
      choice[i * (n + 1)] = 3
      for j in 1...n {
        while pointer < lines.count, lines[pointer] < j - 1 { pointer += 1 }
        var best = Int.min
        var step: UInt8 = 3
        if pointer < lines.count, lines[pointer] == j - 1 {
          best = previous[j - 1] + 1
          step = 1
        }
        let skipLine = current[j - 1] - weight * gapCost[i]
        if skipLine > best {
          best = skipLine
          step = 2
        }
        if previous[j] - weight > best {
          best = previous[j] - weight
          step = 3
        }
        current[j] = best
        choice[i * (n + 1) + j] = step
      }
      swap(&previous, &current)
    }
    var pairs = [Int?](repeating: nil, count: m)
    var i = m
    var j = n
    while i > 0 || j > 0 {
      switch choice[i * (n + 1) + j] {
      case 1:
        pairs[i - 1] = j - 1
        i -= 1
        j -= 1
      case 2: j -= 1
      default: i -= 1
      }
    }
    return pairs
  }

  static func random(seed: UInt64, maxRows: Int, maxLines: Int, density: Int) -> Problem {
    var random = SeededRandom(seed: seed)
    let m = random.int(maxRows + 1)
    let n = random.int(maxLines + 1)
    let classes = 1 + random.int(6)
    let rowKeys = (0..<m).map { _ in random.int(classes) }
    let linesOf = (0..<classes).map { _ in
      (0..<n).filter { _ in random.int(1000) < density }
    }
    // Gap costs come in runs, as blocks' claims do.
    var gapCosts: [Int] = []
    var cost = random.int(2)
    for _ in 0...m {
      if random.int(4) == 0 { cost = 1 - cost }
      gapCosts.append(cost)
    }
    return Problem(rowKeys: rowKeys, linesOf: linesOf, gapCosts: gapCosts, lineCount: n)
  }

  /// A problem whose lines come in stretches of lines alike (each matching the same classes),
  /// as a console printing one line in a loop does: the steps ``PasteAlignment`` repeats.
  static func stretches(seed: UInt64, maxRows: Int, maxLines: Int) -> Problem {
    var random = SeededRandom(seed: seed)
    let m = random.int(maxRows + 1)
    let classes = 1 + random.int(4)
    let rowKeys = (0..<m).map { _ in random.int(classes) }
    var linesOf = [[Int]](repeating: [], count: classes)
    var line = 0
    let n = random.int(maxLines + 1)
    while line < n {
      // A kind of line: the classes it matches (maybe none), repeated for a stretch.
      let matched = (0..<classes).filter { _ in random.int(3) == 0 }
      let length = min(n - line, 1 + random.int(3 * maxRows))
      for offset in line..<(line + length) {
        for key in matched { linesOf[key].append(offset) }
      }
      line += length
    }
    // Mostly blocks that allow lines between theirs, as partial blocks do.
    let gapCosts = (0...m).map { _ in random.int(5) == 0 ? 1 : 0 }
    return Problem(rowKeys: rowKeys, linesOf: linesOf, gapCosts: gapCosts, lineCount: n)
  }

  @Test("stretches of lines alike: repeated steps give the table's pairs", arguments: 0..<400)
  func repeated(seed: Int) {
    let problem = Self.stretches(seed: UInt64(seed) + 60_000, maxRows: 14, maxLines: 200)
    #expect(problem.pairs() == Self.tablePairs(problem))
    #expect(problem.pairs(collectAt: 2) == Self.tablePairs(problem))
  }

  @Test("small dense problems: the same pairs as the table", arguments: 0..<400)
  func small(seed: Int) {
    let problem = Self.random(seed: UInt64(seed), maxRows: 10, maxLines: 30, density: 300)
    #expect(problem.pairs() == Self.tablePairs(problem))
  }

  @Test("long sparse pastes, runs of lines that match nothing", arguments: 0..<150)
  func sparse(seed: Int) {
    let problem = Self.random(seed: UInt64(seed) + 10_000, maxRows: 25, maxLines: 1500, density: 8)
    #expect(problem.pairs() == Self.tablePairs(problem))
  }

  @Test("paths whose nodes are collected often", arguments: 0..<150)
  func collected(seed: Int) {
    let problem = Self.random(seed: UInt64(seed) + 20_000, maxRows: 12, maxLines: 300, density: 60)
    #expect(problem.pairs(collectAt: 1) == Self.tablePairs(problem))
  }

  @Test("long runs of lines that match nothing between few that match", arguments: 0..<150)
  func longRuns(seed: Int) {
    let problem = Self.random(seed: UInt64(seed) + 30_000, maxRows: 30, maxLines: 4000, density: 2)
    #expect(problem.pairs(collectAt: 8) == Self.tablePairs(problem))
  }

  @Test("every line a candidate of every row")
  func dense() {
    let problem = Problem(
      rowKeys: Array(repeating: 0, count: 40), linesOf: [Array(0..<60)],
      gapCosts: Array(repeating: 1, count: 41), lineCount: 60)
    #expect(problem.pairs(collectAt: 1) == Self.tablePairs(problem))
    #expect(problem.pairs().compactMap { $0 }.count == 40)
  }

  @Test("the lines paired are kept as pasted while paths are collected", arguments: 0..<120)
  func pairedLines(seed: Int) {
    let problem =
      seed < 60
      ? Self.random(seed: UInt64(seed) + 50_000, maxRows: 12, maxLines: 300, density: 60)
      : Self.stretches(seed: UInt64(seed) + 70_000, maxRows: 12, maxLines: 300)
    var keysOf = [[Int32]](repeating: [], count: problem.lineCount)
    for (key, lines) in problem.linesOf.enumerated() {
      for line in lines { keysOf[line].append(Int32(key)) }
    }
    var alignment = PasteAlignment(
      rowKeys: problem.rowKeys, gapCosts: problem.gapCosts, classCount: problem.linesOf.count)
    alignment.paths = AlignmentPaths(least: 3)
    for (line, keys) in keysOf.enumerated() {
      let raw = Array("raw \(line)".utf8)
      let text = Array("text \(line) é".utf8)
      raw.withUnsafeBufferPointer { raw in
        text.withUnsafeBufferPointer { text in alignment.add(keys, line: (line + 1, raw, text)) }
      }
    }
    let paired = Set(alignment.pairs().compactMap { $0 })
    let kept = alignment.pairedLines()
    #expect(Set(kept.keys) == paired)
    for (line, found) in kept {
      #expect(found.0 == PastedLine(number: line + 1, raw: "raw \(line)", text: "text \(line) é"))
      #expect(found.1 == Array("text \(line) é".utf8))
    }
  }

  @Test("a paste whose every line matches every row keeps paths bounded by the fixture")
  func boundedPaths() {
    var alignment = PasteAlignment(
      rowKeys: Array(repeating: 0, count: 8), gapCosts: Array(repeating: 0, count: 9),
      classCount: 1)
    alignment.paths = AlignmentPaths(least: 256)
    let text = Array("tick".utf8)
    var most = 0
    for line in 0..<100_000 {
      text.withUnsafeBufferPointer { bytes in alignment.add([0], line: (line + 1, bytes, bytes)) }
      most = max(most, alignment.paths.count)
    }
    #expect(most <= 512)
    #expect(alignment.pairs() == (99_992..<100_000).map { $0 })
    #expect(alignment.pairedLines().count == 8)
  }

  @Test("a paste whose every line matches every row makes nodes for the fixture, not the lines")
  func repeatedSteps() {
    var alignment = PasteAlignment(
      rowKeys: Array(repeating: 0, count: 40), gapCosts: Array(repeating: 0, count: 41),
      classCount: 1)
    let text = Array("tick".utf8)
    for line in 0..<100_000 {
      text.withUnsafeBufferPointer { bytes in alignment.add([0], line: (line + 1, bytes, bytes)) }
    }
    // 40 steps fill the table; every later line repeats the last of them and makes no node.
    #expect(alignment.paths.count <= 45 * 40)
    #expect(alignment.pairs() == (99_960..<100_000).map { $0 })
    #expect(alignment.pairedLines().keys.sorted() == Array(99_960..<100_000))
    #expect(alignment.pairedLines()[99_999]?.0.number == 100_000)
  }
}
