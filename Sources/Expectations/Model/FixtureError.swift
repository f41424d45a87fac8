import Transcript

/// A fixture that cannot be read: what is wrong, and where.
///
/// `description` is the one-line compiler form,
/// `Fixtures/trips.fixture:12:4: error: unknown event 'hmoe'; did you mean 'home'?`.
public struct FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Lowercase, compiler style, with names in single quotes and no final period.
  public var message: String
  /// The position of the offending text.
  public var location: SourceLocation

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): error: \(message)" }

  /// The error as a ``Diagnostic``, for reports that list problems of every kind.
  public var diagnostic: Diagnostic { .error(message, at: location) }
}
