import Transcript

/// The `== build ==` section: every diagnostic the compiler must report, and no other.
public struct BuildExpectation: Sendable, Equatable {
  public var diagnostics: [ExpectedDiagnostic]
  /// The position of the `== build ==` line.
  public var location: SourceLocation

  public init(diagnostics: [ExpectedDiagnostic], location: SourceLocation) {
    self.diagnostics = diagnostics
    self.location = location
  }
}

/// One expected compiler diagnostic; a location part that is left out matches any.
public struct ExpectedDiagnostic: Sendable, Equatable, CustomStringConvertible {
  public var file: String?
  public var line: Int?
  public var column: Int?
  public var severity: Diagnostic.Severity
  public var message: String
  /// Where the fixture states it.
  public var location: SourceLocation

  public init(
    file: String? = nil, line: Int? = nil, column: Int? = nil, severity: Diagnostic.Severity,
    message: String, location: SourceLocation
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// The diagnostic as written: `ShopApp.swift:3: error: …`.
  public var description: String {
    var place = ""
    if let file {
      place = "\(file):"
      if let line { place += "\(line):" }
      if let column { place += "\(column):" }
      place += " "
    }
    return "\(place)\(severity.rawValue): \(message)"
  }

  /// Whether an actual diagnostic is this one: same severity and message, and the same
  /// location in every part the expectation gives.
  public func matches(_ actual: Diagnostic) -> Bool {
    guard actual.severity == severity, actual.message == message else { return false }
    guard let file else { return true }
    guard let place = actual.location else { return false }
    guard place.file == file || place.file.hasSuffix("/" + file) else { return false }
    if let line, place.line != line { return false }
    if let column, place.column != column { return false }
    return true
  }
}
