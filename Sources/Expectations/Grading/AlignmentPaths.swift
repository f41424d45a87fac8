/// The paths of an alignment's cells, as linked lists that share their tails: a node is one
/// pair (row, line) and points to the pair before it. Nodes no cell reaches any more are
/// dropped from time to time, so memory follows the live paths, not the lines read.
///
/// A node may keep its line as pasted (a record: number, raw and compared bytes, shared by the
/// nodes of one line), dropped with the last node that holds it.
struct AlignmentPaths {
  /// One pair of a path: the row, the line, the node before it, and the line's record.
  private struct Node {
    var line: Int
    var parent: Int32
    var row: Int32
    var record: Int32
  }

  private var nodes: [Node] = []
  /// The records: each line's number, and where its raw and compared bytes end in `bytes`.
  private var numbers: [Int] = []
  private var rawEnds: [Int] = []
  private var textEnds: [Int] = []
  private var bytes: [UInt8] = []
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

  /// Keeps a line as pasted; returns its record.
  mutating func record(_ line: (number: Int, raw: LineBytes, text: LineBytes)) -> Int32 {
    numbers.append(line.number)
    bytes.append(contentsOf: line.raw)
    rawEnds.append(bytes.count)
    bytes.append(contentsOf: line.text)
    textEnds.append(bytes.count)
    return Int32(numbers.count - 1)
  }

  /// A new node: `row` paired with `line`, after the path `parent` (−1: none), its line kept
  /// in `record` (−1: not kept).
  mutating func node(row: Int, line: Int, parent: Int32, record: Int32 = -1) -> Int32 {
    nodes.append(Node(line: line, parent: parent, row: Int32(row), record: record))
    return Int32(nodes.count - 1)
  }

  /// Calls `body` with each pair of the path ending at `node` and its record, last first.
  func forEach(from node: Int32, _ body: (Int, Int, Int32) -> Void) {
    var node = node
    while node >= 0 {
      let pair = nodes[Int(node)]
      body(Int(pair.row), pair.line, pair.record)
      node = pair.parent
    }
  }

  /// The line kept in `record`, as pasted and as compared.
  func line(_ record: Int32) -> (PastedLine, [UInt8])? {
    guard record >= 0 else { return nil }
    let index = Int(record)
    let start = index > 0 ? textEnds[index - 1] : 0
    let raw = bytes[start..<rawEnds[index]]
    let text = Array(bytes[rawEnds[index]..<textEnds[index]])
    let pasted = PastedLine(
      number: numbers[index], raw: String(decoding: raw, as: UTF8.self),
      text: String(decoding: text, as: UTF8.self))
    return (pasted, text)
  }

  /// Drops the nodes that no root reaches, when there are many, and renumbers the roots.
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
    // A parent is always older than its child, so one pass in order renumbers both; records
    // are renumbered the same way, in order.
    var renumbered = [Int32](repeating: -1, count: nodes.count)
    var recordOf = [Int32](repeating: -1, count: numbers.count)
    var kept = PathRecords()
    var count = 0
    for index in nodes.indices where live[index] {
      var node = nodes[index]
      renumbered[index] = Int32(count)
      if node.parent >= 0 { node.parent = renumbered[Int(node.parent)] }
      let record = Int(node.record)
      if record >= 0 {
        if recordOf[record] < 0 {
          let start = record > 0 ? textEnds[record - 1] : 0
          recordOf[record] = kept.add(
            numbers[record], bytes[start..<rawEnds[record]],
            bytes[rawEnds[record]..<textEnds[record]])
        }
        node.record = recordOf[record]
      }
      nodes[count] = node
      count += 1
    }
    nodes.removeSubrange(count...)
    (numbers, rawEnds, textEnds, bytes) = (kept.numbers, kept.rawEnds, kept.textEnds, kept.bytes)
    for index in roots.indices where roots[index] >= 0 {
      roots[index] = renumbered[Int(roots[index])]
    }
    limit = max(least, 2 * count)
  }
}

/// Records copied while paths are collected.
private struct PathRecords {
  var numbers: [Int] = []
  var rawEnds: [Int] = []
  var textEnds: [Int] = []
  var bytes: [UInt8] = []

  mutating func add(_ number: Int, _ raw: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Int32 {
    numbers.append(number)
    bytes += raw
    rawEnds.append(bytes.count)
    bytes += text
    textEnds.append(bytes.count)
    return Int32(numbers.count - 1)
  }
}
