import Foundation

/// Shrinks a program the engine runs differently from swiftc, keeping the difference.
///
/// Line-based delta debugging: tries to delete each brace-balanced block and then each line,
/// keeping a deletion when swiftc still builds and runs the program without a trap and the engine
/// still differs in the same way (printing something else stays printing something else; a refusal
/// or a crash keeps its message), until no deletion is kept.
public struct ProgramReducer {
  /// What kind of difference a program shows.
  public enum Kind: String, Sendable {
    case output, refusal, trap
  }

  let folder: String
  let runner: ConformanceRunner

  public init(folder: String, runner: ConformanceRunner = .engine) {
    self.folder = folder
    self.runner = runner
  }

  /// The difference's kind for a program, or nil if swiftc cannot build it or it runs the same.
  public func difference(of source: String) -> (
    kind: Kind, reason: String, expected: ProgramOutput
  )? {
    guard let run = try? Swiftc.buildAndRun(source, in: folder), run.status == 0 else { return nil }
    let expected = ProgramOutput(stdout: run.stdout)
    let outcome = runner.run(source)
    guard let reason = outcome.difference(from: expected) else { return nil }
    let kind: Kind =
      outcome.refusal != nil ? .refusal : outcome.output.trap != nil ? .trap : .output
    return (kind, reason, expected)
  }

  /// The smallest program found that still differs in the same way as `source`.
  public func reduce(_ source: String) -> String? {
    guard let original = difference(of: source) else { return nil }
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func keeps(_ range: ClosedRange<Int>) -> Bool {
      var candidate = lines
      candidate.removeSubrange(range)
      guard let found = difference(of: candidate.joined(separator: "\n")),
        found.kind == original.kind,
        found.kind == .output || Self.unlocated(found.reason) == Self.unlocated(original.reason)
      else { return false }
      lines = candidate
      return true
    }
    var changed = true
    while changed {
      changed = false
      // From the last line up, so a deletion never moves the lines still to be tried.
      for start in lines.indices.reversed() where start < lines.count {
        if lines[start].hasSuffix("{"), let end = Self.closing(lines, from: start),
          keeps(start...end)
        {
          changed = true
        }
      }
      for index in lines.indices.reversed() where index < lines.count {
        let line = lines[index]
        if Self.isStatement(line) && keeps(index...index) {
          changed = true
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A reason without its `main.swift:LINE:COLUMN: ` location, which moves as lines go.
  static func unlocated(_ reason: String) -> String {
    reason.replacing(#/main\.swift:\d+:\d+: /#, with: "")
  }

  /// A line whose braces, if any, open and close on it: a statement that can go alone.
  static func isStatement(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && !trimmed.hasSuffix("{") && !trimmed.hasPrefix("}")
      && line.filter { $0 == "{" }.count == line.filter { $0 == "}" }.count
  }

  /// The line that closes the block opened at the end of line `start`.
  static func closing(_ lines: [String], from start: Int) -> Int? {
    var depth = 0
    for end in start..<lines.count {
      depth += lines[end].filter { $0 == "{" }.count - lines[end].filter { $0 == "}" }.count
      if depth == 0 { return end }
    }
    return nil
  }
}
