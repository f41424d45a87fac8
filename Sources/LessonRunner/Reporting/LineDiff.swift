/// A line diff of two short texts, by longest common subsequence, for `update` to show what it
/// changed: ` ` for a line kept, `-` for a line removed, `+` for a line added.
struct LineDiff {
  enum Row: Equatable {
    case kept(String)
    case removed(String)
    case added(String)
  }

  let old: [String]
  let new: [String]

  /// The rows, removals before additions where lines differ.
  func rows() -> [Row] {
    let m = old.count
    let n = new.count
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
    for i in stride(from: m - 1, through: 0, by: -1) {
      for j in stride(from: n - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var rows: [Row] = []
    var i = 0
    var j = 0
    while i < m || j < n {
      if i < m, j < n, old[i] == new[j] {
        rows.append(.kept(old[i]))
        i += 1
        j += 1
      } else if i < m, j == n || lengths[i + 1][j] >= lengths[i][j + 1] {
        rows.append(.removed(old[i]))
        i += 1
      } else {
        rows.append(.added(new[j]))
        j += 1
      }
    }
    return rows
  }

  /// The diff as text, each row prefixed and, for removed and kept lines, numbered with its
  /// line in the old file (from `firstLine`).
  func render(firstLine: Int, colour: Bool) -> [String] {
    var line = firstLine
    let width = String(firstLine + old.count).count
    func number(_ value: Int?) -> String {
      let text = value.map(String.init) ?? ""
      return String(repeating: " ", count: width - text.count) + text
    }
    return rows().map { row in
      switch row {
      case .kept(let text):
        defer { line += 1 }
        return "\(number(line))   \(text)"
      case .removed(let text):
        defer { line += 1 }
        return paint("\(number(line)) - \(text)", "31", colour)
      case .added(let text):
        return paint("\(number(nil)) + \(text)", "32", colour)
      }
    }
  }

  private func paint(_ text: String, _ code: String, _ colour: Bool) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
