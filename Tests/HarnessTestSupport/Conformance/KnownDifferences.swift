import Foundation

/// The ratchet: conformance programs the engine is known to get wrong today, each with a reason.
///
/// One program a line, `name  reason`; `#` starts a comment line. A listed program must still
/// differ (remove it once it passes), so the list only ever shrinks as the engine learns Swift.
public struct KnownDifferences: Sendable, Equatable {
  /// Program name → the one-line reason written next to it.
  public var entries: [String: String]

  public init(entries: [String: String]) { self.entries = entries }

  /// Reads the list; a line without a reason, or a name listed twice, is an error.
  public static func read(path: String) throws -> KnownDifferences {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      return KnownDifferences(entries: [:])
    }
    return try parse(text, file: path)
  }

  public static func parse(_ text: String, file: String = "known-differences.txt") throws
    -> KnownDifferences
  {
    var entries: [String: String] = [:]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let name = String(line.prefix { !$0.isWhitespace })
      let reason = line.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
      guard !reason.isEmpty else {
        throw CorpusError(message: "\(file):\(index + 1):1: error: '\(name)' has no reason")
      }
      guard entries[name] == nil else {
        throw CorpusError(message: "\(file):\(index + 1):1: error: '\(name)' is listed twice")
      }
      entries[name] = reason
    }
    return KnownDifferences(entries: entries)
  }

  /// The file's text for the given differences, sorted by name, after a header comment.
  public static func render(_ entries: [String: String]) -> String {
    let header = """
      # Conformance programs the engine does not yet run as swiftc does (a ratchet: a listed
      # program must still differ, so remove its line once the engine gets it right; a program
      # not listed must match byte for byte). Regenerate: swift run lesson-bench conformance --corpus
      """
    let width = (entries.keys.map(\.count).max() ?? 0) + 2
    let lines = entries.keys.sorted().map { name in
      name.padding(toLength: width, withPad: " ", startingAt: 0) + entries[name]!
    }
    return ([header] + lines).joined(separator: "\n") + "\n"
  }
}
