import Transcript

/// Why a Swift file could not be read: a construct the reader does not support, or text that is not Swift.
public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var location: SourceLocation

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var diagnostic: Diagnostic { .error(message, at: location) }
  public var description: String { diagnostic.description }
}
