import Expectations
import Foundation
import LessonReader

/// `lint --fix`: rewrites each drifted fixture's Swift files from the lesson, and shows the
/// diff of each.
///
/// Only what the lesson gives whole is written: a file whose text differs is replaced, a file
/// the lesson has and the fixture lacks is added after the fixture's last file. Everything else
/// in the fixture stays byte for byte, line breaks included; the new text must read as a
/// fixture; the file is written atomically (a temporary file renamed over it). What cannot be
/// fixed (a file the lesson never shows whole, a file the lesson does not have) is named.
struct LintFixer {
  let colour: Bool

  /// Fixes every drifted fixture of the audit; returns the paths it wrote.
  func fix(_ audit: LessonAudit, into output: inout LessonRunnerCommand.Output) -> [String] {
    var written: [String] = []
    for check in audit.fixtures where check.status == .drifted {
      if fix(check, into: &output) { written.append(check.fixture.path) }
    }
    if written.isEmpty { output.print("lint --fix: nothing to rewrite") }
    return written
  }

  private func fix(_ check: FixtureCheck, into output: inout LessonRunnerCommand.Output) -> Bool {
    let fixture = check.fixture
    guard let data = FileManager.default.contents(atPath: fixture.path) else {
      output.error("error: cannot read '\(fixture.path)'")
      return false
    }
    let file = UpdateCommand.FixtureText(String(decoding: data, as: UTF8.self))
    var lines = file.lines
    var replacements: [(first: Int, count: Int, new: [String], name: String)] = []
    var additions: [(name: String, new: [String])] = []
    for difference in check.differences {
      guard let text = difference.lessonText else {
        output.print("not fixed: \(fixture.path): \(difference.message)")
        continue
      }
      let new = Self.lines(of: text)
      if let existing = fixture.file(named: difference.file) {
        replacements.append(
          (existing.firstLine - 1, Self.lines(of: existing.text).count, new, difference.file))
      } else {
        additions.append((difference.file, new))
      }
    }
    guard !replacements.isEmpty || !additions.isEmpty else { return false }
    output.print("FIX \(fixture.path) — \(fixture.title)")
    for replacement in replacements {
      let old = Array(lines[replacement.first..<(replacement.first + replacement.count)])
      output.print("-- \(replacement.name) -- (\(fixture.path):\(replacement.first + 1))")
      output.print(
        excerpt(LineDiff(old: old, new: replacement.new), firstLine: replacement.first + 1))
    }
    for replacement in replacements.sorted(by: { $0.first > $1.first }) {
      lines.replaceSubrange(
        replacement.first..<(replacement.first + replacement.count), with: replacement.new)
    }
    if !additions.isEmpty {
      var at = lines.firstIndex { $0.hasPrefix("== ") } ?? lines.count
      while at > 0, lines[at - 1].isEmpty { at -= 1 }
      let added = additions.flatMap { ["-- \($0.name) --"] + $0.new }
      lines.insert(contentsOf: added, at: at)
      for addition in additions {
        output.print("-- \(addition.name) -- added (\(addition.new.count) lines)")
      }
    }
    let text = file.joined(lines)
    do {
      _ = try FixtureParser.parse(path: fixture.path, text: text)
      try AtomicFile.write(text, to: fixture.path)
    } catch let error as FixtureError {
      output.error(
        "\(error.description) (in the rewritten text; '\(fixture.path)' was left as it was)")
      return false
    } catch {
      output.error("error: cannot write '\(fixture.path)'")
      return false
    }
    output.print("written: \(fixture.path)")
    return true
  }

  /// The diff's changed rows with two rows of context around each, `…` between excerpts.
  private func excerpt(_ diff: LineDiff, firstLine: Int) -> String {
    let rows = diff.rows()
    let rendered = diff.render(firstLine: firstLine, colour: colour)
    var keep = Set<Int>()
    for (index, row) in rows.enumerated() {
      if case .kept = row { continue }
      for near in max(0, index - 2)...min(rows.count - 1, index + 2) { keep.insert(near) }
    }
    var shown: [String] = []
    var previous = -1
    for index in keep.sorted() {
      if previous >= 0, index > previous + 1 { shown.append("…") }
      shown.append(rendered[index])
      previous = index
    }
    return shown.joined(separator: "\n")
  }

  static func lines(of text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
