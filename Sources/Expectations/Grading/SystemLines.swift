/// Finds the lines of a paste that the system wrote, family by family (``NoiseRule``).
///
/// Three things go beyond one line at a time:
/// - a report that spans several lines (a layout-constraint report, a checker's backtrace) takes
///   the lines that continue it, and the row of `=` just before it;
/// - with Xcode's metadata shown, each message is followed by a line naming the library that
///   logged it: a message from a library that is not the app's process is the system's;
/// - a line that an expected line of the fixture matches is never a system line, whatever it
///   looks like: the lesson claims it, so it is compared.
struct SystemLines {
  /// Whether an expected line matches the line (its text as compared).
  let isExpected: (Substring) -> Bool

  /// The family of each line the system wrote, by index.
  ///
  /// - Parameter lines: The lines without Xcode's prefix and trailing spaces.
  func classify(_ lines: [Substring]) -> [Int: NoiseRule] {
    var found: [Int: NoiseRule] = [:]
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard let rule = NoiseRule.rule(for: line), !isExpected(line) else {
        index += 1
        continue
      }
      found[index] = rule
      if let metadata = Self.metadata(line), index > 0, found[index - 1] == nil,
        let library = metadata.library, library != metadata.process, !isExpected(lines[index - 1])
      {
        found[index - 1] = Self.attributed(library)
      }
      guard !rule.continuation.isEmpty else {
        index += 1
        continue
      }
      if index > 0, found[index - 1] == nil, Self.isRow(lines[index - 1]) {
        found[index - 1] = rule
      }
      index += 1
      // A claimed line inside the report stays, and the report goes on after it.
      while index < lines.count, rule.continues(ArraySlice(Array(lines[index].utf8))) {
        if !isExpected(lines[index]) { found[index] = rule }
        index += 1
      }
    }
    return found
  }

  /// A row of ten or more `=`: the rule a checker's report starts with.
  private static func isRow(_ line: Substring) -> Bool {
    line.utf8.count >= 10 && line.utf8.allSatisfy { $0 == UInt8(ascii: "=") }
  }

  /// The process and library a metadata line names:
  /// `Type: Error | Timestamp: … | Process: Loop | Library: Sharing | Subsystem: … | TID: …`.
  static func metadata(_ line: Substring) -> (process: String?, library: String?)? {
    guard line.hasPrefix("Type: "), Comparison.contains(line, " | Timestamp: ") else { return nil }
    var process: String?
    var library: String?
    for field in line.split(separator: "|") {
      let trimmed = field.drop { $0 == " " }
      let value = String(Comparison.trimmingTrailingSpaces(trimmed.drop { $0 != ":" }.dropFirst()))
        .drop { $0 == " " }
      if trimmed.hasPrefix("Process:") { process = String(value) }
      if trimmed.hasPrefix("Library:") { library = String(value) }
    }
    return (process, library)
  }

  /// The family of a message that Xcode's metadata credits to a system library.
  static func attributed(_ library: String) -> NoiseRule {
    NoiseRule(
      name: "a message from \(library) (Xcode's metadata)",
      origin: "a system library, as the metadata line Xcode shows under the message says"
        + " (its library is not the app's process)",
      source: "https://github.com/LoopKit/Loop/issues/2222,"
        + " https://github.com/kivy/kivy-ios/issues/888",
      shapes: [])
  }
}
