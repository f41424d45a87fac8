/// A message about a program or a fixture, located where a compiler would put it.
///
/// `description` is the one-line form every tool understands:
/// `File.swift:3:1: error: 'main' attribute can only apply to one type in a module`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case note, warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
      let order: [Severity] = [.note, .warning, .error]
      return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?

  public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message)"
  }
}
