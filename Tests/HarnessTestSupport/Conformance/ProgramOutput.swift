/// What a `main.swift` program printed: its standard output and, if it trapped, the trap's line.
public struct ProgramOutput: Hashable, Sendable {
  /// Standard output, byte for byte (every line ends with a line break).
  public var stdout: String
  /// The runtime's one line about the trap that stopped the program (see `regenerate.sh`):
  /// `main/main.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value`,
  /// `Fatal error: Index out of range`, `Swift runtime failure: arithmetic overflow`.
  public var trap: String?

  public init(stdout: String, trap: String? = nil) {
    self.stdout = stdout
    self.trap = trap
  }
}
