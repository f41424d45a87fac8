import Transcript

/// Input lesson-runner cannot use: an unreadable file, a malformed fixture, Swift it cannot read.
///
/// Printed as one line per error, `file:line:column: error: message`; the run exits with 2.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var diagnostic: Diagnostic
  /// More errors of the same input, each shown on a line of its own (a program's build errors).
  public var more: [Diagnostic] = []

  public init(_ message: String, at location: SourceLocation?) {
    diagnostic = .error(message, at: location)
  }

  public var description: String { ([diagnostic] + more).map(\.description).joined(separator: "\n") }
}
