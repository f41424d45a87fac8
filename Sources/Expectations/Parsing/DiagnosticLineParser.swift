import Transcript

/// Reads one line of `== build ==`: `[file:[line:[column:]] ]severity: message`.
struct DiagnosticLineParser {
  let line: SourceLine

  private static let severities = ["error", "warning", "note"]
  private static let example = "expected a diagnostic such as 'File.swift:3:1: error: message'"

  func parse() throws(FixtureError) -> ExpectedDiagnostic {
    let bytes = Array(line.text.utf8)
    guard let firstColon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
      throw line.error(Self.example)
    }
    let head = String(decoding: bytes[..<firstColon], as: UTF8.self)
    // A head without a dot or slash is not a file name: the location is left out.
    if !head.contains(".") && !head.contains("/") && !head.contains(" ") {
      return try diagnostic(bytes, severityAt: 0, file: nil, line: nil, column: nil)
    }
    guard !head.isEmpty, !head.hasPrefix(" ") else { throw line.error(Self.example) }
    var index = firstColon + 1
    var numbers: [Int] = []
    while numbers.count < 2 {
      var end = index
      while end < bytes.count, NumberText.isDigit(bytes[end]) { end += 1 }
      guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: ":") else { break }
      guard let number = Int(String(decoding: bytes[index..<end], as: UTF8.self)), number >= 1
      else {
        throw line.error("line and column numbers start at 1", offset: index)
      }
      numbers.append(number)
      index = end + 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: " ") else {
      throw line.error(Self.example, offset: index)
    }
    return try diagnostic(
      bytes, severityAt: index + 1, file: head, line: numbers.first,
      column: numbers.count > 1 ? numbers[1] : nil)
  }

  private func diagnostic(
    _ bytes: [UInt8], severityAt start: Int, file: String?, line number: Int?, column: Int?
  ) throws(FixtureError) -> ExpectedDiagnostic {
    guard let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")) else {
      throw line.error(Self.example, offset: start)
    }
    let word = String(decoding: bytes[start..<colon], as: UTF8.self)
    guard let severity = Diagnostic.Severity(rawValue: word) else {
      throw line.error(
        "unknown severity '\(word)'" + Suggestion.didYouMean(word, among: Self.severities),
        offset: start)
    }
    var messageStart = colon + 1
    if messageStart < bytes.count, bytes[messageStart] == UInt8(ascii: " ") { messageStart += 1 }
    guard messageStart < bytes.count else {
      throw line.error("missing message after '\(word):'", offset: colon)
    }
    return ExpectedDiagnostic(
      file: file, line: number, column: column, severity: severity,
      message: String(decoding: bytes[messageStart...], as: UTF8.self),
      location: line.location())
  }
}
