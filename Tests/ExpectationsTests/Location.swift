import Transcript

/// Transcript's source location, named so that files importing Testing (which has its own
/// `SourceLocation`) can use it unambiguously.
typealias Location = SourceLocation

/// A location in the test fixture `T.fixture`.
func at(_ line: Int, _ column: Int = 1) -> Location {
  Location(file: "T.fixture", line: line, column: column)
}
