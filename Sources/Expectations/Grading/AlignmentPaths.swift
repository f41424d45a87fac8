/// The paths of an alignment's cells, as linked lists that share their tails. A node is a
/// diagonal run of pairs, rows r, r+1, … with lines l, l+1, …, and points to the run before
/// it: a path that pairs many consecutive rows with consecutive lines (4,000 identical lines
/// printed in a row) is one node, not one per pair. Nodes no cell reaches any more are dropped
/// from time to time, so memory follows the live paths, not the lines read.
///
/// Lines may be kept as pasted (a record: number, raw and compared bytes, by line), each
/// dropped once no live node covers it.
struct AlignmentPaths {
  /// A diagonal run of pairs and the node before it.
  private struct Node {
    var line: Int
    var parent: Int32
    var row: Int32
    var length: Int32
  }

  private var nodes: [Node] = []
  /// The records, in increasing line order: each line's index, number, and where its raw and
  /// compared bytes end in `bytes`.
  private var records = PathRecords()
  /// How many nodes there may be before the unreachable ones are dropped, and its least value.
  private var limit: Int
  private let least: Int

  /// - Parameter least: The fewest nodes kept before unreachable ones are dropped (small in
  ///   tests, to drop them often).
  init(least: Int = 1 << 16) {
    self.least = max(1, least)
    limit = max(1, least)
  }

  var count: Int { nodes.count }

  /// Keeps line `line` as pasted, once, before any node pairs it.
  mutating func record(line: Int, _ pasted: (number: Int, raw: LineBytes, text: LineBytes)) {
    guard records.lines.last != line else { return }
    records.add(line, pasted.number, pasted.raw, pasted.text)
  }

  /// The path `parent` (−1: none) followed by the pair (row, line).
  mutating func pair(row: Int, line: Int, after parent: Int32) -> Int32 {
    pair(row: row, line: line, length: 1, after: parent)
  }

  /// The path `parent` (−1: none) followed by the diagonal run of `length` pairs from (row,
  /// line): one node, or the parent's run made longer when the run continues it.
  mutating func pair(row: Int, line: Int, length: Int, after parent: Int32) -> Int32 {
    if parent >= 0 {
      let last = nodes[Int(parent)]
      if Int(last.row + last.length) == row, last.line + Int(last.length) == line {
        nodes.append(
          Node(
            line: last.line, parent: last.parent, row: last.row,
            length: last.length + Int32(length)))
        return Int32(nodes.count - 1)
      }
    }
    nodes.append(Node(line: line, parent: parent, row: Int32(row), length: Int32(length)))
    return Int32(nodes.count - 1)
  }

  /// Calls `body` with each pair (row, line) of the path ending at `node`, last first.
  func forEach(from node: Int32, _ body: (Int, Int) -> Void) {
    var node = node
    while node >= 0 {
      let run = nodes[Int(node)]
      for offset in stride(from: Int(run.length) - 1, through: 0, by: -1) {
        body(Int(run.row) + offset, run.line + offset)
      }
      node = run.parent
    }
  }

  /// The line kept as pasted at index `line`, and its compared bytes.
  func kept(_ line: Int) -> (PastedLine, [UInt8])? {
    let index = records.lines.lowerBound(of: line)
    guard index < records.lines.count, records.lines[index] == line else { return nil }
    return records.line(at: index)
  }

  /// Drops the nodes that no root reaches, and the records no live node covers, when there
  /// are many nodes; renumbers the roots.
  mutating func collect(roots: inout [Int32]) {
    guard nodes.count >= limit else { return }
    var live = [Bool](repeating: false, count: nodes.count)
    for root in roots {
      var node = root
      while node >= 0, !live[Int(node)] {
        live[Int(node)] = true
        node = nodes[Int(node)].parent
      }
    }
    // A parent is always older than its child, so one pass in order renumbers both.
    var renumbered = [Int32](repeating: -1, count: nodes.count)
    var covered: [Range<Int>] = []
    var count = 0
    for index in nodes.indices where live[index] {
      var node = nodes[index]
      renumbered[index] = Int32(count)
      if node.parent >= 0 { node.parent = renumbered[Int(node.parent)] }
      covered.append(node.line..<(node.line + Int(node.length)))
      nodes[count] = node
      count += 1
    }
    nodes.removeSubrange(count...)
    for index in roots.indices where roots[index] >= 0 {
      roots[index] = renumbered[Int(roots[index])]
    }
    records.keep(covered: covered)
    limit = max(least, 2 * count)
  }
}

/// Lines kept as pasted, in increasing line order, their bytes back to back.
private struct PathRecords {
  var lines: [Int] = []
  var numbers: [Int] = []
  var rawEnds: [Int] = []
  var textEnds: [Int] = []
  var bytes: [UInt8] = []

  mutating func add<Raw: Collection<UInt8>, Text: Collection<UInt8>>(
    _ line: Int, _ number: Int, _ raw: Raw, _ text: Text
  ) {
    lines.append(line)
    numbers.append(number)
    bytes.append(contentsOf: raw)
    rawEnds.append(bytes.count)
    bytes.append(contentsOf: text)
    textEnds.append(bytes.count)
  }

  func line(at index: Int) -> (PastedLine, [UInt8]) {
    let start = index > 0 ? textEnds[index - 1] : 0
    let text = Array(bytes[rawEnds[index]..<textEnds[index]])
    let pasted = PastedLine(
      number: numbers[index], raw: String(decoding: bytes[start..<rawEnds[index]], as: UTF8.self),
      text: String(decoding: text, as: UTF8.self))
    return (pasted, text)
  }

  /// Keeps only the lines some range of `covered` holds.
  mutating func keep(covered: [Range<Int>]) {
    let ranges = covered.sorted { $0.lowerBound < $1.lowerBound }
    var kept = PathRecords()
    var next = 0
    var reach = Int.min
    for index in lines.indices {
      let line = lines[index]
      while next < ranges.count, ranges[next].lowerBound <= line {
        reach = max(reach, ranges[next].upperBound)
        next += 1
      }
      guard line < reach else { continue }
      let start = index > 0 ? textEnds[index - 1] : 0
      kept.add(
        line, numbers[index], bytes[start..<rawEnds[index]], bytes[rawEnds[index]..<textEnds[index]])
    }
    self = kept
  }
}
