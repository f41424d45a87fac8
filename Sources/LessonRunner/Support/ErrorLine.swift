import Expectations

/// The one line an error is printed as, whatever it quotes.
///
/// A quoted fixture line, file name or option may hold a carriage return (a file whose lines
/// end in CR CR LF), an escape sequence or a line break; printed as they are, they would break
/// the line or repaint the terminal. They are shown as ``VisibleText`` shows them in reports.
/// An error with no place in a file says which tool it comes from, as compilers do.
enum ErrorLine {
  static let tool = "lesson-runner"

  static func format(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    if scalars.last == "\n" { scalars.removeLast() }
    let shown = VisibleText.shown(String(scalars))
    return shown.hasPrefix("error: ") ? "\(tool): \(shown)" : shown
  }
}
