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
    var previous: Character?
    for character in printed {
      // A second brace after a first one: the pair gets its backslash before it.
      if character == "{", previous == "{" {
        body.removeLast()
        body += "\\{{"
        previous = nil
        continue
      }
      body.append(character)
      previous = character
    }
    let leading = printed.hasPrefix("--") || printed.hasPrefix("==") || printed.hasPrefix("\\")
    return leading ? "\\" + body : body
  }
}
