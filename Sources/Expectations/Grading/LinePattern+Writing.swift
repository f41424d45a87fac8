extension LinePattern {
  /// How a fixture writes an expected line that matches exactly `printed`, nothing else.
  ///
  /// `{{` becomes `\{{`, so that no hole is read; a line that starts with `--`, `==` or `\`
  /// gets a leading `\`, so that it is not read as a directive, a section or an escape.
  /// `lesson-runner update` writes printed lines this way.
  ///
  /// - Parameter printed: A console line, as a program printed it.
  /// - Returns: The line as a fixture writes it.
  public static func written(forPrinted printed: String) -> String {
    var body = ""
    var rest = Substring(printed)
    while let start = rest.firstRange(of: "{{") {
      body += rest[..<start.lowerBound] + "\\{{"
      rest = rest[start.upperBound...]
    }
    body += rest
    let leading = printed.hasPrefix("--") || printed.hasPrefix("==") || printed.hasPrefix("\\")
    return leading ? "\\" + body : body
  }
}
