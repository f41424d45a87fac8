/// Why a run stopped before its last event: the one vocabulary verify, grade and reports share.
///
/// Exit codes follow from the kind: `unsupported` is bad input (2) for a fixture, since the
/// lesson's own code must run; the others are the program's failure, a claim that fails (1).
public enum RunFailure: Hashable, Sendable, CustomStringConvertible {
  /// The program crashed as the Swift runtime would stop it: a nil unwrapped, an index out of
  /// range, an overflow, an error thrown and never caught.
  case crashed(Diagnostic)
  /// The program uses Swift or an API lesson-runner does not model; the construct is named.
  case unsupported(Diagnostic)
  /// The program did not settle within its budget of steps, depth or memory.
  case endless(Diagnostic)
  /// An event could not happen in the device's state (a button that is not on the screen).
  case impossibleEvent(Diagnostic)

  /// The located message, as a report prints it.
  public var diagnostic: Diagnostic {
    switch self {
    case .crashed(let d), .unsupported(let d), .endless(let d), .impossibleEvent(let d): d
    }
  }

  public var message: String { diagnostic.message }
  public var location: SourceLocation? { diagnostic.location }
  public var isUnsupported: Bool {
    if case .unsupported = self { return true }
    return false
  }

  /// The same failure with its diagnostic changed (a location moved into a fixture's lines).
  public func mapDiagnostic(_ transform: (Diagnostic) -> Diagnostic) -> RunFailure {
    switch self {
    case .crashed(let d): .crashed(transform(d))
    case .unsupported(let d): .unsupported(transform(d))
    case .endless(let d): .endless(transform(d))
    case .impossibleEvent(let d): .impossibleEvent(transform(d))
    }
  }

  public var description: String { diagnostic.description }
}
