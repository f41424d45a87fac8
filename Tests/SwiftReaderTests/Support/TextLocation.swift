import Transcript

// Swift Testing also has a `SourceLocation`; this file sees only the reader's.

/// A location in read text, named apart from Swift Testing's `SourceLocation`.
typealias TextLocation = SourceLocation

extension SourceLocation {
  /// `line:column`, for comparing locations in tests.
  var lineColumn: String { "\(line):\(column)" }
}

extension SourceRange {
  /// `line:column-line:column`, for comparing ranges in tests.
  var lineColumns: String { "\(start.lineColumn)-\(end.lineColumn)" }
}
