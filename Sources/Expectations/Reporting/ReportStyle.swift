/// How a report writes text: colour or not, and invisible characters made visible.
///
/// Colour codes never span a line break: text with several lines is painted line by line, so
/// that each line ends with its reset and a pager or a CI log shows no colour bleeding on.
struct ReportStyle {
  var colour: Bool
  /// Whether some text shown so far had invisible characters made visible: the report then
  /// ends with the legend of the marks.
  private(set) var showedInvisible = false

  init(colour: Bool) {
    self.colour = colour
  }

  func red(_ text: String) -> String { paint(text, "31") }
  func green(_ text: String) -> String { paint(text, "32") }
  func yellow(_ text: String) -> String { paint(text, "33") }
  func bold(_ text: String) -> String { paint(text, "1") }
  func dim(_ text: String) -> String { paint(text, "2") }

  /// The text in an SGR colour, each line reset before its line break.
  func paint(_ text: String, _ code: String) -> String {
    guard colour, !text.isEmpty else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : "\u{1B}[\(code)m\(line)\u{1B}[0m"
    }.joined(separator: "\n")
  }

  /// The text with its invisible characters replaced by marks (``VisibleText``).
  mutating func visible(_ text: String) -> String {
    let shown = VisibleText.shown(text)
    if shown != text { showedInvisible = true }
    return shown
  }

  /// `` `text` ``, with invisible characters made visible.
  mutating func quote(_ text: String) -> String { "`\(visible(text))`" }
}
